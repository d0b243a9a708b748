import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes, topics } from '../../../src/contract';
import { HttpError, parseInput } from '../../lib/http-error';
import { MANAGER_OR_HIGHER, requireRole } from '../../plugins/auth';
import type { StaffActionEntry } from '../audit';

const BoardRoleRequest = z.object({
  userUuid: z.string().uuid('사용자를 선택하세요.'),
  boardId: z.string().min(1, '게시판을 선택하세요.'),
  roleCode: z.enum(['ADMIN']).default('ADMIN'),
});
type BoardRoleRequest = z.output<typeof BoardRoleRequest>;

/**
 * Staff grant or take a board's ADMIN role; the member's open apps reload their roles at once.
 * A change is recorded with it (a grant of a role already held, or a revoke of one not held, is none).
 */
export async function boardRoleRoutes(app: FastifyInstance) {
  const { publisher, audit, boardRoleRepository: roles, accountRepository: accounts } = app;

  const entry = (
    action: 'ROLE_GRANT' | 'ROLE_REVOKE',
    actorUuid: string,
    input: BoardRoleRequest,
    boardName: string,
  ): StaffActionEntry => ({
    actorUuid,
    action,
    target: { type: 'user', id: input.userUuid },
    summary: `'${boardName}' 게시판 관리자 ${action === 'ROLE_GRANT' ? '지정' : '해제'}`,
    detail: { role: input.roleCode, boardId: input.boardId },
  });

  app.post(apiRoutes.boardRole, async (req) => {
    const { user: staff } = await requireRole(req, MANAGER_OR_HIGHER);
    const input = parseInput(BoardRoleRequest, req.body);
    if (!(await accounts.exists(input.userUuid)))
      throw new HttpError(400, '사용자를 찾을 수 없습니다.', 'userUuid');
    const boardName = await roles.boardName(input.boardId);
    if (boardName === undefined) throw new HttpError(400, '게시판을 찾을 수 없습니다.', 'boardId');
    await roles.grant(
      input,
      audit.recording((granted: boolean) =>
        granted ? entry('ROLE_GRANT', staff.uuid, input, boardName) : null,
      ),
    );
    await publisher.publish(topics.userSession(input.userUuid), { type: 'update' });
    return { result: true };
  });

  app.delete(apiRoutes.boardRole, async (req) => {
    const { user: staff } = await requireRole(req, MANAGER_OR_HIGHER);
    const input = parseInput(BoardRoleRequest, {
      ...(req.query as object),
      ...(req.body as object | undefined),
    });
    const boardName = (await roles.boardName(input.boardId)) ?? input.boardId;
    await roles.revoke(
      input,
      audit.recording((revoked: boolean) =>
        revoked ? entry('ROLE_REVOKE', staff.uuid, input, boardName) : null,
      ),
    );
    await publisher.publish(topics.userSession(input.userUuid), { type: 'update' });
    return { result: true };
  });
}
