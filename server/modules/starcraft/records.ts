import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { apiPath } from '../../../src/contract';
import {
  MATCH_NOT_FOUND,
  type MatchInput,
  PLAYER_NOT_FOUND,
  type StarcraftRecord,
} from '../../../src/contract/starcraft';
import { ELO_START, replayElo } from '../../../src/contract/starcraft-elo';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { files } from '../file/tables';
import type { Players } from './players';
import { scMatches, scPlayers } from './tables';

type MatchValues = z.output<typeof MatchInput>;

const REPLAY_NOT_FOUND = '리플레이 파일을 찾을 수 없습니다.';

/** Games and the ratings they make: Elo is replayed from every game on each read (`starcraft-elo.ts`). */
export function createRecords(db: Db, players: Players) {
  return {
    async record(): Promise<StarcraftRecord> {
      const [people, games] = await Promise.all([
        players.list(),
        db
          .select()
          .from(scMatches)
          .orderBy(asc(scMatches.playedAt), asc(scMatches.createdAt), asc(scMatches.id)),
      ]);
      const { ratings, steps } = replayElo(games);
      const tally = (id: string, side: 'winnerId' | 'loserId') => games.filter((g) => g[side] === id).length;
      return {
        players: people
          .map((p) => ({
            ...p,
            rating: ratings.get(p.id) ?? ELO_START,
            wins: tally(p.id, 'winnerId'),
            losses: tally(p.id, 'loserId'),
          }))
          .sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name, 'ko')),
        matches: games.reverse().map((g) => ({
          id: g.id,
          playedAt: g.playedAt.toISOString(),
          map: g.map,
          winnerId: g.winnerId,
          loserId: g.loserId,
          winnerRace: g.winnerRace,
          loserRace: g.loserRace,
          replayUri: g.replayFileId ? apiPath('file', { id: g.replayFileId }) : null,
          leagueMatchId: g.leagueMatchId,
          ...steps.get(g.id)!,
        })),
      };
    },

    async add(input: MatchValues, createdBy: string) {
      const found = await db
        .select({ id: scPlayers.id })
        .from(scPlayers)
        .where(inArray(scPlayers.id, [input.winnerId, input.loserId]));
      for (const field of ['winnerId', 'loserId'] as const)
        if (!found.some((p) => p.id === input[field])) throw new HttpError(400, PLAYER_NOT_FOUND, field);
      if (input.replayFileId) {
        const [file] = await db.select({ id: files.id }).from(files).where(eq(files.id, input.replayFileId));
        if (!file) throw new HttpError(400, REPLAY_NOT_FOUND, 'replayFileId');
      }
      const id = newId();
      await db.insert(scMatches).values({ id, ...input, createdBy });
      return { id };
    },

    /** Only games entered here: a league result changes with its league match. */
    async remove(id: string) {
      const rows = await db
        .delete(scMatches)
        .where(and(eq(scMatches.id, id), isNull(scMatches.leagueMatchId)))
        .returning({ id: scMatches.id });
      if (rows.length === 0) throw notFound(MATCH_NOT_FOUND);
    },
  };
}

export type Records = ReturnType<typeof createRecords>;
