import { Box, Button, Card, EmptyState, Stack, StackSeparator, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { PlusIcon } from '../../../app';
import { AdminPageHeader } from '../../../app/layout/AdminPageHeader';
import { AdminTableHeader } from '../../../app/layout/AdminTableHeader';
import { StaleMark } from '../../../app/runtime/StaleMark';
import type { CrewStation } from '../../../contract';
import { useCachedPage } from '../../../data/page-cache';
import { StationIcon } from '../icons';
import { CrewStationDialog } from './CrewStationDialog';
import { CREW_COLUMNS, CrewStationRow } from './CrewStationRow';

const route = getRouteApi('/admin/crew-member');

/** /admin/crew-member: the SOOP stations the server polls for live status and notices. */
export function CrewMemberPage() {
  const { data: stations, savedAt, stale } = useCachedPage(route.useLoaderData());
  const router = useRouter();
  // null: closed; 'new': adding; a station: editing it.
  const [editing, setEditing] = useState<CrewStation | 'new' | null>(null);
  const reload = () => void router.invalidate();

  return (
    <Box>
      <AdminPageHeader
        title="크루 멤버"
        description="서버가 방송 상태와 방송국 공지를 읽어 오는 크루의 SOOP 방송국입니다."
        action={
          <Button colorPalette="primary" onClick={() => setEditing('new')} flexShrink={0}>
            <PlusIcon />
            멤버 추가
          </Button>
        }
      />
      {stale && <StaleMark savedAt={savedAt} />}
      <Card.Root variant="outline" borderRadius="l3" overflow="hidden">
        {stations.length === 0 ? (
          <EmptyState.Root py="12">
            <EmptyState.Content>
              <EmptyState.Indicator color="fg.subtle">
                <StationIcon />
              </EmptyState.Indicator>
              <EmptyState.Title>등록된 크루 멤버가 없습니다</EmptyState.Title>
              <EmptyState.Description>
                멤버를 추가하면 방송 상태를 읽어 오기 시작합니다.
              </EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <>
            <AdminTableHeader columns={CREW_COLUMNS.md} labels={['순서', '멤버', '소속', '관리']} actions />
            <Stack
              as="ul"
              gap="0"
              separator={<StackSeparator />}
              listStyleType="none"
              aria-label="크루 멤버 목록"
            >
              {stations.map((station) => (
                <CrewStationRow
                  key={station.userId}
                  station={station}
                  onEdit={() => setEditing(station)}
                  onRemoved={reload}
                />
              ))}
            </Stack>
          </>
        )}
      </Card.Root>
      <Text fontSize="xs" color="fg.subtle" mt="3">
        정렬 순서가 작을수록 앞에 나옵니다. 추가하거나 바꾼 내용은 다음 방송 상태 확인 때부터 반영됩니다.
      </Text>
      {editing !== null && (
        <CrewStationDialog
          station={editing === 'new' ? null : editing}
          listedIds={stations.map((s) => s.userId)}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </Box>
  );
}

/** The route's loader, loaded with the page. */
export { loadCrewMembers } from '../load-pages';
