import { randomUUID } from 'node:crypto';
import { and, eq, inArray, not } from 'drizzle-orm';
import {
  type Broad,
  type LiveEvent,
  type LiveStation,
  type NoticeEvent,
  topics,
} from '../../../src/contract';
import type { Db } from '../../db/client';
import { holdLease } from '../../lib/lease';
import type { Publisher } from '../../lib/publisher';
import type { SoopClient } from './client';
import type { ReadGift } from './donation-feed';
import { toLiveStationDto, toNoticeDto } from './dto';
import type { StationReading } from './parse';
import { crewStations, liveStations, notices, soopDonations } from './tables';

interface Logger {
  warn(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
}

export interface PollerOptions {
  db: Db;
  publisher: Publisher;
  client: SoopClient;
  log: Logger;
  intervalMs: number;
  /** A station that was off is now on air (pushes to subscribers). */
  onWentLive?: (station: LiveStation) => Promise<void>;
  /** Every gift read (each read hands over the station's latest ones again). */
  onGifts?: (gifts: readonly ReadGift[]) => Promise<void>;
}

/** Field by field: jsonb does not keep key order, so serialised forms differ for equal lists. */
const sameBroads = (a: Broad[], b: Broad[]) =>
  a.length === b.length &&
  a.every(
    (x, i) =>
      x.broadNo === b[i]!.broadNo &&
      x.broadTitle === b[i]!.broadTitle &&
      x.currentSumViewer === b[i]!.currentSumViewer &&
      x.chatType === b[i]!.chatType &&
      x.password === b[i]!.password,
  );

/** After N failures in a row a station is skipped for 2^N rounds (at most 8): a broken station is not hammered. */
const MAX_SKIP = 8;

/**
 * Polls the crew's stations and boards, stores what changed and publishes it. Only the node
 * holding the lease polls; every failure keeps the last good state and is logged.
 */
export function createSoopPoller({
  db,
  publisher,
  client,
  log,
  intervalMs,
  onWentLive,
  onGifts,
}: PollerOptions) {
  const holder = randomUUID();
  const failures = new Map<string, number>();
  const skipUntilRound = new Map<string, number>();
  let round = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function saveStation(crew: typeof crewStations.$inferSelect, reading: StationReading) {
    const next = {
      userNick: reading.userNick || crew.userNick,
      department: crew.department,
      profileImage: reading.profileImage,
      broadList: reading.broad ? [reading.broad] : [],
    };
    const [current] = await db.select().from(liveStations).where(eq(liveStations.id, crew.userId)).limit(1);
    const same =
      current &&
      !current.deleted &&
      current.userNick === next.userNick &&
      current.department === next.department &&
      current.profileImage === next.profileImage &&
      sameBroads(current.broadList, next.broadList);
    if (same) return;
    const [row] = await db
      .insert(liveStations)
      .values({ id: crew.userId, ...next })
      .onConflictDoUpdate({ target: liveStations.id, set: { ...next, deleted: false } })
      .returning();
    const wasLive = !!current && !current.deleted && current.broadList.length > 0;
    const event: LiveEvent = {
      type: current && !current.deleted ? 'update' : 'create',
      data: toLiveStationDto(row!),
      wentLive: !wasLive && next.broadList.length > 0,
    };
    await publisher.publish(topics.liveOn, event);
    if (event.wentLive) await onWentLive?.(event.data);
  }

  async function saveNotices(crew: typeof crewStations.$inferSelect, profileImage: string) {
    for (const n of await client.notices(crew.userId)) {
      const id = `${crew.userId}_${n.titleNo}`;
      const values = {
        userId: crew.userId,
        userNick: n.userNick ?? crew.userNick,
        titleNo: n.titleNo,
        titleName: n.titleName,
        regDate: n.regDate,
        profileImage,
        summary: n.summary,
        textContent: n.textContent,
      };
      const [current] = await db.select().from(notices).where(eq(notices.id, id)).limit(1);
      if (current && current.titleName === values.titleName && current.summary === values.summary) continue;
      const [row] = await db
        .insert(notices)
        .values({ id, ...values })
        .onConflictDoUpdate({ target: notices.id, set: values })
        .returning();
      const event: NoticeEvent = { type: current ? 'update' : 'create', data: toNoticeDto(row!) };
      await publisher.publish(topics.notice, event);
    }
  }

  /** Gifts are stored once each, by the platform's id: re-reading the latest ones adds nothing. */
  async function saveDonations(crew: typeof crewStations.$inferSelect, stationNick: string) {
    const gifts = await client.donations(crew.userId);
    if (gifts.length === 0) return;
    const rows = gifts.map((g) => ({
      id: `${crew.userId}_${g.giftNo}`,
      stationUserId: crew.userId,
      stationNick,
      donorUserId: g.donorUserId,
      donorNick: g.donorNick,
      balloons: g.balloons,
      message: g.message,
      donatedAt: g.donatedAt,
    }));
    await db.insert(soopDonations).values(rows).onConflictDoNothing({ target: soopDonations.id });
    await onGifts?.(rows);
  }

  async function pollStation(crew: typeof crewStations.$inferSelect) {
    if ((skipUntilRound.get(crew.userId) ?? 0) > round) return;
    try {
      const reading = await client.station(crew.userId);
      await saveStation(crew, reading);
      await saveNotices(crew, reading.profileImage);
      await saveDonations(crew, reading.userNick || crew.userNick);
      failures.delete(crew.userId);
      skipUntilRound.delete(crew.userId);
    } catch (err) {
      const count = (failures.get(crew.userId) ?? 0) + 1;
      failures.set(crew.userId, count);
      skipUntilRound.set(crew.userId, round + Math.min(2 ** (count - 1), MAX_SKIP));
      log.warn({ err, userId: crew.userId, failures: count }, 'soop poll failed');
    }
  }

  /** Stations no longer in the crew list are removed from clients too. */
  async function dropFormerCrew(crewIds: string[]) {
    const gone = await db
      .update(liveStations)
      .set({ deleted: true, broadList: [] })
      .where(
        and(
          eq(liveStations.deleted, false),
          crewIds.length ? not(inArray(liveStations.id, crewIds)) : undefined,
        ),
      )
      .returning();
    for (const row of gone) {
      await publisher.publish(topics.liveOn, {
        type: 'delete',
        data: toLiveStationDto(row),
        wentLive: false,
      } satisfies LiveEvent);
    }
  }

  async function pollOnce(): Promise<void> {
    round++;
    if (!(await holdLease(db, 'soop-poller', holder, intervalMs * 3))) return;
    const crew = await db.select().from(crewStations);
    await Promise.all(crew.map(pollStation));
    await dropFormerCrew(crew.map((c) => c.userId));
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pollOnce()
        .catch((err) => log.warn({ err }, 'soop poll round failed'))
        .finally(schedule);
    }, intervalMs);
  }

  return {
    pollOnce,
    start() {
      running = pollOnce()
        .catch((err) => log.warn({ err }, 'soop poll round failed'))
        .finally(schedule);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type SoopPoller = ReturnType<typeof createSoopPoller>;
