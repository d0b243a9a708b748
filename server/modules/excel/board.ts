import type { ExcelBoard, ExcelMemberLine, ExcelRound, ExcelSession } from '../../../src/contract';

/** Competition ranking (1, 2, 2, 4): a member's rank is one more than the members ahead of them. */
export const ranksOf = (totals: readonly number[]): number[] =>
  totals.map((total) => 1 + totals.filter((other) => other > total).length);

interface BoardInput {
  session: ExcelSession;
  rounds: ExcelRound[];
  members: { id: string; stationUserId: string; nick: string }[];
  /** Balloons (counted gifts and corrections together) per member and round. */
  cells: { memberId: string; roundId: string; balloons: number }[];
}

/**
 * The board: each member's balloons per round in the rounds' order, their total and rank, and the
 * rank they held before the latest round (the ▲▼ beside a name); null while there is one round.
 */
export function buildBoard({ session, rounds, members, cells }: BoardInput): ExcelBoard {
  const column = new Map(rounds.map((round, i) => [round.id, i]));
  const grid = new Map(members.map((m) => [m.id, rounds.map(() => 0)]));
  for (const cell of cells) {
    const row = grid.get(cell.memberId);
    const at = column.get(cell.roundId);
    if (row && at !== undefined) row[at]! += cell.balloons;
  }
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const totals = members.map((m) => sum(grid.get(m.id)!));
  const before = members.map((m) => sum(grid.get(m.id)!.slice(0, -1)));
  const ranks = ranksOf(totals);
  const previous = rounds.length > 1 ? ranksOf(before) : null;
  const lines: ExcelMemberLine[] = members.map((m, i) => ({
    id: m.id,
    stationUserId: m.stationUserId,
    nick: m.nick,
    rounds: grid.get(m.id)!,
    total: totals[i]!,
    rank: ranks[i]!,
    previousRank: previous?.[i] ?? null,
  }));
  return { session, rounds, members: lines, total: sum(totals) };
}
