import { z } from 'zod';
import { Block } from './block';
import { Board, Comment, Post } from './board';
import { Notification } from './notification';
import { LiveStation, Notice } from './soop';

/** Every STOMP destination of SPEC section 7, plus `/topic/board` for board and post changes. */
export const topics = {
  userSession: (uuid: string) => `/topic/user/${uuid}/session`,
  userPoint: (uuid: string) => `/topic/user/${uuid}/point`,
  userNotification: (uuid: string) => `/topic/user/${uuid}/notification`,
  /** Per-user block list changes, so a second tab or phone hides the same people. */
  userBlock: (uuid: string) => `/topic/user/${uuid}/block`,
  board: '/topic/board',
  post: (postId: string) => `/topic/post/${postId}`,
  liveOn: '/topic/afreecatv/live_on',
  notice: '/topic/afreecatv/notice',
  dusan: '/topic/dusan',
  dusanCount: (dusanId: string) => `/topic/dusan/${dusanId}/count`,
  sportMatch: (id: string) => `/topic/sport-match/${id}`,
  gameMatch: (id: string) => `/topic/game-match/${id}`,
  gameMatchState: (id: string) => `/topic/game-match/${id}/state`,
  gameMatchEntries: (id: string) => `/topic/game-match/${id}/entries`,
  gameMatchOmok: (id: string) => `/topic/game-match/${id}/omok`,
  gameMatchAlkkagi: (id: string) => `/topic/game-match/${id}/alkkagi`,
  pointDrop: (id: string) => `/topic/point-drop/${id}`,
  pointDropUser: (id: string) => `/topic/point-drop-user/${id}`,
  dreamTicket: (id: string) => `/topic/dream-ticket/${id}`,
  dreamTicketWinner: (id: string) => `/topic/dream-ticket/${id}/winner`,
  excel: '/topic/excel',
  excelCount: (id: string) => `/topic/excel/${id}/count`,
  eventVotes: '/topic/event/votes',
} as const;

/** `/topic/user/{uuid}/...` belongs to that user alone; the broker refuses everyone else. */
export const USER_TOPIC = /^\/topic\/user\/([0-9a-f-]{36})\/(session|point|notification|block)$/;

const PUBLIC_TOPICS: RegExp[] = [
  /^\/topic\/board$/,
  /^\/topic\/post\/[\w-]{1,64}$/,
  /^\/topic\/afreecatv\/(live_on|notice)$/,
  /^\/topic\/dusan$/,
  /^\/topic\/dusan\/[\w-]{1,64}\/count$/,
  /^\/topic\/sport-match\/[\w-]{1,64}$/,
  /^\/topic\/game-match\/[\w-]{1,64}(\/(state|entries|omok|alkkagi))?$/,
  /^\/topic\/point-drop\/[\w-]{1,64}$/,
  /^\/topic\/point-drop-user\/[\w-]{1,64}$/,
  /^\/topic\/dream-ticket\/[\w-]{1,64}(\/winner)?$/,
  /^\/topic\/excel$/,
  /^\/topic\/excel\/[\w-]{1,64}\/count$/,
  /^\/topic\/event\/votes$/,
];

export type TopicAccess = { kind: 'public' } | { kind: 'user'; uuid: string } | { kind: 'unknown' };

export function topicAccess(destination: string): TopicAccess {
  const user = USER_TOPIC.exec(destination);
  if (user?.[1]) return { kind: 'user', uuid: user[1] };
  if (PUBLIC_TOPICS.some((re) => re.test(destination))) return { kind: 'public' };
  return { kind: 'unknown' };
}

export const SessionEvent = z.object({ type: z.enum(['create', 'update', 'logout']) });
export type SessionEvent = z.infer<typeof SessionEvent>;

export const ChangeType = z.enum(['create', 'update', 'delete']);

export const NotificationEvent = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['create', 'update', 'delete']), data: Notification }),
  /** Many rows changed at once (confirm-all): re-fetch the unread total. */
  z.object({ type: z.literal('read') }),
]);
export type NotificationEvent = z.infer<typeof NotificationEvent>;

export const BoardEvent = z.discriminatedUnion('entity', [
  z.object({ entity: z.literal('board'), type: ChangeType, data: Board }),
  z.object({ entity: z.literal('post'), type: ChangeType, data: Post }),
]);
export type BoardEvent = z.infer<typeof BoardEvent>;

export const PostEvent = z.discriminatedUnion('entity', [
  z.object({ entity: z.literal('post'), type: ChangeType, data: Post }),
  z.object({ entity: z.literal('comment'), type: ChangeType, data: Comment }),
]);
export type PostEvent = z.infer<typeof PostEvent>;

export const BlockEvent = z.object({ type: ChangeType, data: Block });
export type BlockEvent = z.infer<typeof BlockEvent>;

export const PointEvent = z.object({ point: z.number().int() });

/** A station went live, changed or went off (an empty broadList). */
export const LiveEvent = z.object({
  type: ChangeType,
  data: LiveStation,
  /** This change took the station from off air to on air: the one that earns a toast and a push. */
  wentLive: z.boolean().default(false),
});
export type LiveEvent = z.infer<typeof LiveEvent>;

export const NoticeEvent = z.object({ type: ChangeType, data: Notice });
export type NoticeEvent = z.infer<typeof NoticeEvent>;
