import { type RefObject, useEffect, useRef } from 'react';
import {
  BOARD,
  clampShot,
  MAX_SHOT,
  MAX_STEPS,
  STONE_R,
  type Stone,
  stepStones,
  stillMoving,
} from '../../../contract/games/alkkagi';
import { type Aim, drawAlkkagi, toBoard } from './draw-alkkagi';

/** A pull this long (game units) gives the fastest flick. */
const FULL_PULL = BOARD / 4;

/** The stones on screen (changed in place while a shot plays out) and the steps the shot has taken. */
export interface Table {
  stones: Stone[];
  steps: number;
}

interface Options {
  canvas: RefObject<HTMLCanvasElement | null>;
  table: RefObject<Table>;
  /** Which stones the member may flick now (none while a shot plays or the computer thinks). */
  canAim: (stone: Stone) => boolean;
  /** Whether a shot is playing out. */
  moving: boolean;
  onShot(aim: Aim): void;
  /** When the shot's stones come to rest (as `settle` leaves them). */
  onRest(): void;
  /** Changes when the table's stones were replaced while none moved, so the board is drawn anew. */
  redraw?: number;
  /** Shows the board turned half round, so white's player has their stones at the bottom too. */
  flip?: boolean;
}

/**
 * Draws the board, plays a shot out one physics step per frame (60 a second, as `settle` steps
 * it), and turns a pull on one's own stone into a flick the other way (a slingshot). The canvas
 * keeps the square its box gives it, so resizing only changes its pixel buffer.
 */
export function useAlkkagiCanvas({
  canvas,
  table,
  canAim,
  moving,
  onShot,
  onRest,
  redraw,
  flip = false,
}: Options) {
  const aim = useRef<Aim | null>(null);
  const latest = useRef({ canAim, onShot, onRest });
  latest.current = { canAim, onShot, onRest };

  useEffect(() => {
    // `redraw` is a dependency only: a new value draws the replaced stones.
    void redraw;
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    let size = 0;
    // Turned: every point (x, y) shows at (BOARD - x, BOARD - y), a velocity the other way round.
    const turn = (v: number) => (flip ? BOARD - v : v);
    const paint = () => {
      const stones = table.current.stones;
      const held = aim.current;
      if (!flip) return drawAlkkagi(ctx, stones, size, held);
      drawAlkkagi(
        ctx,
        stones.map((s) => ({ ...s, x: turn(s.x), y: turn(s.y) })),
        size,
        held && { stone: held.stone, vx: -held.vx, vy: -held.vy },
      );
    };
    const resize = () => {
      const dpr = window.devicePixelRatio || 1;
      size = el.clientWidth;
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
      const current = table.current;
      if (current.steps < MAX_STEPS && stillMoving(current.stones)) {
        stepStones(current.stones);
        current.steps += 1;
        frame = requestAnimationFrame(loop);
      } else {
        for (const s of current.stones) {
          s.vx = 0;
          s.vy = 0;
        }
        latest.current.onRest();
      }
      paint();
    };
    if (moving) frame = requestAnimationFrame(loop);

    const point = (event: PointerEvent) => {
      const rect = el.getBoundingClientRect();
      return {
        x: turn(toBoard(event.clientX - rect.left, size)),
        y: turn(toBoard(event.clientY - rect.top, size)),
      };
    };
    let grabbed: number | null = null;
    const down = (event: PointerEvent) => {
      const { x, y } = point(event);
      const reach = (STONE_R * 3) / 2;
      const stone = table.current.stones.findIndex(
        (s) => !s.out && latest.current.canAim(s) && (s.x - x) ** 2 + (s.y - y) ** 2 <= reach * reach,
      );
      if (stone < 0) return;
      el.setPointerCapture(event.pointerId);
      grabbed = stone;
      aim.current = { stone, vx: 0, vy: 0 };
      paint();
    };
    const move = (event: PointerEvent) => {
      const from = grabbed === null ? undefined : table.current.stones[grabbed];
      if (grabbed === null || !from) return;
      const { x, y } = point(event);
      // Pulled back from the stone: it flies the other way, harder the further the pull.
      const { vx, vy } = clampShot(
        ((from.x - x) * MAX_SHOT) / FULL_PULL,
        ((from.y - y) * MAX_SHOT) / FULL_PULL,
      );
      aim.current = { stone: grabbed, vx, vy };
      paint();
    };
    const up = () => {
      const done = aim.current;
      grabbed = null;
      aim.current = null;
      // A pull shorter than a stone's radius is taken back.
      if (done && (done.vx * done.vx + done.vy * done.vy) * FULL_PULL ** 2 >= (STONE_R * MAX_SHOT) ** 2)
        latest.current.onShot(done);
      paint();
    };
    const cancel = () => {
      grabbed = null;
      aim.current = null;
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
  }, [canvas, table, moving, redraw, flip]);
}
