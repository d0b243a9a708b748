import { describe, expect, it } from 'vitest';
import { buildBoard, ranksOf } from '../../server/modules/excel/board';
import { createSimExcelBroadcast } from '../../server/modules/soop/simulator-balloons';

const session = {
  id: 's',
  title: '엑셀',
  status: 'OPEN' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
  closedAt: null,
  version: 1,
};
const round = (id: string, no: number) => ({
  id,
  no,
  title: '',
  startedAt: session.createdAt,
  endedAt: null,
});
const members = ['a', 'b', 'c'].map((id) => ({ id, stationUserId: id, nick: id }));

describe('the excel board', () => {
  it('ranks ties alike and skips the places they take', () => {
    expect(ranksOf([10, 30, 30, 5])).toEqual([3, 1, 1, 4]);
  });

  it('sums gifts and corrections per member and round, with the rank before the latest round', () => {
    const board = buildBoard({
      session,
      rounds: [round('r1', 1), round('r2', 2)],
      members,
      cells: [
        { memberId: 'a', roundId: 'r1', balloons: 100 },
        { memberId: 'b', roundId: 'r1', balloons: 50 },
        { memberId: 'b', roundId: 'r2', balloons: 80 },
        { memberId: 'b', roundId: 'r2', balloons: -10 },
        { memberId: 'gone', roundId: 'r2', balloons: 999 },
      ],
    });
    expect(board.members.map((m) => [m.rounds, m.total, m.rank, m.previousRank])).toEqual([
      [[100, 0], 100, 2, 1],
      [[50, 70], 120, 1, 2],
      [[0, 0], 0, 3, 3],
    ]);
    expect(board.total).toBe(220);
  });

  it('has no earlier rank in the first round', () => {
    const board = buildBoard({ session, rounds: [round('r1', 1)], members, cells: [] });
    expect(board.members.every((m) => m.previousRank === null && m.rank === 1)).toBe(true);
  });
});

describe('the simulated excel broadcast', () => {
  it('sends as many gifts as its rate brings between reads, and none once stopped', () => {
    const stream = createSimExcelBroadcast();
    stream.start(['c9star'], 60, 10, 0);
    expect(stream.due('c9star', 10_000)).toHaveLength(10);
    expect(stream.due('c9star', 10_500)).toHaveLength(0);
    expect(stream.due('c9star', 11_000)).toHaveLength(1);
    expect(stream.due('c9kart', 11_000)).toHaveLength(0);
    stream.stop();
    expect(stream.due('c9star', 60_000)).toHaveLength(0);
  });

  it('ends when its time is up', () => {
    const stream = createSimExcelBroadcast();
    stream.start(['c9star'], 6, 1, 0);
    expect(stream.due('c9star', 120_000)).toHaveLength(6);
    expect(stream.due('c9star', 200_000)).toHaveLength(0);
  });
});
