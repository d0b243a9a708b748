import { z } from 'zod';
import { CLIENT_ERROR_STACK_MAX } from './client-error-limits';

export const Health = z.object({ status: z.enum(['UP', 'DOWN']) });
export const ActiveSessions = z.object({ count: z.number().int() });
export const VersionFile = z.object({ version: z.string() });
export const ClientErrorReport = z.object({
  message: z.string().max(2000),
  stack: z.string().max(CLIENT_ERROR_STACK_MAX).optional(),
  url: z.string().max(2000).optional(),
  userAgent: z.string().max(500).optional(),
});

/** In-app paths only: a page view never carries another site's address. */
const appPath = z
  .string({ error: '경로 항목은 필수입니다.' })
  .max(2000, { error: '경로가 너무 깁니다.' })
  .regex(/^\/(?!\/)/, { error: '경로는 /로 시작해야 합니다.' });

/**
 * A page view (SPEC section 2), reported about 1 s after a navigation settles: the page's path with
 * only its shareable query, and the in-app page shown before it (null for the first page).
 */
export const PageViewReport = z.object({
  path: appPath,
  referrer: appPath.nullable().default(null),
});
export type PageViewReport = z.infer<typeof PageViewReport>;
