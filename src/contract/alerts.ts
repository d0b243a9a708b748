import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { Done, isoDate } from './common';
import { endpoint } from './endpoint';

export const AlertKeyword = z.object({ id: z.string(), keyword: z.string(), createdAt: isoDate });
export type AlertKeyword = z.infer<typeof AlertKeyword>;
export const AlertKeywordInput = z.object({
  keyword: z
    .string({ error: '키워드 항목은 필수입니다.' })
    .trim()
    .min(2, '키워드 항목은 최소 2자 이상이어야 합니다.')
    .max(20, '키워드 항목은 최대 20자 이하여야 합니다.'),
});

export const AlertSubscribe = z.object({
  id: z.string(),
  userUuid: z.string(),
  userNickname: z.string(),
  createdAt: isoDate,
});
export type AlertSubscribe = z.infer<typeof AlertSubscribe>;
export const AlertSubscribeInput = z.object({ userUuid: z.string().uuid('구독할 사용자를 선택하세요.') });

/** At most this many keywords per user: each new post is matched against all of them. */
export const MAX_ALERT_KEYWORDS = 20;

/** One of the member's keywords or subscriptions. */
export const AlertParam = z.object({ id: z.string().uuid('항목을 찾을 수 없습니다.') });

/** The member's keyword alerts and member subscriptions (`/user/me/alert`, SPEC section 7 "Alerts"). */
export const alertEndpoints = {
  keywords: endpoint({
    method: 'GET',
    path: apiRoutes.keywordAlerts,
    access: 'member',
    summary: '내 알림 키워드 목록',
    response: z.array(AlertKeyword),
  }),
  addKeyword: endpoint({
    method: 'POST',
    path: apiRoutes.keywordAlerts,
    access: 'member',
    summary: '알림 키워드 등록',
    body: AlertKeywordInput,
    response: AlertKeyword,
  }),
  removeKeyword: endpoint({
    method: 'DELETE',
    path: apiRoutes.keywordAlert,
    access: 'member',
    summary: '알림 키워드 삭제',
    params: AlertParam,
    response: Done,
  }),
  subscriptions: endpoint({
    method: 'GET',
    path: apiRoutes.alertSubscriptions,
    access: 'member',
    summary: '내가 구독한 회원 목록',
    response: z.array(AlertSubscribe),
  }),
  subscription: endpoint({
    method: 'GET',
    path: apiRoutes.alertSubscription,
    access: 'member',
    summary: '구독 하나',
    params: AlertParam,
    response: AlertSubscribe,
  }),
  subscribe: endpoint({
    method: 'POST',
    path: apiRoutes.alertSubscriptions,
    access: 'member',
    summary: '회원 새 글 알림 구독',
    body: AlertSubscribeInput,
    response: AlertSubscribe,
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: apiRoutes.alertSubscription,
    access: 'member',
    summary: '회원 구독 해제',
    params: AlertParam,
    response: Done,
  }),
};

export const SettingName = z.enum(['APP_PUSH']);
export const Setting = z.object({ name: SettingName, value: z.enum(['Y', 'N']) });
/** `GET` and `PUT /api/v1/user/me/setting/{name}` answer the setting under `setting`. */
export const SettingAnswer = z.object({ setting: Setting });
export type Setting = z.infer<typeof Setting>;
export const SettingUpdate = Setting.pick({ value: true });

export const DeviceOs = z.enum(['Windows', 'iOS', 'Android', 'MacOS', 'unknown']);
/** The native app's device registration (SPEC section 3 "Mobile device info"). */
export const MobileDeviceRequest = z.object({
  crudType: z.enum(['C', 'D']),
  deviceToken: z.string().trim().min(1).max(500),
  versionRelease: z.string().max(50).default(''),
  versionName: z.string().max(50).default(''),
  timezone: z.string().max(60).default(''),
  locale: z.string().max(20).default(''),
  os: DeviceOs.default('unknown'),
});
export type MobileDeviceRequest = z.input<typeof MobileDeviceRequest>;

export const AfreecatvCodeRequest = z.object({
  afreecatvUserId: z
    .string({ error: 'SOOP 아이디 항목은 필수입니다.' })
    .trim()
    .toLowerCase()
    .min(3, 'SOOP 아이디 항목은 최소 3자 이상이어야 합니다.')
    .max(40, 'SOOP 아이디 항목은 최대 40자 이하여야 합니다.')
    .regex(/^[a-z0-9_]+$/, 'SOOP 아이디는 영문, 숫자, 밑줄(_)만 쓸 수 있습니다.'),
});
export const AfreecatvCode = z.object({ afreecatvUserId: z.string(), code: z.string(), expiresAt: isoDate });
export type AfreecatvCode = z.infer<typeof AfreecatvCode>;
