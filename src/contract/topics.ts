import { z } from 'zod';
import { Block } from './block';
import { Board, Comment, Post } from './board';
import { DreamTicketCountEvent, DreamTicketWinnerEvent } from './draw';
import { DusanCountEvent, DusanMatchEvent, DusanVoteEvent } from './dusan';
import { ExcelBoard, ExcelEvent } from './excel';
import { AlkkagiShotEvent, GameMatch, GameMatchEntryEvent, OmokMoveEvent } from './game-match';
import { LiveLocationEvent } from './live-location';
import { Notification } from './notification';
import { PointDropCountEvent, PointDropEvent, PointDropUserEvent } from './point-drop';
import { MANAGER_OR_HIGHER, type Role } from './roles';
import { LiveStation, Notice } from './soop';
import { SportMatchEvent } from './sport-match';
import { StoreItem } from './store';

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

/** The member's balance and the points they have earned in total (their rank tier follows it). */
export const PointEvent = z.object({ point: z.number().int(), earned: z.number().int() });

export const StoreItemEvent = z.object({ type: ChangeType, data: StoreItem });
export type StoreItemEvent = z.infer<typeof StoreItemEvent>;

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

/**
 * Who may hear a topic:
 * - `public`: anyone, signed in or not; only for what every visitor may see (live status, notices, games).
 * - `user`: `{uuid}` is the owner; the broker refuses every other socket.
 * - `audience`: content with read rules (posts of members-only boards). Anyone may subscribe, but
 *   every publish carries the roles that may read it (`readRoles`, `[]` = everyone) and the broker
 *   delivers each message only to sockets whose member passes `mayRead`, the rule REST applies too.
 */
export type TopicAccessKind = 'public' | 'user' | 'audience';

interface TopicDefinition {
  /** The destination; `{name}` is a parameter (up to 64 word characters; in user topics `{uuid}`). */
  path: string;
  access: TopicAccessKind;
  /** The message body, where the contract defines one. */
  schema?: z.ZodType;
}

/** Every STOMP destination of SPEC section 7, plus `/topic/board` for board and post changes. */
export const TOPIC_DEFINITIONS = {
  userSession: { path: '/topic/user/{uuid}/session', access: 'user', schema: SessionEvent },
  userPoint: { path: '/topic/user/{uuid}/point', access: 'user', schema: PointEvent },
  userNotification: { path: '/topic/user/{uuid}/notification', access: 'user', schema: NotificationEvent },
  /** Per-user block list changes, so a second tab or phone hides the same people. */
  userBlock: { path: '/topic/user/{uuid}/block', access: 'user', schema: BlockEvent },
  /** The member's emoticon packs (bought, hidden, reordered), for their other tabs and devices. */
  userStore: { path: '/topic/user/{uuid}/store', access: 'user', schema: StoreItemEvent },
  board: { path: '/topic/board', access: 'audience', schema: BoardEvent },
  post: { path: '/topic/post/{postId}', access: 'audience', schema: PostEvent },
  liveOn: { path: '/topic/afreecatv/live_on', access: 'public', schema: LiveEvent },
  notice: { path: '/topic/afreecatv/notice', access: 'public', schema: NoticeEvent },
  liveLocation: { path: '/topic/live-location', access: 'public', schema: LiveLocationEvent },
  dusan: { path: '/topic/dusan', access: 'public', schema: DusanMatchEvent },
  dusanCount: { path: '/topic/dusan/{dusanId}/count', access: 'public', schema: DusanCountEvent },
  sportMatch: { path: '/topic/sport-match/{id}', access: 'public', schema: SportMatchEvent },
  gameMatch: { path: '/topic/game-match/{id}', access: 'public' },
  gameMatchState: { path: '/topic/game-match/{id}/state', access: 'public', schema: GameMatch },
  gameMatchEntries: { path: '/topic/game-match/{id}/entries', access: 'public', schema: GameMatchEntryEvent },
  gameMatchOmok: { path: '/topic/game-match/{id}/omok', access: 'public', schema: OmokMoveEvent },
  gameMatchAlkkagi: { path: '/topic/game-match/{id}/alkkagi', access: 'public', schema: AlkkagiShotEvent },
  /** A drop started or ended (not in SPEC section 7: how open pages learn of a new drop at once). */
  pointDrops: { path: '/topic/point-drop', access: 'public', schema: PointDropEvent },
  pointDrop: { path: '/topic/point-drop/{id}', access: 'public', schema: PointDropCountEvent },
  /** SPEC's `{id}` is the member: their own catch reaches only them. */
  pointDropUser: { path: '/topic/point-drop-user/{uuid}', access: 'user', schema: PointDropUserEvent },
  dreamTicket: { path: '/topic/dream-ticket/{id}', access: 'public', schema: DreamTicketCountEvent },
  dreamTicketWinner: {
    path: '/topic/dream-ticket/{id}/winner',
    access: 'public',
    schema: DreamTicketWinnerEvent,
  },
  eventVotes: { path: '/topic/event/votes', access: 'public', schema: DusanVoteEvent },
  excel: { path: '/topic/excel', access: 'public', schema: ExcelEvent },
  excelCount: { path: '/topic/excel/{id}/count', access: 'public', schema: ExcelBoard },
} as const satisfies Record<string, TopicDefinition>;

