import { Button, Flex, Text } from '@chakra-ui/react';
import type { LeagueMatch } from '../../../contract/starcraft-league';
import { formatDateTime } from '../../../lib/time';
import { RaceBadge } from '../race';
import { MatchStatus } from './MatchStatus';

interface ScheduleRowProps {
  match: LeagueMatch;
  /** Where the match belongs: its group's name or the bracket round. */
  stageName: string;
  /** Staff enter the score from here. */
  onScore?: () => void;
}

/** One scheduled set: when, where, the two players and the score as it stands. */
export function ScheduleRow({ match: m, stageName, onScore }: ScheduleRowProps) {
  const played = m.status === 'live' || m.status === 'final';
  const side = (won: boolean) => (m.status === 'final' && won ? 'bold' : 'normal');
  return (
    <Flex
      as="li"
      align="center"
      gap="3"
      py="2.5"
      wrap="wrap"
      data-testid="sc-league-match"
      data-match-id={m.id}
    >
      <Flex direction="column" minW="9rem" flexShrink={0}>
        <Text fontSize="xs" color="fg.muted">
          {formatDateTime(m.scheduledAt)}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {stageName}
          {m.map && ` · ${m.map}`} · {m.bestOf}판 {Math.ceil(m.bestOf / 2)}선승
        </Text>
      </Flex>
      <Flex flex="1" align="center" gap="2" minW="14rem" justify="center">
        <Flex flex="1" justify="flex-end" align="center" gap="1.5" minW="0">
          <Text fontWeight={side(m.scoreA > m.scoreB)} truncate>
            {m.playerA.name}
          </Text>
          <RaceBadge race={m.playerA.race} />
        </Flex>
        <Text
          fontWeight="bold"
          fontSize="lg"
          minW="3.5rem"
          textAlign="center"
          fontVariantNumeric="tabular-nums"
          data-testid="sc-league-score"
        >
          {played ? `${m.scoreA} : ${m.scoreB}` : 'vs'}
        </Text>
        <Flex flex="1" align="center" gap="1.5" minW="0">
          <RaceBadge race={m.playerB.race} />
          <Text fontWeight={side(m.scoreB > m.scoreA)} truncate>
            {m.playerB.name}
          </Text>
        </Flex>
      </Flex>
      <Flex align="center" gap="2" flexShrink={0}>
        <MatchStatus status={m.status} />
        {onScore && (
          <Button size="xs" variant="outline" onClick={onScore}>
            결과 입력
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
