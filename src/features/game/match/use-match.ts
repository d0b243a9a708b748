import { useCallback, useEffect, useRef, useState } from 'react';
import { topics } from '../../../contract';
import {
  AlkkagiShotEvent,
  type GameKind,
  GameMatch,
  GameMatchEntryEvent,
  OmokMoveEvent,
} from '../../../contract/game-match';
import { useTopic } from '../../../data/use-topic';
import { onWorkerEvent } from '../../../data/worker-client';
import { matchApi } from './match-api';

/**
 * One match as the server has it: read once, then kept by its state topic (each message is the
 * whole match; an older version than the one shown is dropped). A move or entry event newer than
 * the state shown, and every reconnect of the socket, read it again: a page whose socket dropped
 * resumes the match where it stands.
 */
export function useMatch(id: string, kind: GameKind) {
  const [match, setMatch] = useState<GameMatch | null>(null);
  const [missing, setMissing] = useState(false);
  const shown = useRef<GameMatch | null>(null);
  shown.current = match;

  const keep = useCallback((next: GameMatch) => {
    setMatch((shown) => (shown && shown.id === next.id && shown.version > next.version ? shown : next));
  }, []);

  const reload = useCallback(() => {
    matchApi.get(id).then(
      (next) => {
        setMissing(false);
        keep(next);
      },
      (err: { status?: number }) => {
        if (err.status === 404) setMissing(true);
      },
    );
  }, [id, keep]);

  useEffect(() => {
    setMatch(null);
    reload();
    return onWorkerEvent('socketStatus', (event) => {
      if (event.payload === 'CONNECTED') reload();
    });
  }, [reload]);

  useTopic(topics.gameMatchState(id), GameMatch, keep);
  // The kind's move topic (`/omok`, `/alkkagi`): each event carries the version it made.
  const moved = ({ version }: { version: number }) => {
    if ((shown.current?.version ?? -1) < version) reload();
  };
  useTopic(kind === 'omok' ? topics.gameMatchOmok(id) : null, OmokMoveEvent, moved);
  useTopic(kind === 'alkkagi' ? topics.gameMatchAlkkagi(id) : null, AlkkagiShotEvent, moved);
  useTopic(topics.gameMatchEntries(id), GameMatchEntryEvent, reload);

  return { match, missing, keep, reload };
}
