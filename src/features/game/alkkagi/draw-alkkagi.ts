import { BOARD, STONE_R, type Stone } from '../../../contract/games/alkkagi';

/** The board's rim beyond its edge lines, in game units, so a stone on the edge shows whole. */
export const RIM = 4_000;
const SPAN = BOARD + 2 * RIM;
const LINES = 19;

/** Where a point of the board is on a canvas of `size` CSS pixels, and back. */
export const toScreen = (v: number, size: number) => ((v + RIM) * size) / SPAN;
export const toBoard = (px: number, size: number) => (px * SPAN) / size - RIM;

/** The aim being dragged: the stone and the velocity the flick would give it. */
export interface Aim {
  stone: number;
  vx: number;
  vy: number;
}

function drawStone(ctx: CanvasRenderingContext2D, stone: Stone, size: number, lifted: boolean) {
  const x = toScreen(stone.x, size);
  const y = toScreen(stone.y, size);
  const r = (STONE_R * size) / SPAN;
  const black = stone.side === 'black';
  const shine = ctx.createRadialGradient(x - r * 0.35, y - r * 0.35, r * 0.1, x, y, r);
  shine.addColorStop(0, black ? '#5c5f66' : '#ffffff');
  shine.addColorStop(1, black ? '#111214' : '#cfd2d6');
  ctx.fillStyle = shine;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  if (lifted) {
    ctx.strokeStyle = '#e8590c';
    ctx.lineWidth = Math.max(2, r * 0.18);
    ctx.stroke();
  }
}

/** One frame: the wooden board with its 19 lines, the stones on it, and the aim arrow while dragging. */
export function drawAlkkagi(
  ctx: CanvasRenderingContext2D,
  stones: readonly Stone[],
  size: number,
  aim: Aim | null,
) {
  ctx.clearRect(0, 0, size, size);
  ctx.fillStyle = '#dcb35c';
  ctx.fillRect(0, 0, size, size);
  ctx.strokeStyle = 'rgba(60, 40, 10, 0.65)';
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let i = 0; i < LINES; i++) {
    const at = toScreen((BOARD * i) / (LINES - 1), size);
    ctx.moveTo(toScreen(0, size), at);
    ctx.lineTo(toScreen(BOARD, size), at);
    ctx.moveTo(at, toScreen(0, size));
    ctx.lineTo(at, toScreen(BOARD, size));
  }
  ctx.stroke();
  stones.forEach((stone, i) => {
    if (!stone.out) drawStone(ctx, stone, size, aim?.stone === i);
  });
  const from = aim && stones[aim.stone];
  if (aim && from) {
    // The arrow shows where the stone will go and how hard (its length grows with the power).
    const x = toScreen(from.x, size);
    const y = toScreen(from.y, size);
    const k = (size / SPAN) * 18;
    ctx.strokeStyle = '#e8590c';
    ctx.lineWidth = 3;
    ctx.setLineDash([8, 6]);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + aim.vx * k, y + aim.vy * k);
    ctx.stroke();
    ctx.setLineDash([]);
  }
}
