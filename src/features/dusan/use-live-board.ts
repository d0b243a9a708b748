import { useEffect, useState } from 'react';
import { type DusanBoard, DusanMatchEvent, DusanVoteEvent, topics } from '../../contract';
import { useTopic } from '../../data/use-topic';
import { dusanApi } from './dusan-api';

/**
 * The games and votes as they move: `/topic/dusan` brings a game added or changed, and
 * `/topic/event/votes` a vote opened, counted or closed. Neither carries the member's own prediction
 * or ballot, so those are kept; when a game the member predicted is decided, their payout is asked for.
 */
export function useLiveBoard(initial: DusanBoard): DusanBoard {
  const [board, setBoard] = useState(initial);
  useEffect(() => setBoard(initial), [initial]);
  const refreshMine = async () => {
    const fresh = await dusanApi.board(true).catch(() => null);
    if (!fresh) return;
    setBoard((b) => ({
      ...b,
      matches: b.matches.map((m) => ({
        ...m,
        mine: fresh.matches.find((f) => f.id === m.id)?.mine ?? m.mine,
      })),
    }));
  };
  useTopic(topics.dusan, DusanMatchEvent, (event) => {
    const next = event.data;
    const known = board.matches.find((m) => m.id === next.id);
    const decided = next.status === 'final' || next.status === 'cancelled';
    // The payout is the member's own, never on the topic: ask for it.
    if (known?.mine && known.mine.payout === null && decided) void refreshMine();
    setBoard((b) => {
      if (!b.matches.some((m) => m.id === next.id)) return { ...b, matches: [next, ...b.matches] };
      return {
        ...b,
        matches: b.matches.map((m) =>
          m.id === next.id
            ? { ...next, mine: m.mine, cheerCount: Math.max(m.cheerCount, next.cheerCount) }
            : m,
        ),
      };
    });
  });
  useTopic(topics.eventVotes, DusanVoteEvent, (event) => {
    const next = event.data;
    setBoard((b) => {
      if (!b.matches.some((m) => m.id === next.matchId)) return b;
      const known = b.votes.find((v) => v.id === next.id);
      if (!known) return { ...b, votes: [next, ...b.votes] };
      return { ...b, votes: b.votes.map((v) => (v.id === next.id ? { ...next, myChoice: v.myChoice } : v)) };
    });
  });
  return board;
}
