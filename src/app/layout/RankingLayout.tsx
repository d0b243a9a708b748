import { Box, Card, EmptyState, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type RankPeriod, rankPeriodNames } from '../../contract';
import { formatDate } from '../../lib/time';
import { StaleMark } from '../runtime/StaleMark';
import { PeriodSwitch, type RankLine, RankLineView, RankList } from './RankList';

interface RankingLayoutProps {
  title: string;
  description: string;
  period: RankPeriod;
  since: string | null;
  onPeriod(period: RankPeriod): void;
  lines: RankLine[];
  me: RankLine | null;
  meMissing: string;
  stale: boolean;
  savedAt: number;
  loading: boolean;
  /** Above the list: where the data comes from, when it is a simulator's (the demo). */
  note?: ReactNode;
}

const PERIODS = (['week', 'month', 'all'] as const).map((value) => ({
  value,
  label: rankPeriodNames[value],
}));

/** One ranking page: the period switch, the caller's own line, then the list (top 100). */
export function RankingLayout(props: RankingLayoutProps) {
  const { title, description, period, since, onPeriod, lines, me, meMissing, stale, savedAt, loading, note } =
    props;
  return (
    <Box maxW="760px" mx="auto" w="full">
      <Flex align="flex-end" justify="space-between" gap="3" mb="4" wrap="wrap">
        <Box>
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {description}
            {since ? ` (${formatDate(since)}부터)` : ''}
          </Text>
        </Box>
        <PeriodSwitch value={period} periods={PERIODS} onChange={onPeriod} />
      </Flex>
      {note}
      {stale && <StaleMark savedAt={savedAt} />}
      <Card.Root variant="subtle" borderRadius="l3" mb="4" bg="purple.subtle" data-testid="my-rank">
        <Card.Body py="3" px={{ base: '4', md: '5' }}>
          {me ? (
            <RankLineView line={me} mine="내 순위" />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {meMissing}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
      <RankList
        lines={lines}
        label={title}
        loading={loading}
        empty={<EmptyState.Title>아직 순위가 없습니다</EmptyState.Title>}
        rowTestId="rank-row"
      />
    </Box>
  );
}
