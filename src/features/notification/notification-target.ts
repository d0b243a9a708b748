/** Where a notification click goes (SPEC section 2, "Notification, toast and push click targets"). */
export type NotificationTarget =
  | { kind: 'external'; href: string }
  | { kind: 'internal'; href: string }
  | { kind: 'none' };

const EXTERNAL = /^https?:\/\//i;

/** An http(s) link opens in a new tab; an app path navigates in-app; anything else stays put. */
export function notificationTarget(path: string | null | undefined): NotificationTarget {
  const href = path?.trim() ?? '';
  if (EXTERNAL.test(href)) return { kind: 'external', href };
  if (href.startsWith('/') && !href.startsWith('//')) return { kind: 'internal', href };
  return { kind: 'none' };
}

/** The bell's badge: nothing at 0, '99+' past 99. */
export function badgeText(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
