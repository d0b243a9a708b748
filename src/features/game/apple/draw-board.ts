import { APPLE_COLS, APPLE_ROWS, type AppleBoard, type CellBox } from '../../../contract/games/apple';

/** A drag in CSS pixels of the canvas. */
export interface Drag {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The canvas's size in CSS pixels. A portrait canvas (a phone held upright) shows the field turned
 * a quarter: its 17 columns run down the screen, so the apples stay big enough for a finger.
 */
export interface BoardSize {
  width: number;
  height: number;
}

const isTransposed = (size: BoardSize) => size.height > size.width;

/** The cells whose centres the drag covers (as in the original game), or null when none. */
export function boxOfDrag(screenDrag: Drag, size: BoardSize): CellBox | null {
  const t = isTransposed(size);
  const drag = t
    ? { x0: screenDrag.y0, y0: screenDrag.x0, x1: screenDrag.y1, y1: screenDrag.x1 }
    : screenDrag;
  const width = t ? size.height : size.width;
  const height = t ? size.width : size.height;
  const cw = width / APPLE_COLS;
  const ch = height / APPLE_ROWS;
  const col0 = Math.max(0, Math.ceil(Math.min(drag.x0, drag.x1) / cw - 0.5));
  const col1 = Math.min(APPLE_COLS - 1, Math.floor(Math.max(drag.x0, drag.x1) / cw - 0.5));
  const row0 = Math.max(0, Math.ceil(Math.min(drag.y0, drag.y1) / ch - 0.5));
  const row1 = Math.min(APPLE_ROWS - 1, Math.floor(Math.max(drag.y0, drag.y1) / ch - 0.5));
  return col0 <= col1 && row0 <= row1 ? { col0, row0, col1, row1 } : null;
}

const inBox = (box: CellBox | null, col: number, row: number) =>
  box !== null && col >= box.col0 && col <= box.col1 && row >= box.row0 && row <= box.row1;

/**
 * One frame: the apples left, those the drag covers ringed (green when they add up to 10) and the
 * drag's box. The context is already scaled to the device's pixels.
 */
export function drawBoard(
  ctx: CanvasRenderingContext2D,
  board: AppleBoard,
  size: BoardSize,
  drag: Drag | null,
  selectedSum: number,
) {
  const { width, height } = size;
  ctx.clearRect(0, 0, width, height);
  const t = isTransposed(size);
  const cw = width / (t ? APPLE_ROWS : APPLE_COLS);
  const ch = height / (t ? APPLE_COLS : APPLE_ROWS);
  const r = Math.min(cw, ch) * 0.38;
  const box = drag && boxOfDrag(drag, size);
  const ten = selectedSum === 10;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `700 ${Math.round(r * 1.05)}px system-ui, sans-serif`;
  for (let row = 0; row < APPLE_ROWS; row++)
    for (let col = 0; col < APPLE_COLS; col++) {
      const value = board[row * APPLE_COLS + col];
      if (!value) continue;
      const x = ((t ? row : col) + 0.5) * cw;
      const y = ((t ? col : row) + 0.5) * ch;
      const picked = inBox(box, col, row);
      ctx.fillStyle = picked ? (ten ? '#2f9e44' : '#f08c00') : '#e03131';
      ctx.beginPath();
      ctx.arc(x, y + r * 0.06, r, 0, Math.PI * 2);
      ctx.fill();
      // The stem's leaf.
      ctx.fillStyle = '#5c940d';
      ctx.beginPath();
      ctx.ellipse(x + r * 0.28, y - r * 0.92, r * 0.3, r * 0.14, -0.5, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#ffffff';
      ctx.fillText(String(value), x, y + r * 0.1);
    }
  if (drag) {
    const x = Math.min(drag.x0, drag.x1);
    const y = Math.min(drag.y0, drag.y1);
    ctx.fillStyle = ten ? 'rgba(47, 158, 68, 0.18)' : 'rgba(51, 154, 240, 0.16)';
    ctx.strokeStyle = ten ? '#2f9e44' : '#339af0';
    ctx.lineWidth = 2;
    ctx.fillRect(x, y, Math.abs(drag.x1 - drag.x0), Math.abs(drag.y1 - drag.y0));
    ctx.strokeRect(x, y, Math.abs(drag.x1 - drag.x0), Math.abs(drag.y1 - drag.y0));
  }
}
