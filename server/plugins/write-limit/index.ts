import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { writeBuckets } from './tables';

/**
 * Per-member write limits as token buckets: `burst` writes at once, then `perMinute` more each
 * minute. Generous for people (and for the tests that write in bulk), tight for a script.
 */
export const WRITE_LIMITS = {
  post: { burst: 150, perMinute: 10, message: '글을 너무 자주 쓰고 있습니다. 잠시 후 다시 시도해 주세요.' },
  comment: {
    burst: 60,
    perMinute: 20,
    message: '댓글을 너무 자주 쓰고 있습니다. 잠시 후 다시 시도해 주세요.',
  },
  like: {
    burst: 60,
    perMinute: 30,
    message: '좋아요를 너무 자주 누르고 있습니다. 잠시 후 다시 시도해 주세요.',
  },
  upload: {
    burst: 60,
    perMinute: 10,
    message: '파일을 너무 자주 올리고 있습니다. 잠시 후 다시 시도해 주세요.',
  },
  /** Listing or changing an emoticon pack. */
  store: {
    burst: 20,
    perMinute: 5,
    message: '상품을 너무 자주 올리고 있습니다. 잠시 후 다시 시도해 주세요.',
  },
  purchase: {
    burst: 30,
    perMinute: 10,
    message: '구매 요청이 너무 잦습니다. 잠시 후 다시 시도해 주세요.',
  },
  /** Spending points on an event (a roulette spin, a ticket, an entry) or changing its seed. */
  event: {
    burst: 30,
    perMinute: 20,
    message: '이벤트 요청이 너무 잦습니다. 잠시 후 다시 시도해 주세요.',
  },
  /** Sending feedback to the admins (/contact). */
  contact: {
    burst: 10,
    perMinute: 2,
    message: '문의를 너무 자주 보내고 있습니다. 잠시 후 다시 시도해 주세요.',
  },
  pointSend: {
    burst: 20,
    perMinute: 10,
    message: '포인트를 너무 자주 보내고 있습니다. 잠시 후 다시 시도해 주세요.',
  },
} as const;

export type WriteKind = keyof typeof WRITE_LIMITS;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The member write this route makes: counted against that kind's limit before the handler. */
    writeLimit?: WriteKind;
  }
}

/** Takes one write from the member's bucket (its limits times `scale`); a 429 when it is empty. */
export async function takeWrite(db: Db, userUuid: string, kind: WriteKind, scale = 1): Promise<void> {
  const { message } = WRITE_LIMITS[kind];
  const burst = WRITE_LIMITS[kind].burst * scale;
  const perMinute = WRITE_LIMITS[kind].perMinute * scale;
  const refilled = sql`least(${burst}::float8, write_buckets.tokens + extract(epoch from now() - write_buckets.updated_at) * ${perMinute / 60}::float8)`;
  const [bucket] = await db
    .insert(writeBuckets)
    .values({ userUuid, kind, tokens: burst - 1, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [writeBuckets.userUuid, writeBuckets.kind],
      // A refused write costs nothing more than an empty bucket: it never owes future writes.
      set: { tokens: sql`greatest(${refilled} - 1, -1)`, updatedAt: sql`now()` },
    })
    .returning({ tokens: writeBuckets.tokens });
  if (!bucket || bucket.tokens < 0) throw new HttpError(429, message);
}

/** Routes name their kind in `config.writeLimit`; signed-out calls are left to the route's 401. */
export const writeLimitPlugin = fp(
  async (app) => {
    app.addHook('preHandler', async (req) => {
      const kind = req.routeOptions.config.writeLimit;
      if (!kind) return;
      const auth = await req.auth();
      if (auth) await takeWrite(app.db, auth.user.uuid, kind, app.config.writeLimitScale);
    });
  },
  { name: 'write-limit', dependencies: ['config', 'database', 'auth'] },
);
