import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { Done, IdParam, isoDate, replicated } from './common';
import { endpoint } from './endpoint';
import { MANAGER_OR_HIGHER } from './roles';

export const Notification = z.object({
  ...replicated,
  content: z.string(),
  createdAt: isoDate,
  confirmed: z.boolean(),
  addData: z.object({ path: z.string().nullable() }),
});
export type Notification = z.infer<typeof Notification>;

/** The only field a client may change on its notification. */
export const NotificationUpdate = z.object({ confirmed: z.boolean() });

export const NotificationParam = IdParam.extend({ id: z.string().uuid() });

/** Staff send a notice to one member. */
export const SendNotification = z.object({
  userUuid: z.string().uuid('받는 사람을 선택하세요.'),
  content: z
    .string()
    .trim()
    .min(1, '내용 항목은 필수입니다.')
    .max(500, '내용 항목은 최대 500자 이하여야 합니다.'),
  path: z.string().max(500).nullable().default(null),
});

/** How many notifications "read all" marked read. */
export const NotificationConfirmAllResult = z.object({ count: z.number().int() });

/**
 * A member's notifications (`/notification`) and staff's notice to one member. The table
 * (`notificationTable`, the worker's pull) is registered by hand.
 */
export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: apiRoutes.notifications,
    access: 'member',
    summary: '내 알림 목록',
    response: z.array(Notification),
  }),
  get: endpoint({
    method: 'GET',
    path: apiRoutes.notification,
    access: 'member',
    summary: '내 알림 하나',
    params: NotificationParam,
    response: Notification,
  }),
  send: endpoint({
    method: 'POST',
    path: apiRoutes.notifications,
    access: MANAGER_OR_HIGHER,
    summary: '회원 한 명에게 알림 보내기',
    body: SendNotification,
    response: Done,
  }),
  update: endpoint({
    method: 'PUT',
    path: apiRoutes.notification,
    access: 'member',
    summary: '내 알림 읽음 표시 바꾸기',
    params: NotificationParam,
    body: NotificationUpdate,
    response: Notification,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: apiRoutes.notification,
    access: 'member',
    summary: '내 알림 삭제',
    params: NotificationParam,
    response: Done,
  }),
  confirmAll: endpoint({
    method: 'POST',
    path: apiRoutes.notificationConfirmAll,
    access: 'member',
    summary: '내 알림 모두 읽음으로 표시',
    response: NotificationConfirmAllResult,
  }),
};
