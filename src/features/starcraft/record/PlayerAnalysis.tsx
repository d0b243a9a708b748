import { Box, Flex, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type Match, type RecordPlayer, raceNames } from '../../../contract/starcraft';
import { toSeoul } from '../../../lib/time';
import { CHART_COLORS, LineChart } from '../chart/LineChart';
import { RaceBadge } from '../race';
import { MatchRow } from './MatchRow';
import { headToHead, ratingSeries, versusRaces, type WinLoss, winRate } from './stats';

interface PlayerAnalysisProps {
  player: RecordPlayer;
  players: readonly RecordPlayer[];
  matches: readonly Match[];
  name(id: string): string;
}

const day = (x: number) => toSeoul(x).format('M.D');

function Tally({ label, record }: { label: string; record: WinLoss }) {
  const rate = winRate(record);
  return (
    <Box borderWidth="1px" borderRadius="l2" px="3" py="2">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
        {rate === null ? '—' : `${rate}%`}
      </Text>
      <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
        {record.wins}승 {record.losses}패
      </Text>
    </Box>
  );
}

/** The chosen player: Elo over time (with the opponent's beside it), win rates by the race met, head-to-head. */
export function PlayerAnalysis({ player, players, matches, name }: PlayerAnalysisProps) {
  const others = players.filter((p) => p.id !== player.id);
  const [picked, setPicked] = useState<string>('');
  const opponent = others.find((p) => p.id === picked) ?? null;
  const versus = versusRaces(matches, player.id);
  const h2h = opponent ? headToHead(matches, player.id, opponent.id) : null;
  const series = [player, ...(opponent ? [opponent] : [])].map((p, i) => ({
    label: p.name,
    color: CHART_COLORS[i]!,
    points: ratingSeries(matches, p.id),
  }));

  return (
    <Stack gap="5">
      <Flex align="center" gap="2" wrap="wrap">
        <RaceBadge race={player.race} full />
        <Text fontWeight="bold" fontSize="lg">
          {player.name}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          레이팅 {player.rating} · {player.wins}승 {player.losses}패
        </Text>
      </Flex>
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="2">
          레이팅 변화
        </Text>
        <LineChart
          series={series}
          ariaLabel={`${series.map((s) => s.label).join(', ')}의 경기별 Elo 레이팅`}
          formatX={day}
          height={200}
          emptyText="아직 경기가 없습니다"
        />
      </Box>
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="2">
          상대 종족별 승률
        </Text>
        <SimpleGrid columns={3} gap="2">
          {(['T', 'Z', 'P'] as const).map((race) => (
            <Tally key={race} label={`${raceNames[race]}전`} record={versus[race]} />
          ))}
        </SimpleGrid>
      </Box>
      <Box>
        <Flex align="center" justify="space-between" gap="3" mb="2" wrap="wrap">
          <Text fontSize="sm" fontWeight="medium">
            상대 전적
          </Text>
          <NativeSelect.Root size="sm" maxW="14rem">
            <NativeSelect.Field
              aria-label="상대 선수"
              value={picked}
              onChange={(e) => setPicked(e.currentTarget.value)}
            >
              <option value="">상대 선수 고르기</option>
              {others.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
        {opponent && h2h ? (
          <Box data-testid="sc-head-to-head">
            <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
              {player.name} {h2h.wins} : {h2h.losses} {opponent.name}
            </Text>
            {h2h.games.length === 0 ? (
              <Text fontSize="sm" color="fg.muted" mt="1">
                두 선수는 아직 맞붙은 적이 없습니다.
              </Text>
            ) : (
              <Box as="ul" listStyleType="none" divideY="1px">
                {h2h.games.map((m) => (
                  <MatchRow key={m.id} match={m} name={name} />
                ))}
              </Box>
            )}
          </Box>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            상대 선수를 고르면 두 선수의 전적과 레이팅을 함께 보여 줍니다.
          </Text>
        )}
      </Box>
    </Stack>
  );
}
