import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  DEVICE_ID_HEADER,
  needsSoopLink,
  type Role,
  SESSION_COOKIE,
  SOOP_LINK_FOR_EVENTS_MESSAGE,
} from '../../src/contract';
import { forbidden, unauthorized } from '../lib/http-error';
import { findSession, type SessionUser } from '../modules/user/sessions';

export interface Auth {
  user: SessionUser;
  /** Hash of the session id: the key for revocation and per-session socket events. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, looked up once per request; null when signed out. */
    auth(): Promise<Auth | null>;
    deviceId: string | null;
  }
}

export const hasAnyRole = (user: Pick<SessionUser, 'roles'>, roles: readonly Role[]) =>
  roles.some((r) => user.roles.includes(r));

export { MANAGER_OR_HIGHER } from '../../src/contract';

export async function requireUser(req: FastifyRequest): Promise<Auth> {
  const auth = await req.auth();
  if (!auth) throw unauthorized();
  return auth;
}

/**
 * A member who may take part in what pays points or prizes: a linked SOOP account, as the board asks
 * before writing (`needsSoopLink`; staff and crew are exempt), so throwaway accounts farm nothing.
 */
export async function requireLinkedMember(req: FastifyRequest): Promise<Auth> {
  const auth = await requireUser(req);
  if (needsSoopLink(auth.user)) throw forbidden(SOOP_LINK_FOR_EVENTS_MESSAGE);
  return auth;
}

export async function requireRole(req: FastifyRequest, roles: readonly Role[]): Promise<Auth> {
  const auth = await requireUser(req);
  if (!hasAnyRole(auth.user, roles)) throw forbidden();
  return auth;
}

const authCache = new WeakMap<FastifyRequest, Promise<Auth | null>>();

/** `req.auth()` and `req.deviceId` on every request. */
export const authPlugin = fp(
  async (app) => {
    const { db } = app;
    app.decorateRequest('deviceId', null);
    app.decorateRequest('auth', function (this: FastifyRequest) {
      let pending = authCache.get(this);
      if (!pending) {
        const sid = this.cookies[SESSION_COOKIE];
        pending = sid
          ? findSession(db, sid).then((s) => s && { user: s.user, sessionId: s.idHash })
          : Promise.resolve(null);
        authCache.set(this, pending);
      }
      return pending;
    });
    app.addHook('onRequest', async (req) => {
      const header = req.headers[DEVICE_ID_HEADER];
      const value = Array.isArray(header) ? header[0] : header;
      req.deviceId = value && value.length <= 100 ? value : null;
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
