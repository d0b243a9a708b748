import type { Race } from './parser/header';

export const RACE_NAMES: Record<Race, string> = {
  zerg: '저그',
  terran: '테란',
  protoss: '프로토스',
  unknown: '알 수 없음',
};

/** Badge palettes, one per race (the usual purple zerg, blue terran, yellow protoss). */
export const RACE_PALETTES: Record<Race, string> = {
  zerg: 'purple',
  terran: 'blue',
  protoss: 'yellow',
  unknown: 'gray',
};

/** 754 → "12:34", 3725 → "1:02:05". */
export function gameTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
