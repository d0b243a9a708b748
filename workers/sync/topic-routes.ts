import {
  type Block,
  BlockEvent,
  type Board,
  BoardEvent,
  type Comment,
  LiveEvent,
  type LiveStation,
  type Notice,
  NoticeEvent,
  type Notification,
  NotificationEvent,
  PostEvent,
  SessionEvent,
  topics,
} from '../../src/contract';
import { type StoredPost, withPostKeys } from '../db/post-keys';
import type { EmitEvent } from '../events';
import type { TopicSocket } from '../socket/topic-socket';
import type { TableReplication } from './table-replication';

type Receiver<T extends { id: string; rev: number; deleted: boolean }> = Pick<
  TableReplication<T, unknown>,
  'receive' | 'resync'
>;

export type Replications = {
  boards: Receiver<Board>;
  posts: Receiver<StoredPost>;
  comments: Receiver<Comment>;
  /** Only for a signed-in account. */
  notifications?: Receiver<Notification>;
  blocks?: Receiver<Block>;
  liveStations: Receiver<LiveStation>;
  notices: Receiver<Notice>;
};

/** Subscribes the account's standing topics and feeds their rows to the replications. */
export function routeStandingTopics(
  socket: TopicSocket,
  replications: Replications,
  userUuid: string | null,
  emit: EmitEvent,
): Array<() => void> {
  const routes = [
    socket.subscribe(topics.board, (body) => {
      const event = BoardEvent.safeParse(body);
      if (!event.success) return;
      if (event.data.entity === 'board') void replications.boards.receive([event.data.data]);
      else void replications.posts.receive([withPostKeys(event.data.data)]);
    }),
  ];
  if (!userUuid) return routes;
  const { notifications, blocks } = replications;
  routes.push(
    socket.subscribe(topics.userSession(userUuid), (body) => {
      const event = SessionEvent.safeParse(body);
      const reload = event.success && (event.data.type === 'create' || event.data.type === 'update');
      emit({ name: 'session', payload: reload ? 'reloadUser' : 'logout' });
    }),
    socket.subscribe(topics.userNotification(userUuid), (body) => {
      const event = NotificationEvent.safeParse(body);
      if (!event.success) return;
      if (event.data.type === 'read') notifications?.resync();
      else void notifications?.receive([event.data.data]);
      emit({ name: 'notification', payload: event.data });
    }),
    socket.subscribe(topics.userBlock(userUuid), (body) => {
      const event = BlockEvent.safeParse(body);
      if (event.success) void blocks?.receive([event.data.data]);
    }),
  );
  return routes;
}

/** The live and notice alerts a signed-in member may switch off in their settings. */
export type LiveAlerts = { live: boolean; notice: boolean };

/**
 * `/topic/afreecatv/live_on` or `/notice` (SPEC section 4: only for signed-in users whose setting is
 * not off; everyone else sees the lists through the 30 s refresh).
 */
export function routeLiveAlertTopic(
  socket: TopicSocket,
  kind: keyof LiveAlerts,
  replications: Replications,
  emit: EmitEvent,
): () => void {
  if (kind === 'live') {
    return socket.subscribe(topics.liveOn, (body) => {
      const event = LiveEvent.safeParse(body);
      if (!event.success) return;
      void replications.liveStations.receive([event.data.data]);
      emit({ name: 'live', payload: event.data });
    });
  }
  return socket.subscribe(topics.notice, (body) => {
    const event = NoticeEvent.safeParse(body);
    if (!event.success) return;
    void replications.notices.receive([event.data.data]);
    emit({ name: 'notice', payload: event.data });
  });
}

/** `/topic/post/{id}` while a post is open: its own changes and its comments. */
export function routePostTopic(socket: TopicSocket, postId: string, replications: Replications): () => void {
  return socket.subscribe(topics.post(postId), (body) => {
    const event = PostEvent.safeParse(body);
    if (!event.success) return;
    if (event.data.entity === 'post') void replications.posts.receive([withPostKeys(event.data.data)]);
    else void replications.comments.receive([event.data.data]);
  });
}
