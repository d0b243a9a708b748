import { Badge, Box, Card, Heading, HStack, type SystemStyleObject, Text } from '@chakra-ui/react';
import { gameTime, RACE_NAMES, RACE_PALETTES } from './labels';
import type { PlayerAnalysis } from './parser/analyze';

/**
 * A build order runs to hundreds of steps: plain list items styled once here, on the list, not
 * a styled component each (that took most of the page's time to show a replay).
 */
const STEP_LIST: SystemStyleObject = {
  listStyleType: 'none',
  maxH: '72',
  overflowY: 'auto',
  fontSize: 'sm',
  '& > li': { display: 'flex', gap: '3', py: '1', borderBottomWidth: '1px', borderColor: 'border.muted' },
  '& .step-time': { color: 'fg.muted', minW: '12', fontVariantNumeric: 'tabular-nums' },
  '& .step-name': { flex: '1' },
  '& .step-kind': { fontSize: 'xs', color: 'fg.subtle' },
};

const KIND_LABELS = { building: '건물', unit: '유닛', tech: '기술', upgrade: '업그레이드' } as const;

/** One player's build order: what was ordered (buildings, units, research), by game time. */
export function BuildOrderList({ player, color }: { player: PlayerAnalysis; color: string }) {
  return (
    <Card.Root variant="outline" borderRadius="l3" data-testid="build-order" minW="0">
      <Card.Header pb="2">
        <HStack gap="2">
          <Box w="3" h="3" borderRadius="full" bg={color} flexShrink="0" aria-hidden />
          <Heading as="h3" size="sm" truncate>
            {player.name}
          </Heading>
          <Badge colorPalette={RACE_PALETTES[player.race]}>{RACE_NAMES[player.race]}</Badge>
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        {player.buildOrder.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            지은 것이 없어요.
          </Text>
        ) : (
          <Box as="ol" css={STEP_LIST}>
            {player.buildOrder
              .map((step, order) => ({ ...step, order }))
              .map((step) => (
                <li key={step.order}>
                  <span className="step-time">{gameTime(step.second)}</span>
                  <span className="step-name">{step.name}</span>
                  <span className="step-kind">{KIND_LABELS[step.kind]}</span>
                </li>
              ))}
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
