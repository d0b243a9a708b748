import type { User } from '../../contract';
import { SOOP_CONNECT_PATH } from '../../lib/soop-connect-path';

/** SPEC section 9: the linking prompt waits this long after start. */
export const LINK_PROMPT_DELAY_MS = 5000;
/**
 * SPEC section 1 says "at most once per stored time" without a period: a member who said 아니오
 * is asked again after 7 days, so the prompt reminds without nagging.
 */
export const LINK_PROMPT_REASK_MS = 7 * 24 * 60 * 60 * 1000;

export const LINK_PROMPT_TEXT = 'SOOP 계정을 연동하면 글을 쓸 수 있습니다. 지금 연동하시겠습니까?';

/** Paths where the prompt would interrupt the linking itself or the sign-in flow. */
const QUIET_PATHS = [SOOP_CONNECT_PATH, '/login', '/register', '/logout'];

export const isQuietPath = (pathname: string): boolean => QUIET_PATHS.includes(pathname);

/**
 * Whether to ask `user` to link a SOOP account now: only a plain member (the USER role and no
 * other) without a linked id, never on the quiet paths, and not within the re-ask period of
 * the last time asked.
 */
export function shouldAskToLink(
  user: Pick<User, 'roles' | 'afreecatvUserId'> | null,
  lastAskedAt: number | null,
  now: number,
  pathname: string,
): boolean {
  if (!user || user.afreecatvUserId) return false;
  if (user.roles.length !== 1 || user.roles[0] !== 'USER') return false;
  if (isQuietPath(pathname)) return false;
  return lastAskedAt === null || now - lastAskedAt >= LINK_PROMPT_REASK_MS;
}

/**
 * A game's page is open: a modal over it would take the player's drag or tap mid-shot. The prompt
 * waits until the member moves on.
 */
export const gameInPlay = (pathname: string): boolean => /^\/game\/[^/]+/.test(pathname);

/**
 * A form is being filled in: the write or modify page, or a focused text field. The prompt waits
 * then, so it never covers what is typed nor sends its 예 into the form's leave prompt.
 */
export function formInProgress(pathname: string, active: Element | null): boolean {
  if (/\/(write|modify)$/.test(pathname)) return true;
  if (!active) return false;
  if (active instanceof HTMLElement && active.isContentEditable) return true;
  return active.matches(
    'textarea, input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"])',
  );
}
