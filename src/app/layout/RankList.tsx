import {
  Badge,
  Box,
  Card,
  Circle,
  EmptyState,
  Flex,
  HStack,
  SegmentGroup,
  Stack,
  StackSeparator,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MemberBadge } from '../slots/MemberBadge';

/** One place of a ranking: the position (a medal for the first three), who, and their figure. */
export interface RankLine {
  key: string;
  position: number;
  name: ReactNode;
  value: ReactNode;
}

const MEDALS = ['yellow', 'gray', 'orange'] as const;

/** Who stands on a ranking line: their rank icon when they are a member, their name, then `children`. */
export function RankName({
  uuid,
  nickname,
  children,
}: {
  uuid: string | null;
  nickname: string;
  children?: ReactNode;
}) {
  return (
    <HStack gap="2" minW="0">
      {uuid && <MemberBadge uuid={uuid} />}
      <Text truncate>{nickname}</Text>
      {children}
    </HStack>
  );
}

/** A ranking's line; the caller's own (`mine`) in bold with its badge (내 순위, 내 최고). */
export function RankLineView({ line, mine }: { line: RankLine; mine?: string }) {
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
      {mine && <Badge colorPalette="purple">{mine}</Badge>}
      <Text fontWeight="bold" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {line.value}
      </Text>
    </Flex>
  );
}

interface RankListProps {
  lines: readonly RankLine[];
  /** The list's accessible name. */
  label: string;
  /** While another period loads, the old list stays, dimmed. */
  loading: boolean;
  /** What an empty ranking says. */
  empty: ReactNode;
  rowTestId: string;
}

/** A ranking's list in its card, top first. */
export function RankList({ lines, label, loading, empty, rowTestId }: RankListProps) {
  return (
    <Card.Root
      variant="outline"
      borderRadius="l3"
      overflow="hidden"
      opacity={loading ? 0.6 : 1}
      aria-busy={loading}
    >
      {lines.length === 0 ? (
        <EmptyState.Root py="10">
          <EmptyState.Content>{empty}</EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack as="ol" gap="0" separator={<StackSeparator />} listStyleType="none" aria-label={label}>
          {lines.map((line) => (
            <Box as="li" key={line.key} px={{ base: '4', md: '5' }} py="2.5" data-testid={rowTestId}>
              <RankLineView line={line} />
            </Box>
          ))}
        </Stack>
      )}
    </Card.Root>
  );
}

/** A ranking's period switch (오늘, 이번 주, 전체…). */
export function PeriodSwitch<P extends string>({
  value,
  periods,
  onChange,
}: {
  value: P;
  periods: readonly { value: P; label: string }[];
  onChange(period: P): void;
}) {
  return (
    <SegmentGroup.Root
      size="sm"
      value={value}
      onValueChange={(details) => onChange(details.value as P)}
      aria-label="기간"
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items items={[...periods]} />
    </SegmentGroup.Root>
  );
}
