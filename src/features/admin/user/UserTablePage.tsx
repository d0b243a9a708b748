import { Box, Card, EmptyState, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useMemo, useRef } from 'react';
import { SearchIcon } from '../../../app';
import { AdminPageHeader } from '../../../app/layout/AdminPageHeader';
import { AdminTableHeader } from '../../../app/layout/AdminTableHeader';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { useCachedPage } from '../../../data/page-cache';
import { UserPagination } from './UserPagination';
import { UserSearchBar } from './UserSearchBar';
import { UserTableRow } from './UserTableRow';
import { useTypedSearch } from './use-typed-search';
import { filterUsers, orderUsers } from './user-directory';
import { USER_COLUMNS, userListStyles } from './user-row-styles';
import { USER_PAGE_SIZE, type UserTableSearch } from './user-table-search';

const route = getRouteApi('/admin/user');

const count = (n: number) => n.toLocaleString('ko-KR');

/**
 * /admin/user: find members, see their roles and joining date, and undo a wrong SOOP link. The
 * whole list loads once (and opens offline from the page cache); every filter, order and page
 * after that is worked out here, as the admin types.
 */
export function UserTablePage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const navigate = route.useNavigate();
  const [search, setSearch] = useTypedSearch(route.useSearch(), (next: UserTableSearch) =>
    navigate({ search: next, replace: true }),
  );
  const router = useRouter();
  const refresh = useCallback(() => void router.invalidate(), [router]);
  const ordered = useMemo(() => orderUsers(data.users, search.sort ?? 'newest'), [data, search.sort]);
  const shown = useMemo(() => filterUsers(ordered, search), [ordered, search]);
  const lastPage = Math.max(1, Math.ceil(shown.length / USER_PAGE_SIZE));
  const page = Math.min(search.page ?? 1, lastPage);
  const rows = shown.slice((page - 1) * USER_PAGE_SIZE, page * USER_PAGE_SIZE);
  // The page buttons follow a moment after the rows: redrawn within each key, they cost it a third.
  const pagerCount = useDeferredValue(shown.length);
  const pagerPage = useDeferredValue(page);
  const latestSearch = useRef(search);
  latestSearch.current = search;
  // A page is a step the browser's back button should undo: a history entry of its own.
  const goToPage = useCallback(
    (next: number) =>
      void navigate({ search: { ...latestSearch.current, page: next > 1 ? next : undefined } }),
    [navigate],
  );

  return (
    <Box>
      <AdminPageHeader
        title="사용자 관리"
        description="회원을 찾아 역할과 가입일, 연결된 SOOP 계정을 확인합니다. 잘못 연결된 SOOP 계정은 연결을 해제할 수 있습니다."
      />
      {stale && <StaleMark savedAt={savedAt} />}
      <Card.Root variant="outline" borderRadius="l3" overflow="hidden">
        <UserSearchBar search={search} onChange={setSearch} />
        <Text
          px={{ base: '4', md: '5' }}
          py="2.5"
          fontSize="sm"
          color="fg.muted"
          borderBottomWidth="1px"
          aria-live="polite"
          data-testid="user-count"
        >
          {shown.length === data.users.length
            ? `회원 ${count(data.users.length)}명`
            : `검색 결과 ${count(shown.length)}명 · 전체 ${count(data.users.length)}명`}
        </Text>
        {rows.length === 0 ? (
          <EmptyState.Root py="12">
            <EmptyState.Content>
              <EmptyState.Indicator color="fg.subtle">
                <SearchIcon />
              </EmptyState.Indicator>
              <EmptyState.Title>찾는 회원이 없습니다</EmptyState.Title>
              <EmptyState.Description>검색어나 검색 항목을 바꿔 보세요.</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Box>
            <AdminTableHeader columns={USER_COLUMNS.md} labels={['회원', '역할', '가입일', 'SOOP 계정']} />
            <Box as="ul" css={userListStyles} aria-label="회원 목록">
              {rows.map((user, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: keyed by place, not member, so a keystroke updates the rows on screen instead of building new ones (a third of a key's time at 20,000 members); the row keeps its state per member.
                <UserTableRow key={index} user={user} onUnlinked={refresh} />
              ))}
            </Box>
          </Box>
        )}
      </Card.Root>
      <UserPagination count={pagerCount} pageSize={USER_PAGE_SIZE} page={pagerPage} onPageChange={goToPage} />
    </Box>
  );
}

/** The route's loader, loaded with the page. */
export { loadUserTable } from '../load-pages';
