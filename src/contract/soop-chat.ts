import { z } from 'zod';
import { isoDate } from './common';

/**
 * Clip requests from the crew's broadcast chat (PRODUCT.md "Crew and community pages",
 * `/soop-vod-req` and `/admin/soop-chat`). Viewers type a fixed sequence of three emoticons while
 * watching; the server reads the chat through the SOOP adapter and marks a moment when several
 * viewers type it within a short window. Admins turn moments into public clip requests; members
 * may also ask for a moment themselves, privately.
 */

/** The three emoticons the video-request popup announces, in order; the server and simulator match these. */
export const CLIP_SEQUENCE = ['🎬', '✂️', '🎞️'] as const;
export const CLIP_SEQUENCE_TEXT = CLIP_SEQUENCE.join('');

/** Emoji presentation selectors and spaces vary by keyboard; they are dropped before matching. */
const bare = (text: string) => text.normalize('NFC').replace(/[\uFE0E\uFE0F\s]/gu, '');
const BARE_SEQUENCE = bare(CLIP_SEQUENCE_TEXT);

/** Whether a chat message carries the clip sequence (with or without spaces or other words around it). */
export const hasClipSequence = (message: string) => bare(message).includes(BARE_SEQUENCE);

/** One chat line as admins read it around a moment. */
export const ChatLine = z.object({
  chatNo: z.number().int(),
  at: isoDate,
  userId: z.string(),
  userNick: z.string(),
  message: z.string(),
  /** The line carries the clip sequence. */
  mark: z.boolean(),
});
export type ChatLine = z.infer<typeof ChatLine>;

/** Several viewers typed the sequence within a short window of one broadcast. */
export const ChatMoment = z.object({
  id: z.string(),
  stationUserId: z.string(),
  stationNick: z.string(),
  broadNo: z.number().int(),
  broadTitle: z.string(),
  /** The first and last viewer's sequence. */
  startAt: isoDate,
  endAt: isoDate,
  /** Distinct viewers who typed the sequence. */
  viewerCount: z.number().int(),
  /** Chat before the first sequence, during the moment, and after the last one. */
  before: z.array(ChatLine),
  during: z.array(ChatLine),
  after: z.array(ChatLine),
  /** The clip request made of it, once an admin has. */
  requestId: z.string().nullable(),
});
export type ChatMoment = z.infer<typeof ChatMoment>;

export const VOD_REQUEST_STATUSES = ['RECEIVED', 'IN_PROGRESS', 'DONE', 'REJECTED'] as const;
export const VodRequestStatus = z.enum(VOD_REQUEST_STATUSES);
export type VodRequestStatus = z.infer<typeof VodRequestStatus>;
export const VOD_STATUS_LABELS: Record<VodRequestStatus, string> = {
  RECEIVED: '접수',
  IN_PROGRESS: '제작 중',
  DONE: '완료',
  REJECTED: '반려',
};

/**
 * A clip request. From a chat moment (`MOMENT`) it is public: the viewers asked for it in chat, in
 * the open. A member's own request (`MEMBER`) is private: only its member and the staff see it.
 */
export const VodRequest = z.object({
  id: z.string(),
  source: z.enum(['MOMENT', 'MEMBER']),
  momentId: z.string().nullable(),
  stationUserId: z.string(),
  stationNick: z.string(),
  /** When in the broadcast: the moment's start, or the member's approximate time. */
  momentAt: isoDate,
  title: z.string(),
  description: z.string(),
  status: VodRequestStatus,
  clipUrl: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** How many viewers typed the sequence; null for a member's request. */
  viewerCount: z.number().int().nullable(),
  /** The asking member's nickname; null for a moment. */
  requesterNick: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type VodRequest = z.infer<typeof VodRequest>;

/** `GET /api/v1/soop-vod-req`: the public requests and the member's own. */
export const VodRequestBoard = z.object({
  publicList: z.array(VodRequest),
  myList: z.array(VodRequest),
});
export type VodRequestBoard = z.infer<typeof VodRequestBoard>;

/** How far back a member may ask for a moment. */
export const MEMBER_REQUEST_MAX_DAYS = 14;

/** `POST /api/v1/soop-vod-req`: a member asks for a moment they remember. */
export const MemberVodRequestInput = z
  .object({
    stationUserId: z
      .string({ error: '방송국을 골라 주세요.' })
      .trim()
      .min(1, '방송국을 골라 주세요.')
      .max(40),
    approxAt: z.iso.datetime({ offset: true, error: '대략적인 시각을 입력해 주세요.' }),
    description: z
      .string({ error: '어떤 장면인지 적어 주세요.' })
      .trim()
      .min(5, '어떤 장면인지 5자 이상 적어 주세요.')
      .max(500, '설명은 500자까지입니다.'),
  })
  .refine((v) => Date.parse(v.approxAt) <= Date.now() + 60_000, {
    message: '아직 오지 않은 시각입니다.',
    path: ['approxAt'],
  })
  .refine((v) => Date.parse(v.approxAt) >= Date.now() - MEMBER_REQUEST_MAX_DAYS * 86_400_000, {
    message: `최근 ${MEMBER_REQUEST_MAX_DAYS}일 안의 방송만 요청할 수 있습니다.`,
    path: ['approxAt'],
  });
export type MemberVodRequestInput = z.input<typeof MemberVodRequestInput>;

/** `POST /api/v1/admin/soop-chat/moment/:id/request`: an admin turns a moment into a public request (the note is public too). */
export const MomentRequestInput = z.object({
  title: z
    .string({ error: '제목을 입력해 주세요.' })
    .trim()
    .min(1, '제목을 입력해 주세요.')
    .max(60, '제목은 60자까지입니다.'),
  note: z.string().trim().max(500, '설명은 500자까지입니다.').default(''),
});
export type MomentRequestInput = z.input<typeof MomentRequestInput>;

/** `PUT /api/v1/admin/soop-vod-req/:id/status`: 완료 needs the clip's link, 반려 its reason. */
export const VodStatusInput = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('RECEIVED') }),
    z.object({ status: z.literal('IN_PROGRESS') }),
    z.object({
      status: z.literal('DONE'),
      clipUrl: z
        .string({ error: '클립 주소를 입력해 주세요.' })
        .trim()
        .min(1, '클립 주소를 입력해 주세요.')
        .url('클립 주소가 올바르지 않습니다.')
        .max(500, '클립 주소는 500자까지입니다.')
        .refine((url) => /^https?:\/\//.test(url), '클립 주소는 http(s)로 시작해야 합니다.'),
    }),
    z.object({
      status: z.literal('REJECTED'),
      reason: z
        .string({ error: '반려 사유를 입력해 주세요.' })
        .trim()
        .min(1, '반려 사유를 입력해 주세요.')
        .max(200, '반려 사유는 200자까지입니다.'),
    }),
  ],
  { error: '상태를 골라 주세요.' },
);
export type VodStatusInput = z.input<typeof VodStatusInput>;

/** The video-request popup runs while its event lasts: an admin sets the end (SPEC section 4's end time). */
export const VodPopupSetting = z.object({ endsAt: isoDate.nullable() });
export type VodPopupSetting = z.infer<typeof VodPopupSetting>;

/** `GET /api/v1/admin/soop-chat`: everything `/admin/soop-chat` shows, in one read. */
export const SoopChatAdminOverview = z.object({
  momentList: z.array(ChatMoment),
  requestList: z.array(VodRequest),
  popup: VodPopupSetting,
});
export type SoopChatAdminOverview = z.infer<typeof SoopChatAdminOverview>;
