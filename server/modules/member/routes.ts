import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes, type MemberProfile } from '../../../src/contract';
import { notFound, parseInput } from '../../lib/http-error';
import { readMemberProfile } from './repository';

const MemberParam = z.object({ id: z.string().uuid('회원을 찾을 수 없습니다.') });

/** A member's profile page data; anyone may read it, as anyone sees it beside their posts. */
export async function memberRoutes(app: FastifyInstance) {
  app.get(apiRoutes.memberProfile, async (req): Promise<MemberProfile> => {
    const { id } = parseInput(MemberParam, req.params);
    const profile = await readMemberProfile(app.db, id);
    if (!profile) throw notFound('회원을 찾을 수 없습니다.');
    return profile;
  });
}
