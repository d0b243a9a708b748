import { Box, Button, EmptyState, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { PencilIcon, PlusIcon, TrashIcon } from '../../../app';
import { ListFilter } from '../../../app/form/ListFilter';
import { AdminPageHeader } from '../../../app/layout/AdminPageHeader';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { AdminPlayers, type Player, raceNames } from '../../../contract/starcraft';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { filterWords, matchesAny } from '../../../lib/text-match';
import { PlayerIcon } from '../menu-icons';
import { RaceBadge } from '../race';
import { starcraftApi } from '../starcraft-api';
import { confirmRemove } from './confirm-remove';

/** The route's loader: players, teams and crew stations, kept for opening offline. */
export const loadAdminPlayers = (cause: 'enter' | 'stay' | 'preload'): Promise<CachedPage<AdminPlayers>> =>
  loadCachedPage({ key: 'admin/game/player', schema: AdminPlayers, cause, fetch: starcraftApi.adminPlayers });

const route = getRouteApi('/admin/game/player');
// The form (validation and fields) loads when first opened.
const PlayerDialog = lazy(async () => ({ default: (await import('./PlayerDialog')).PlayerDialog }));

const playerTexts = (p: Player) =>
  [p.name, raceNames[p.race], p.tier, p.soopId, p.crewNickname ?? '', p.academyName ?? ''] as const;

/** /admin/game/player: the StarCraft players of the records and the league (add, edit, delete). */
export function AdminPlayersPage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Player | 'new' | null>(null);
  const shown = useMemo(() => {
    const words = filterWords(query);
    return words ? data.players.filter((p) => matchesAny(playerTexts(p), words)) : data.players;
  }, [data.players, query]);
  const reload = () => void router.invalidate();

  const remove = (p: Player) =>
    void confirmRemove(
      `${p.name} 선수를 삭제할까요?\n이 선수의 전적과 리그 경기도 함께 지워집니다.`,
      '선수 삭제',
      () => starcraftApi.removePlayer(p.id),
      `${p.name} 선수를 삭제했습니다.`,
    ).then((yes) => yes && reload());

  return (
    <Box>
      <AdminPageHeader
        title="선수 관리"
        description="전적과 리그에 나오는 스타크래프트 선수입니다. 크루 멤버라면 방송국을 이어 두세요."
        action={
          <Button colorPalette="primary" onClick={() => setEditing('new')} flexShrink={0}>
            <PlusIcon />
            선수 추가
          </Button>
        }
      />
      {stale && <StaleMark savedAt={savedAt} />}
      <Flex mb="4">
        <ListFilter label="이름, 종족, 티어, SOOP 아이디, 팀으로 찾기" value={query} onChange={setQuery} />
      </Flex>
      {shown.length === 0 ? (
        <EmptyState.Root py="12" borderWidth="1px" borderRadius="l3">
          <EmptyState.Content>
            <EmptyState.Indicator color="fg.subtle">
              <PlayerIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>{query ? '찾는 선수가 없습니다' : '아직 선수가 없습니다'}</EmptyState.Title>
            <EmptyState.Description>
              {query ? '다른 말로 찾아 보세요.' : '선수 추가로 첫 선수를 등록해 주세요.'}
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack as="ul" gap="0" borderWidth="1px" borderRadius="l3" divideY="1px" listStyleType="none">
          {shown.map((p) => (
            <Flex
              as="li"
              key={p.id}
              align="center"
              gap="3"
              px={{ base: '3', md: '4' }}
              py="2.5"
              data-testid="sc-player"
            >
              <RaceBadge race={p.race} />
              <Box flex="1" minW="0">
                <Text fontWeight="semibold" truncate>
                  {p.name}
                  {p.tier && (
                    <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm" ms="2">
                      {p.tier}
                    </Text>
                  )}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {[
                    p.soopId && `SOOP ${p.soopId}`,
                    p.crewNickname && `크루 ${p.crewNickname}`,
                    p.academyName && `아카데미 ${p.academyName}`,
                  ]
                    .filter(Boolean)
                    .join(' · ') || '연결된 정보 없음'}
                </Text>
              </Box>
              <Flex gap="0.5" flexShrink={0}>
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="gray"
                  aria-label={`${p.name} 수정`}
                  onClick={() => setEditing(p)}
                >
                  <PencilIcon />
                </IconButton>
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`${p.name} 삭제`}
                  onClick={() => remove(p)}
                >
                  <TrashIcon />
                </IconButton>
              </Flex>
            </Flex>
          ))}
        </Stack>
      )}
      {editing && (
        <Suspense>
          <PlayerDialog
            player={editing === 'new' ? null : editing}
            academies={data.academies}
            stations={data.stations}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              reload();
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
