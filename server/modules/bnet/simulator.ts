import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, parseInput } from '../../lib/http-error';
import { SIMULATOR_PREFIXES } from '../../lib/simulators';

/** Path the simulated web API is served under, on the app's own port. */
export const BNET_SIMULATOR_PREFIX = SIMULATOR_PREFIXES.bnet;
/** The simulator's one ladder. */
export const SIMULATED_LEADERBOARD = 12_941;
const SEASON = 19;

const RACES = ['terran', 'protoss', 'zerg'] as const;
const MAPS = ['Polypoid', 'Eclipse', 'Fighting Spirit', 'Circuit Breakers', 'Good Night', 'Radeon'];
const OPPONENTS = [
  'NightHawk',
  'ZergRush77',
  'ProbeLove',
  'TankLine',
  'HydraKing',
  'DarkSwarm',
  'MarineBoy',
  'ArbiterX',
];
const MINUTE = 60_000;

interface SimGame {
  time: number;
  map: string;
  opponent: string;
  opponentRace: string;
  win: boolean;
}

interface SimAccount {
  /** Games played through the control route, newest first. */
  played: SimGame[];
  failure: 'timeout' | 'error' | 'garbage' | null;
}

/** A stable number from a text, so one account always has the same history. */
function hash(text: string): number {
  let h = 2_166_136_261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16_777_619) >>> 0;
  return h;
}

const FailureBody = z.object({ mode: z.enum(['timeout', 'error', 'garbage']).nullable() });
const GameBody = z.object({
  win: z.boolean(),
  opponent: z.string().min(1).max(24).default('NightHawk'),
  map: z.string().min(1).max(40).default('Polypoid'),
});

/**
 * A stand-in for StarCraft: Remastered's web API with its answer shapes (the fields public parsers
 * read), so the page is alive with no game client. Every account exists: it has played a 1:1 game
 * every 40 to 80 minutes (the same games for the same name, from a hash), and tests play more or
 * make it misbehave through the loopback-only control routes.
 */
export function registerBnetSimulator(app: FastifyInstance) {
  const accounts = new Map<string, SimAccount>();
  const account = (toon: string) => {
    const key = toon.toLowerCase();
    if (!accounts.has(key)) accounts.set(key, { played: [], failure: null });
    return accounts.get(key)!;
  };

  /** The last ten scheduled games and those played since, newest first. */
  function history(toon: string): SimGame[] {
    const seed = hash(toon.toLowerCase());
    const period = (40 + (seed % 41)) * MINUTE;
    const last = Math.floor(Date.now() / period);
    const scheduled = Array.from({ length: 10 }, (_, i) => {
      const h = hash(`${toon.toLowerCase()}:${last - i}`);
      return {
        time: (last - i) * period,
        map: MAPS[h % MAPS.length]!,
        opponent: OPPONENTS[(h >>> 4) % OPPONENTS.length]!,
        opponentRace: RACES[(h >>> 8) % 3]!,
        win: (h >>> 12) % 100 < 55,
      };
    });
    return [...account(toon).played, ...scheduled];
  }

  function ladder(toon: string) {
    const seed = hash(toon.toLowerCase());
    const games = history(toon);
    const wins = 30 + (seed % 90) + games.filter((g) => g.win).length;
    const losses = 25 + ((seed >>> 7) % 80) + games.filter((g) => !g.win).length;
    const rating = 1500 + (seed % 900) + games.reduce((sum, g) => sum + (g.win ? 18 : -16), 0);
    return { wins, losses, rating, rank: Math.max(1, Math.round((2700 - rating) * 2.4)) };
  }

  async function misbehave(toon: string): Promise<unknown> {
    const { failure } = account(toon);
    if (failure === 'timeout') return new Promise(() => undefined);
    if (failure === 'error') throw new HttpError(500, 'simulated failure');
    if (failure === 'garbage') return '<html>점검 중입니다</html>';
    return undefined;
  }

  app.get(`${BNET_SIMULATOR_PREFIX}/web-api/v2/aurora-profile-by-toon/:toon/:gateway`, async (req) => {
    const { toon, gateway } = req.params as { toon: string; gateway: string };
    const odd = await misbehave(toon);
    if (odd !== undefined) return odd;
    const race = RACES[hash(toon.toLowerCase()) % 3]!;
    const { wins, losses, rating } = ladder(toon);
    return {
      battle_tag: `${toon}#${3000 + (hash(toon) % 6000)}`,
      matchmaked_current_season: SEASON,
      matchmaked_stats: [
        { toon, season_id: SEASON, game_mode_id: 1, rating, points: rating * 2, wins, losses, bucket: 5 },
      ],
      game_results: history(toon).map((g, i) => ({
        match_guid: `${hash(toon)}-${g.time}-${i}`,
        create_time: String(Math.floor(g.time / 1000)),
        gateway_id: Number(gateway),
        attributes: { mapName: g.map, tileset: 'jungle', client_version: '1.23.10' },
        players: [
          {
            toon,
            result: g.win ? 'win' : 'loss',
            attributes: { race, type: 'player', team: '1' },
            stats: {},
          },
          {
            toon: g.opponent,
            result: g.win ? 'loss' : 'win',
            attributes: { race: g.opponentRace, type: 'player', team: '2' },
            stats: {},
          },
          { toon: '', result: 'undecided', attributes: { type: 'none' }, stats: {} },
        ],
      })),
    };
  });

  app.get(
    `${BNET_SIMULATOR_PREFIX}/web-api/v1/leaderboard-rank-by-toon/:board/:toon/:gateway`,
    async (req) => {
      const { toon, gateway } = req.params as { toon: string; gateway: string };
      const odd = await misbehave(toon);
      if (odd !== undefined) return odd;
      const { wins, losses, rating, rank } = ladder(toon);
      return {
        leaderboard_id: SIMULATED_LEADERBOARD,
        matchmaked_current_season: SEASON,
        toons: [
          {
            name: toon,
            gateway_id: Number(gateway),
            rank,
            last_rank: rank + 3,
            points: rating * 2,
            wins,
            losses,
          },
        ],
      };
    },
  );

  // Like every simulator route, these answer only this machine (`registerSimulatorScope`).
  const control = (req: FastifyRequest) => {
    return account((req.params as { toon: string }).toon);
  };
  /** The account plays one more game now. */
  app.post(`${BNET_SIMULATOR_PREFIX}/control/:toon/game`, async (req) => {
    const body = parseInput(GameBody, req.body);
    control(req).played.unshift({ ...body, time: Date.now(), opponentRace: 'zerg' });
    return { result: true };
  });
  app.post(`${BNET_SIMULATOR_PREFIX}/control/:toon/failure`, async (req) => {
    control(req).failure = parseInput(FailureBody, req.body).mode;
    return { result: true };
  });
}
