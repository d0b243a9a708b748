import { useEffect, useState } from 'react';
import type { PlayedRace, RecordPlayer } from '../../../contract/starcraft';
import { toSeoul } from '../../../lib/time';
import { MatchDialog } from '../record/MatchDialog';
import { starcraftApi } from '../starcraft-api';
import type { Race } from './parser/header';
import { cleanName, type ReplaySummary } from './parser/parse-replay';

const PLAYED: Record<Race, PlayedRace> = { terran: 'T', zerg: 'Z', protoss: 'P', unknown: 'T' };

/**
 * Staff save the analysed game as a match record (전적): the date, map and races come from the
 * replay, they pick the crew's winner and loser; the .rep goes up with the record.
 */
export function SaveMatchDialog({
  file,
  replay,
  onClose,
}: {
  file: File;
  replay: ReplaySummary;
  onClose: () => void;
}) {
  const [players, setPlayers] = useState<RecordPlayer[]>([]);
  useEffect(() => {
    void starcraftApi.record().then((r) => setPlayers(r.players));
  }, []);
  const [first, second] = replay.players.filter((p) => p.actions > 0);
  // The form takes these as its first values only: a new object per render changes nothing.
  const game = {
    file,
    playedAt: toSeoul(replay.startTime > 0 ? replay.startTime * 1000 : Date.now()).format('YYYY-MM-DD'),
    map: cleanName(replay.mapName).slice(0, 40),
    winnerRace: PLAYED[first?.race ?? 'unknown'],
    loserRace: PLAYED[second?.race ?? 'unknown'],
  };
  return <MatchDialog players={players} replay={game} onClose={onClose} onSaved={onClose} />;
}
