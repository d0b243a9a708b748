import { Badge, Box, Button, Tabs } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { PlusIcon } from '../../../app';
import { AdminPageHeader } from '../../../app/layout/AdminPageHeader';
import { StaleMark } from '../../../app/runtime/StaleMark';
import type { AdminBoard } from '../../../contract';
import { useCachedPage } from '../../../data/page-cache';
import { BlacklistPanel } from './BlacklistPanel';
import { BoardsPanel } from './BoardsPanel';
import { RolesPanel } from './RolesPanel';

const route = getRouteApi('/admin/board');
// The form (its validation and fields) loads when first opened, not with the list.
const BoardDialog = lazy(async () => ({ default: (await import('./BoardDialog')).BoardDialog }));

/** /admin/board: boards and their categories and roles, board admins, and who may not write. */
export function BoardAdminPage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const router = useRouter();
  // null: closed; 'new': adding; a board: editing it.
  const [editing, setEditing] = useState<AdminBoard | 'new' | null>(null);
  const reload = () => void router.invalidate();
  const nextSort = Math.max(0, ...data.boards.map((b) => b.sort)) + 1;
  const liveBoards = data.boards.filter((b) => !b.deleted).length;
  const barred = data.blacklist.length + data.soopBlacklist.length;

  return (
    <Box>
      <AdminPageHeader
        title="게시판 관리"
        description="게시판과 말머리, 읽기·쓰기 권한, 게시판 관리자와 글쓰기 제한을 관리합니다. 바꾼 내용은 회원 화면에 바로 반영됩니다."
        action={
          <Button colorPalette="primary" onClick={() => setEditing('new')} flexShrink={0}>
            <PlusIcon />
            게시판 추가
          </Button>
        }
      />
      {stale && <StaleMark savedAt={savedAt} />}
      <Tabs.Root defaultValue="boards" variant="line" lazyMount size={{ base: 'sm', md: 'md' }}>
        <Tabs.List mb="4" overflowX="auto">
          <Tabs.Trigger whiteSpace="nowrap" value="boards">
            게시판 <Badge size="sm">{liveBoards}</Badge>
          </Tabs.Trigger>
          <Tabs.Trigger whiteSpace="nowrap" value="roles">
            게시판 관리자 <Badge size="sm">{data.roles.length}</Badge>
          </Tabs.Trigger>
          <Tabs.Trigger whiteSpace="nowrap" value="blacklist">
            글쓰기 제한 <Badge size="sm">{barred}</Badge>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="boards" pt="0">
          <BoardsPanel boards={data.boards} onEdit={setEditing} onChanged={reload} />
        </Tabs.Content>
        <Tabs.Content value="roles" pt="0">
          <RolesPanel roles={data.roles} boards={data.boards} onChanged={reload} />
        </Tabs.Content>
        <Tabs.Content value="blacklist" pt="0">
          <BlacklistPanel members={data.blacklist} soopIds={data.soopBlacklist} onChanged={reload} />
        </Tabs.Content>
      </Tabs.Root>
      {editing !== null && (
        <Suspense>
          <BoardDialog
            board={editing === 'new' ? null : editing}
            nextSort={nextSort}
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

/** The route's loader, loaded with the page. */
export { loadBoardAdmin } from './load-board-admin';
