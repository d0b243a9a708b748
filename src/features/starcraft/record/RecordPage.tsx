import { Box, Button, EmptyState, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { PlusIcon } from '../../../app';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { StarcraftRecord } from '../../../contract/starcraft';
import { ELO_K, ELO_START } from '../../../contract/starcraft-elo';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { confirmRemove } from '../admin/confirm-remove';
import { StarcraftIcon } from '../menu-icons';
import { Section } from '../Section';
import { starcraftApi } from '../starcraft-api';
import { useStaff } from '../use-staff';
import { MatchRow } from './MatchRow';
import { MatchupTable } from './MatchupTable';
import { PlayerAnalysis } from './PlayerAnalysis';
import { RatingTable } from './RatingTable';
import { matchups } from './stats';

/** The route's loader: players and every game, kept for reading offline. */
export const loadRecord = (cause: 'enter' | 'stay' | 'preload'): Promise<CachedPage<StarcraftRecord>> =>
  loadCachedPage({ key: 'starcraft/record', schema: StarcraftRecord, cause, fetch: starcraftApi.record });

const route = getRouteApi('/main/starcraft/record');
const MatchDialog = lazy(async () => ({ default: (await import('./MatchDialog')).MatchDialog }));
const RECENT = 20;

/** `/starcraft/record`: Elo ranking, one player's analysis (chart, race match-ups, head-to-head), match-ups and recent games. */
export function RecordPage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const staff = useStaff();
  const [entering, setEntering] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const player = data.players.find((p) => p.id === chosen) ?? data.players[0] ?? null;
  const names = useMemo(() => new Map(data.players.map((p) => [p.id, p.name])), [data.players]);
  const name = (id: string) => names.get(id) ?? '';
  const reload = () => void router.invalidate();

  const remove = (id: string) =>
    void confirmRemove(
      '이 전적을 삭제할까요?\n레이팅은 남은 경기로 다시 계산됩니다.',
      '전적 삭제',
      () => starcraftApi.removeMatch(id),
      '전적을 삭제했습니다.',
    ).then((yes) => yes && reload());

  return (
    <Stack gap="5" maxW="6xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <Flex align="flex-end" justify="space-between" gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size="xl">
            스타크래프트 전적
          </Heading>
          <Text fontSize="sm" color="fg.muted" mt="1">
            크루와 아카데미 선수들의 경기 기록이에요. 레이팅은 {ELO_START}점에서 시작하는 Elo(K={ELO_K})예요.
          </Text>
        </Box>
        {staff && (
          <Button colorPalette="primary" onClick={() => setEntering(true)}>
            <PlusIcon />
            전적 입력
          </Button>
        )}
      </Flex>
      {stale && <StaleMark savedAt={savedAt} />}
      {!player ? (
        <EmptyState.Root py="12">
          <EmptyState.Content>
            <EmptyState.Indicator color="fg.subtle">
              <StarcraftIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>아직 선수가 없어요</EmptyState.Title>
            <EmptyState.Description>관리자가 선수를 등록하면 전적이 여기에 보여요.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <Grid
            templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }}
            gap="4"
            alignItems="start"
          >
            <Section title="레이팅 순위">
              <RatingTable players={data.players} selected={player.id} onSelect={setChosen} />
            </Section>
            <Section title="선수 분석">
              <PlayerAnalysis
                key={player.id}
                player={player}
                players={data.players}
                matches={data.matches}
                name={name}
              />
            </Section>
          </Grid>
          <Grid
            templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }}
            gap="4"
            alignItems="start"
          >
            <Section title="종족별 승률">
              <MatchupTable rows={matchups(data.matches)} />
            </Section>
            <Section title="최근 경기">
              {data.matches.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  아직 경기가 없어요.
                </Text>
              ) : (
                <Box as="ul" listStyleType="none" divideY="1px">
                  {data.matches.slice(0, RECENT).map((m) => (
                    <MatchRow
                      key={m.id}
                      match={m}
                      name={name}
                      onRemove={staff && !m.leagueMatchId ? () => remove(m.id) : undefined}
                    />
                  ))}
                </Box>
              )}
            </Section>
          </Grid>
        </>
      )}
      {entering && (
        <Suspense>
          <MatchDialog
            players={data.players}
            onClose={() => setEntering(false)}
            onSaved={() => {
              setEntering(false);
              reload();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
