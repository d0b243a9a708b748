import { isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MANAGER_OR_HIGHER, TableQuery, type UserTableRow } from '../../../src/contract';
import { users } from '../../db/schema';
import { parseInput } from '../../lib/http-error';
import { type PlainTableResource, runTableQuery } from '../../lib/table-query';
import { requireRole } from '../../plugins/auth';

/** Only these leave the server: never the password hash, the device or the sessions. */
const toUserTableRow = (user: typeof users.$inferSelect): UserTableRow => ({
  uuid: user.uuid,
  username: user.username,
  nickname: user.nickname,
  roles: user.roles,
  afreecatvUserId: user.afreecatvUserId,
  createdAt: user.createdAt.toISOString(),
});

/** Members who have not withdrawn; ordered and searched only by the listed columns. */
const userResource = {
  table: users,
  key: users.uuid,
  live: isNull(users.withdrawnAt),
  defaultOrder: 'createdAt',
  columns: {
    createdAt: { column: users.createdAt, type: 'date' },
    nickname: { column: users.nickname, type: 'text' },
    username: { column: users.username, type: 'text' },
    afreecatvUserId: { column: users.afreecatvUserId, type: 'text' },
  },
  toDto: toUserTableRow,
} satisfies PlainTableResource<typeof users.$inferSelect, UserTableRow>;

/** The admin pages' user table (SPEC section 2 "/admin/user"): managers and admins only. */
export async function userTableRoutes(app: FastifyInstance) {
  const { db } = app;
  app.get('/api/v1/user/table', async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    return runTableQuery(db, userResource, parseInput(TableQuery, req.query), undefined);
  });
}
