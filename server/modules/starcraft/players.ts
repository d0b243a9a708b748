import { and, asc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACADEMY_NAME_TAKEN,
  ACADEMY_NOT_FOUND,
  type Academy,
  type AcademyInput,
  PLAYER_NOT_FOUND,
  type Player,
  type PlayerInput,
  STATION_NOT_CREW,
} from '../../../src/contract/starcraft';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { crewStations } from '../soop/tables';
import { scAcademies, scPlayers } from './tables';

type PlayerValues = z.output<typeof PlayerInput>;
type AcademyValues = z.output<typeof AcademyInput>;

/** Players and academy teams, with the names the pages show beside them. */
export function createPlayers(db: Db) {
  async function list(): Promise<Player[]> {
    return db
      .select({
        id: scPlayers.id,
        name: scPlayers.name,
        race: scPlayers.race,
        tier: scPlayers.tier,
        soopId: scPlayers.soopId,
        crewStationId: scPlayers.crewStationId,
        crewNickname: crewStations.userNick,
        academyId: scPlayers.academyId,
        academyName: scAcademies.name,
      })
      .from(scPlayers)
      .leftJoin(crewStations, eq(crewStations.userId, scPlayers.crewStationId))
      .leftJoin(scAcademies, eq(scAcademies.id, scPlayers.academyId))
      .orderBy(asc(scPlayers.name));
  }

  /** A refusal on the form's field when a link names nothing. */
  async function checkLinks(input: PlayerValues) {
    if (input.crewStationId) {
      const [station] = await db
        .select({ id: crewStations.userId })
        .from(crewStations)
        .where(eq(crewStations.userId, input.crewStationId));
      if (!station) throw new HttpError(400, STATION_NOT_CREW, 'crewStationId');
    }
    if (input.academyId) await academyExists(input.academyId, 'academyId');
  }

  async function academyExists(id: string, field?: string) {
    const [row] = await db.select({ id: scAcademies.id }).from(scAcademies).where(eq(scAcademies.id, id));
    if (!row) throw field ? new HttpError(400, ACADEMY_NOT_FOUND, field) : notFound(ACADEMY_NOT_FOUND);
  }

  async function academyNameFree(name: string, except: string | null) {
    const [twin] = await db
      .select({ id: scAcademies.id })
      .from(scAcademies)
      .where(and(eq(scAcademies.name, name), except ? ne(scAcademies.id, except) : undefined));
    if (twin) throw new HttpError(400, ACADEMY_NAME_TAKEN, 'name');
  }

  return {
    list,

    async academies(): Promise<Academy[]> {
      const [teams, players] = await Promise.all([
        db.select().from(scAcademies).orderBy(asc(scAcademies.name)),
        list(),
      ]);
      return teams.map((t) => ({
        id: t.id,
        name: t.name,
        description: t.description,
        players: players.filter((p) => p.academyId === t.id),
      }));
    },

    async academyNames() {
      return db
        .select({ id: scAcademies.id, name: scAcademies.name })
        .from(scAcademies)
        .orderBy(asc(scAcademies.name));
    },

    async add(input: PlayerValues) {
      await checkLinks(input);
      await db.insert(scPlayers).values({ id: newId(), ...input });
    },

    async update(id: string, input: PlayerValues) {
      await checkLinks(input);
      const rows = await db
        .update(scPlayers)
        .set(input)
        .where(eq(scPlayers.id, id))
        .returning({ id: scPlayers.id });
      if (rows.length === 0) throw notFound(PLAYER_NOT_FOUND);
    },

    /** Their games and league matches go with them (foreign keys cascade). */
    async remove(id: string) {
      const rows = await db.delete(scPlayers).where(eq(scPlayers.id, id)).returning({ id: scPlayers.id });
      if (rows.length === 0) throw notFound(PLAYER_NOT_FOUND);
    },

    async addAcademy(input: AcademyValues) {
      await academyNameFree(input.name, null);
      const id = newId();
      await db.insert(scAcademies).values({ id, ...input });
      return { id };
    },

    async updateAcademy(id: string, input: AcademyValues) {
      await academyNameFree(input.name, id);
      const rows = await db
        .update(scAcademies)
        .set(input)
        .where(eq(scAcademies.id, id))
        .returning({ id: scAcademies.id });
      if (rows.length === 0) throw notFound(ACADEMY_NOT_FOUND);
    },

    /** The players stay, without a team. */
    async removeAcademy(id: string) {
      const rows = await db
        .delete(scAcademies)
        .where(eq(scAcademies.id, id))
        .returning({ id: scAcademies.id });
      if (rows.length === 0) throw notFound(ACADEMY_NOT_FOUND);
    },

    /** The team's roster becomes exactly these players (one taken from another team moves). */
    async setRoster(id: string, playerIds: readonly string[]) {
      await academyExists(id);
      await db.transaction(async (tx) => {
        if (playerIds.length > 0) {
          const found = await tx
            .select({ id: scPlayers.id })
            .from(scPlayers)
            .where(inArray(scPlayers.id, [...playerIds]));
          if (found.length !== new Set(playerIds).size)
            throw new HttpError(400, PLAYER_NOT_FOUND, 'playerIds');
          await tx
            .update(scPlayers)
            .set({ academyId: id })
            .where(inArray(scPlayers.id, [...playerIds]));
        }
        await tx
          .update(scPlayers)
          .set({ academyId: null })
          .where(
            and(
              eq(scPlayers.academyId, id),
              playerIds.length > 0 ? notInArray(scPlayers.id, [...playerIds]) : undefined,
            ),
          );
      });
    },
  };
}

export type Players = ReturnType<typeof createPlayers>;
