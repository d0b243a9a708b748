import { MANAGER_OR_HIGHER, type Role } from './roles';

/*
 * The STOMP destinations and who may hear each: plain data, without zod, so that the data worker,
 * which only subscribes, does not build every message schema at its start. The message bodies are
 * in ./topics and the features' contract modules.
 */

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
}

/**
 * Every STOMP destination of SPEC section 7, plus `/topic/board` for board and post changes; beside
 * each, the contract's schema of its message body where there is one.
 */
export const TOPIC_DEFINITIONS = {
  userSession: { path: '/topic/user/{uuid}/session', access: 'user' }, // SessionEvent
  userPoint: { path: '/topic/user/{uuid}/point', access: 'user' }, // PointEvent
  userNotification: { path: '/topic/user/{uuid}/notification', access: 'user' }, // NotificationEvent
  /** Per-user block list changes, so a second tab or phone hides the same people. */
  userBlock: { path: '/topic/user/{uuid}/block', access: 'user' }, // BlockEvent
  /** The member's emoticon packs (bought, hidden, reordered), for their other tabs and devices. */
  userStore: { path: '/topic/user/{uuid}/store', access: 'user' }, // StoreItemEvent
  board: { path: '/topic/board', access: 'audience' }, // BoardEvent
  post: { path: '/topic/post/{postId}', access: 'audience' }, // PostEvent
  liveOn: { path: '/topic/afreecatv/live_on', access: 'public' }, // LiveEvent
  notice: { path: '/topic/afreecatv/notice', access: 'public' }, // NoticeEvent
  liveLocation: { path: '/topic/live-location', access: 'public' }, // LiveLocationEvent
  dusan: { path: '/topic/dusan', access: 'public' }, // DusanMatchEvent
  dusanCount: { path: '/topic/dusan/{dusanId}/count', access: 'public' }, // DusanCountEvent
  sportMatch: { path: '/topic/sport-match/{id}', access: 'public' }, // SportMatchEvent
  gameMatch: { path: '/topic/game-match/{id}', access: 'public' },
  gameMatchState: { path: '/topic/game-match/{id}/state', access: 'public' }, // GameMatch
  gameMatchEntries: { path: '/topic/game-match/{id}/entries', access: 'public' }, // GameMatchEntryEvent
  gameMatchOmok: { path: '/topic/game-match/{id}/omok', access: 'public' }, // OmokMoveEvent
  gameMatchAlkkagi: { path: '/topic/game-match/{id}/alkkagi', access: 'public' }, // AlkkagiShotEvent
  /** A drop started or ended (not in SPEC section 7: how open pages learn of a new drop at once). */
  pointDrops: { path: '/topic/point-drop', access: 'public' }, // PointDropEvent
  pointDrop: { path: '/topic/point-drop/{id}', access: 'public' }, // PointDropCountEvent
  /** SPEC's `{id}` is the member: their own catch reaches only them. */
  pointDropUser: { path: '/topic/point-drop-user/{uuid}', access: 'user' }, // PointDropUserEvent
  dreamTicket: { path: '/topic/dream-ticket/{id}', access: 'public' }, // DreamTicketCountEvent
  dreamTicketWinner: { path: '/topic/dream-ticket/{id}/winner', access: 'public' }, // DreamTicketWinnerEvent
  eventVotes: { path: '/topic/event/votes', access: 'public' }, // DusanVoteEvent
  excel: { path: '/topic/excel', access: 'public' }, // ExcelEvent
  excelCount: { path: '/topic/excel/{id}/count', access: 'public' }, // ExcelBoard
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
