import type { z } from 'zod';
import { DreamTicketCountEvent, DreamTicketWinnerEvent } from './draw';
import { DusanCountEvent, DusanMatchEvent, DusanVoteEvent } from './dusan';
import { ExcelBoard, ExcelEvent } from './excel';
import { AlkkagiShotEvent, GameMatch, GameMatchEntryEvent, OmokMoveEvent } from './game-match';
import { LiveLocationEvent } from './live-location';
import { PointDropCountEvent, PointDropEvent, PointDropUserEvent } from './point-drop';
import { SportMatchEvent } from './sport-match';
import type { TopicName } from './topic-paths';
import {
  BlockEvent,
  BoardEvent,
  LiveEvent,
  NoticeEvent,
  NotificationEvent,
  PointEvent,
  PostEvent,
  SessionEvent,
  StoreItemEvent,
} from './topics';

/**
 * The body of every topic of `TOPIC_DEFINITIONS`, by name: a topic without one does not compile.
 * The broker validates and serialises each publish with it; followers parse with it.
 */
export const TOPIC_BODIES = {
  userSession: SessionEvent,
  userPoint: PointEvent,
  userNotification: NotificationEvent,
  userBlock: BlockEvent,
  userStore: StoreItemEvent,
  board: BoardEvent,
  post: PostEvent,
  liveOn: LiveEvent,
  notice: NoticeEvent,
  liveLocation: LiveLocationEvent,
  dusan: DusanMatchEvent,
  dusanCount: DusanCountEvent,
  sportMatch: SportMatchEvent,
  gameMatchState: GameMatch,
  gameMatchEntries: GameMatchEntryEvent,
  gameMatchOmok: OmokMoveEvent,
  gameMatchAlkkagi: AlkkagiShotEvent,
  pointDrops: PointDropEvent,
  pointDrop: PointDropCountEvent,
  pointDropUser: PointDropUserEvent,
  dreamTicket: DreamTicketCountEvent,
  dreamTicketWinner: DreamTicketWinnerEvent,
  eventVotes: DusanVoteEvent,
  excel: ExcelEvent,
  excelCount: ExcelBoard,
} as const satisfies Record<TopicName, z.ZodType>;

export type TopicSchemas = typeof TOPIC_BODIES;
/** What a follower of topic `K` receives (defaults applied). */
export type TopicBody<K extends TopicName> = z.output<TopicSchemas[K]>;
/** What a publisher of topic `K` hands over. */
export type TopicBodyInput<K extends TopicName> = z.input<TopicSchemas[K]>;
