import { Badge, Box, Button, EmptyState, Flex, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, Link as RouterLink, useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import { PencilIcon, PlusIcon } from '../../../../app';
import { AdminPageHeader } from '../../../../app/layout/AdminPageHeader';
import { StaleMark } from '../../../../app/runtime/StaleMark';
import {
  type AdminEntry,
  AdminLeague,
  type LeagueGroup,
  type SeasonSummary,
  seasonStatusNames,
} from '../../../../contract/starcraft-league';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../../data/page-cache';
import { seasonDays } from '../../league/season-days';
import { LeagueIcon } from '../../menu-icons';
import { confirmRemove } from '../confirm-remove';
import { EntriesSection } from './EntriesSection';
import { GroupsSection } from './GroupsSection';
import { leagueAdminApi } from './league-admin-api';
import { MatchesSection } from './MatchesSection';

/** The route's loader: the season asked for (or the newest being played) with its entries, kept for opening offline. */
export const loadAdminLeague = (
  season: string | undefined,
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<AdminLeague>> =>
  loadCachedPage({
    key: `admin/game/league/${season ?? 'latest'}`,
    schema: AdminLeague,
    cause,
    fetch: (quiet) => leagueAdminApi.league(season, quiet),
  });

const route = getRouteApi('/admin/game/league');
const SeasonDialog = lazy(async () => ({ default: (await import('./SeasonDialog')).SeasonDialog }));
const GroupDialog = lazy(async () => ({ default: (await import('./GroupDialog')).GroupDialog }));
const AcceptEntryDialog = lazy(async () => ({
  default: (await import('./AcceptEntryDialog')).AcceptEntryDialog,
}));
const LeagueMatchDialog = lazy(async () => ({
  default: (await import('./LeagueMatchDialog')).LeagueMatchDialog,
}));

type Editing =
  | { kind: 'season'; season: SeasonSummary | null }
  | { kind: 'group'; group: LeagueGroup | null }
  | { kind: 'accept'; entry: AdminEntry }
  | { kind: 'match' };

/** /admin/game/league: seasons, their groups (filled from members' entries), and the schedule. */
export function AdminLeaguePage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing | null>(null);
  const season = data.season;
  const summary = data.seasons.find((s) => s.id === season?.id) ?? null;
  const reload = () => void router.invalidate();
  const saved = () => {
    setEditing(null);
    reload();
  };
  const open = (id: string) => void navigate({ to: '/admin/game/league', search: { season: id } });

  const removeGroup = (g: LeagueGroup) =>
    void confirmRemove(
      `${g.name}을(를) 삭제할까요?\n이 조의 경기도 함께 삭제됩니다.`,
      '조 삭제',
      () => leagueAdminApi.removeGroup(g.id),
      `${g.name}을(를) 삭제했습니다.`,
    ).then((yes) => yes && reload());

  return (
    <Box>
      <AdminPageHeader
        title="리그 관리"
        description="스타리그 시즌을 열고, 참가 신청을 조에 넣고, 경기 일정을 잡습니다."
        action={
          <Button
            colorPalette="primary"
            onClick={() => setEditing({ kind: 'season', season: null })}
            flexShrink={0}
          >
            <PlusIcon />
            시즌 추가
          </Button>
        }
      />
      {stale && <StaleMark savedAt={savedAt} />}
      {!season || !summary ? (
        <EmptyState.Root py="12" borderWidth="1px" borderRadius="l3">
          <EmptyState.Content>
            <EmptyState.Indicator color="fg.subtle">
              <LeagueIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>아직 시즌이 없습니다</EmptyState.Title>
            <EmptyState.Description>시즌 추가로 첫 시즌을 열어 주세요.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="4">
          <Flex align="center" gap="2" wrap="wrap">
            <NativeSelect.Root maxW="18rem">
              <NativeSelect.Field
                aria-label="시즌"
                value={season.id}
                onChange={(e) => open(e.currentTarget.value)}
              >
                {data.seasons.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name} ({seasonStatusNames[s.status]})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEditing({ kind: 'season', season: summary })}
            >
              <PencilIcon />
              시즌 수정
            </Button>
            <Badge colorPalette={season.status === 'running' ? 'green' : 'gray'} variant="subtle">
              {seasonStatusNames[season.status]}
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              {seasonDays(summary)}
            </Text>
            <Link asChild fontSize="sm" colorPalette="purple" ms="auto">
              <RouterLink to="/starcraft/league" search={{ season: season.id }}>
                리그 페이지에서 보기 (결과 입력)
              </RouterLink>
            </Link>
          </Flex>
          <EntriesSection
            entries={data.entries}
            groups={season.groups}
            onAccept={(entry) => setEditing({ kind: 'accept', entry })}
          />
          <GroupsSection
            groups={season.groups}
            onAdd={() => setEditing({ kind: 'group', group: null })}
            onEdit={(group) => setEditing({ kind: 'group', group })}
            onRemove={removeGroup}
          />
          <MatchesSection
            matches={season.matches}
            groups={season.groups}
            onAdd={() => setEditing({ kind: 'match' })}
            onRemove={(m) =>
              void confirmRemove(
                `${m.playerA.name} 대 ${m.playerB.name} 경기를 삭제할까요?\n결과가 있으면 전적에서도 빠집니다.`,
                '경기 삭제',
                () => leagueAdminApi.removeMatch(m.id),
                '경기를 삭제했습니다.',
              ).then((yes) => yes && reload())
            }
          />
        </Stack>
      )}
      <Suspense>
        {editing?.kind === 'season' && (
          <SeasonDialog
            season={editing.season}
            onClose={() => setEditing(null)}
            onSaved={(id) => {
              // Closed before going to the new season: the open dialog's unsaved-changes guard would stop the navigation.
              flushSync(() => setEditing(null));
              if (id === season?.id) reload();
              else open(id);
            }}
          />
        )}
        {editing?.kind === 'group' && season && (
          <GroupDialog
            seasonId={season.id}
            group={editing.group}
            groups={season.groups}
            players={data.players}
            onClose={() => setEditing(null)}
            onSaved={saved}
          />
        )}
        {editing?.kind === 'accept' && season && (
          <AcceptEntryDialog
            entry={editing.entry}
            groups={season.groups}
            players={data.players}
            onClose={() => setEditing(null)}
            onSaved={saved}
          />
        )}
        {editing?.kind === 'match' && season && (
          <LeagueMatchDialog
            seasonId={season.id}
            groups={season.groups}
            players={data.players}
            onClose={() => setEditing(null)}
            onSaved={saved}
          />
        )}
      </Suspense>
    </Box>
  );
}
