import type { FastifyInstance } from 'fastify';
import { memberEndpoints as api } from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { readMemberProfile } from './repository';

/** A member's profile page data (`memberEndpoints`); anyone may read it, as anyone sees it beside their posts. */
export async function memberRoutes(app: FastifyInstance) {
  route(app, api.profile, async (req) => {
    const profile = await readMemberProfile(app.db, req.params.id);
    if (!profile) throw notFound('회원을 찾을 수 없습니다.');
    return profile;
  });
}
