import { Box, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { raceNames } from '../../../contract/starcraft';
import type { matchups } from './stats';
import { winRate } from './stats';

/** Every non-mirror match-up: how often the first race beat the second across all games. */
export function MatchupTable({ rows }: { rows: ReturnType<typeof matchups> }) {
  return (
    <Stack gap="3">
      {rows.map((row) => {
        const rate = winRate(row);
        return (
          <Box key={row.key} data-testid="sc-matchup">
            <Flex justify="space-between" fontSize="sm" mb="1" gap="2">
              <Text fontWeight="medium">
                {raceNames[row.a]} vs {raceNames[row.b]}
              </Text>
              <Text color="fg.muted" fontVariantNumeric="tabular-nums">
                {row.wins}승 {row.losses}패{rate !== null && ` · ${rate}%`}
              </Text>
            </Flex>
            <Progress.Root value={rate ?? 0} size="sm" colorPalette="purple" aria-label={`${row.key} 승률`}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Box>
        );
      })}
    </Stack>
  );
}
