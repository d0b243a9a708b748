import { useEffect } from 'react';
import type { GameKind } from '../../../contract/game-match';
import { matchApi } from './match-api';
import { useMatch } from './use-match';

/**
 * One room as the viewer takes part in it: the match (see useMatch), the viewer's seat (null for a
 * spectator), and leaving. A member who is not a player is listed as a spectator while the room is open.
 */
export function useMatchRoom(id: string, kind: GameKind, userUuid: string | null, onLeave: () => void) {
  const { match, missing, keep, reload } = useMatch(id, kind);
  const index = match ? match.players.findIndex((p) => p?.userUuid === userUuid) : -1;
  const seat: 0 | 1 | null = index === 0 ? 0 : index === 1 ? 1 : null;

  useEffect(() => {
    if (!userUuid || !match || seat !== null || match.status === 'finished') return;
    if (match.spectators.some((s) => s.userUuid === userUuid)) return;
    void matchApi.watch(id).catch(() => undefined);
  }, [id, userUuid, match, seat]);

  async function leave() {
    if (userUuid && match?.status !== 'playing') await matchApi.leave(id).catch(() => undefined);
    onLeave();
  }

  return { match, missing, keep, reload, seat, leave };
}
