import {
  Badge,
  Box,
  EmptyState,
  Flex,
  Heading,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { getRouteApi, Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { League, type LeagueMatch, seasonStatusNames } from '../../../contract/starcraft-league';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { StarcraftIcon } from '../menu-icons';
import { Section } from '../Section';
import { starcraftApi } from '../starcraft-api';
import { useStaff } from '../use-staff';
import { Bracket } from './Bracket';
import { ScheduleRow } from './ScheduleRow';
import { StandingsTable } from './StandingsTable';
import { seasonDays } from './season-days';
import { bracketRounds, standings } from './standings';
import { useLiveScores } from './use-live-scores';

/** The route's loader: the season asked for (or the newest), kept for reading offline. */
export const loadLeague = (
  season: string | undefined,
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<League>> =>
  loadCachedPage({
    key: `starcraft/league/${season ?? 'latest'}`,
    schema: League,
    cause,
    fetch: (quiet) => starcraftApi.league(season, quiet),
  });

const route = getRouteApi('/main/starcraft/league');
const ScoreDialog = lazy(async () => ({ default: (await import('./ScoreDialog')).ScoreDialog }));

/** `/starcraft/league`: a season's group tables, schedule with live scores, and the finals bracket. */
export function LeaguePage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const navigate = useNavigate();
  const staff = useStaff();
  const [scoring, setScoring] = useState<LeagueMatch | null>(null);
  const season = data.season;
  const matches = useLiveScores(season?.matches ?? []);
  const rounds = bracketRounds(matches);
  const stageName = (m: LeagueMatch) =>
    m.stage === 'final'
      ? (rounds.find((r) => r.round === m.round)?.name ?? '결선')
      : (season?.groups.find((g) => g.id === m.groupId)?.name ?? '');

  return (
    <Stack gap="5" maxW="6xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <Flex align="flex-end" justify="space-between" gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size="xl">
            스타크래프트 리그
          </Heading>
          <Text fontSize="sm" color="fg.muted" mt="1">
            조별 순위와 일정, 결선 대진표예요. 경기 중인 점수는 바로 바뀌어요.
          </Text>
        </Box>
        {data.seasons.length > 0 && (
          <NativeSelect.Root maxW="16rem">
            <NativeSelect.Field
              aria-label="시즌"
              value={season?.id ?? ''}
              onChange={(e) =>
                void navigate({ to: '/starcraft/league', search: { season: e.currentTarget.value } })
              }
            >
              {data.seasons.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({seasonStatusNames[s.status]})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </Flex>
      {stale && <StaleMark savedAt={savedAt} />}
      {!season ? (
        <EmptyState.Root py="12">
          <EmptyState.Content>
            <EmptyState.Indicator color="fg.subtle">
              <StarcraftIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>아직 리그가 없어요</EmptyState.Title>
            <EmptyState.Description>
              시즌이 열리면 여기에서 순위와 일정을 볼 수 있어요.
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <Flex align="center" gap="2" wrap="wrap">
            <Heading as="h2" size="lg">
              {season.name}
            </Heading>
            <Badge colorPalette={season.status === 'running' ? 'green' : 'gray'} variant="subtle">
              {seasonStatusNames[season.status]}
            </Badge>
            {seasonDays(season) && (
              <Text fontSize="sm" color="fg.muted">
                {seasonDays(season)}
              </Text>
            )}
            {season.status === 'entry' && (
              <Link asChild fontSize="sm" colorPalette="purple">
                <RouterLink to="/starcraft/entry">참가 신청하러 가기</RouterLink>
              </Link>
            )}
          </Flex>
          {season.groups.length > 0 && (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
              {season.groups.map((g) => (
                <Section key={g.id} title={g.name}>
                  <StandingsTable rows={standings(g, matches)} name={g.name} />
                </Section>
              ))}
            </SimpleGrid>
          )}
          {rounds.length > 0 && (
            <Section title="결선 대진표">
              <Bracket rounds={rounds} />
            </Section>
          )}
          <Section title="경기 일정과 결과">
            {matches.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                아직 잡힌 경기가 없어요.
              </Text>
            ) : (
              <Box as="ul" listStyleType="none" divideY="1px">
                {matches.map((m) => (
                  <ScheduleRow
                    key={m.id}
                    match={m}
                    stageName={stageName(m)}
                    onScore={staff ? () => setScoring(m) : undefined}
                  />
                ))}
              </Box>
            )}
          </Section>
        </>
      )}
      {scoring && (
        <Suspense>
          <ScoreDialog match={scoring} onClose={() => setScoring(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
