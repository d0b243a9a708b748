import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { rateBuckets } from './tables';

/**
 * Limits on what is done before (or without) signing in, as token buckets keyed by a client
 * address or a username: `burst` at once, then `perMinute` more each minute. An empty bucket only
 * slows: the wait for the next token is seconds to minutes, never a lockout.
 */
export const RATE_LIMITS = {
  /** New accounts from one address (a shared NAT too): a small burst, then one every 5 minutes. */
  register: {
    burst: 10,
    perMinute: 1 / 5,
    message: '이 주소에서 가입 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  },
  /** Feedback a visitor sends from /contact (members count against their own `contact` limit). */
  visitorContact: {
    burst: 5,
    perMinute: 1 / 15,
    message: '이 주소에서 문의를 너무 자주 보내고 있습니다. 잠시 후 다시 시도해 주세요.',
  },
  /**
   * Error reports from one address: a page sends at most ten per load, so a burst of 30 covers a
   * few broken reloads; a script filling the log gets one a minute.
   */
  clientError: {
    burst: 30,
    perMinute: 1,
    message: '이 주소에서 오류 보고가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  },
  /** Login tries from one address on devices new to the account: then one every 3 seconds. */
  loginAddress: { burst: 30, perMinute: 20 },
  /** Login tries on one username from devices new to it, from any address: one every 10 seconds. */
  loginUsername: { burst: 20, perMinute: 6 },
} as const satisfies Record<string, { burst: number; perMinute: number; message?: string }>;

export type RateKind = keyof typeof RATE_LIMITS;
/** The kinds refused with their own message (the login says how long to wait itself). */
type MessageKind = {
  [K in RateKind]: (typeof RATE_LIMITS)[K] extends { message: string } ? K : never;
}[RateKind];

/** A bucket full again after a day of rest is no different from none: its row can go. */
const IDLE_MS = 24 * 60 * 60 * 1000;

/**
 * Takes one token from the `kind` bucket of `key` (its limits times `scale`): 0 when taken, else
 * the milliseconds until the next one. A refused request takes nothing: one who retries after the
 * wait they were told gets in, however often they tried meanwhile.
 */
export async function takeToken(db: Db, kind: RateKind, key: string, scale = 1): Promise<number> {
  const burst = RATE_LIMITS[kind].burst * scale;
  const perSecond = (RATE_LIMITS[kind].perMinute * scale) / 60;
  const level = (tokens: unknown, at: unknown) =>
    sql`least(${burst}::float8, ${tokens} + extract(epoch from now() - ${at}) * ${perSecond}::float8)`;
  const refilled = level(sql`rate_buckets.tokens`, sql`rate_buckets.updated_at`);
  // One statement: a refusal leaves the row as it was, so only a taken token moves `updated_at`
  // to this statement's now().
  const [bucket] = await db
    .insert(rateBuckets)
    .values({ kind, key, tokens: burst - 1, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [rateBuckets.kind, rateBuckets.key],
      set: {
        tokens: sql`case when ${refilled} >= 1 then ${refilled} - 1 else rate_buckets.tokens end`,
        updatedAt: sql`case when ${refilled} >= 1 then now() else rate_buckets.updated_at end`,
      },
    })
    .returning({
      taken: sql<boolean>`${rateBuckets.updatedAt} = now()`,
      level: level(rateBuckets.tokens, rateBuckets.updatedAt).mapWith(Number),
    });
  // Now and then, rows that have been full for long are trimmed so the table stays small.
  if (Math.random() < 0.01)
    await db.delete(rateBuckets).where(lt(rateBuckets.updatedAt, new Date(Date.now() - IDLE_MS)));
  if (!bucket || bucket.taken) return 0;
  return Math.ceil(((1 - bucket.level) / perSecond) * 1000);
}

/** Gives a token back (a login that turned out right costs nothing). */
export async function returnToken(db: Db, kind: RateKind, key: string, scale = 1): Promise<void> {
  const burst = RATE_LIMITS[kind].burst * scale;
  await db
    .update(rateBuckets)
    .set({ tokens: sql`least(${burst}::float8, ${rateBuckets.tokens} + 1)` })
    .where(and(eq(rateBuckets.kind, kind), eq(rateBuckets.key, key)));
}

/** Takes a token or answers 429 with the kind's Korean message. */
export async function assertRate(db: Db, kind: MessageKind, key: string, scale = 1): Promise<void> {
  if ((await takeToken(db, kind, key, scale)) > 0) throw new HttpError(429, RATE_LIMITS[kind].message);
}
