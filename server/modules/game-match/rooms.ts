import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { topics } from '../../../src/contract';
import type {
  AlkkagiShotEvent,
  AlkkagiShotInput,
  GameKind,
  GameMatch,
  GameMatchBoard,
  GameMatchEntryEvent,
  GameMatchInput,
  MatchEnd,
  MatchMember,
  OmokMoveInput,
} from '../../../src/contract/game-match';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { Publisher } from '../../lib/publisher';
import { users } from '../user/tables';
import { playAlkkagiShot } from './alkkagi';
import { initialBoard, movesPlayed, type Played, type Seat, turnOf } from './kinds';
import { playOmokMove } from './omok';
import { gameMatches, gameMatchSpectators } from './tables';

type Row = typeof gameMatches.$inferSelect;

const NOT_FOUND = '대국을 찾을 수 없어요.';
const TAKEN = '이미 다른 사람이 들어온 대국이에요.';
const NOT_PLAYING = '진행 중인 대국이 아니에요.';
const NOT_PLAYER = '이 대국의 선수가 아니에요.';
const NOT_YOUR_TURN = '상대 차례예요.';
const STALE = '판이 바뀌었어요. 최신 상태로 다시 두어 주세요.';
const OWN_ROOM = '내가 만든 대국에는 상대로 들어갈 수 없어요.';
const PLAYER_WATCH = '선수는 관전자로 들어갈 수 없어요.';
const LEAVE_PLAYING = '진행 중인 대국은 기권으로만 나갈 수 있어요.';
const TIME_UP = '시간이 다 되어 대국이 끝났어요.';
/** How many waiting and running rooms the list shows. */
const LIST_SIZE = 30;

const seatOf = (row: Row, userUuid: string): Seat | null =>
  row.hostUuid === userUuid ? 0 : row.guestUuid === userUuid ? 1 : null;
