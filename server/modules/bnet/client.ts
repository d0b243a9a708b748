import type { BnetLadder } from '../../../src/contract/bnet';
import { type ProfileReading, parseProfile, parseRank } from './parse';

export interface BnetClientOptions {
  /** The web API's base (the part before `/web-api/`); the simulator in development. */
  baseUrl: string;
  /** The ladder whose rank is read; null: ranks are not read. */
  leaderboardId: number | null;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export interface BnetReading {
  ladder: BnetLadder | null;
  games: ProfileReading['games'];
}

/** Reads one account's ladder and games, each call with a timeout. */
export function createBnetClient(options: BnetClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const getJson = async (path: string): Promise<unknown> => {
    const res = await doFetch(`${options.baseUrl}${path}`, {
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`${res.status} from ${path}`);
    return res.json();
  };
  const at = (toon: string, gateway: number) => `${encodeURIComponent(toon)}/${gateway}`;

  return {
    async read(toon: string, gateway: number): Promise<BnetReading> {
      const profile = parseProfile(
        await getJson(`/web-api/v2/aurora-profile-by-toon/${at(toon, gateway)}?request_flags=scr_profile`),
        toon,
      );
      if (!profile.ladder) return { ladder: null, games: profile.games };
      const rank =
        options.leaderboardId === null
          ? null
          : parseRank(
              await getJson(
                `/web-api/v1/leaderboard-rank-by-toon/${options.leaderboardId}/${at(toon, gateway)}`,
              ),
              toon,
              gateway,
            );
      return { ladder: { ...profile.ladder, rank }, games: profile.games };
    },
  };
}

export type BnetClient = ReturnType<typeof createBnetClient>;
