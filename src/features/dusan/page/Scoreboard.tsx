import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type DusanMatch, SportMatchEvent, sportMatchStatusNames, topics } from '../../../contract';
import { useTopic } from '../../../data/use-topic';
import { formatDateTime } from '../../../lib/time';

const STATUS_COLOR = { scheduled: 'gray', live: 'red', final: 'blue', cancelled: 'gray' } as const;

/** The score as `/topic/sport-match/{id}` moves it: away side first, home second, as a scoreboard reads. */
export function Scoreboard({ match }: { match: DusanMatch }) {
  const [live, setLive] = useState<SportMatchEvent | null>(null);
  useTopic(
    match.status === 'final' || match.status === 'cancelled' ? null : topics.sportMatch(match.id),
    SportMatchEvent,
    (event) => {
      setLive(event);
    },
  );
  const doosan = { name: '두산 베어스', score: match.doosanScore };
  const other = { name: match.opponent, score: match.opponentScore };
  const sides = live?.sides ?? (match.doosanHome ? [other, doosan] : [doosan, other]);
  const status = live?.status ?? match.status;
  return (
    <Stack gap="2">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <HStack gap="2">
          <Badge colorPalette={STATUS_COLOR[status]} data-testid="dusan-status">
            {sportMatchStatusNames[status]}
          </Badge>
          {match.inning && status === 'live' && <Text fontSize="sm">{match.inning}</Text>}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {formatDateTime(match.startsAt)} · {match.venue}
        </Text>
      </HStack>
      <HStack justify="center" gap={{ base: '3', md: '6' }} data-testid="dusan-score">
        {sides.map((side, i) => (
          <HStack
            key={side.name}
            gap={{ base: '3', md: '6' }}
            flexDirection={i === 0 ? 'row' : 'row-reverse'}
          >
            <Text fontWeight="semibold" textAlign="center" minW="0" fontSize={{ base: 'sm', md: 'md' }}>
              {side.name}
            </Text>
            <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" fontVariantNumeric="tabular-nums">
              {status === 'scheduled' ? '-' : side.score}
            </Text>
          </HStack>
        ))}
      </HStack>
    </Stack>
  );
}
