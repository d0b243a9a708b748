import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiRoutes,
  BlacklistInput,
  MANAGER_OR_HIGHER,
  SoopBlacklistInput,
  topics,
  type UserModeration,
} from '../../../src/contract';
import { HttpError, notFound, parseInput } from '../../lib/http-error';
import { requireRole } from '../../plugins/auth';

const UserParam = z.object({ id: z.string().uuid('회원을 찾을 수 없습니다.') });

/**
 * Staff bar members from writing, by account or by SOOP id, and read what a member is held to.
 * Each bar set or lifted is recorded with it, with the reason.
 */
export async function blacklistRoutes(app: FastifyInstance) {
  const { blacklistRepository: blacklist, publisher, audit } = app;

  app.post(apiRoutes.blacklist, async (req) => {
    const { user: staff } = await requireRole(req, MANAGER_OR_HIGHER);
    const input = parseInput(BlacklistInput, req.body);
    const uuids = [...new Set(input.userUuidList)];
    if (uuids.includes(staff.uuid))
      throw new HttpError(400, '자기 자신은 제한할 수 없습니다.', 'userUuidList');
    const existing = await blacklist.existingUsers(uuids);
    if (existing.size !== uuids.length) throw new HttpError(400, '회원을 찾을 수 없습니다.', 'userUuidList');
    await blacklist.setUsers(
      uuids,
      input.blacklisted,
      input.reason,
      staff.uuid,
      audit.recording((changed: string[]) =>
        changed.map((uuid) => ({
          actorUuid: staff.uuid,
          action: input.blacklisted ? 'BLACKLIST_ADD' : 'BLACKLIST_REMOVE',
          target: { type: 'user', id: uuid },
          summary: input.blacklisted ? '글쓰기 제한' : '글쓰기 제한 해제',
          memo: input.reason,
        })),
      ),
    );
    // Their open apps read the account again (the write buttons follow).
    for (const uuid of uuids) await publisher.publish(topics.userSession(uuid), { type: 'update' });
    return { result: true };
  });

  app.post(apiRoutes.soopBlacklist, async (req) => {
    const { user: staff } = await requireRole(req, MANAGER_OR_HIGHER);
    const input = parseInput(SoopBlacklistInput, req.body);
    await blacklist.setSoopIds(
      [...new Set(input.userIdList)],
      input.blacklisted,
      input.reason,
      staff.uuid,
      audit.recording((changed: string[]) =>
        changed.map((soopUserId) => ({
          actorUuid: staff.uuid,
          action: input.blacklisted ? 'SOOP_BLACKLIST_ADD' : 'SOOP_BLACKLIST_REMOVE',
          target: { type: 'soopId', id: soopUserId, label: soopUserId },
          summary: input.blacklisted ? '연동한 회원의 글쓰기와 새 연동 차단' : 'SOOP 아이디 차단 해제',
          memo: input.reason,
        })),
      ),
    );
    return { result: true };
  });

  app.get(apiRoutes.userModeration, async (req): Promise<UserModeration> => {
    await requireRole(req, MANAGER_OR_HIGHER);
    const { id } = parseInput(UserParam, req.params);
    const found = await blacklist.moderation(id);
    if (!found) throw notFound('회원을 찾을 수 없습니다.');
    return found;
  });
}
