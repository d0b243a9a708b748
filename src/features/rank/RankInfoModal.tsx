import { Box, CloseButton, Dialog, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSession } from '../../app';
import { RANK_TIERS, rankTierOf } from '../../contract/rank-tiers';
import { useLiveQuery } from '../../data/live-query';
import { formatPoint } from '../../lib/point-format';
import { RankIcon } from './RankIcon';

/**
 * The user rank info modal (SPEC sections 2 and 9): every tier with its icon and the earned points
 * it takes, widths 300 to 900 px, 6/4/4/3 columns, 64 px icons. The member's own tier is marked.
 */
export default function RankInfoModal({ onClose }: { onClose: () => void }) {
  const { user } = useSession();
  const own = useLiveQuery('pointTotals', {});
  const mine = user && own ? rankTierOf(own.earned).code : null;
  return (
    <Dialog.Root open placement="center" scrollBehavior="inside" onOpenChange={(d) => !d.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content minW="min(300px, 100%)" maxW="900px" w="full">
            <Dialog.Header>
              <Dialog.Title>등급 안내</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm" color="fg.muted" mb="4">
                등급은 지금까지 모은 포인트로 정해져요. 상점이나 이벤트에 포인트를 써도 등급은 내려가지
                않아요.
              </Text>
              <SimpleGrid as="ul" columns={{ base: 3, sm: 4, lg: 6 }} gap="3" listStyleType="none">
                {RANK_TIERS.map((tier) => (
                  <Stack
                    as="li"
                    key={tier.code}
                    align="center"
                    gap="1.5"
                    py="3"
                    px="1"
                    borderRadius="l2"
                    borderWidth="1px"
                    borderColor={tier.code === mine ? 'primary.solid' : 'border.muted'}
                    bg={tier.code === mine ? 'primary.subtle' : undefined}
                    aria-current={tier.code === mine ? 'true' : undefined}
                  >
                    <RankIcon tier={tier.code} size={64} />
                    <Text fontWeight="semibold" fontSize="sm" textAlign="center">
                      {tier.name}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
                      {formatPoint(tier.point)}
                    </Text>
                    {tier.code === mine && (
                      <Box as="span" fontSize="2xs" color="primary.fg" fontWeight="bold">
                        내 등급
                      </Box>
                    )}
                  </Stack>
                ))}
              </SimpleGrid>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="닫기" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
