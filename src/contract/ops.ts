import { z } from 'zod';

export const Health = z.object({ status: z.enum(['UP', 'DOWN']) });
export const ActiveSessions = z.object({ count: z.number().int() });
export const VersionFile = z.object({ version: z.string() });
export const ClientErrorReport = z.object({
  message: z.string().max(2000),
  stack: z.string().max(20_000).optional(),
  url: z.string().max(2000).optional(),
  userAgent: z.string().max(500).optional(),
});
