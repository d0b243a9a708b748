import { randomUUID } from 'node:crypto';
import { desc, eq, getTableColumns, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ChatMoment,
  MemberVodRequestInput,
  MomentRequestInput,
  VodPopupSetting,
  VodRequest,
  VodStatusInput,
} from '../../../src/contract/soop-chat';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { crewStations } from '../soop/tables';
import { users } from '../user/tables';
import { soopChatMoments, soopVodPopup, soopVodRequests } from './tables';

/** How many moments and requests a list holds; older ones stay stored. */
const LISTED = 300;
const POPUP_ROW = 1;

const notFound = () => new HttpError(404, '클립 요청을 찾을 수 없습니다.');

type RequestRow = typeof soopVodRequests.$inferSelect & {
  requesterNick: string | null;
  viewerCount: number | null;
};
const toRequest = (row: RequestRow): VodRequest => ({
  id: row.id,
  source: row.momentId ? 'MOMENT' : 'MEMBER',
  momentId: row.momentId,
  stationUserId: row.stationUserId,
  stationNick: row.stationNick,
  momentAt: row.momentAt.toISOString(),
  title: row.title,
  description: row.description,
  status: row.status,
  clipUrl: row.clipUrl,
  rejectReason: row.rejectReason,
  viewerCount: row.viewerCount,
  requesterNick: row.requesterNick,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

type MomentRow = typeof soopChatMoments.$inferSelect & { requestId: string | null };
const toMoment = (row: MomentRow): ChatMoment => ({
  id: row.id,
  stationUserId: row.stationUserId,
  stationNick: row.stationNick,
  broadNo: row.broadNo,
  broadTitle: row.broadTitle,
  startAt: row.startAt.toISOString(),
  endAt: row.endAt.toISOString(),
  viewerCount: row.viewerCount,
  before: row.before,
  during: row.during,
  after: row.after,
  requestId: row.requestId,
});

/** Clip requests and chat moments; who may read what is decided by the routes. */
export function createSoopChatRepository(db: Db) {
  const requests = () =>
    db
      .select({
        ...getTableColumns(soopVodRequests),
        requesterNick: users.nickname,
        viewerCount: soopChatMoments.viewerCount,
      })
      .from(soopVodRequests)
      .leftJoin(users, eq(users.uuid, soopVodRequests.requesterUuid))
      .leftJoin(soopChatMoments, eq(soopChatMoments.id, soopVodRequests.momentId))
      .$dynamic();

  async function request(id: string): Promise<VodRequest> {
    const [row] = await requests().where(eq(soopVodRequests.id, id));
    if (!row) throw notFound();
    return toRequest(row);
  }

  return {
    request,

    async moments(): Promise<ChatMoment[]> {
      const rows = await db
        .select({ ...getTableColumns(soopChatMoments), requestId: soopVodRequests.id })
        .from(soopChatMoments)
        .leftJoin(soopVodRequests, eq(soopVodRequests.momentId, soopChatMoments.id))
        .orderBy(desc(soopChatMoments.startAt), desc(soopChatMoments.createdAt))
        .limit(LISTED);
      return rows.map(toMoment);
    },

    async allRequests(): Promise<VodRequest[]> {
      return (await requests().orderBy(desc(soopVodRequests.createdAt)).limit(LISTED)).map(toRequest);
    },

    /** Requests made of chat moments: everyone who watched may follow them. */
    async publicRequests(): Promise<VodRequest[]> {
      const rows = await requests()
        .where(isNotNull(soopVodRequests.momentId))
        .orderBy(desc(soopVodRequests.createdAt))
        .limit(LISTED);
      return rows.map(toRequest);
    },

    async memberRequests(userUuid: string): Promise<VodRequest[]> {
      const rows = await requests()
        .where(eq(soopVodRequests.requesterUuid, userUuid))
        .orderBy(desc(soopVodRequests.createdAt))
        .limit(LISTED);
      return rows.map(toRequest);
    },

    async requestFromMoment(
      momentId: string,
      input: z.output<typeof MomentRequestInput>,
    ): Promise<VodRequest> {
      const [moment] = await db.select().from(soopChatMoments).where(eq(soopChatMoments.id, momentId));
      if (!moment) throw new HttpError(404, '채팅 모먼트를 찾을 수 없습니다.');
      const id = randomUUID();
      const [row] = await db
        .insert(soopVodRequests)
        .values({
          id,
          momentId,
          stationUserId: moment.stationUserId,
          stationNick: moment.stationNick,
          momentAt: moment.startAt,
          title: input.title,
          description: input.note,
        })
        .onConflictDoNothing({ target: soopVodRequests.momentId })
        .returning({ id: soopVodRequests.id });
      if (!row) throw new HttpError(409, '이미 클립 요청으로 만든 모먼트입니다.');
      return request(id);
    },

    async requestFromMember(userUuid: string, input: z.output<typeof MemberVodRequestInput>) {
      const [station] = await db
        .select()
        .from(crewStations)
        .where(eq(crewStations.userId, input.stationUserId));
      if (!station) throw new HttpError(400, '크루 방송국을 골라 주세요.', 'stationUserId');
      const id = randomUUID();
      await db.insert(soopVodRequests).values({
        id,
        requesterUuid: userUuid,
        stationUserId: station.userId,
        stationNick: station.userNick,
        momentAt: new Date(input.approxAt),
        title: `${station.userNick} 방송 클립 요청`,
        description: input.description,
      });
      return request(id);
    },

    async setStatus(id: string, input: z.output<typeof VodStatusInput>): Promise<VodRequest> {
      const rows = await db
        .update(soopVodRequests)
        .set({
          status: input.status,
          clipUrl: input.status === 'DONE' ? input.clipUrl : null,
          rejectReason: input.status === 'REJECTED' ? input.reason : null,
          updatedAt: new Date(),
        })
        .where(eq(soopVodRequests.id, id))
        .returning({ id: soopVodRequests.id });
      if (rows.length === 0) throw notFound();
      return request(id);
    },

    async popup(): Promise<VodPopupSetting> {
      const [row] = await db.select().from(soopVodPopup).where(eq(soopVodPopup.id, POPUP_ROW));
      return { endsAt: row?.endsAt?.toISOString() ?? null };
    },

    async setPopup(endsAt: string | null): Promise<VodPopupSetting> {
      const values = { endsAt: endsAt ? new Date(endsAt) : null, updatedAt: new Date() };
      await db
        .insert(soopVodPopup)
        .values({ id: POPUP_ROW, ...values })
        .onConflictDoUpdate({ target: soopVodPopup.id, set: values });
      return { endsAt: values.endsAt?.toISOString() ?? null };
    },
  };
}

export type SoopChatRepository = ReturnType<typeof createSoopChatRepository>;
