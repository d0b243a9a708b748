import { isNull } from 'drizzle-orm';
import { UserTableRow } from '../../../src/contract';
import { type PlainTableResource, queryColumns, tableResource } from '../../lib/table-resource';
import { users } from './tables';

/** Only these leave the server: never the password hash, the device or the sessions. */
export const toUserTableRow = (user: typeof users.$inferSelect): UserTableRow => ({
  uuid: user.uuid,
  username: user.username,
  nickname: user.nickname,
  roles: user.roles,
  afreecatvUserId: user.afreecatvUserId,
  createdAt: user.createdAt.toISOString(),
});

/** Members who have not withdrawn; ordered and searched only by the listed columns. */
export const userResource = tableResource({
  table: users,
  key: users.uuid,
  live: isNull(users.withdrawnAt),
  defaultOrder: 'createdAt',
  columns: queryColumns(UserTableRow, users, ['createdAt', 'nickname', 'username', 'afreecatvUserId']),
  toDto: toUserTableRow,
} satisfies PlainTableResource<typeof users.$inferSelect, UserTableRow>);
