import { and, count, eq, gt, type SQL } from 'drizzle-orm';
import type { PageViewReport } from '../../../src/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { pageViews } from './tables';

/**
 * Page views stored per minute. A person reads far fewer pages than this; a loop or a script
 * hits the cap, and a script inventing device ids still meets the per-IP one (kept in the DB:
 * every node counts the same rows).
 */
export const PAGE_VIEW_LIMIT = { windowMs: 60 * 1000, perDevice: 30, perIp: 120 } as const;

interface Viewer {
  userUuid: string | null;
  deviceId: string | null;
  ip: string;
}

async function recentCount(db: Db, where: SQL, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pageViews)
    .where(and(where, gt(pageViews.createdAt, since)));
  return row?.n ?? 0;
}

/** Stores one page view, or refuses with 429 once the device or the IP is over its cap. */
export async function recordPageView(db: Db, report: PageViewReport, viewer: Viewer): Promise<void> {
  const since = new Date(Date.now() - PAGE_VIEW_LIMIT.windowMs);
  const [byDevice, byIp] = await Promise.all([
    viewer.deviceId ? recentCount(db, eq(pageViews.deviceId, viewer.deviceId), since) : 0,
    recentCount(db, eq(pageViews.ip, viewer.ip), since),
  ]);
  if (byDevice >= PAGE_VIEW_LIMIT.perDevice || byIp >= PAGE_VIEW_LIMIT.perIp)
    throw new HttpError(429, '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.');
  await db.insert(pageViews).values({ ...report, ...viewer });
}
