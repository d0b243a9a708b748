import { PushPayload } from '../contract/push';

/** The icon every push notification shows. */
export const PUSH_ICON = '/icons/icon-192.png';

/**
 * The notification a push shows, from its JSON payload; null for a payload that is not one
 * (the service worker then shows nothing rather than an empty notification).
 */
export function pushNotification(json: unknown): { title: string; options: NotificationOptions } | null {
  const parsed = PushPayload.safeParse(json);
  if (!parsed.success) return null;
  const { title, body, data, clickAction, tag } = parsed.data;
  return {
    title,
    options: {
      body,
      icon: PUSH_ICON,
      badge: PUSH_ICON,
      data: { link: data.link, clickAction },
      ...(tag ? { tag } : {}),
    },
  };
}

/**
 * SPEC section 2: a push click goes to the link in its data, else its click action, else `/`,
 * resolved against the app's origin. Only http(s) targets are followed; anything else is `/`.
 */
export function pushClickTarget(data: unknown, origin: string): string {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const candidate = [fields.link, fields.clickAction].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  if (!candidate) return new URL('/', origin).href;
  try {
    const url = new URL(candidate, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : new URL('/', origin).href;
  } catch {
    return new URL('/', origin).href;
  }
}
