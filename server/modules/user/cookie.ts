import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE, SESSION_MARK_COOKIE } from '../../../src/contract';

export function setSessionCookie(
  reply: FastifyReply,
  session: { sid: string; userUuid: string },
  opts: { remember: boolean; secure: boolean; expiresAt: Date },
) {
  const options = {
    path: '/',
    sameSite: 'lax',
    secure: opts.secure,
    // Without remember-me the cookie ends with the browser session.
    ...(opts.remember ? { expires: opts.expiresAt } : {}),
  } as const;
  reply.setCookie(SESSION_COOKIE, session.sid, { ...options, httpOnly: true });
  // Whose session: the page paints only that member's kept views before the server answers.
  reply.setCookie(SESSION_MARK_COOKIE, session.userUuid, options);
}

export const clearSessionCookie = (reply: FastifyReply) =>
  reply.clearCookie(SESSION_COOKIE, { path: '/' }).clearCookie(SESSION_MARK_COOKIE, { path: '/' });
