import { z } from 'zod';
import { apiPath } from './api-paths';
import { isoDate, replicated } from './common';

/** One broadcast of a live station (SPEC section 3 "Live station"). */
export const Broad = z.object({
  broadNo: z.number().int(),
  broadTitle: z.string(),
  currentSumViewer: z.number().int(),
  /** Chat joined from another station, or the station's own broadcast. */
  chatType: z.enum(['join', 'broadcast']),
  password: z.boolean(),
});
export type Broad = z.infer<typeof Broad>;

/** A crew member's station; `id` is the platform user id. An empty broadList means offline. */
export const LiveStation = z.object({
  ...replicated,
  userId: z.string(),
  userNick: z.string(),
  /** Comma separated, as admins enter it. */
  department: z.string(),
  profileImage: z.string(),
  broadList: z.array(Broad),
  updatedAt: z.string(),
});
export type LiveStation = z.infer<typeof LiveStation>;

export const Notice = z.object({
  ...replicated,
  userId: z.string(),
  userNick: z.string(),
  titleNo: z.number().int(),
  titleName: z.string(),
  /** Seoul wall-clock time as the platform writes it: YYYY-MM-DD HH:mm:ss. */
  regDate: z.string(),
  profileImage: z.string(),
  content: z.object({ summary: z.string(), textContent: z.string() }),
});
export type Notice = z.infer<typeof Notice>;

export const NoticeQuery = z.object({
  /** Only notices registered after this Seoul time (YYYY-MM-DD HH:mm:ss or ISO). */
  regDateGreaterThan: z.string().max(40).optional(),
});

export const StationQuery = z.object({
  /** The light refresh: only stations on air. */
  live: z.enum(['true', 'false']).optional(),
});

/** Where to find a SOOP id, said the same on the link page and in the admin's station dialog. */
export const SOOP_ID_HINT = 'sooplive.co.kr/아이디 에서 아이디 부분만 입력하세요.';

/**
 * A broadcast's live image, by number, with a cache-busting time: asked of this server, which
 * sends the platform's image (or the simulator's own in the demo, so nothing asks another host).
 */
export const liveImageUrl = (broadNo: number, at: number) =>
  `${apiPath('liveImage', { broadNo })}?${Math.floor(at / 30_000)}`;

/** "음악팀, 토크팀 ," → ["음악팀", "토크팀"] */
export const departmentList = (department: string): string[] =>
  department
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** A crew station the server polls (`/api/v1/afreecatv/crew-station`); `sort` orders the list. */
export const CrewStationInput = z.object({
  userId: z
    .string({ error: 'SOOP 아이디 항목은 필수입니다.' })
    .trim()
    .toLowerCase()
    .min(1, 'SOOP 아이디 항목은 필수입니다.')
    .max(40, 'SOOP 아이디 항목은 최대 40자 이하여야 합니다.')
    .regex(/^[a-z0-9_]+$/, 'SOOP 아이디는 영문, 숫자, 밑줄(_)만 쓸 수 있습니다.'),
  userNick: z
    .string({ error: '닉네임 항목은 필수입니다.' })
    .trim()
    .min(1, '닉네임 항목은 필수입니다.')
    .max(30, '닉네임 항목은 최대 30자 이하여야 합니다.'),
  department: z
    .string({ error: '소속 항목은 글자여야 합니다.' })
    .max(100, '소속 항목은 최대 100자 이하여야 합니다.')
    // Kept the way the list stores it: "음악팀,토크팀".
    .transform((raw) => departmentList(raw).join(','))
    .default(''),
  sort: z
    .number({
      // An emptied number input arrives as NaN: that is a blank field, not a wrong one.
      error: (issue) =>
        issue.input === undefined || Number.isNaN(issue.input)
          ? '정렬 순서 항목은 필수입니다.'
          : '정렬 순서 항목은 항상 숫자여야 합니다.',
    })
    .int('정렬 순서 항목은 항상 정수여야 합니다.')
    .min(0, '최소 0 이상')
    .max(9999, '최대 9999 이하')
    .default(0),
});
export type CrewStationInput = z.input<typeof CrewStationInput>;

export const CrewStation = z.object({
  userId: z.string(),
  userNick: z.string(),
  department: z.string(),
  sort: z.number().int(),
  createdAt: isoDate,
});
export type CrewStation = z.infer<typeof CrewStation>;