export type TopicName = keyof typeof TOPIC_DEFINITIONS;

type ParamsOf<P extends string> = P extends `${string}{${string}}${infer Rest}`
  ? [string, ...ParamsOf<Rest>]
  : [];
/** A topic without parameters is its destination; one with parameters builds it from them in order. */
type Builder<P extends string> = ParamsOf<P> extends [] ? P : (...params: ParamsOf<P>) => string;
type Topics = { readonly [K in TopicName]: Builder<(typeof TOPIC_DEFINITIONS)[K]['path']> };

const PARAM = /\{(\w+)\}/g;

function builderOf(path: string): string | ((...params: string[]) => string) {
  if (!path.includes('{')) return path;
  return (...params: string[]) => {
    let next = 0;
    return path.replace(PARAM, () => params[next++] ?? '');
  };
}

export const topics = Object.fromEntries(
  Object.entries(TOPIC_DEFINITIONS).map(([name, def]) => [name, builderOf(def.path)]),
) as Topics;

/** `{uuid}` of a user topic is the owner's uuid; any other parameter is an id. */
function matcherOf(def: TopicDefinition): RegExp {
  const source = def.path
    .split(PARAM)
    .map((part, i) => {
      if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      return def.access === 'user' && part === 'uuid' ? '([0-9a-f-]{36})' : '([\\w-]{1,64})';
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const MATCHERS = Object.entries(TOPIC_DEFINITIONS).map(([name, def]) => ({
  topic: name as TopicName,
  def: def as TopicDefinition,
  re: matcherOf(def),
}));

export type TopicAccess =
  | { kind: 'public'; topic: TopicName }
  | { kind: 'audience'; topic: TopicName }
  | { kind: 'user'; topic: TopicName; uuid: string }
  | { kind: 'unknown' };

export function topicAccess(destination: string): TopicAccess {
  for (const { topic, def, re } of MATCHERS) {
    const match = re.exec(destination);
    if (!match) continue;
    if (def.access !== 'user') return { kind: def.access, topic };
    const owner = def.path
      .split(PARAM)
      .filter((_, i) => i % 2 === 1)
      .indexOf('uuid');
    return { kind: 'user', topic, uuid: match[owner + 1]! };
  }
  return { kind: 'unknown' };
}

/**
 * The one read rule, for REST and STOMP alike: `readRoles` empty means everyone; otherwise a member
 * holding one of them, or staff. `roles` is null for a visitor who is not signed in.
 */
export function mayRead(readRoles: readonly Role[], roles: readonly Role[] | null): boolean {
  if (readRoles.length === 0) return true;
  if (roles === null) return false;
  return roles.some((role) => readRoles.includes(role) || MANAGER_OR_HIGHER.includes(role));
}
