import { and, asc, eq, max, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ALREADY_IN_DEPARTMENT,
  type CrewDepartment,
  type CrewPerson,
  type CrewPersonInput,
  DEPARTMENT_NOT_FOUND,
  PERSON_NOT_FOUND,
  STATION_NOT_LISTED,
} from '../../../src/contract/crew';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { crewStations, liveStations } from '../soop/tables';
import { crewDepartments, crewPeople } from './tables';

type PersonInput = z.output<typeof CrewPersonInput>;

const ORDER_REFUSED = '부서 순서가 올바르지 않습니다. 새로 고친 뒤 다시 바꿔 주세요.';

/** The organisation chart: departments in order, each person with their station's name and picture. */
export function createOrganization(db: Db) {
  async function chart(): Promise<CrewDepartment[]> {
    const departments = await db
      .select()
      .from(crewDepartments)
      .orderBy(asc(crewDepartments.sort), asc(crewDepartments.createdAt));
    const people = await db
      .select({
        id: crewPeople.id,
        departmentId: crewPeople.departmentId,
        stationUserId: crewPeople.stationUserId,
        nickname: crewStations.userNick,
        profileImage: liveStations.profileImage,
        memberType: crewPeople.memberType,
        roleTitle: crewPeople.roleTitle,
        sort: crewPeople.sort,
      })
      .from(crewPeople)
      .innerJoin(crewStations, eq(crewStations.userId, crewPeople.stationUserId))
      .leftJoin(liveStations, eq(liveStations.id, crewPeople.stationUserId))
      .orderBy(asc(crewPeople.sort), asc(crewStations.userNick));
    return departments.map((d) => ({
      id: d.id,
      name: d.name,
      sort: d.sort,
      people: people
        .filter((p) => p.departmentId === d.id)
        .map((p): CrewPerson => ({ ...p, profileImage: p.profileImage ?? '' })),
    }));
  }

  /** A refusal on the form's field when the department or station named is not there. */
  async function checkPlacement(input: PersonInput, personId: string | null) {
    const [department] = await db
      .select({ id: crewDepartments.id })
      .from(crewDepartments)
      .where(eq(crewDepartments.id, input.departmentId));
    if (!department) throw new HttpError(400, DEPARTMENT_NOT_FOUND, 'departmentId');
    const [station] = await db
      .select({ userId: crewStations.userId })
      .from(crewStations)
      .where(eq(crewStations.userId, input.stationUserId));
    if (!station) throw new HttpError(400, STATION_NOT_LISTED, 'stationUserId');
    const [twin] = await db
      .select({ id: crewPeople.id })
      .from(crewPeople)
      .where(
        and(
          eq(crewPeople.departmentId, input.departmentId),
          eq(crewPeople.stationUserId, input.stationUserId),
          personId ? ne(crewPeople.id, personId) : undefined,
        ),
      );
    if (twin) throw new HttpError(400, ALREADY_IN_DEPARTMENT, 'stationUserId');
  }

  return {
    chart,

    /** Added after the last department. */
    async addDepartment(name: string) {
      const [last] = await db.select({ sort: max(crewDepartments.sort) }).from(crewDepartments);
      await db.insert(crewDepartments).values({ id: newId(), name, sort: (last?.sort ?? -1) + 1 });
    },

    async renameDepartment(id: string, name: string) {
      const rows = await db
        .update(crewDepartments)
        .set({ name })
        .where(eq(crewDepartments.id, id))
        .returning({ id: crewDepartments.id });
      if (rows.length === 0) throw notFound(DEPARTMENT_NOT_FOUND);
    },

    /** Its people leave the chart with it (the crew stations themselves stay). */
    async removeDepartment(id: string) {
      const rows = await db
        .delete(crewDepartments)
        .where(eq(crewDepartments.id, id))
        .returning({ id: crewDepartments.id });
      if (rows.length === 0) throw notFound(DEPARTMENT_NOT_FOUND);
    },

    /** `ids` must name every department once: an order made from an old list is refused, not half applied. */
    async orderDepartments(ids: string[]) {
      await db.transaction(async (tx) => {
        const existing = await tx.select({ id: crewDepartments.id }).from(crewDepartments).for('update');
        const known = new Set(existing.map((d) => d.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
          throw new HttpError(400, ORDER_REFUSED, 'ids');
        for (const [sort, id] of ids.entries())
          await tx.update(crewDepartments).set({ sort }).where(eq(crewDepartments.id, id));
      });
    },

    async addPerson(input: PersonInput) {
      await checkPlacement(input, null);
      await db.insert(crewPeople).values({ id: newId(), ...input });
    },

    async updatePerson(id: string, input: PersonInput) {
      await checkPlacement(input, id);
      const rows = await db
        .update(crewPeople)
        .set(input)
        .where(eq(crewPeople.id, id))
        .returning({ id: crewPeople.id });
      if (rows.length === 0) throw notFound(PERSON_NOT_FOUND);
    },

    async removePerson(id: string) {
      const rows = await db.delete(crewPeople).where(eq(crewPeople.id, id)).returning({ id: crewPeople.id });
      if (rows.length === 0) throw notFound(PERSON_NOT_FOUND);
    },
  };
}

export type Organization = ReturnType<typeof createOrganization>;
