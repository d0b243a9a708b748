import { z } from 'zod';

export const VapidPublicKey = z.object({ publicKey: z.string() });

/** What PushSubscription.toJSON() gives in the browser. */
export const PushSubscriptionInput = z.object({
  endpoint: z.string().url().max(2000),
  keys: z.object({ p256dh: z.string().min(10).max(200), auth: z.string().min(8).max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;
export const PushUnsubscribe = PushSubscriptionInput.pick({ endpoint: true });

/** The payload every push carries; the service worker shows it and routes the click. */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** Where a click goes (SPEC: data link, else click action, else /). */
  data: z.object({ link: z.string().optional() }).default({}),
  clickAction: z.string().optional(),
  tag: z.string().optional(),
});
export type PushPayload = z.infer<typeof PushPayload>;
