import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import type { RecordPlayer } from '../../../contract/starcraft';
import { RaceBadge } from '../race';
import { winRate } from './stats';

interface RatingTableProps {
  players: readonly RecordPlayer[];
  selected: string | null;
  onSelect(id: string): void;
}

/** Players by Elo, each row a button that picks the player shown in the analysis. */
export function RatingTable({ players, selected, onSelect }: RatingTableProps) {
  return (
    <Stack as="ol" gap="1" listStyleType="none">
      {players.map((p, i) => {
        const rate = winRate(p);
        return (
          <li key={p.id}>
            <chakra.button
              type="button"
              w="full"
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2"
              borderRadius="l2"
              textAlign="start"
              bg={p.id === selected ? 'purple.subtle' : undefined}
              _hover={{ bg: p.id === selected ? 'purple.subtle' : 'bg.muted' }}
              aria-pressed={p.id === selected}
              onClick={() => onSelect(p.id)}
              data-testid="sc-rating-row"
            >
              <Text
                w="6"
                textAlign="center"
                fontWeight="bold"
                color="fg.muted"
                fontVariantNumeric="tabular-nums"
              >
                {i + 1}
              </Text>
              <RaceBadge race={p.race} />
              <Box flex="1" minW="0">
                <Text fontWeight="semibold" truncate>
                  {p.name}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {[p.tier, p.academyName].filter(Boolean).join(' · ') || '\u00a0'}
                </Text>
              </Box>
              <Flex direction="column" align="flex-end" flexShrink={0}>
                <Text fontWeight="bold" fontVariantNumeric="tabular-nums" aria-label={`레이팅 ${p.rating}`}>
                  {p.rating}
                </Text>
                <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
                  {p.wins}승 {p.losses}패{rate !== null && ` · ${rate}%`}
                </Text>
              </Flex>
            </chakra.button>
          </li>
        );
      })}
    </Stack>
  );
}
