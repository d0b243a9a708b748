import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { SportMatchEvent } from '../../../src/contract/sport-match';
import { PLAYER_NOT_FOUND, type PlayedRace } from '../../../src/contract/starcraft';
import {
  type AcceptEntryInput,
  type AdminLeague,
  ENTRY_CLOSED,
  ENTRY_NOT_FOUND,
  type EntryBoard,
  type EntryInput,
  GROUP_NOT_FOUND,
  type GroupInput,
  LEAGUE_MATCH_NOT_FOUND,
  type League,
  type LeagueMatchInput,
  type LeaguePlayer,
  type LeagueScoreInput,
  SEASON_NOT_FOUND,
  type SeasonInput,
} from '../../../src/contract/starcraft-league';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { users } from '../user/tables';
import {
  scEntries,
  scGroupPlayers,
  scGroups,
  scLeagueMatches,
  scMatches,
  scPlayers,
  scSeasons,
} from './tables';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A random player's set is recorded as the race they are listed with, or terran when random. */
const playedRace = (race: string): PlayedRace => (race === 'Z' || race === 'P' ? race : 'T');

const seasonFields = {
  id: scSeasons.id,
  name: scSeasons.name,
  status: scSeasons.status,
  startsOn: scSeasons.startsOn,
  endsOn: scSeasons.endsOn,
};

