import { z } from 'zod';
import { isoDate, replicated } from './common';

export const Notification = z.object({
  ...replicated,
  content: z.string(),
  createdAt: isoDate,
  confirmed: z.boolean(),
  addData: z.object({ path: z.string().nullable() }),
});
export type Notification = z.infer<typeof Notification>;

/** The only field a client may change on its notification. */
export const NotificationUpdate = z.object({ confirmed: z.boolean() });
