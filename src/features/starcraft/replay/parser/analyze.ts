import type { ParsedCommands } from './commands';
import type { ReplayHeader, ReplayPlayer } from './header';
import { TECH_NAMES, UNIT_NAMES, UPGRADE_NAMES, WORKER_UNITS } from './names';

/** A frame lasts 42 ms at the "fastest" speed every ladder and league game is played at. */
export const FRAME_MS = 42;

export interface BuildStep {
  /** Seconds from the start. */
  second: number;
  name: string;
  kind: 'building' | 'unit' | 'tech' | 'upgrade';
}

export interface PlayerAnalysis extends ReplayPlayer {
  /** Commands per minute up to the player's last command (as screp counts it). */
  apm: number;
  actions: number;
  /** APM in each window of `apmWindowSeconds`, by the window's end second. */
  apmSeries: { second: number; apm: number }[];
  buildOrder: BuildStep[];
}

/** Windows of APM over time: the shortest of these that gives at most 60 windows. */
const WINDOWS = [10, 15, 30, 60, 120];

export function apmWindowSeconds(durationSeconds: number): number {
  return WINDOWS.find((w) => durationSeconds / w <= 60) ?? 120;
}

export function analyzePlayers(header: ReplayHeader, commands: ParsedCommands): PlayerAnalysis[] {
  const durationSeconds = (header.frames * FRAME_MS) / 1000;
  const window = apmWindowSeconds(durationSeconds);
  // A last window under half the length is folded into the one before (a few seconds say little).
  const windows = Math.max(1, Math.round(durationSeconds / window));
  const byId = new Map<
    number,
    { counts: Uint32Array; total: number; lastFrame: number; builds: BuildStep[] }
  >();
  for (const p of header.players)
    byId.set(p.id, { counts: new Uint32Array(windows), total: 0, lastFrame: 0, builds: [] });

  const windowFrames = (window * 1000) / FRAME_MS;
  for (let i = 0; i < commands.count; i++) {
    const acc = byId.get(commands.playerIds[i] ?? -1);
    const frame = commands.frames[i] ?? 0;
    if (!acc || frame > header.frames) continue;
    acc.total++;
    acc.lastFrame = frame;
    const w = Math.min(windows - 1, Math.floor(frame / windowFrames));
    acc.counts[w] = (acc.counts[w] ?? 0) + 1;
  }
  for (const b of commands.builds) {
    const acc = byId.get(b.playerId);
    if (!acc || (b.kind === 'unit' && WORKER_UNITS.has(b.id))) continue;
    const names = b.kind === 'tech' ? TECH_NAMES : b.kind === 'upgrade' ? UPGRADE_NAMES : UNIT_NAMES;
    const name = names.get(b.id);
    if (name) acc.builds.push({ second: Math.floor((b.frame * FRAME_MS) / 1000), name, kind: b.kind });
  }

  return header.players.map((p) => {
    const acc = byId.get(p.id);
    if (!acc) throw new Error('unreachable: every player has an accumulator');
    const minutes = (acc.lastFrame * FRAME_MS) / 60000;
    return {
      ...p,
      actions: acc.total,
      apm: minutes > 0 ? Math.round(acc.total / minutes) : 0,
      apmSeries: Array.from(acc.counts, (count, i) => {
        const end = i === windows - 1 ? durationSeconds : (i + 1) * window;
        return { second: Math.round(end), apm: Math.round((count * 60) / Math.max(1, end - i * window)) };
      }),
      buildOrder: acc.builds,
    };
  });
}
