import type { Block } from '../../../src/contract';
import type { blocks } from './tables';

/** A block row with the blocked member's current nickname. */
export type BlockRow = typeof blocks.$inferSelect & { userNickname: string };

export const toBlockDto = (b: BlockRow): Block => ({
  id: b.id,
  rev: b.rev,
  deleted: b.deleted,
  userUuid: b.userUuid,
  userNickname: b.userNickname,
  reason: b.reason,
  createdAt: b.createdAt.toISOString(),
});
