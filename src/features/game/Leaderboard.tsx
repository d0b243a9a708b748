import { Card, EmptyState, Flex, Heading, Stack } from '@chakra-ui/react';
import { PeriodSwitch, type RankLine, RankLineView, RankList, RankName } from '../../app/layout/RankList';
import { StaleMark } from '../../app/runtime/StaleMark';
import {
  type GameLeaderboard,
  type GamePeriod,
  type GameRankEntry,
  gamePeriodNames,
} from '../../contract/game';
import { type CachedPage, useCachedPage } from '../../data/page-cache';

const PERIODS = (['day', 'week', 'all'] as const).map((value) => ({ value, label: gamePeriodNames[value] }));

/** A member's best score as a ranking line: rank icon, name, score. */
const lineOf = (entry: GameRankEntry): RankLine => ({
  key: entry.userUuid,
  position: entry.position,
  name: <RankName uuid={entry.userUuid} nickname={entry.nickname} />,
  value: `${entry.score}점`,
});

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
        <PeriodSwitch value={board.period} periods={PERIODS} onChange={onPeriod} />
      </Flex>
      {stale && <StaleMark savedAt={savedAt} />}
      {board.me && (
        <Card.Root variant="subtle" bg="purple.subtle" borderRadius="l3" data-testid="game-my-rank">
          <Card.Body py="2.5" px="4">
            <RankLineView line={lineOf(board.me)} mine="내 최고" />
          </Card.Body>
        </Card.Root>
      )}
      <RankList
        lines={board.entries.map(lineOf)}
        label="순위"
        loading={loading}
        empty={
          <>
            <EmptyState.Title>아직 기록이 없어요</EmptyState.Title>
            <EmptyState.Description>첫 번째 기록의 주인공이 되어 보세요.</EmptyState.Description>
          </>
        }
        rowTestId="game-rank-row"
      />
    </Stack>
  );
}
