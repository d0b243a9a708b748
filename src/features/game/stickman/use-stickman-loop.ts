import { type RefObject, useEffect, useRef } from 'react';
import {
  type Direction,
  STICKMAN_TICK_HZ,
  type StickmanInput,
  type StickmanState,
  stepStickman,
} from '../../../contract/games/stickman';
import { drawStickman, type FieldView } from './draw-stickman';

/** A game on screen: its state (changed in place), its log, and which ways are held down now. */
export interface PlayingStickman {
  state: StickmanState;
  inputs: StickmanInput[];
  direction: Direction;
  held: { left: boolean; right: boolean };
}

const TICK_MS = 1000 / STICKMAN_TICK_HZ;
/** Ticks a frame may catch up on; past that (a hidden tab) the game pauses rather than jumps. */
const MAX_CATCH_UP = 4;

const heldDirection = ({ left, right }: PlayingStickman['held']): Direction =>
  left === right ? 0 : left ? -1 : 1;

interface Options {
  canvas: RefObject<HTMLCanvasElement | null>;
  game: RefObject<PlayingStickman | null>;
  playing: boolean;
  /** After each frame whose ticks changed the score. */
  onScore(score: number): void;
  /** On the tick poop hits him. */
  onHit(): void;
}

/**
 * Steps the game on its fixed 60 Hz tick (the replay's), recording each change of direction with
 * its tick, and draws it every frame and on every resize. The canvas keeps the size its box gives
 * it (a CSS aspect ratio), so resizing only changes its pixel buffer, never the page's layout.
 */
export function useStickmanLoop({ canvas, game, playing, onScore, onHit }: Options) {
  const latest = useRef({ onScore, onHit });
  latest.current = { onScore, onHit };

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    let view: FieldView = { width: 0, height: 0, ink: '#000' };
    const paint = () => drawStickman(ctx, game.current?.state ?? null, view);
    const resize = () => {
      const dpr = window.devicePixelRatio || 1;
      view = { width: el.clientWidth, height: el.clientHeight, ink: getComputedStyle(el).color };
      el.width = Math.round(el.clientWidth * dpr);
      el.height = Math.round(el.clientHeight * dpr);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      paint();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(el);
    resize();

    let frame = 0;
    let last = performance.now();
    let owed = 0;
    const loop = (now: number) => {
      const current = game.current;
      if (current && !current.state.hit) {
        owed = Math.min(owed + now - last, MAX_CATCH_UP * TICK_MS);
        const before = current.state.dodged;
        while (owed >= TICK_MS && !current.state.hit) {
          owed -= TICK_MS;
          const direction = heldDirection(current.held);
          if (direction !== current.direction) {
            current.inputs.push([current.state.tick + 1, direction]);
            current.direction = direction;
          }
          stepStickman(current.state, direction);
        }
        if (current.state.dodged !== before) latest.current.onScore(current.state.dodged);
        if (current.state.hit) latest.current.onHit();
      }
      last = now;
      paint();
      frame = requestAnimationFrame(loop);
    };
    if (playing) frame = requestAnimationFrame(loop);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [canvas, game, playing]);

  // Arrow keys (and A/D) on a desktop; released when the window loses focus.
  useEffect(() => {
    if (!playing) return;
    const set = (event: KeyboardEvent, down: boolean) => {
      const held = game.current?.held;
      if (!held) return;
      if (event.key === 'ArrowLeft' || event.key === 'a') held.left = down;
      else if (event.key === 'ArrowRight' || event.key === 'd') held.right = down;
      else return;
      event.preventDefault();
    };
    const down = (event: KeyboardEvent) => set(event, true);
    const up = (event: KeyboardEvent) => set(event, false);
    const release = () => {
      if (game.current) game.current.held = { left: false, right: false };
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', release);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', release);
    };
  }, [game, playing]);
}