/** Seasons, groups, the schedule with its scores, and members' entries. */
export function createLeague(db: Db) {
  async function seasonExists(id: string, field?: string) {
    const [row] = await db.select().from(scSeasons).where(eq(scSeasons.id, id));
    if (!row) throw field ? new HttpError(400, SEASON_NOT_FOUND, field) : notFound(SEASON_NOT_FOUND);
    return row;
  }

  async function checkPlayers(ids: readonly string[], field: string) {
    if (ids.length === 0) return;
    const found = await db
      .select({ id: scPlayers.id })
      .from(scPlayers)
      .where(inArray(scPlayers.id, [...ids]));
    if (found.length !== new Set(ids).size) throw new HttpError(400, PLAYER_NOT_FOUND, field);
  }

  /** A final set with a winner is one game of the records; anything else has none. */
  async function recordResult(tx: Tx, match: typeof scLeagueMatches.$inferSelect, createdBy: string) {
    await tx.delete(scMatches).where(eq(scMatches.leagueMatchId, match.id));
    if (match.status !== 'final' || match.scoreA === match.scoreB) return;
    const aWon = match.scoreA > match.scoreB;
    const players = await tx
      .select({ id: scPlayers.id, race: scPlayers.race })
      .from(scPlayers)
      .where(inArray(scPlayers.id, [match.playerAId, match.playerBId]));
    const race = (id: string) => playedRace(players.find((p) => p.id === id)?.race ?? 'T');
    const winnerId = aWon ? match.playerAId : match.playerBId;
    const loserId = aWon ? match.playerBId : match.playerAId;
    await tx.insert(scMatches).values({
      id: newId(),
      playedAt: match.updatedAt,
      map: match.map || '리그 경기',
      winnerId,
      loserId,
      winnerRace: race(winnerId),
      loserRace: race(loserId),
      leagueMatchId: match.id,
      createdBy,
    });
  }

  /** Takes the players out of every group of the season (before they go into one). */
  async function leaveSeasonGroups(tx: Tx, seasonId: string, playerIds: string[]) {
    const seasonGroups = tx.select({ id: scGroups.id }).from(scGroups).where(eq(scGroups.seasonId, seasonId));
    await tx
      .delete(scGroupPlayers)
      .where(and(inArray(scGroupPlayers.groupId, seasonGroups), inArray(scGroupPlayers.playerId, playerIds)));
  }

  return {
    async league(seasonId: string | null): Promise<League> {
      const seasons = await db.select(seasonFields).from(scSeasons).orderBy(desc(scSeasons.createdAt));
      // Without one asked for: the newest season that is being played (one still taking entries has no games yet).
      const season = seasonId
        ? seasons.find((s) => s.id === seasonId)
        : (seasons.find((s) => s.status !== 'entry') ?? seasons[0]);
      if (!season) {
        if (seasonId) throw notFound(SEASON_NOT_FOUND);
        return { seasons, season: null };
      }
      const [groups, members, matches, people] = await Promise.all([
        db.select().from(scGroups).where(eq(scGroups.seasonId, season.id)).orderBy(asc(scGroups.name)),
        db
          .select({ groupId: scGroupPlayers.groupId, playerId: scGroupPlayers.playerId })
          .from(scGroupPlayers)
          .innerJoin(scGroups, eq(scGroups.id, scGroupPlayers.groupId))
          .where(eq(scGroups.seasonId, season.id)),
        db
          .select()
          .from(scLeagueMatches)
          .where(eq(scLeagueMatches.seasonId, season.id))
          .orderBy(asc(scLeagueMatches.scheduledAt), asc(scLeagueMatches.id)),
        db.select({ id: scPlayers.id, name: scPlayers.name, race: scPlayers.race }).from(scPlayers),
      ]);
      const player = (id: string): LeaguePlayer => people.find((p) => p.id === id)!;
      return {
        seasons,
        season: {
          ...season,
          groups: groups.map((g) => ({
            id: g.id,
            name: g.name,
            players: members.filter((m) => m.groupId === g.id).map((m) => player(m.playerId)),
          })),
          matches: matches.map((m) => ({
            id: m.id,
            groupId: m.groupId,
            stage: m.stage,
            round: m.round,
            scheduledAt: m.scheduledAt.toISOString(),
            map: m.map,
            bestOf: m.bestOf,
            playerA: player(m.playerAId),
            playerB: player(m.playerBId),
            scoreA: m.scoreA,
            scoreB: m.scoreB,
            status: m.status,
          })),
        },
      };
    },

    async addSeason(input: z.output<typeof SeasonInput>) {
      const id = newId();
      await db.insert(scSeasons).values({ id, ...input });
      return { id };
    },

    async updateSeason(id: string, input: z.output<typeof SeasonInput>) {
      const rows = await db
        .update(scSeasons)
        .set(input)
        .where(eq(scSeasons.id, id))
        .returning({ id: scSeasons.id });
      if (rows.length === 0) throw notFound(SEASON_NOT_FOUND);
    },

    async addGroup(seasonId: string, input: z.output<typeof GroupInput>) {
      await seasonExists(seasonId);
      await checkPlayers(input.playerIds, 'playerIds');
      const id = newId();
      await db.transaction(async (tx) => {
        await tx.insert(scGroups).values({ id, seasonId, name: input.name });
        const playerIds = [...new Set(input.playerIds)];
        if (playerIds.length === 0) return;
        await leaveSeasonGroups(tx, seasonId, playerIds);
        await tx.insert(scGroupPlayers).values(playerIds.map((playerId) => ({ groupId: id, playerId })));
      });
      return { id };
    },

    /** A group's new name and players; a player is in one group of a season, so they leave any other. */
    async updateGroup(id: string, input: z.output<typeof GroupInput>) {
      await checkPlayers(input.playerIds, 'playerIds');
      const playerIds = [...new Set(input.playerIds)];
      await db.transaction(async (tx) => {
        const [group] = await tx
          .update(scGroups)
          .set({ name: input.name })
          .where(eq(scGroups.id, id))
          .returning();
        if (!group) throw notFound(GROUP_NOT_FOUND);
        await tx.delete(scGroupPlayers).where(eq(scGroupPlayers.groupId, id));
        if (playerIds.length === 0) return;
        await leaveSeasonGroups(tx, group.seasonId, playerIds);
        await tx.insert(scGroupPlayers).values(playerIds.map((playerId) => ({ groupId: id, playerId })));
      });
    },

    /** Its group matches go with it (their results leave the records too). */
    async removeGroup(id: string) {
      const rows = await db.delete(scGroups).where(eq(scGroups.id, id)).returning({ id: scGroups.id });
      if (rows.length === 0) throw notFound(GROUP_NOT_FOUND);
    },

    async addMatch(input: z.output<typeof LeagueMatchInput>) {
      await seasonExists(input.seasonId, 'seasonId');
      if (input.groupId) {
        const [group] = await db
          .select({ id: scGroups.id })
          .from(scGroups)
          .where(and(eq(scGroups.id, input.groupId), eq(scGroups.seasonId, input.seasonId)));
        if (!group) throw new HttpError(400, GROUP_NOT_FOUND, 'groupId');
      }
      await checkPlayers([input.playerAId], 'playerAId');
      await checkPlayers([input.playerBId], 'playerBId');
      const id = newId();
      await db.insert(scLeagueMatches).values({ id, ...input });
      return { id };
    },

    async removeMatch(id: string) {
      const rows = await db
        .delete(scLeagueMatches)
        .where(eq(scLeagueMatches.id, id))
        .returning({ id: scLeagueMatches.id });
      if (rows.length === 0) throw notFound(LEAGUE_MATCH_NOT_FOUND);
    },

    /** The new score, and the set's game in the records kept in step in the same transaction. */
    async score(id: string, input: z.output<typeof LeagueScoreInput>, by: string): Promise<SportMatchEvent> {
      return db.transaction(async (tx) => {
        const [match] = await tx
          .update(scLeagueMatches)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(scLeagueMatches.id, id))
          .returning();
        if (!match) throw notFound(LEAGUE_MATCH_NOT_FOUND);
        await recordResult(tx, match, by);
        const names = await tx
          .select({ id: scPlayers.id, name: scPlayers.name })
          .from(scPlayers)
          .where(inArray(scPlayers.id, [match.playerAId, match.playerBId]));
        const name = (playerId: string) => names.find((p) => p.id === playerId)?.name ?? '';
        return {
          id: match.id,
          kind: 'starcraft',
          sides: [
            { name: name(match.playerAId), score: match.scoreA },
            { name: name(match.playerBId), score: match.scoreB },
          ],
          status: match.status,
          updatedAt: match.updatedAt.toISOString(),
        };
      });
    },

    /** Seasons taking entries, each with who applied; `mine` marks the caller's own. */
    async entries(viewer: string | null): Promise<EntryBoard> {
      const seasons = await db
        .select(seasonFields)
        .from(scSeasons)
        .where(eq(scSeasons.status, 'entry'))
        .orderBy(desc(scSeasons.createdAt));
      if (seasons.length === 0) return { seasons: [] };
      const rows = await db
        .select({ entry: scEntries, nickname: users.nickname })
        .from(scEntries)
        .innerJoin(users, eq(users.uuid, scEntries.userUuid))
        .where(
          inArray(
            scEntries.seasonId,
            seasons.map((s) => s.id),
          ),
        )
        .orderBy(asc(scEntries.createdAt));
      return {
        seasons: seasons.map((s) => ({
          ...s,
          entries: rows
            .filter((r) => r.entry.seasonId === s.id)
            .map(({ entry, nickname }) => ({
              id: entry.id,
              seasonId: entry.seasonId,
              nickname,
              gameName: entry.gameName,
              race: entry.race,
              comment: entry.comment,
              createdAt: entry.createdAt.toISOString(),
              mine: entry.userUuid === viewer,
            })),
        })),
      };
    },

    /** The league as the public page has it, the season's entries with whom they became, and every player. */
    async admin(seasonId: string | null): Promise<AdminLeague> {
      const league = await this.league(seasonId);
      const players = await db
        .select({ id: scPlayers.id, name: scPlayers.name, race: scPlayers.race })
        .from(scPlayers)
        .orderBy(asc(scPlayers.name));
      if (!league.season) return { ...league, entries: [], players };
      const groups = league.season.groups;
      const rows = await db
        .select({ entry: scEntries, nickname: users.nickname })
        .from(scEntries)
        .innerJoin(users, eq(users.uuid, scEntries.userUuid))
        .where(eq(scEntries.seasonId, league.season.id))
        .orderBy(asc(scEntries.createdAt));
      return {
        ...league,
        players,
        entries: rows.map(({ entry, nickname }) => ({
          id: entry.id,
          seasonId: entry.seasonId,
          nickname,
          gameName: entry.gameName,
          race: entry.race,
          comment: entry.comment,
          createdAt: entry.createdAt.toISOString(),
          playerId: entry.playerId,
          groupId: groups.find((g) => g.players.some((p) => p.id === entry.playerId))?.id ?? null,
        })),
      };
    },

    /** Puts the entry's player (the one named, or a new one of its game name and race) into a group of its season. */
    async accept(entryId: string, input: z.output<typeof AcceptEntryInput>) {
      const [entry] = await db.select().from(scEntries).where(eq(scEntries.id, entryId));
      if (!entry) throw notFound(ENTRY_NOT_FOUND);
      const [group] = await db
        .select({ id: scGroups.id })
        .from(scGroups)
        .where(and(eq(scGroups.id, input.groupId), eq(scGroups.seasonId, entry.seasonId)));
      if (!group) throw new HttpError(400, GROUP_NOT_FOUND, 'groupId');
      if (input.playerId) await checkPlayers([input.playerId], 'playerId');
      return db.transaction(async (tx) => {
        const playerId = input.playerId ?? entry.playerId ?? newId();
        if (!input.playerId && !entry.playerId)
          await tx.insert(scPlayers).values({ id: playerId, name: entry.gameName, race: entry.race });
        await tx.update(scEntries).set({ playerId }).where(eq(scEntries.id, entryId));
        await leaveSeasonGroups(tx, entry.seasonId, [playerId]);
        await tx.insert(scGroupPlayers).values({ groupId: group.id, playerId });
        return { playerId };
      });
    },

    /** Applying again changes the member's entry. */
    async apply(userUuid: string, input: z.output<typeof EntryInput>) {
      const season = await seasonExists(input.seasonId, 'seasonId');
      if (season.status !== 'entry') throw new HttpError(400, ENTRY_CLOSED, 'seasonId');
      const { seasonId, ...fields } = input;
      await db
        .insert(scEntries)
        .values({ id: newId(), seasonId, userUuid, ...fields })
        .onConflictDoUpdate({ target: [scEntries.seasonId, scEntries.userUuid], set: fields });
    },

    async withdraw(userUuid: string, seasonId: string) {
      const season = await seasonExists(seasonId);
      if (season.status !== 'entry') throw new HttpError(400, ENTRY_CLOSED);
      const rows = await db
        .delete(scEntries)
        .where(and(eq(scEntries.seasonId, seasonId), eq(scEntries.userUuid, userUuid)))
        .returning({ id: scEntries.id });
      if (rows.length === 0) throw notFound(ENTRY_NOT_FOUND);
    },
  };
}

export type LeagueStore = ReturnType<typeof createLeague>;
