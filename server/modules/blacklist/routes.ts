import type { FastifyInstance } from 'fastify';
import { blacklistEndpoints as api, MANAGER_OR_HIGHER, topics } from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { HttpError, notFound } from '../../lib/http-error';
import { requireRole } from '../../plugins/auth';

/**
 * Staff bar members from writing, by account or by SOOP id, and read what a member is held to.
 * Each bar set or lifted is recorded with it, with the reason (`blacklistEndpoints`).
 */
export async function blacklistRoutes(app: FastifyInstance) {
  const { blacklistRepository: blacklist, publisher, audit } = app;

  route(app, api.setUsers, async (req) => {
    const { user: staff } = await requireRole(req, MANAGER_OR_HIGHER);
    const input = req.body;
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
    return { result: true } as const;
  });

  route(app, api.setSoopIds, async (req) => {
    const { user: staff } = await requireRole(req, MANAGER_OR_HIGHER);
    const input = req.body;
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
    return { result: true } as const;
  });

  route(app, api.moderation, async (req) => {
    const found = await blacklist.moderation(req.params.id);
    if (!found) throw notFound('회원을 찾을 수 없습니다.');
    return found;
  });
}
