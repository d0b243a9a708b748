import { z } from 'zod';
import { isoDate } from './common';
import { hasHiddenCharacters, imitatesStaffTitle, nicknameMessages } from './nickname';
import { ROLES } from './roles';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const SocialProvider = z.enum(['NAVER', 'KAKAO', 'AFREECATV']);
export type SocialProvider = z.infer<typeof SocialProvider>;

export const DEFAULT_PROFILE = {
  id: null,
  uri: '/img/user/profile.png',
  thumbnailUri: '/img/user/profile.png',
  width: 64,
  height: 64,
} as const;

export const Profile = z.object({
  id: z.string().nullable(),
  uri: z.string(),
  thumbnailUri: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Profile = z.infer<typeof Profile>;

export const BoardRoleCode = z.enum(['ADMIN']);
export const BoardRole = z.object({ boardId: z.string(), role: z.object({ code: BoardRoleCode }) });
export type BoardRole = z.infer<typeof BoardRole>;

export const User = z.object({
  uuid: z.string().uuid(),
  username: z.string(),
  nickname: z.string(),
  point: z.number().int(),
  roles: z.array(Role),
  profile: Profile,
  boardRoleList: z.array(BoardRole),
  socialList: z.array(z.object({ provider: SocialProvider })),
  afreecatvUserId: z.string().nullable(),
  deviceId: z.string().nullable(),
  createdAt: isoDate,
});
export type User = z.infer<typeof User>;

/** The session's answer (`/me`, login): the bare user, or SPEC's "response user" shape `{user}`. */
export const UserAnswer = z
  .union([User, z.object({ user: User.nullable() })])
  .transform((answer) => ('uuid' in answer ? answer : answer.user));

/** A row of the admin user table (`GET /api/v1/user/table`): no password hash, no sessions. */
export const UserTableRow = User.pick({
  uuid: true,
  username: true,
  nickname: true,
  roles: true,
  afreecatvUserId: true,
  createdAt: true,
});
export type UserTableRow = z.infer<typeof UserTableRow>;

/** Every member who has not withdrawn, newest first: /admin/user filters and sorts them locally. */
export const UserDirectory = z.object({ users: z.array(UserTableRow) });
export type UserDirectory = z.infer<typeof UserDirectory>;

/** The text columns the user table searches with `contains`. */
export const UserSearchField = z.enum(['nickname', 'username', 'afreecatvUserId']);
export type UserSearchField = z.infer<typeof UserSearchField>;

/** What anyone may see of another user (post authors, block lists). */
export const PublicUser = User.pick({ uuid: true, nickname: true, profile: true });
export type PublicUser = z.infer<typeof PublicUser>;

const label = {
  username: '아이디',
  password: '비밀번호',
  nickname: '닉네임',
} as const;

export const Username = z
  .string({ error: `${label.username} 항목은 필수입니다.` })
  .trim()
  .toLowerCase()
  .min(4, `${label.username} 항목은 최소 4자 이상이어야 합니다.`)
  .max(20, `${label.username} 항목은 최대 20자 이하여야 합니다.`)
  .regex(/^[a-z0-9_]+$/, '아이디는 영문 소문자, 숫자, 밑줄(_)만 쓸 수 있습니다.');

/** At least 8 characters with a letter and a digit: weak passwords are refused. */
export const Password = z
  .string({ error: `${label.password} 항목은 필수입니다.` })
  .min(8, `${label.password} 항목은 최소 8자 이상이어야 합니다.`)
  .max(64, `${label.password} 항목은 최대 64자 이하여야 합니다.`)
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), '비밀번호는 영문과 숫자를 모두 포함해야 합니다.');

/** Read as NFKC; hidden or reordering characters and staff look-alikes are refused (`./nickname`). */
export const Nickname = z
  .string({ error: `${label.nickname} 항목은 필수입니다.` })
  .overwrite((value) => value.normalize('NFKC'))
  .trim()
  .min(2, `${label.nickname} 항목은 최소 2자 이상이어야 합니다.`)
  .max(12, `${label.nickname} 항목은 최대 12자 이하여야 합니다.`)
  .refine((value) => !hasHiddenCharacters(value), nicknameMessages.hidden)
  .refine((value) => !imitatesStaffTitle(value), nicknameMessages.staff);

export const RegisterRequest = z.object({ username: Username, password: Password, nickname: Nickname });
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** Form-encoded login body; `remember-me` keeps the session for 30 days. */
export const LoginRequest = z.object({
  username: z.string().trim().min(1, '아이디 항목은 필수입니다.'),
  password: z.string().min(1, '비밀번호 항목은 필수입니다.'),
  'remember-me': z.union([z.literal('true'), z.literal('on'), z.literal('false'), z.literal('')]).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const UpdateMeRequest = z.object({ nickname: Nickname });
export type UpdateMeRequest = z.infer<typeof UpdateMeRequest>;

export const DeviceIdRequest = z.object({ deviceId: z.string().trim().min(1).max(100) });

export const PasswordChangeRequest = z
  .object({
    currentPassword: z.string().min(1, '현재 비밀번호 항목은 필수입니다.'),
    newPassword: Password,
    newConfirmPassword: z.string().min(1, '새 비밀번호 확인 항목은 필수입니다.'),
  })
  .refine((v) => v.newPassword === v.newConfirmPassword, {
    message: '새 비밀번호와 확인이 일치하지 않습니다.',
    path: ['newConfirmPassword'],
  });
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequest>;

export { DEVICE_ID_HEADER, SESSION_COOKIE, SESSION_MARK_COOKIE } from './session-names';
