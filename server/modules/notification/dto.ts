import type { Notification } from '../../../src/contract';
import type { notifications } from './tables';

export const toNotificationDto = (n: typeof notifications.$inferSelect): Notification => ({
  id: n.id,
  rev: n.rev,
  deleted: n.deleted,
  content: n.content,
  createdAt: n.createdAt.toISOString(),
  confirmed: n.confirmed,
  addData: { path: n.path },
});
