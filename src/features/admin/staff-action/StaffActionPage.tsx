import { Text } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AdminList } from '../../../app/layout/AdminList';
import { useCachedPage } from '../../../data/page-cache';
import { RecordIcon } from '../menu-icons';
import { UserPagination } from '../user/UserPagination';
import { StaffActionFilters } from './StaffActionFilters';
import { STAFF_ACTION_COLUMNS, StaffActionRow } from './StaffActionRow';
import type { StaffActionSearch } from './staff-action-search';

const route = getRouteApi('/admin/staff-action');

/**
 * /admin/staff-action: what managers and admins did (points, drops and codes, roles, boards,
 * members' posts and comments, write bans), who did it, when (Seoul time) and why. The server
 * filters and pages; each filter's last answer opens offline with the stale mark. Nothing here
 * changes the record.
 */
export function StaffActionPage() {
  const shown = useCachedPage(route.useLoaderData());
  const { data } = shown;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // A new filter starts at the first page; a page of its own is a history entry the back button undoes.
  const change = useCallback(
    (next: Partial<StaffActionSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...next, page: undefined }) }),
    [navigate],
  );
  const goToPage = useCallback(
    (page: number) => void navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) }),
    [navigate],
  );
  const filtered = Object.keys(search).some((key) => key !== 'page');
  const targetLabel = search.targetId
    ? (data.data.find((row) => row.targetId === search.targetId)?.targetLabel ?? null)
    : null;

  return (
    <AdminList
      title="운영 기록"
      description="매니저와 관리자가 한 일(포인트 조정·드롭·코드, 권한, 게시판, 회원 글·댓글 수정과 삭제, 글쓰기 제한)을 누가, 언제, 왜 했는지 남긴 기록입니다. 기록은 고치거나 지울 수 없습니다."
      shown={shown}
      toolbar={
        <>
          <StaffActionFilters
            search={search}
            actors={data.actors}
            targetLabel={targetLabel}
            onChange={change}
          />
          <Text
            px={{ base: '4', md: '5' }}
            py="2.5"
            fontSize="sm"
            color="fg.muted"
            borderBottomWidth="1px"
            aria-live="polite"
            data-testid="staff-action-count"
          >
            {filtered ? '조건에 맞는 기록' : '전체 기록'} {data.total.toLocaleString('ko-KR')}건
          </Text>
        </>
      }
      empty={
        data.data.length > 0
          ? null
          : filtered
            ? {
                title: '조건에 맞는 기록이 없습니다',
                description: '담당자, 종류, 대상이나 기간을 바꿔 보세요.',
              }
            : {
                icon: <RecordIcon />,
                title: '아직 기록이 없습니다',
                description: '운영진이 포인트를 조정하거나 권한, 게시판, 회원 글을 바꾸면 여기에 남습니다.',
              }
      }
      columns={STAFF_ACTION_COLUMNS.md}
      labels={['시각', '담당자', '종류', '대상', '내용']}
      listLabel="운영 기록 목록"
      footer={
        <UserPagination
          count={data.total}
          pageSize={data.pageSize}
          page={data.page}
          onPageChange={goToPage}
        />
      }
    >
      {data.data.map((action) => (
        <StaffActionRow
          key={action.id}
          action={action}
          onTarget={() => change({ targetType: action.targetType, targetId: action.targetId })}
        />
      ))}
    </AdminList>
  );
}

/** The route's loader, loaded with the page. */
export { loadStaffActions } from './load-staff-actions';
