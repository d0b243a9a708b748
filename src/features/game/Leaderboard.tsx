import {
  Badge,
  Box,
  Card,
  Circle,
  EmptyState,
  Flex,
  Heading,
  SegmentGroup,
  Stack,
  StackSeparator,
  Text,
} from '@chakra-ui/react';
import { StaleMark } from '../../app/runtime/StaleMark';
import { MemberBadge } from '../../app/slots/MemberBadge';
import {
  type GameLeaderboard,
  type GamePeriod,
  type GameRankEntry,
  gamePeriodNames,
} from '../../contract/game';
import { type CachedPage, useCachedPage } from '../../data/page-cache';

const PERIODS = (['day', 'week', 'all'] as const).map((value) => ({ value, label: gamePeriodNames[value] }));
const MEDALS = ['yellow', 'gray', 'orange'] as const;

interface LeaderboardProps {
  page: CachedPage<GameLeaderboard>;
  onPeriod(period: GamePeriod): void;
  loading: boolean;
}

/** A game's leaderboard: each member's best of today, this week (Seoul) or ever, with rank icons. */
export function Leaderboard({ page, onPeriod, loading }: LeaderboardProps) {
  const { data: board, stale, savedAt } = useCachedPage(page);
  return (
    <Stack gap="3" as="section" aria-labelledby="game-leaderboard" data-testid="game-leaderboard">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h2" size="md" id="game-leaderboard">
          순위
        </Heading>
        <SegmentGroup.Root
          size="sm"
          value={board.period}
          onValueChange={(details) => onPeriod(details.value as GamePeriod)}
          aria-label="기간"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={PERIODS} />
        </SegmentGroup.Root>
      </Flex>
      {stale && <StaleMark savedAt={savedAt} />}
      {board.me && (
        <Card.Root variant="subtle" bg="purple.subtle" borderRadius="l3" data-testid="game-my-rank">
          <Card.Body py="2.5" px="4">
            <Line entry={board.me} mine />
          </Card.Body>
        </Card.Root>
      )}
      <Card.Root
        variant="outline"
        borderRadius="l3"
        overflow="hidden"
        opacity={loading ? 0.6 : 1}
        aria-busy={loading}
      >
        {board.entries.length === 0 ? (
          <EmptyState.Root py="10">
            <EmptyState.Content>
              <EmptyState.Title>아직 기록이 없어요</EmptyState.Title>
              <EmptyState.Description>첫 번째 기록의 주인공이 되어 보세요.</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack as="ol" gap="0" separator={<StackSeparator />} listStyleType="none" aria-label="순위">
            {board.entries.map((entry) => (
              <Box as="li" key={entry.userUuid} px="4" py="2" data-testid="game-rank-row">
                <Line entry={entry} />
              </Box>
            ))}
          </Stack>
        )}
      </Card.Root>
    </Stack>
  );
}

function Line({ entry, mine = false }: { entry: GameRankEntry; mine?: boolean }) {
  const medal = entry.position <= 3 ? MEDALS[entry.position - 1] : undefined;
  return (
    <Flex align="center" gap="3">
      {medal ? (
        <Circle
          size="7"
          bg={`${medal}.solid`}
          color={`${medal}.contrast`}
          fontWeight="bold"
          fontSize="sm"
          flexShrink={0}
        >
          {entry.position}
        </Circle>
      ) : (
        <Text w="7" textAlign="center" fontWeight="semibold" color="fg.muted" flexShrink={0}>
          {entry.position}
        </Text>
      )}
      <Flex flex="1" minW="0" align="center" gap="1.5" fontWeight={mine ? 'semibold' : 'normal'}>
        <MemberBadge uuid={entry.userUuid} />
        <Text truncate>{entry.nickname}</Text>
      </Flex>
      {mine && <Badge colorPalette="purple">내 최고</Badge>}
      <Text fontWeight="bold" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {entry.score}점
      </Text>
    </Flex>
  );
}
