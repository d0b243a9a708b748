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
import type { ReactNode } from 'react';
import { StaleMark } from '../../app/runtime/StaleMark';
import { type RankPeriod, rankPeriodNames } from '../../contract';
import { formatDate } from '../../lib/time';

export interface RankLine {
  key: string;
  position: number;
  name: ReactNode;
  value: string;
}

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
}

const PERIODS = (['week', 'month', 'all'] as const).map((value) => ({
  value,
  label: rankPeriodNames[value],
}));
const MEDALS = ['yellow', 'gray', 'orange'] as const;

/** One ranking page: the period switch, the caller's own line, then the list (top 100). */
export function RankingLayout(props: RankingLayoutProps) {
  const { title, description, period, since, onPeriod, lines, me, meMissing, stale, savedAt, loading } =
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
        <SegmentGroup.Root
          size="sm"
          value={period}
          onValueChange={(details) => onPeriod(details.value as RankPeriod)}
          aria-label="기간"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={PERIODS} />
        </SegmentGroup.Root>
      </Flex>
      {stale && <StaleMark savedAt={savedAt} />}
      <Card.Root variant="subtle" borderRadius="l3" mb="4" bg="purple.subtle" data-testid="my-rank">
        <Card.Body py="3" px={{ base: '4', md: '5' }}>
          {me ? (
            <Line line={me} mine />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {meMissing}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root
        variant="outline"
        borderRadius="l3"
        overflow="hidden"
        opacity={loading ? 0.6 : 1}
        aria-busy={loading}
      >
        {lines.length === 0 ? (
          <EmptyState.Root py="12">
            <EmptyState.Content>
              <EmptyState.Title>아직 순위가 없습니다</EmptyState.Title>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack as="ol" gap="0" separator={<StackSeparator />} listStyleType="none" aria-label={title}>
            {lines.map((line) => (
              <Box as="li" key={line.key} px={{ base: '4', md: '5' }} py="2.5" data-testid="rank-row">
                <Line line={line} />
              </Box>
            ))}
          </Stack>
        )}
      </Card.Root>
    </Box>
  );
}

function Line({ line, mine = false }: { line: RankLine; mine?: boolean }) {
  const medal = line.position <= 3 ? MEDALS[line.position - 1] : undefined;
  return (
    <Flex align="center" gap="3">
      {medal ? (
        <Circle
          size="8"
          bg={`${medal}.solid`}
          color={`${medal}.contrast`}
          fontWeight="bold"
          fontSize="sm"
          flexShrink={0}
        >
          {line.position}
        </Circle>
      ) : (
        <Text w="8" textAlign="center" fontWeight="semibold" color="fg.muted" flexShrink={0}>
          {line.position}
        </Text>
      )}
      <Box flex="1" minW="0" fontWeight={mine ? 'semibold' : 'normal'}>
        {line.name}
      </Box>
      {mine && <Badge colorPalette="purple">내 순위</Badge>}
      <Text fontWeight="bold" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {line.value}
      </Text>
    </Flex>
  );
}
