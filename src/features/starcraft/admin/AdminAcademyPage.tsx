import {
  Box,
  Button,
  Card,
  EmptyState,
  Flex,
  Heading,
  IconButton,
  SimpleGrid,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { PencilIcon, PlusIcon, TrashIcon } from '../../../app';
import { AdminPageHeader } from '../../../app/layout/AdminPageHeader';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { type Academy, AdminAcademies } from '../../../contract/starcraft';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { AcademyIcon } from '../menu-icons';
import { RaceBadge } from '../race';
import { starcraftApi } from '../starcraft-api';
import { confirmRemove } from './confirm-remove';

/** The route's loader: the teams with their players, kept for opening offline. */
export const loadAdminAcademies = (
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<AdminAcademies>> =>
  loadCachedPage({
    key: 'admin/game/academy',
    schema: AdminAcademies,
    cause,
    fetch: starcraftApi.adminAcademies,
  });

const route = getRouteApi('/admin/game/academy');
const AcademyDialog = lazy(async () => ({ default: (await import('./AcademyDialog')).AcademyDialog }));

/** /admin/game/academy: the academy's teams (a StarCraft school) and who plays for each. */
export function AdminAcademyPage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const [editing, setEditing] = useState<Academy | 'new' | null>(null);
  const reload = () => void router.invalidate();
  const free = data.players.filter((p) => !p.academyId).length;

  const remove = (a: Academy) =>
    void confirmRemove(
      `${a.name} 팀을 삭제할까요?\n소속 선수 ${a.players.length}명은 선수 목록에 남습니다.`,
      '팀 삭제',
      () => starcraftApi.removeAcademy(a.id),
      `${a.name} 팀을 삭제했습니다.`,
    ).then((yes) => yes && reload());

  return (
    <Box>
      <AdminPageHeader
        title="아카데미 관리"
        description="크루가 키우는 스타크래프트 아카데미의 팀과 소속 선수입니다."
        action={
          <Button colorPalette="primary" onClick={() => setEditing('new')} flexShrink={0}>
            <PlusIcon />팀 추가
          </Button>
        }
      />
      {stale && <StaleMark savedAt={savedAt} />}
      {data.academies.length === 0 ? (
        <EmptyState.Root py="12" borderWidth="1px" borderRadius="l3">
          <EmptyState.Content>
            <EmptyState.Indicator color="fg.subtle">
              <AcademyIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>아직 팀이 없습니다</EmptyState.Title>
            <EmptyState.Description>팀 추가로 첫 팀을 만들어 주세요.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {data.academies.map((a) => (
            <Card.Root key={a.id} variant="outline" borderRadius="l3" data-testid="sc-academy">
              <Card.Body gap="3">
                <Flex align="flex-start" gap="2">
                  <Box flex="1" minW="0">
                    <Heading as="h2" size="md">
                      {a.name}
                    </Heading>
                    {a.description && (
                      <Text fontSize="sm" color="fg.muted" mt="1">
                        {a.description}
                      </Text>
                    )}
                  </Box>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="gray"
                    aria-label={`${a.name} 수정`}
                    onClick={() => setEditing(a)}
                  >
                    <PencilIcon />
                  </IconButton>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`${a.name} 삭제`}
                    onClick={() => remove(a)}
                  >
                    <TrashIcon />
                  </IconButton>
                </Flex>
                {a.players.length === 0 ? (
                  <Text fontSize="sm" color="fg.subtle">
                    소속 선수가 없습니다. 수정에서 선수를 넣어 주세요.
                  </Text>
                ) : (
                  <Wrap gap="2" as="ul" listStyleType="none" aria-label={`${a.name} 소속 선수`}>
                    {a.players.map((p) => (
                      <Flex
                        as="li"
                        key={p.id}
                        align="center"
                        gap="1.5"
                        borderWidth="1px"
                        borderRadius="full"
                        px="2.5"
                        py="1"
                      >
                        <RaceBadge race={p.race} />
                        <Text fontSize="sm">{p.name}</Text>
                        {p.tier && (
                          <Text fontSize="xs" color="fg.muted">
                            {p.tier}
                          </Text>
                        )}
                      </Flex>
                    ))}
                  </Wrap>
                )}
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      <Text fontSize="xs" color="fg.subtle" mt="3">
        선수는 한 팀에만 속합니다. 팀이 없는 선수 {free}명. 선수는 선수 관리에서 추가합니다.
      </Text>
      {editing && (
        <Suspense>
          <AcademyDialog
            academy={editing === 'new' ? null : editing}
            players={data.players}
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
