import { BLACK, EMPTY, OMOK_SIZE, type OmokBoard, WHITE, xOf, yOf } from '../../../contract/games/omok';

/** What the board shows besides its stones: the last move, and the point under the pointer. */
export interface BoardMarks {
  last: number | null;
  /** The point under the pointer, with the stone that would go there, or why it may not. */
  hover: { point: number; stone: number; forbidden: boolean } | null;
  /** Five stones that won, highlighted. */
  winning: readonly number[];
}

const STARS = [
  [3, 3],
  [11, 3],
  [7, 7],
  [3, 11],
  [11, 11],
];

/** The board's geometry at a size: the margin and the gap between lines, in CSS pixels. */
export function geometry(size: number) {
  const gap = size / (OMOK_SIZE + 0.6);
  return { gap, margin: gap * 0.8 };
}

/** The point nearest a position on the canvas, or null off the board. */
export function pointAt(size: number, px: number, py: number): number | null {
  const { gap, margin } = geometry(size);
  const x = Math.round((px - margin) / gap);
  const y = Math.round((py - margin) / gap);
  if (x < 0 || y < 0 || x >= OMOK_SIZE || y >= OMOK_SIZE) return null;
  return y * OMOK_SIZE + x;
}

function stone(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number, colour: number, alpha = 1) {
  ctx.globalAlpha = alpha;
  const g = ctx.createRadialGradient(cx - r * 0.35, cy - r * 0.35, r * 0.1, cx, cy, r);
  if (colour === BLACK) {
    g.addColorStop(0, '#5a5a5a');
    g.addColorStop(1, '#0b0b0b');
  } else {
    g.addColorStop(0, '#ffffff');
    g.addColorStop(1, '#cfcfcf');
  }
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  if (colour === WHITE) {
    ctx.strokeStyle = 'rgba(0,0,0,0.35)';
    ctx.lineWidth = 1;
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

/** Paints the board, its stones and marks on a square canvas of `size` CSS pixels. */
export function drawOmokBoard(
  ctx: CanvasRenderingContext2D,
  board: OmokBoard,
  size: number,
  marks: BoardMarks,
) {
  const { gap, margin } = geometry(size);
  const at = (i: number) => margin + i * gap;
  ctx.fillStyle = '#dcb36b';
  ctx.fillRect(0, 0, size, size);
  ctx.strokeStyle = '#5b4321';
  ctx.lineWidth = Math.max(1, size / 600);
  ctx.beginPath();
  for (let i = 0; i < OMOK_SIZE; i++) {
    ctx.moveTo(at(0), at(i));
    ctx.lineTo(at(OMOK_SIZE - 1), at(i));
    ctx.moveTo(at(i), at(0));
    ctx.lineTo(at(i), at(OMOK_SIZE - 1));
  }
  ctx.stroke();
  ctx.fillStyle = '#5b4321';
  for (const [x, y] of STARS) {
    ctx.beginPath();
    ctx.arc(at(x!), at(y!), Math.max(2, gap * 0.1), 0, Math.PI * 2);
    ctx.fill();
  }
  const r = gap * 0.46;
  for (let p = 0; p < board.length; p++)
    if (board[p] !== EMPTY) stone(ctx, at(xOf(p)), at(yOf(p)), r, board[p]!);

  for (const p of marks.winning) {
    ctx.strokeStyle = '#e53e3e';
    ctx.lineWidth = Math.max(2, gap * 0.08);
    ctx.beginPath();
    ctx.arc(at(xOf(p)), at(yOf(p)), r * 0.75, 0, Math.PI * 2);
    ctx.stroke();
  }
  if (marks.last !== null) {
    ctx.fillStyle = '#e53e3e';
    ctx.beginPath();
    ctx.arc(at(xOf(marks.last)), at(yOf(marks.last)), Math.max(2.5, gap * 0.13), 0, Math.PI * 2);
    ctx.fill();
  }
  const hover = marks.hover;
  if (hover && board[hover.point] === EMPTY) {
    const cx = at(xOf(hover.point));
    const cy = at(yOf(hover.point));
    if (hover.forbidden) {
      const d = r * 0.6;
      ctx.strokeStyle = '#c53030';
      ctx.lineWidth = Math.max(2, gap * 0.12);
      ctx.beginPath();
      ctx.moveTo(cx - d, cy - d);
      ctx.lineTo(cx + d, cy + d);
      ctx.moveTo(cx + d, cy - d);
      ctx.lineTo(cx - d, cy + d);
      ctx.stroke();
    } else stone(ctx, cx, cy, r, hover.stone, 0.45);
  }
}
