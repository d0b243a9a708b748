import { Badge, Box, Button, Flex, Text, Wrap } from '@chakra-ui/react';
import type { KartTier } from '../../../contract/kartrider';

/** The first tiers get their own colour; the rest share one. */
const PALETTES = ['yellow', 'purple', 'blue', 'teal', 'green'];

interface TierListProps {
  tiers: KartTier[];
  /** Shown to admins and managers. */
  onEdit?: (tier: KartTier) => void;
}

/** The tier list: each tier's name on the left, its racers beside it. */
export function TierList({ tiers, onEdit }: TierListProps) {
  if (tiers.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted" py="4">
        아직 티어표가 없어요.
      </Text>
    );
  return (
    <Box borderWidth="1px" borderRadius="l3" overflow="hidden">
      {tiers.map((tier, i) => (
        <Flex key={tier.id} borderTopWidth={i ? '1px' : 0} align="stretch" data-testid="kart-tier">
          <Flex
            w={{ base: '16', md: '24' }}
            flexShrink={0}
            align="center"
            justify="center"
            bg={`${PALETTES[i] ?? 'gray'}.solid`}
            color={`${PALETTES[i] ?? 'gray'}.contrast`}
            fontWeight="extrabold"
            fontSize={{ base: 'lg', md: '2xl' }}
            px="2"
            textAlign="center"
            wordBreak="break-all"
          >
            {tier.name}
          </Flex>
          <Flex flex="1" align="center" gap="2" px="3" py="3" minH="14">
            <Wrap flex="1" gap="2">
              {tier.racers.length === 0 ? (
                <Text fontSize="sm" color="fg.subtle">
                  아직 없음
                </Text>
              ) : (
                tier.racers.map((racer) => (
                  <Badge key={racer} size="lg" variant="subtle" colorPalette={PALETTES[i] ?? 'gray'}>
                    {racer}
                  </Badge>
                ))
              )}
            </Wrap>
            {onEdit && (
              <Button
                size="xs"
                variant="ghost"
                onClick={() => onEdit(tier)}
                aria-label={`${tier.name} 티어 수정`}
              >
                수정
              </Button>
            )}
          </Flex>
        </Flex>
      ))}
    </Box>
  );
}
