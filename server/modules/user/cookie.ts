import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../../../src/contract';

export function setSessionCookie(
  reply: FastifyReply,
  sid: string,
  opts: { remember: boolean; secure: boolean; expiresAt: Date },
) {
  reply.setCookie(SESSION_COOKIE, sid, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    // Without remember-me the cookie ends with the browser session.
    ...(opts.remember ? { expires: opts.expiresAt } : {}),
  });
}

export const clearSessionCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, { path: '/' });
