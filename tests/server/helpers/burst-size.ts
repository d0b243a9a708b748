/**
 * How many concurrent requests a burst test sends: the full count on PostgreSQL, a fifth on PGlite.
 * PGlite runs one statement at a time, so its requests interleave the same way at 200 as at 1,000,
 * and the larger burst there only adds minutes (issue 28); PostgreSQL races them for real.
 */
export const burstSize = (onPostgres: number): number =>
  process.env.TEST_DB === 'postgres' ? onPostgres : Math.ceil(onPostgres / 5);
