import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes, topics } from '../../../src/contract';
import { HttpError, parseInput } from '../../lib/http-error';
import { MANAGER_OR_HIGHER, requireRole } from '../../plugins/auth';

const BoardRoleRequest = z.object({
  userUuid: z.string().uuid('사용자를 선택하세요.'),
  boardId: z.string().min(1, '게시판을 선택하세요.'),
  roleCode: z.enum(['ADMIN']).default('ADMIN'),
});

/** Staff grant or take a board's ADMIN role; the member's open apps reload their roles at once. */
export async function boardRoleRoutes(app: FastifyInstance) {
  const { publisher, boardRoleRepository: roles } = app;

  app.post(apiRoutes.boardRole, async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    const input = parseInput(BoardRoleRequest, req.body);
    if (!(await roles.userExists(input.userUuid)))
      throw new HttpError(400, '사용자를 찾을 수 없습니다.', 'userUuid');
    if (!(await roles.boardExists(input.boardId)))
      throw new HttpError(400, '게시판을 찾을 수 없습니다.', 'boardId');
    await roles.grant(input);
    await publisher.publish(topics.userSession(input.userUuid), { type: 'update' });
    return { result: true };
  });

  app.delete(apiRoutes.boardRole, async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    const input = parseInput(BoardRoleRequest, {
      ...(req.query as object),
      ...(req.body as object | undefined),
    });
    await roles.revoke(input);
    await publisher.publish(topics.userSession(input.userUuid), { type: 'update' });
    return { result: true };
  });
}
