import { seededInts } from '../apple/random';

/**
 * Stickman poop (똥 피하기, PRODUCT.md "Games"): poop falls on a field and the stickman at its foot
 * dodges it. Everything is integers on a fixed 60 Hz tick, so the page, Node and the server's
 * replay step through the very same game from the same seed and inputs.
 */
export const STICKMAN_TICK_HZ = 60;
/** The field in game units (3:4, upright). */
export const FIELD_W = 30_000;
export const FIELD_H = 40_000;
/** The stickman: where he stands and the box poop must miss (narrower than his drawn arms). */
export const MAN_W = 2_000;
export const MAN_H = 4_400;
export const MAN_HIT_W = 1_200;
export const MAN_SPEED = 360;
/** A poop's drawn size and the smaller box that hits. */
export const POOP_SIZE = 1_800;
export const POOP_HIT = 1_200;
/** Beyond this the game ends anyway (30 minutes), so a replay always stops. */
export const STICKMAN_MAX_TICKS = 30 * 60 * STICKMAN_TICK_HZ;

/** Which way the stickman walks during a tick. */
export type Direction = -1 | 0 | 1;

export interface Poop {
  x: number;
  y: number;
  speed: number;
}

export interface StickmanState {
  tick: number;
  /** The stickman's left edge. */
  x: number;
  poops: Poop[];
  /** Poops that reached the ground: the score. */
  dodged: number;
  /** Set on the tick a poop hits him; nothing moves after it. */
  hit: boolean;
  next: (bound: number) => number;
}

export function newStickmanGame(seed: string): StickmanState {
  return {
    tick: 0,
    x: Math.floor((FIELD_W - MAN_W) / 2),
    poops: [],
    dodged: 0,
    hit: false,
    next: seededInts(`stickman:${seed}`),
  };
}

/** Per mille chance of a new poop each tick: under 2 a second at first, 15 after two minutes. */
export const spawnChance = (tick: number) => Math.min(250, 30 + Math.floor(tick / 32));
/** How far poop falls in a tick: it takes about 3 s at first, under 1.5 s later. */
export const fallSpeed = (tick: number) => Math.min(480, 220 + Math.floor(tick / 24));

/** Whether the poop touches a stickman whose left edge is at `man`. */
export const poopHits = (man: number, poop: Poop) => {
  const manLeft = man + (MAN_W - MAN_HIT_W) / 2;
  const poopLeft = poop.x + (POOP_SIZE - POOP_HIT) / 2;
  const poopBottom = poop.y + POOP_SIZE - (POOP_SIZE - POOP_HIT) / 2;
  return (
    poopLeft < manLeft + MAN_HIT_W &&
    poopLeft + POOP_HIT > manLeft &&
    poopBottom > FIELD_H - MAN_H + 600 &&
    poop.y < FIELD_H
  );
};

/** One tick: the stickman walks, poop falls (faster over time), new poop appears, a hit ends the game. */
export function stepStickman(state: StickmanState, direction: Direction): void {
  if (state.hit) return;
  state.tick += 1;
  state.x = Math.max(0, Math.min(FIELD_W - MAN_W, state.x + direction * MAN_SPEED));
  const kept: Poop[] = [];
  for (const poop of state.poops) {
    poop.y += poop.speed;
    if (poop.y >= FIELD_H) state.dodged += 1;
    else kept.push(poop);
  }
  state.poops = kept;
  if (state.next(1000) < spawnChance(state.tick)) {
    const base = fallSpeed(state.tick);
    state.poops.push({
      x: state.next(FIELD_W - POOP_SIZE + 1),
      y: -POOP_SIZE,
      speed: base + state.next(Math.floor(base / 4)),
    });
  }
  if (state.poops.some((poop) => poopHits(state.x, poop)) || state.tick >= STICKMAN_MAX_TICKS)
    state.hit = true;
}
