import { type RefObject, useEffect, useRef } from 'react';
import {
  APPLE_DURATION_MS,
  type AppleBoard,
  type AppleMove,
  applesIn,
  clearBox,
  sumOf,
} from '../../../contract/games/apple';
import { boxOfDrag, type Drag, drawBoard } from './draw-board';

/** A game on screen: its field (changed in place), its log, and when it started (performance.now()). */
export interface PlayingGame {
  board: AppleBoard;
  moves: AppleMove[];
  startedAt: number;
  score: number;
}

interface Options {
  canvas: RefObject<HTMLCanvasElement | null>;
  game: RefObject<PlayingGame | null>;
  playing: boolean;
  /** After each cleared box, with the new score. */
  onClear(score: number): void;
  /** Every frame while playing, with the ms played. */
  onTick(elapsed: number): void;
}

/**
 * Draws the field at 60 fps while playing and on every resize; turns a drag (mouse or touch,
 * through pointer events) into a box and clears it when its apples add up to 10, logging the box
 * with its time. The canvas keeps the size its box gives it (CSS aspect ratio, turned upright on
 * phones), so resizing only changes its pixel buffer, never the page's layout.
 */
export function useAppleCanvas({ canvas, game, playing, onClear, onTick }: Options) {
  const drag = useRef<Drag | null>(null);
  const size = useRef({ width: 0, height: 0 });
  const callbacks = useRef({ onClear, onTick });
  callbacks.current = { onClear, onTick };

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const paint = () => {
      const current = game.current;
      if (!current) return ctx.clearRect(0, 0, size.current.width, size.current.height);
      const box = drag.current && boxOfDrag(drag.current, size.current);
      const sum = box ? sumOf(current.board, applesIn(current.board, box)) : 0;
      drawBoard(ctx, current.board, size.current, drag.current, sum);
    };
    const resize = () => {
      const dpr = window.devicePixelRatio || 1;
      size.current = { width: el.clientWidth, height: el.clientHeight };
      el.width = Math.round(el.clientWidth * dpr);
      el.height = Math.round(el.clientHeight * dpr);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      paint();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(el);
    resize();

    let frame = 0;
    const loop = () => {
      const current = game.current;
      if (current) callbacks.current.onTick(performance.now() - current.startedAt);
      paint();
      frame = requestAnimationFrame(loop);
    };
    if (playing) frame = requestAnimationFrame(loop);

    const point = (event: PointerEvent) => {
      const rect = el.getBoundingClientRect();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top };
    };
    const down = (event: PointerEvent) => {
      if (!playing) return;
      el.setPointerCapture(event.pointerId);
      const { x, y } = point(event);
      drag.current = { x0: x, y0: y, x1: x, y1: y };
    };
    const move = (event: PointerEvent) => {
      if (!drag.current) return;
      const { x, y } = point(event);
      drag.current = { ...drag.current, x1: x, y1: y };
    };
    const up = () => {
      const current = game.current;
      const done = drag.current;
      drag.current = null;
      if (!current || !done || !playing) return paint();
      const t = Math.round(performance.now() - current.startedAt);
      const box = boxOfDrag(done, size.current);
      if (box && t <= APPLE_DURATION_MS) {
        const cleared = clearBox(current.board, box);
        if (cleared > 0) {
          current.moves.push([t, box.col0, box.row0, box.col1, box.row1]);
          current.score += cleared;
          callbacks.current.onClear(current.score);
        }
      }
      paint();
    };
    const cancel = () => {
      drag.current = null;
      paint();
    };
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', cancel);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', cancel);
    };
  }, [canvas, game, playing]);
}
