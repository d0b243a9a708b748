import { HStack, Text } from '@chakra-ui/react';
import { MemberBadge } from '../../app/slots/MemberBadge';
import type { PointRankEntry } from '../../contract';
import { formatPoint } from '../../lib/point-format';
import type { RankLine } from './RankingLayout';

/** A member's line on a points ranking (earned points, caught drop points): badge, name, points. */
export const pointRankLine = (entry: PointRankEntry): RankLine => ({
  key: entry.userUuid,
  position: entry.position,
  name: (
    <HStack gap="1.5" minW="0">
      <MemberBadge uuid={entry.userUuid} />
      <Text truncate>{entry.nickname}</Text>
    </HStack>
  ),
  value: formatPoint(entry.point),
});
