import { Box, Button, HStack, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type PointStat, rankTierInfo } from '../../contract';
import { formatPoint } from '../../lib/point-format';
import { RankIcon } from '../rank/RankIcon';
import { openRankModal } from '../rank/rank-modal';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {formatPoint(value)}
      </Text>
    </Stack>
  );
}

/** The balance, the tier with the way to the next one, and where the points came from and went. */
export function PointSummary({ stat }: { stat: PointStat }) {
  const tier = rankTierInfo(stat.tier);
  const next = stat.nextTier ? rankTierInfo(stat.nextTier) : null;
  const progress = next ? Math.min(100, ((stat.earned - tier.point) / (next.point - tier.point)) * 100) : 100;
  return (
    <Stack gap="5" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }} bg="bg.panel">
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted">
          보유 포인트
        </Text>
        <Text fontSize="3xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="point-balance">
          {formatPoint(stat.point)}
        </Text>
      </Stack>
      <HStack gap="4" align="center">
        <RankIcon tier={stat.tier} size={48} />
        <Stack gap="1.5" flex="1" minW="0">
          <HStack justify="space-between" gap="2">
            <Text fontWeight="semibold" data-testid="point-tier">
              {tier.name}
            </Text>
            <Button size="xs" variant="outline" onClick={openRankModal}>
              등급 안내
            </Button>
          </HStack>
          <Progress.Root value={progress} size="sm" colorPalette="primary" aria-label="다음 등급까지">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="xs" color="fg.muted">
            {next && stat.toNextTier !== null
              ? `${next.name}까지 ${formatPoint(stat.toNextTier)} 남았어요`
              : '가장 높은 등급이에요'}
          </Text>
        </Stack>
      </HStack>
      <Box borderTopWidth="1px" pt="4">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          <Figure label="모은 포인트" value={stat.earned} />
          <Figure label="쓴 포인트" value={stat.spent} />
          <Figure label="이번 달 모은 포인트" value={stat.monthEarned} />
          <Figure label="이번 달 쓴 포인트" value={stat.monthSpent} />
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
