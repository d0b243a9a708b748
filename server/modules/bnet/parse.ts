import { z } from 'zod';
import type { BnetGame, BnetLadder, BnetRace, BnetResult } from '../../../src/contract/bnet';

/**
 * Parsers for StarCraft: Remastered's web API (`/web-api/v2/aurora-profile-by-toon/{toon}/{gateway}?request_flags=scr_profile`
 * and `/web-api/v1/leaderboard-rank-by-toon/{leaderboard}/{toon}/{gateway}`). The API is
 * unofficial and its fields come and go, so every field is loose: a game that cannot be read is
 * left out, and only an answer that is no profile at all is a BnetParseError (the adapter then keeps
 * the last good reading).
 */
export class BnetParseError extends Error {}

const num = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);
const text = z.string().or(num.transform(String));
/** Game names carry colour codes and other control characters. */
const clean = (value: string) =>
  [...value]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
const sameToon = (a: string | undefined | null, b: string) => !!a && a.toLowerCase() === b.toLowerCase();

const LadderStat = z.looseObject({
  toon: text.nullish(),
  season_id: num.nullish(),
  game_mode_id: num.nullish(),
  rating: num,
  wins: num.nullish(),
  losses: num.nullish(),
});
const Player = z.looseObject({
  toon: text.nullish(),
  result: text.nullish(),
  attributes: z.looseObject({ race: text.nullish(), type: text.nullish() }).nullish(),
});
const GameResult = z.looseObject({
  match_guid: text.nullish(),
  game_id: text.nullish(),
  create_time: num,
  attributes: z.looseObject({ mapName: text.nullish() }).nullish(),
  players: z.array(z.unknown()),
});
const Profile = z.looseObject({
  matchmaked_current_season: num.nullish(),
  matchmaked_stats: z.array(z.unknown()).nullish(),
  game_results: z.array(z.unknown()).nullish(),
});

const RACES: Record<string, BnetRace> = {
  terran: 'terran',
  t: 'terran',
  protoss: 'protoss',
  p: 'protoss',
  zerg: 'zerg',
  z: 'zerg',
  random: 'random',
  r: 'random',
};
const RESULTS: Record<string, BnetResult> = { win: 'win', loss: 'loss', lose: 'loss', draw: 'draw' };
const race = (value: string | null | undefined): BnetRace | null => RACES[value?.toLowerCase() ?? ''] ?? null;

export interface ProfileReading {
  /** Without rank: the ladder's rank is another call. */
  ladder: Omit<BnetLadder, 'rank'> | null;
  games: BnetGame[];
}

/** Keeps what can be read of each entry of a list, drops the rest. */
function readable<T>(schema: z.ZodType<T>, items: unknown[] | null | undefined): T[] {
  return (items ?? []).flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function toGame(game: z.infer<typeof GameResult>, toon: string): BnetGame | null {
  const players = readable(Player, game.players).filter((p) => !!p.toon && p.attributes?.type !== 'computer');
  const me = players.find((p) => sameToon(p.toon, toon));
  const opponent = players.find((p) => p !== me && !sameToon(p.toon, toon));
  const id = game.match_guid ?? game.game_id;
  // Seconds since 1970; anything before 2017 (Remastered's release) is not a real game time.
  if (!me || !opponent || !id || game.create_time < 1_490_000_000) return null;
  return {
    id,
    playedAt: new Date(game.create_time * 1000).toISOString(),
    map: clean(game.attributes?.mapName ?? '') || '알 수 없는 맵',
    race: race(me.attributes?.race),
    opponent: clean(opponent.toon ?? ''),
    opponentRace: race(opponent.attributes?.race),
    result: RESULTS[me.result?.toLowerCase() ?? ''] ?? 'unknown',
  };
}

/** The account's 1:1 ladder this season and its latest games (newest first, at most `limit`). */
export function parseProfile(json: unknown, toon: string, limit = 10): ProfileReading {
  const parsed = Profile.safeParse(json);
  if (!parsed.success) throw new BnetParseError('profile: not a profile');
  const { matchmaked_current_season: season, matchmaked_stats, game_results } = parsed.data;
  if (season == null && !game_results) throw new BnetParseError('profile: neither a season nor games');
  const stat = readable(LadderStat, matchmaked_stats).find(
    (s) =>
      s.season_id === season && (s.game_mode_id ?? 1) === 1 && (s.toon == null || sameToon(s.toon, toon)),
  );
  const games = readable(GameResult, game_results)
    .map((g) => toGame(g, toon))
    .filter((g): g is BnetGame => g !== null)
    .sort((a, b) => b.playedAt.localeCompare(a.playedAt))
    .slice(0, limit);
  return {
    ladder:
      stat && season != null
        ? { season, rating: Math.round(stat.rating), wins: stat.wins ?? 0, losses: stat.losses ?? 0 }
        : null,
    games,
  };
}

const RankEntry = z.looseObject({ name: text.nullish(), gateway_id: num.nullish(), rank: num });
const RankResponse = z.looseObject({ toons: z.array(z.unknown()).nullish() });

/** The account's place on the ladder; null when it is not ranked (or not listed). */
export function parseRank(json: unknown, toon: string, gateway: number): number | null {
  const parsed = RankResponse.safeParse(json);
  if (!parsed.success || !parsed.data.toons) throw new BnetParseError('rank: not a ladder answer');
  const entry = readable(RankEntry, parsed.data.toons).find(
    (t) => sameToon(t.name, toon) && (t.gateway_id == null || t.gateway_id === gateway),
  );
  return entry && entry.rank > 0 ? entry.rank : null;
}
