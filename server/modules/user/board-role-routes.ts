import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { topics } from '../../../src/contract';
import { boardRoles, boards, users } from '../../db/schema';
import { HttpError, parseInput } from '../../lib/http-error';
import { MANAGER_OR_HIGHER, requireRole } from '../../plugins/auth';

const BoardRoleRequest = z.object({
  userUuid: z.string().uuid('사용자를 선택하세요.'),
  boardId: z.string().min(1, '게시판을 선택하세요.'),
  roleCode: z.enum(['ADMIN']).default('ADMIN'),
});

/** Staff grant or take a board's ADMIN role; the member's open apps reload their roles at once. */
export async function boardRoleRoutes(app: FastifyInstance) {
  const { db, publisher } = app;
  const path = '/api/v1/user/board/role';

  async function checkTargets(input: z.infer<typeof BoardRoleRequest>) {
    const [user] = await db
      .select({ uuid: users.uuid })
      .from(users)
      .where(eq(users.uuid, input.userUuid))
      .limit(1);
    if (!user) throw new HttpError(400, '사용자를 찾을 수 없습니다.', 'userUuid');
    const [board] = await db
      .select({ id: boards.id })
      .from(boards)
      .where(eq(boards.id, input.boardId))
      .limit(1);
    if (!board) throw new HttpError(400, '게시판을 찾을 수 없습니다.', 'boardId');
  }

  app.post(path, async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    const input = parseInput(BoardRoleRequest, req.body);
    await checkTargets(input);
    await db
      .insert(boardRoles)
      .values({ userUuid: input.userUuid, boardId: input.boardId, roleCode: input.roleCode })
      .onConflictDoNothing();
    await publisher.publish(topics.userSession(input.userUuid), { type: 'update' });
    return { result: true };
  });

  app.delete(path, async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    const input = parseInput(BoardRoleRequest, {
      ...(req.query as object),
      ...(req.body as object | undefined),
    });
    await db
      .delete(boardRoles)
      .where(
        and(
          eq(boardRoles.userUuid, input.userUuid),
          eq(boardRoles.boardId, input.boardId),
          eq(boardRoles.roleCode, input.roleCode),
        ),
      );
    await publisher.publish(topics.userSession(input.userUuid), { type: 'update' });
    return { result: true };
  });
}
