/** Names of the session's cookies and header: plain strings, so the first page needs no schema for them. */

export const DEVICE_ID_HEADER = 'x-device-id';
export const SESSION_COOKIE = 'sid';
/**
 * Set beside the session cookie, readable by the page (no secret in it): its value is the member's
 * uuid. It tells the client there is a session to check, so a visitor's page does not ask user/me
 * only to be answered 401, and whose kept page view may be painted before any check
 * (src/app/snapshot).
 */
export const SESSION_MARK_COOKIE = 'c9_signed_in';
