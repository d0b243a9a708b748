/**
 * The range of a PostgreSQL `integer` column: every integer a client sends into one stays inside
 * it. A plain module: first-page code reads it without loading zod.
 */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;
