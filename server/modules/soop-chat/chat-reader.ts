import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, lt, lte, max, sql } from 'drizzle-orm';
import { type ChatLine, hasClipSequence } from '../../../src/contract/soop-chat';
import type { Db } from '../../db/client';
import { holdLease } from '../../lib/lease';
import type { SoopClient } from '../soop/client';
import { liveStations } from '../soop/tables';
import { detectMoments, MOMENT_WINDOW_MS } from './moment-detector';
import { soopChatMessages, soopChatMoments } from './tables';

interface Logger {
  warn(obj: object, msg?: string): void;
}

/** The store keeps a day of chat, and at most this many lines per station. */
const KEEP_MS = 24 * 3_600_000;
const KEEP_PER_STATION = 2000;
/** Sequences this recent are looked at again: a moment keeps growing and gathering the chat after it. */
const LOOKBACK_MS = 15 * 60_000;
/** Lines kept with a moment before its first sequence and after its last, and at most during it. */
const CONTEXT_LINES = 8;
const DURING_LINES = 40;

type MessageRow = typeof soopChatMessages.$inferSelect;
const toLine = (row: MessageRow): ChatLine => ({
  chatNo: row.chatNo,
  at: row.sentAt.toISOString(),
  userId: row.userId,
  userNick: row.userNick,
  message: row.message,
  mark: row.mark,
});

export interface ChatReaderOptions {
  db: Db;
  /** The platform reader; throws until the server listens (the simulator is on its port). */
  client: () => SoopClient;
  log: Logger;
  intervalMs: number;
}

/**
 * Reads the chat of each crew station on air into the bounded store, finds the moments where
 * viewers typed the clip sequence, and keeps each moment's chat around it. Only the node holding
 * the lease reads; a station that fails is logged and read again next round.
 */
export function createChatReader({ db, client, log, intervalMs }: ChatReaderOptions) {
  const holder = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function lastChatNo(stationUserId: string, broadNo: number): Promise<number> {
    const [row] = await db
      .select({ last: max(soopChatMessages.chatNo) })
      .from(soopChatMessages)
      .where(and(eq(soopChatMessages.stationUserId, stationUserId), eq(soopChatMessages.broadNo, broadNo)));
    return Number(row?.last ?? 0);
  }

  async function prune(stationUserId: string) {
    await db.delete(soopChatMessages).where(lt(soopChatMessages.sentAt, new Date(Date.now() - KEEP_MS)));
    const [edge] = await db
      .select({ sentAt: soopChatMessages.sentAt, id: soopChatMessages.id })
      .from(soopChatMessages)
      .where(eq(soopChatMessages.stationUserId, stationUserId))
      .orderBy(desc(soopChatMessages.sentAt), desc(soopChatMessages.chatNo))
      .offset(KEEP_PER_STATION)
      .limit(1);
    if (edge)
      await db
        .delete(soopChatMessages)
        .where(
          and(eq(soopChatMessages.stationUserId, stationUserId), lte(soopChatMessages.sentAt, edge.sentAt)),
        );
  }

  const lines = (where: ReturnType<typeof and>, order: 'asc' | 'desc', limit: number) =>
    db
      .select()
      .from(soopChatMessages)
      .where(where)
      .orderBy(order === 'asc' ? asc(soopChatMessages.chatNo) : desc(soopChatMessages.chatNo))
      .limit(limit);

  /** Finds this broadcast's moments among recent sequences and stores each with the chat around it. */
  async function saveMoments(station: typeof liveStations.$inferSelect, broadNo: number, broadTitle: string) {
    const same = and(eq(soopChatMessages.stationUserId, station.id), eq(soopChatMessages.broadNo, broadNo));
    const marks = await db
      .select()
      .from(soopChatMessages)
      .where(
        and(
          same,
          eq(soopChatMessages.mark, true),
          gte(soopChatMessages.sentAt, new Date(Date.now() - LOOKBACK_MS)),
        ),
      )
      .orderBy(asc(soopChatMessages.chatNo));
    for (const moment of detectMoments(
      marks.map((m) => ({ chatNo: m.chatNo, userId: m.userId, at: m.sentAt.getTime() })),
    )) {
      const before = (
        await lines(and(same, lt(soopChatMessages.chatNo, moment.firstChatNo)), 'desc', CONTEXT_LINES)
      ).reverse();
      const during = await lines(
        and(
          same,
          gte(soopChatMessages.chatNo, moment.firstChatNo),
          lte(soopChatMessages.chatNo, moment.lastChatNo),
        ),
        'asc',
        DURING_LINES,
      );
      const after = await lines(
        and(same, gt(soopChatMessages.chatNo, moment.lastChatNo)),
        'asc',
        CONTEXT_LINES,
      );
      const values = {
        endAt: new Date(moment.endAt),
        viewerCount: moment.viewerCount,
        before: before.map(toLine),
        during: during.map(toLine),
        after: after.map(toLine),
      };
      await db
        .insert(soopChatMoments)
        .values({
          id: `${station.id}_${broadNo}_${moment.firstChatNo}`,
          stationUserId: station.id,
          stationNick: station.userNick,
          broadNo,
          broadTitle,
          startAt: new Date(moment.startAt),
          ...values,
        })
        .onConflictDoUpdate({ target: soopChatMoments.id, set: values });
    }
  }

  async function readStation(soop: SoopClient, station: typeof liveStations.$inferSelect) {
    const broad = station.broadList[0];
    if (!broad) return;
    const reading = await soop.chat(station.id, broad.broadNo, await lastChatNo(station.id, broad.broadNo));
    const broadNo = reading.broadNo ?? broad.broadNo;
    if (reading.lines.length > 0) {
      await db
        .insert(soopChatMessages)
        .values(
          reading.lines.map((line) => ({
            id: `${station.id}_${broadNo}_${line.chatNo}`,
            stationUserId: station.id,
            broadNo,
            chatNo: line.chatNo,
            userId: line.userId,
            userNick: line.userNick,
            message: line.message,
            mark: hasClipSequence(line.message),
            sentAt: line.sentAt,
          })),
        )
        .onConflictDoNothing({ target: soopChatMessages.id });
      await prune(station.id);
    }
    await saveMoments(station, broadNo, broad.broadTitle);
  }

  /** One round over the stations on air. */
  async function readOnce(): Promise<void> {
    let soop: SoopClient;
    try {
      soop = client();
    } catch {
      return; // not listening yet
    }
    if (!soop.readsChat) return;
    if (!(await holdLease(db, 'soop-chat-reader', holder, Math.max(intervalMs, MOMENT_WINDOW_MS) * 3)))
      return;
    const onAir = await db
      .select()
      .from(liveStations)
      .where(and(eq(liveStations.deleted, false), sql`jsonb_array_length(${liveStations.broadList}) > 0`));
    for (const station of onAir) {
      try {
        await readStation(soop, station);
      } catch (err) {
        log.warn({ err, userId: station.id }, 'soop chat read failed');
      }
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = readOnce()
        .catch((err) => log.warn({ err }, 'soop chat round failed'))
        .finally(schedule);
    }, intervalMs);
  }

  return {
    readOnce,
    start: schedule,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type ChatReader = ReturnType<typeof createChatReader>;
