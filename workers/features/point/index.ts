import { map } from 'rxjs';
import { z } from 'zod';
import { apiPath } from '../../../src/contract/api-paths';
import { PointHistoryPage, type PointHistoryRow, PointStat } from '../../../src/contract/point';
import { topics } from '../../../src/contract/topic-paths';
import { PointEvent } from '../../../src/contract/topics';
import { followTopic } from '../../socket/follow-topic';
import { defineFeature, type FeaturePart, type WorkerFeature } from '../feature';

type PointTotals = z.infer<typeof PointEvent>;

export type PointHandlers = {
  /** Asks the server again for the balance, summary and recent history (after a check-in, on opening the page). */
  refreshPoints(): Promise<void>;
};

type PointTypes = {
  docs: Record<never, never>;
  handlers: PointHandlers;
  events: Record<never, never>;
  queries: {
    /** The member's balance as last heard; null until the first answer (and for visitors). */
    point: { params: Record<never, never>; result: number | null };
    /** The balance and the earned total (the member's own rank tier follows it). */
    pointTotals: { params: Record<never, never>; result: PointTotals | null };
    pointStat: { params: Record<never, never>; result: PointStat | null };
    /** The newest rows of the member's history, newest first; null until first fetched. */
    pointHistory: { params: Record<never, never>; result: PointHistoryRow[] | null };
  };
  part: FeaturePart & { refresh(): Promise<void> };
};

/**
 * Values in the core's `meta` (workers/CONTEXT.md, collection budget): the balance, the summary
 * and the recent history, each one document, so the history page reads offline without a
 * collection of its own.
 */
const BALANCE_ID = 'point.balance';
const STAT_ID = 'point.stat';
const HISTORY_ID = 'point.history';
/** How many of the newest rows are kept for reading offline; older ones the page asks the server for. */
export const KEPT_HISTORY = 50;
const KeptHistory = z.object({ rows: z.array(PointHistoryPage.shape.data.element) });

/** A burst of changes (a check-in, then a like) asks the server once. */
const REFRESH_DELAY_MS = 300;

/** Nothing to run when paused or cancelled: each fetch is one request. */
const idle = async () => {};

const kept = <T>(schema: z.ZodType<T>) =>
  map((doc: { value: unknown } | null) => {
    const parsed = schema.safeParse(doc?.value);
    return parsed.success ? parsed.data : null;
  });

/**
 * The signed-in member's points: the balance from `/topic/user/{uuid}/point` at once, then the
 * summary and the newest history rows from the server (after each change, on every reconnect),
 * all kept for reading offline.
 */
export const pointFeature: WorkerFeature<PointTypes> = defineFeature<PointTypes>({
  collections: {},
  queries: {
    point: ({ db }) =>
      db.meta
        .findOne(BALANCE_ID)
        .$.pipe(kept(PointEvent))
        .pipe(map((totals) => totals?.point ?? null)),
    pointTotals: ({ db }) => db.meta.findOne(BALANCE_ID).$.pipe(kept(PointEvent)),
    pointStat: ({ db }) => db.meta.findOne(STAT_ID).$.pipe(kept(PointStat)),
    pointHistory: ({ db }) =>
      db.meta
        .findOne(HISTORY_ID)
        .$.pipe(kept(KeptHistory))
        .pipe(map((history) => history?.rows ?? null)),
  },
  open({ db, user, http, socket }) {
    const refresh = async () => {
      if (!user) return;
      const [balance, stat, history] = await Promise.all([
        http.request('GET', apiPath('mePoint')),
        http.request('GET', apiPath('mePointStat')),
        http.request(
          'GET',
          `${apiPath('mePointHistoryTable')}?length=${KEPT_HISTORY}&orderColumnName=createdAt&order=desc`,
        ),
      ]);
      // Offline or refused: what is kept stands until the next reconnect asks again.
      const totals = balance.ok ? PointEvent.safeParse(balance.body) : null;
      if (totals?.success) await db.meta.upsert({ id: BALANCE_ID, value: totals.data });
      const summary = stat.ok ? PointStat.safeParse(stat.body) : null;
      if (summary?.success) await db.meta.upsert({ id: STAT_ID, value: summary.data });
      const page = history.ok ? PointHistoryPage.safeParse(history.body) : null;
      if (page?.success) await db.meta.upsert({ id: HISTORY_ID, value: { rows: page.data.data } });
    };
    if (!user) return { refresh };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unfollow = followTopic(socket, topics.userPoint(user.uuid), PointEvent, (totals) => {
      void db.meta.upsert({ id: BALANCE_ID, value: totals });
      clearTimeout(timer);
      timer = setTimeout(() => void refresh(), REFRESH_DELAY_MS);
    });
    return {
      refresh,
      replications: [{ state: { start: refresh, pause: idle, cancel: idle }, resync: refresh }],
      close() {
        clearTimeout(timer);
        unfollow();
      },
    };
  },
  handlers: (context) => ({
    async refreshPoints() {
      await (await context.account()).part.refresh();
    },
  }),
});
