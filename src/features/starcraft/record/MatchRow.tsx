import { Badge, Box, Flex, IconButton, Link, Text } from '@chakra-ui/react';
import { TrashIcon } from '../../../app';
import type { Match } from '../../../contract/starcraft';
import { formatDate } from '../../../lib/time';
import { RaceBadge } from '../race';

interface MatchRowProps {
  match: Match;
  name(id: string): string;
  /** Staff may delete games they entered (league results change through the league). */
  onRemove?: () => void;
}

/** One game: date and map, winner over loser with the races played, the Elo moved, the replay. */
export function MatchRow({ match: m, name, onRemove }: MatchRowProps) {
  return (
    <Flex as="li" align="center" gap="3" py="2.5" wrap="wrap" data-testid="sc-match">
      <Box flex="1" minW="12rem">
        <Flex align="center" gap="1.5" wrap="wrap">
          <RaceBadge race={m.winnerRace} />
          <Text fontWeight="semibold">{name(m.winnerId)}</Text>
          <Text fontSize="xs" color="green.fg" fontVariantNumeric="tabular-nums">
            +{m.delta}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            승
          </Text>
          <RaceBadge race={m.loserRace} />
          <Text>{name(m.loserId)}</Text>
          <Text fontSize="xs" color="red.fg" fontVariantNumeric="tabular-nums">
            −{m.delta}
          </Text>
        </Flex>
        <Text fontSize="xs" color="fg.muted" mt="0.5">
          {formatDate(m.playedAt)} · {m.map}
        </Text>
      </Box>
      <Flex gap="2" align="center" flexShrink={0}>
        {m.leagueMatchId && (
          <Badge colorPalette="purple" variant="subtle">
            리그
          </Badge>
        )}
        {m.replayUri && (
          <Link href={m.replayUri} fontSize="sm" colorPalette="purple" download>
            리플레이
          </Link>
        )}
        {onRemove && (
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label="전적 삭제" onClick={onRemove}>
            <TrashIcon />
          </IconButton>
        )}
      </Flex>
    </Flex>
  );
}