const deadlineAfter = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** Match rooms: open, join, watch, leave, moves checked by the game's rules, resign and the clock. */
export function createGameRooms(db: Db, publisher: Publisher) {
  async function members(uuids: string[]): Promise<Map<string, MatchMember>> {
    if (uuids.length === 0) return new Map();
    const rows = await db
      .select({ userUuid: users.uuid, nickname: users.nickname })
      .from(users)
      .where(inArray(users.uuid, uuids));
    return new Map(rows.map((r) => [r.userUuid, r]));
  }

  async function viewOf(row: Row): Promise<GameMatch> {
    const watching = await db
      .select({ userUuid: gameMatchSpectators.userUuid })
      .from(gameMatchSpectators)
      .where(eq(gameMatchSpectators.matchId, row.id))
      .orderBy(asc(gameMatchSpectators.joinedAt));
    const uuids = [
      row.hostUuid,
      ...(row.guestUuid ? [row.guestUuid] : []),
      ...watching.map((w) => w.userUuid),
    ];
    const named = await members(uuids);
    const member = (uuid: string): MatchMember =>
      named.get(uuid) ?? { userUuid: uuid, nickname: '(알 수 없음)' };
    return {
      id: row.id,
      kind: row.kind as GameKind,
      status: row.status as GameMatch['status'],
      players: [member(row.hostUuid), row.guestUuid ? member(row.guestUuid) : null],
      spectators: watching.map((w) => member(w.userUuid)),
      board: row.board,
      turn: row.status === 'playing' ? turnOf(row.board) : null,
      moveSeconds: row.moveSeconds,
      deadline: row.status === 'playing' && row.deadline ? row.deadline.toISOString() : null,
      result:
        row.status === 'finished'
          ? { winner: row.winner === null ? null : (row.winner as Seat), end: row.endReason as MatchEnd }
          : null,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function find(id: string): Promise<Row> {
    const [row] = await db.select().from(gameMatches).where(eq(gameMatches.id, id));
    if (!row) throw new HttpError(404, NOT_FOUND);
    return row;
  }

  /** Stores `changes` only on the version read (else 409), then tells the room's state topic. */
  async function change(row: Row, changes: Partial<Row>): Promise<GameMatch | null> {
    const [next] = await db
      .update(gameMatches)
      .set({ ...changes, version: row.version + 1 })
      .where(and(eq(gameMatches.id, row.id), eq(gameMatches.version, row.version)))
      .returning();
    if (!next) return null;
    const view = await viewOf(next);
    await publisher.publish(topics.gameMatchState(row.id), view);
    return view;
  }

  const finish = (row: Row, winner: Seat | null, end: MatchEnd) =>
    change(row, { status: 'finished', winner, endReason: end, deadline: null, finishedAt: new Date() });

  async function entry(id: string, type: GameMatchEntryEvent['type'], member: MatchMember) {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(gameMatchSpectators)
      .where(eq(gameMatchSpectators.matchId, id));
    const event: GameMatchEntryEvent = { type, member, spectators: Number(count?.n ?? 0) };
    await publisher.publish(topics.gameMatchEntries(id), event);
  }

  /** Ends the match of a player whose time ran out; true when this call ended it. */
  async function timeOut(row: Row): Promise<boolean> {
    if (row.status !== 'playing' || !row.deadline || row.deadline.getTime() > Date.now()) return false;
    return (await finish(row, turnOf(row.board) === 0 ? 1 : 0, 'clock')) !== null;
  }

  /**
   * A move of `kind` by `me`: checked against the seat to move, the move's number (a stale or
   * repeated one is a 409) and the clock, then by the game's rules (`apply`, which may refuse with a
   * 400); stored on the version read, with the next player's clock or the result.
   */
  async function play<K extends GameKind>(
    me: MatchMember,
    id: string,
    kind: K,
    number: number,
    apply: (board: Extract<GameMatchBoard, { kind: K }>, seat: Seat) => Played,
  ): Promise<{ view: GameMatch; seat: Seat }> {
    const row = await find(id);
    const seat = seatOf(row, me.userUuid);
    if (seat === null) throw new HttpError(403, NOT_PLAYER);
    if (row.kind !== kind || row.board.kind !== kind || row.status !== 'playing')
      throw new HttpError(409, NOT_PLAYING);
    if (await timeOut(row)) throw new HttpError(409, TIME_UP);
    if (turnOf(row.board) !== seat) throw new HttpError(409, NOT_YOUR_TURN);
    if (number !== movesPlayed(row.board)) throw new HttpError(409, STALE);
    const { board, end } = apply(row.board as Extract<GameMatchBoard, { kind: K }>, seat);
    const view = await change(
      row,
      end
        ? {
            board,
            status: 'finished',
            winner: end.winner,
            endReason: end.winner === null ? 'draw' : 'win',
            deadline: null,
            finishedAt: new Date(),
          }
        : { board, deadline: deadlineAfter(row.moveSeconds) },
    );
    if (!view) throw new HttpError(409, STALE);
    return { view, seat };
  }

  return {
    async list(kind: GameKind): Promise<GameMatch[]> {
      const rows = await db
        .select()
        .from(gameMatches)
        .where(and(eq(gameMatches.kind, kind), ne(gameMatches.status, 'finished')))
        .orderBy(desc(gameMatches.createdAt))
        .limit(LIST_SIZE);
      return Promise.all(rows.map(viewOf));
    },

    async get(id: string): Promise<GameMatch> {
      const row = await find(id);
      // A clock that ran out between two sweeps is settled before anyone sees the match.
      if (await timeOut(row)) return viewOf(await find(id));
      return viewOf(row);
    },

    /** Opens a room with `me` in seat 0; a room of theirs still waiting closes. */
    async open(me: MatchMember, input: GameMatchInput & { moveSeconds: number }): Promise<GameMatch> {
      const waiting = await db
        .select()
        .from(gameMatches)
        .where(and(eq(gameMatches.hostUuid, me.userUuid), eq(gameMatches.status, 'waiting')));
      for (const row of waiting) await finish(row, null, 'closed');
      const [row] = await db
        .insert(gameMatches)
        .values({
          id: newId(),
          kind: input.kind,
          status: 'waiting',
          hostUuid: me.userUuid,
          board: initialBoard(input.kind),
          moveSeconds: input.moveSeconds,
        })
        .returning();
      if (!row) throw new Error('game match not stored');
      return viewOf(row);
    },

    /** Takes seat 1 of a waiting room; the match starts and seat 0's clock runs. */
    async join(me: MatchMember, id: string): Promise<GameMatch> {
      const row = await find(id);
      if (row.hostUuid === me.userUuid) throw new HttpError(400, OWN_ROOM);
      if (row.status !== 'waiting') throw new HttpError(409, TAKEN);
      await db
        .delete(gameMatchSpectators)
        .where(and(eq(gameMatchSpectators.matchId, id), eq(gameMatchSpectators.userUuid, me.userUuid)));
      const view = await change(row, {
        guestUuid: me.userUuid,
        status: 'playing',
        deadline: deadlineAfter(row.moveSeconds),
      });
      if (!view) throw new HttpError(409, TAKEN);
      await entry(id, 'player', me);
      return view;
    },

    async watch(me: MatchMember, id: string): Promise<GameMatch> {
      const row = await find(id);
      if (seatOf(row, me.userUuid) !== null) throw new HttpError(400, PLAYER_WATCH);
      const added = await db
        .insert(gameMatchSpectators)
        .values({ matchId: id, userUuid: me.userUuid })
        .onConflictDoNothing()
        .returning();
      if (added.length > 0) await entry(id, 'spectator', me);
      return viewOf(await find(id));
    },

    /** A spectator leaves; the host of a room nobody joined closes it. */
    async leave(me: MatchMember, id: string): Promise<void> {
      const row = await find(id);
      const seat = seatOf(row, me.userUuid);
      if (seat !== null) {
        if (row.status === 'playing') throw new HttpError(400, LEAVE_PLAYING);
        if (row.status === 'waiting') await finish(row, null, 'closed');
        return;
      }
      const gone = await db
        .delete(gameMatchSpectators)
        .where(and(eq(gameMatchSpectators.matchId, id), eq(gameMatchSpectators.userUuid, me.userUuid)))
        .returning();
      if (gone.length > 0) await entry(id, 'leave', me);
    },

    async resign(me: MatchMember, id: string): Promise<GameMatch> {
      const row = await find(id);
      const seat = seatOf(row, me.userUuid);
      if (seat === null) throw new HttpError(403, NOT_PLAYER);
      if (row.status !== 'playing') throw new HttpError(409, NOT_PLAYING);
      const view = await finish(row, seat === 0 ? 1 : 0, 'resign');
      if (!view) throw new HttpError(409, STALE);
      return view;
    },

    /** An omok move: the point, checked by omok's rules (renju for black). */
    async omokMove(me: MatchMember, id: string, input: OmokMoveInput): Promise<GameMatch> {
      const { view, seat } = await play(me, id, 'omok', input.moveNumber, (board, seat) =>
        playOmokMove(board, seat, input.point),
      );
      await publisher.publish(topics.gameMatchOmok(id), {
        matchId: id,
        moveNumber: input.moveNumber,
        point: input.point,
        seat,
        version: view.version,
      });
      return view;
    },

    /** An alkkagi shot: the server plays it out with the shared physics and sends where the stones stopped. */
    async alkkagiShot(me: MatchMember, id: string, input: AlkkagiShotInput): Promise<GameMatch> {
      const { view, seat } = await play(me, id, 'alkkagi', input.shotNumber, (board, seat) =>
        playAlkkagiShot(board, seat, input),
      );
      if (view.board.kind !== 'alkkagi' || !view.board.last) throw new Error('alkkagi shot not stored');
      const event: AlkkagiShotEvent = {
        matchId: id,
        shotNumber: input.shotNumber,
        seat,
        shot: view.board.last,
        stones: view.board.stones,
        version: view.version,
      };
      await publisher.publish(topics.gameMatchAlkkagi(id), event);
      return view;
    },

    /** Ends every match whose clock ran out (each node sweeps; the version check lets one win). */
    async sweepClocks(): Promise<void> {
      const due = await db
        .select()
        .from(gameMatches)
        .where(and(eq(gameMatches.status, 'playing'), lt(gameMatches.deadline, new Date())));
      for (const row of due) await timeOut(row);
    },
  };
}

export type GameRooms = ReturnType<typeof createGameRooms>;
