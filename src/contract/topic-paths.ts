import { MANAGER_OR_HIGHER, type Role } from './roles';

/*
 * The STOMP destinations and who may hear each: plain data, without zod, so that the first page and
 * the data worker do not build every message schema at their start. Each topic's body schema is in
 * ./topic-bodies (`TOPIC_BODIES`), which the compiler keeps complete; a destination built here
 * carries its topic's name in its type, so publishing or following checks the body.
 */

/**
 * The version of what travels over the socket. Bump it when a body changes in a way an older tab
 * cannot read: the broker refuses a connect that names another version, and the tab asks to reload.
 */
export const TOPIC_PROTOCOL_VERSION = 1;
/** The CONNECT header that carries `TOPIC_PROTOCOL_VERSION`. */
export const PROTOCOL_HEADER = 'c9-protocol';
/** The WebSocket close code of that refusal: the tab stops reconnecting and offers to reload. */
export const OUTDATED_CLOSE_CODE = 4002;

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
 * Every STOMP destination of SPEC section 7 (its `/topic/game-match/{id}` family is the four below:
 * nothing is published on the bare path), plus `/topic/board` for board and post changes.
 */
export const TOPIC_DEFINITIONS = {
  userSession: { path: '/topic/user/{uuid}/session', access: 'user' },
  userPoint: { path: '/topic/user/{uuid}/point', access: 'user' },
  userNotification: { path: '/topic/user/{uuid}/notification', access: 'user' },
  /** Per-user block list changes, so a second tab or phone hides the same people. */
  userBlock: { path: '/topic/user/{uuid}/block', access: 'user' },
  /** The member's emoticon packs (bought, hidden, reordered), for their other tabs and devices. */
  userStore: { path: '/topic/user/{uuid}/store', access: 'user' },
  board: { path: '/topic/board', access: 'audience' },
  post: { path: '/topic/post/{postId}', access: 'audience' },
  liveOn: { path: '/topic/afreecatv/live_on', access: 'public' },
  notice: { path: '/topic/afreecatv/notice', access: 'public' },
  liveLocation: { path: '/topic/live-location', access: 'public' },
  dusan: { path: '/topic/dusan', access: 'public' },
  dusanCount: { path: '/topic/dusan/{dusanId}/count', access: 'public' },
  sportMatch: { path: '/topic/sport-match/{id}', access: 'public' },
  gameMatchState: { path: '/topic/game-match/{id}/state', access: 'public' },
  gameMatchEntries: { path: '/topic/game-match/{id}/entries', access: 'public' },
  gameMatchOmok: { path: '/topic/game-match/{id}/omok', access: 'public' },
  gameMatchAlkkagi: { path: '/topic/game-match/{id}/alkkagi', access: 'public' },
  /** A drop started or ended (not in SPEC section 7: how open pages learn of a new drop at once). */
  pointDrops: { path: '/topic/point-drop', access: 'public' },
  pointDrop: { path: '/topic/point-drop/{id}', access: 'public' },
  /** SPEC's `{id}` is the member: their own catch reaches only them. */
  pointDropUser: { path: '/topic/point-drop-user/{uuid}', access: 'user' },
  dreamTicket: { path: '/topic/dream-ticket/{id}', access: 'public' },
  dreamTicketWinner: { path: '/topic/dream-ticket/{id}/winner', access: 'public' },
  eventVotes: { path: '/topic/event/votes', access: 'public' },
  excel: { path: '/topic/excel', access: 'public' },
  excelCount: { path: '/topic/excel/{id}/count', access: 'public' },
} as const satisfies Record<string, TopicDefinition>;

export type TopicName = keyof typeof TOPIC_DEFINITIONS;

type ParamsOf<P extends string> = P extends `${string}{${string}}${infer Rest}`
  ? [string, ...ParamsOf<Rest>]
  : [];
declare const topicBrand: unique symbol;
/** A destination of topic `K`: a plain string at run time, its topic known to the compiler. */
export type Destination<K extends TopicName> = string & { readonly [topicBrand]: K };

/** A topic without parameters is its destination; one with parameters builds it from them in order. */
type Builder<K extends TopicName, P extends string> =
  ParamsOf<P> extends [] ? Destination<K> : (...params: ParamsOf<P>) => Destination<K>;
type Topics = { readonly [K in TopicName]: Builder<K, (typeof TOPIC_DEFINITIONS)[K]['path']> };

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
