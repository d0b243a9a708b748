import { z } from 'zod';
import { isoDate } from './common';
import { STONES_PER_SIDE } from './games/alkkagi/game';
import { MAX_SHOT } from './games/alkkagi/physics';
import { OMOK_POINTS } from './games/omok/board';

/**
 * Online match rooms between members (PRODUCT.md "Games", SPEC section 7 `/topic/game-match/{id}`):
 * a room has a game kind, two seats, spectators, the game's state and a move clock. The server checks
 * every move with the game's own rules module; moves go over REST (clients cannot SEND on STOMP).
 * A new kind adds its name here, its state to `GameMatchBoard` and its move route and topic.
 */
export const GameKind = z.enum(['omok', 'alkkagi']);
export type GameKind = z.infer<typeof GameKind>;
export const gameKindNames: Record<GameKind, string> = { omok: '오목', alkkagi: '알까기' };

/** waiting: one seat taken; playing; finished (a win, a draw, or the room closed before it started). */
export const MatchStatus = z.enum(['waiting', 'playing', 'finished']);
export type MatchStatus = z.infer<typeof MatchStatus>;

/**
 * Why a match ended: the game won (five in a row, the other side's stones all off the board), a
 * resignation, the clock, a draw (a full omok board, the last stones of both sides off together),
 * or its host left the room.
 */
export const MatchEnd = z.enum(['win', 'resign', 'clock', 'draw', 'closed']);
export type MatchEnd = z.infer<typeof MatchEnd>;

export const MatchMember = z.object({ userUuid: z.string(), nickname: z.string() });
export type MatchMember = z.infer<typeof MatchMember>;

/** Seconds each player has for one move; past it they lose. */
export const MOVE_SECONDS = { min: 5, max: 300, default: 60 } as const;

/** An alkkagi stone at rest (games/alkkagi/physics.ts `Stone`: velocities are 0 between shots). */
export const AlkkagiStone = z.object({
  side: z.enum(['black', 'white']),
  x: z.number().int(),
  y: z.number().int(),
  vx: z.number().int(),
  vy: z.number().int(),
  out: z.boolean(),
});

/** A flick: the stone's index in the board's stones and its velocity (games/alkkagi `Shot`). */
export const AlkkagiShot = z.object({
  stone: z.number().int().min(0),
  vx: z.number().int(),
  vy: z.number().int(),
});
export type AlkkagiShot = z.infer<typeof AlkkagiShot>;

/**
 * The game's own state. Omok: its moves in order (black first). Alkkagi: the stones as they stand
 * after the last shot, how many shots were played and the last one (so a page replays it from the
 * stones it showed). Turns simply alternate, black (seat 0) first: PRODUCT.md and SPEC do not give a
 * second shot for a knock-out, and the game against the computer alternates too.
 */
export const GameMatchBoard = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('omok'), moves: z.array(z.number().int()) }),
  z.object({
    kind: z.literal('alkkagi'),
    stones: z.array(AlkkagiStone),
    shots: z.number().int(),
    last: AlkkagiShot.nullable(),
  }),
]);
export type GameMatchBoard = z.infer<typeof GameMatchBoard>;

/** A room as it stands: `/api/v1/p/game-match/{id}` and `/topic/game-match/{id}/state`. */
export const GameMatch = z.object({
  id: z.string().uuid(),
  kind: GameKind,
  status: MatchStatus,
  /** Seat 0 moves first (black in omok); null while the seat is free. */
  players: z.tuple([MatchMember, MatchMember.nullable()]),
  spectators: z.array(MatchMember),
  board: GameMatchBoard,
  /** Whose move it is (seat), while playing. */
  turn: z.union([z.literal(0), z.literal(1)]).nullable(),
  moveSeconds: z.number().int(),
  /** When the player to move runs out of time, while playing. */
  deadline: isoDate.nullable(),
  result: z.object({ winner: z.union([z.literal(0), z.literal(1)]).nullable(), end: MatchEnd }).nullable(),
  /** Goes up by one with every change, so a page can drop a state older than the one it shows. */
  version: z.number().int(),
  createdAt: isoDate,
});
export type GameMatch = z.infer<typeof GameMatch>;

/** `GET /api/v1/p/game-match?kind=`: rooms waiting for a player and matches being played. */
export const GameMatchListQuery = z.object({ kind: GameKind });
export const GameMatchList = z.object({ matches: z.array(GameMatch) });
export type GameMatchList = z.infer<typeof GameMatchList>;

/** `POST /api/v1/game-match`: open a room; its host takes seat 0. */
export const GameMatchInput = z.object({
  kind: GameKind,
  moveSeconds: z
    .number()
    .int()
    .min(MOVE_SECONDS.min, `한 수의 시간은 ${MOVE_SECONDS.min}초 이상이어야 해요.`)
    .max(MOVE_SECONDS.max, `한 수의 시간은 ${MOVE_SECONDS.max}초 이하여야 해요.`)
    .default(MOVE_SECONDS.default),
});
export type GameMatchInput = z.input<typeof GameMatchInput>;

/** `POST /api/v1/game-match/{id}/omok`: the point and which move it is (a retry of an old one is refused). */
export const OmokMoveInput = z.object({
  point: z
    .number()
    .int()
    .min(0)
    .max(OMOK_POINTS - 1, '판 밖에는 둘 수 없어요.'),
  moveNumber: z.number().int().min(0),
});
export type OmokMoveInput = z.infer<typeof OmokMoveInput>;

/** `/topic/game-match/{id}/omok`: one accepted move. */
export const OmokMoveEvent = z.object({
  matchId: z.string(),
  moveNumber: z.number().int(),
  point: z.number().int(),
  seat: z.union([z.literal(0), z.literal(1)]),
  version: z.number().int(),
});
export type OmokMoveEvent = z.infer<typeof OmokMoveEvent>;

/**
 * `POST /api/v1/game-match/{id}/alkkagi`: which stone, the flick (each part within MAX_SHOT; the
 * physics clamps its length to MAX_SHOT) and which shot it is (a retry of an old one is refused).
 */
export const AlkkagiShotInput = z.object({
  stone: z
    .number()
    .int()
    .min(0)
    .max(2 * STONES_PER_SIDE - 1, '없는 돌이에요.'),
  vx: z.number().int().min(-MAX_SHOT).max(MAX_SHOT),
  vy: z.number().int().min(-MAX_SHOT).max(MAX_SHOT),
  shotNumber: z.number().int().min(0),
});
export type AlkkagiShotInput = z.infer<typeof AlkkagiShotInput>;

/** `/topic/game-match/{id}/alkkagi`: one shot the server played out, and where the stones stopped. */
export const AlkkagiShotEvent = z.object({
  matchId: z.string(),
  shotNumber: z.number().int(),
  seat: z.union([z.literal(0), z.literal(1)]),
  shot: AlkkagiShot,
  stones: z.array(AlkkagiStone),
  version: z.number().int(),
});
export type AlkkagiShotEvent = z.infer<typeof AlkkagiShotEvent>;

/** `/topic/game-match/{id}/entries`: someone took a seat, came to watch, or left. */
export const GameMatchEntryEvent = z.object({
  type: z.enum(['player', 'spectator', 'leave']),
  member: MatchMember,
  spectators: z.number().int(),
});
export type GameMatchEntryEvent = z.infer<typeof GameMatchEntryEvent>;
