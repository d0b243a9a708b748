import { Badge, Box, Card, DataList, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../../lib/time';
import { CHART_COLORS, LineChart } from '../chart/LineChart';
import { BuildOrderList } from './BuildOrderList';
import { gameTime, RACE_NAMES, RACE_PALETTES } from './labels';
import { cleanName, type ReplaySummary } from './parser/parse-replay';

const FORMAT_NAMES = {
  legacy: '1.16 이하',
  modern: '리마스터 1.18–1.20',
  modern121: '리마스터 1.21 이상',
} as const;

/** Ticks at whole minutes, at most about six of them. */
const minuteStep = (seconds: number) => [60, 120, 300, 600, 1200].find((s) => seconds / s <= 6) ?? 1800;

/** What a replay says: the game, its players with APM, APM over time and each player's build order. */
export function ReplayResult({ replay, fileName }: { replay: ReplaySummary; fileName: string }) {
  const active = replay.players.filter((p) => p.actions > 0);
  const colorOf = (id: number) =>
    CHART_COLORS[
      Math.max(
        0,
        active.findIndex((p) => p.id === id),
      ) % CHART_COLORS.length
    ] ?? '';

  return (
    <Stack gap="5" data-testid="replay-result">
      <Card.Root variant="outline" borderRadius="l3">
        <Card.Body gap="4">
          <Stack gap="1">
            <Heading as="h2" size="lg" data-testid="replay-map">
              {cleanName(replay.mapName) || '이름 없는 맵'}
            </Heading>
            <Text fontSize="sm" color="fg.muted" truncate>
              {fileName}
            </Text>
          </Stack>
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            <DataList.Item>
              <DataList.ItemLabel>경기 시간</DataList.ItemLabel>
              <DataList.ItemValue data-testid="replay-duration">
                {gameTime(replay.durationSeconds)}
              </DataList.ItemValue>
            </DataList.Item>
            {replay.startTime > 0 && (
              <DataList.Item>
                <DataList.ItemLabel>경기 날짜</DataList.ItemLabel>
                <DataList.ItemValue>{formatDateTime(replay.startTime * 1000)}</DataList.ItemValue>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.ItemLabel>버전</DataList.ItemLabel>
              <DataList.ItemValue>{FORMAT_NAMES[replay.format]}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Stack as="ul" gap="0" listStyleType="none" borderWidth="1px" borderRadius="l2" aria-label="선수">
            {replay.players.map((p) => (
              <HStack
                as="li"
                key={`${p.slot}-${p.name}`}
                data-testid="replay-player"
                gap="3"
                px="3"
                py="2"
                borderBottomWidth="1px"
                borderColor="border.muted"
                _last={{ borderBottomWidth: '0' }}
                wrap="wrap"
              >
                <HStack gap="2" flex="1 1 12rem" minW="0">
                  <Box
                    w="2.5"
                    h="2.5"
                    borderRadius="full"
                    bg={p.actions > 0 ? colorOf(p.id) : 'border.emphasized'}
                    flexShrink="0"
                    aria-hidden
                  />
                  <Text as="span" fontWeight="medium" truncate>
                    {p.name}
                  </Text>
                  <Badge colorPalette={RACE_PALETTES[p.race]} flexShrink="0">
                    {RACE_NAMES[p.race]}
                  </Badge>
                  {p.computer && (
                    <Badge size="sm" flexShrink="0">
                      컴퓨터
                    </Badge>
                  )}
                </HStack>
                <HStack gap="4" fontSize="sm" fontVariantNumeric="tabular-nums" color="fg.muted">
                  <Text as="span">
                    APM{' '}
                    <Text as="span" color="fg" fontWeight="semibold">
                      {p.apm}
                    </Text>
                  </Text>
                  <Text as="span">명령 {p.actions.toLocaleString('ko-KR')}</Text>
                </HStack>
              </HStack>
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>

      <Card.Root variant="outline" borderRadius="l3" data-testid="replay-apm-chart">
        <Card.Header pb="0">
          <Heading as="h2" size="md">
            시간별 APM
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {replay.apmWindowSeconds}초마다 센 명령 수를 분당으로 바꾼 값이에요.
          </Text>
        </Card.Header>
        <Card.Body>
          <LineChart
            ariaLabel="선수별 시간에 따른 APM"
            series={active.map((p) => ({
              label: p.name,
              color: colorOf(p.id),
              points: p.apmSeries.map((w) => ({ x: w.second, y: w.apm })),
            }))}
            formatX={gameTime}
            xTickStep={minuteStep(replay.durationSeconds)}
            yDomain={[0, undefined]}
            emptyText="명령이 없는 리플레이예요"
          />
        </Card.Body>
      </Card.Root>

      <Stack gap="3">
        <Heading as="h2" size="md">
          빌드 오더
        </Heading>
        <Grid
          templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }}
          gap="4"
        >
          {active.map((p) => (
            <BuildOrderList key={`${p.slot}-${p.name}`} player={p} color={colorOf(p.id)} />
          ))}
        </Grid>
      </Stack>
    </Stack>
  );
}
