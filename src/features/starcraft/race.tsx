import { Badge } from '@chakra-ui/react';
import { type Race, raceNames } from '../../contract/starcraft';

/** Each race's colour, as the game's own UI tints them (terran blue, zerg purple, protoss gold). */
const RACE_PALETTE: Record<Race, string> = { T: 'blue', Z: 'purple', P: 'yellow', R: 'gray' };

/** A race as a small coloured badge: the letter, with the Korean name for screen readers and wide screens. */
export function RaceBadge({ race, full = false }: { race: Race; full?: boolean }) {
  return (
    <Badge
      colorPalette={RACE_PALETTE[race]}
      variant="subtle"
      size="sm"
      title={raceNames[race]}
      flexShrink={0}
    >
      {full ? raceNames[race] : race}
    </Badge>
  );
}
