import { Notification } from '../../../src/contract';
import { queryColumns, type TableResource, tableResource } from '../../lib/table-resource';
import { toNotificationDto } from './dto';
import { notifications } from './tables';

export const notificationResource = tableResource({
  table: notifications,
  defaultOrder: 'id',
  columns: queryColumns(Notification, notifications, ['id', 'confirmed', 'createdAt', 'rev']),
  toDto: toNotificationDto,
} satisfies TableResource<typeof notifications.$inferSelect, Notification>);
