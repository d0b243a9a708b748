import {
  FIELD_H,
  FIELD_W,
  MAN_H,
  MAN_W,
  POOP_SIZE,
  type StickmanState,
} from '../../../contract/games/stickman';

/** The canvas's size in CSS pixels (its box keeps the field's 3:4) and the page's text colour. */
export interface FieldView {
  width: number;
  height: number;
  ink: string;
}

function drawPoop(ctx: CanvasRenderingContext2D, x: number, y: number, size: number) {
  // Three stacked swirls, widest at the bottom, rimmed light so they show on a dark field too.
  ctx.fillStyle = '#9c5f2a';
  ctx.strokeStyle = '#f5deb3';
  ctx.lineWidth = Math.max(1, size * 0.04);
  for (const [dy, w] of [
    [0.78, 0.5],
    [0.52, 0.38],
    [0.3, 0.24],
  ] as const) {
    ctx.beginPath();
    ctx.ellipse(x + size / 2, y + size * dy, size * w, size * 0.17, 0, 0, Math.PI * 2);
    ctx.stroke();
    ctx.fill();
  }
  ctx.fillStyle = '#5c3a1a';
  ctx.beginPath();
  ctx.ellipse(x + size / 2, y + size * 0.12, size * 0.08, size * 0.1, 0, 0, Math.PI * 2);
  ctx.fill();
}

/** The stickman, his legs swinging as he walks (or arms up once hit). */
function drawMan(
  ctx: CanvasRenderingContext2D,
  x: number,
  ground: number,
  w: number,
  h: number,
  state: StickmanState,
  ink: string,
) {
  const cx = x + w / 2;
  const head = h * 0.14;
  const swing = state.hit ? 0 : Math.sin(state.tick / 4) * w * 0.25;
  ctx.strokeStyle = ink;
  ctx.lineWidth = Math.max(2, w * 0.09);
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.arc(cx, ground - h + head, head, 0, Math.PI * 2);
  ctx.moveTo(cx, ground - h + head * 2);
  ctx.lineTo(cx, ground - h * 0.4);
  ctx.lineTo(cx - w * 0.3 + swing, ground);
  ctx.moveTo(cx, ground - h * 0.4);
  ctx.lineTo(cx + w * 0.3 - swing, ground);
  const shoulder = ground - h * 0.66;
  const hands = state.hit ? shoulder - h * 0.25 : shoulder + h * 0.12;
  ctx.moveTo(cx - w * 0.45, hands);
  ctx.lineTo(cx, shoulder);
  ctx.lineTo(cx + w * 0.45, hands);
  ctx.stroke();
}

/** One frame of the field: the ground, the poop falling and the stickman. */
export function drawStickman(ctx: CanvasRenderingContext2D, state: StickmanState | null, view: FieldView) {
  const { width, height, ink } = view;
  ctx.clearRect(0, 0, width, height);
  const sx = width / FIELD_W;
  const sy = height / FIELD_H;
  ctx.fillStyle = ink;
  ctx.globalAlpha = 0.25;
  ctx.fillRect(0, height - 3, width, 3);
  ctx.globalAlpha = 1;
  if (!state) return;
  for (const poop of state.poops) drawPoop(ctx, poop.x * sx, poop.y * sy, POOP_SIZE * sx);
  drawMan(ctx, state.x * sx, height - 3, MAN_W * sx, MAN_H * sy, state, ink);
}
