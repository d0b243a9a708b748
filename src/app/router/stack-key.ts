import { type ParsedLocation, redirect } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * A page-stack page (SPEC section 2): it gets a `stackKey` and stays mounted, hidden, while
     * other pages are shown, so coming back shows it as it was left. See `PageStackOutlet`.
     */
    stack?: boolean;
  }
}

export const STACK_KEY_PARAM = 'stackKey';
export const STACK_KEY_LENGTH = 8;

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALPHABET = `${LETTERS}0123456789`;

/**
 * A letter first: the router reads a query value that looks like a number as one (and writes it
 * back quoted), so a key like 12345678 would not survive a round trip as text.
 */
const STACK_KEY_PATTERN = new RegExp(`^[A-Za-z][A-Za-z0-9]{${STACK_KEY_LENGTH - 1}}$`);

/** A random 8-character key: one letter, then letters and digits. */
export function newStackKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(STACK_KEY_LENGTH));
  return Array.from(bytes, (byte, i) => {
    const from = i === 0 ? LETTERS : ALPHABET;
    return from[byte % from.length];
  }).join('');
}

/** The page's stack key, or null when the search has none (or a malformed one). */
export function stackKeyOf(search: unknown): string | null {
  const key = (search as Record<string, unknown> | null | undefined)?.[STACK_KEY_PARAM];
  return typeof key === 'string' && STACK_KEY_PATTERN.test(key) ? key : null;
}

/**
 * Root `beforeLoad`: a route flagged `staticData.stack` entered without a key is sent to the same
 * address with a new one, replacing the history entry (so back does not land on the keyless one).
 */
export function requireStackKey(options: {
  location: ParsedLocation;
  matches: readonly { staticData: { stack?: boolean } }[];
  preload: boolean;
}): void {
  const { location, matches, preload } = options;
  if (preload || !matches.some((match) => match.staticData.stack)) return;
  if (stackKeyOf(location.search)) return;
  const query = new URLSearchParams(location.searchStr);
  query.set(STACK_KEY_PARAM, newStackKey());
  const hash = location.hash ? `#${location.hash}` : '';
  throw redirect({ href: `${location.pathname}?${query}${hash}`, replace: true });
}

/** The search a stack page sees: everything but its key. */
export function withoutStackKey<T extends { stackKey?: unknown }>(search: T): Omit<T, 'stackKey'> {
  const { stackKey: _key, ...rest } = search;
  return rest;
}
