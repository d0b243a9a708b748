import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { LeagueMatch } from '../../../contract/starcraft-league';
import { RaceBadge } from '../race';
import { MatchStatus } from './MatchStatus';
import type { bracketRounds } from './standings';

function Slot({ match: m }: { match: LeagueMatch }) {
  const decided = m.status === 'final';
  const line = (player: LeagueMatch['playerA'], score: number, won: boolean) => (
    <Flex align="center" gap="1.5" px="2.5" py="1.5" bg={decided && won ? 'purple.subtle' : undefined}>
      <RaceBadge race={player.race} />
      <Text flex="1" fontSize="sm" fontWeight={decided && won ? 'bold' : 'normal'} truncate>
        {player.name}
      </Text>
      <Text fontSize="sm" fontWeight="bold" fontVariantNumeric="tabular-nums">
        {m.status === 'scheduled' ? '' : score}
      </Text>
    </Flex>
  );
  return (
    <Box borderWidth="1px" borderRadius="l2" overflow="hidden" divideY="1px" data-testid="sc-bracket-match">
      {line(m.playerA, m.scoreA, m.scoreA > m.scoreB)}
      {line(m.playerB, m.scoreB, m.scoreB > m.scoreA)}
      <Flex justify="flex-end" px="2" py="1" bg="bg.subtle">
        <MatchStatus status={m.status} />
      </Flex>
    </Box>
  );
}

/** The finals as columns of rounds; a round not yet drawn shows the slots its winners will fill. */
export function Bracket({ rounds }: { rounds: ReturnType<typeof bracketRounds> }) {
  const last = rounds.at(-1);
  // Each pair of the last drawn round feeds one slot of the next (named by its first match).
  const feeders = last && last.games.length > 1 ? last.games.filter((_, i) => i % 2 === 0) : [];
  const pending = feeders.length;
  return (
    <Flex gap="4" overflowX="auto" pb="1" align="stretch">
      {rounds.map((r) => (
        <Stack key={r.round} minW="12rem" flex="1" gap="3" justify="space-around">
          <Text fontSize="sm" fontWeight="bold" color="fg.muted">
            {r.name}
          </Text>
          {r.games.map((m) => (
            <Slot key={m.id} match={m} />
          ))}
        </Stack>
      ))}
      {pending > 0 && (
        <Stack minW="12rem" flex="1" gap="3" justify="space-around">
          <Text fontSize="sm" fontWeight="bold" color="fg.muted">
            {pending === 1 ? '결승' : `${pending * 2}강`}
          </Text>
          {feeders.map((m) => (
            <Box key={m.id} borderWidth="1px" borderStyle="dashed" borderRadius="l2" px="3" py="4">
              <Text fontSize="sm" color="fg.subtle" textAlign="center">
                앞 경기 승자끼리
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Flex>
  );
}
