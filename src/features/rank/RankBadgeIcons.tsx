import { HStack } from '@chakra-ui/react';
import type { RankTier, RightCode } from '../../contract/rank';
import { RankIcon } from './RankIcon';
import { RightIcon } from './RightIcon';

/** The drawings beside a name: loaded after the first page, they are not needed to paint it. */
export default function RankBadgeIcons({ tier, rights }: { tier: RankTier; rights: readonly RightCode[] }) {
  return (
    <HStack as="span" display="inline-flex" gap="0.5" verticalAlign="middle">
      <RankIcon tier={tier} size={18} />
      {rights.map((code) => (
        <RightIcon key={code} code={code} size={18} />
      ))}
    </HStack>
  );
}
