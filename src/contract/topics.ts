import { z } from 'zod';
import { Block } from './block';
import { Board, Comment, Post } from './board';
import { Notification } from './notification';
import { LiveStation, Notice } from './soop';
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
