import { Box, Card, EmptyState, Stack, StackSeparator, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter, useRouterState } from '@tanstack/react-router';
import { SearchIcon } from '../../../app';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { useCachedPage } from '../../../data/page-cache';
import { AdminPageHeader } from '../AdminPageHeader';
import { AdminTableHeader } from '../AdminTableHeader';
import { UserPagination } from './UserPagination';
import { UserSearchBar } from './UserSearchBar';
import { USER_COLUMNS, UserTableRow } from './UserTableRow';
import { USER_PAGE_SIZE, type UserTableSearch } from './user-table-search';

const route = getRouteApi('/admin/user');

/** /admin/user: find members, see their roles and joining date, and undo a wrong SOOP link. */
export function UserTablePage() {
  const { data: page, savedAt, stale } = useCachedPage(route.useLoaderData());
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const router = useRouter();
  // While the next page or search loads, the current rows stay and are dimmed.
  const loading = useRouterState({ select: (state) => state.isLoading });
  const go = (next: UserTableSearch) => void navigate({ search: next });

  return (
    <Box>
      <AdminPageHeader
        title="사용자 관리"
        description="회원을 찾아 역할과 가입일, 연결된 SOOP 계정을 확인합니다. 잘못 연결된 SOOP 계정은 연결을 해제할 수 있습니다."
      />
      {stale && <StaleMark savedAt={savedAt} />}
      <Card.Root variant="outline" borderRadius="l3" overflow="hidden">
        <UserSearchBar key={JSON.stringify(search)} search={search} onSearch={go} />
        <Text
          px={{ base: '4', md: '5' }}
          py="2.5"
          fontSize="sm"
          color="fg.muted"
          borderBottomWidth="1px"
          aria-live="polite"
        >
          {page.recordsFiltered === page.recordsTotal
            ? `회원 ${page.recordsTotal.toLocaleString('ko-KR')}명`
            : `검색 결과 ${page.recordsFiltered.toLocaleString('ko-KR')}명 · 전체 ${page.recordsTotal.toLocaleString('ko-KR')}명`}
        </Text>
        {page.data.length === 0 ? (
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
          <Box opacity={loading ? 0.6 : 1} transition="opacity 0.15s" aria-busy={loading}>
            <AdminTableHeader columns={USER_COLUMNS.md} labels={['회원', '역할', '가입일', 'SOOP 계정']} />
            <Stack as="ul" gap="0" separator={<StackSeparator />} listStyleType="none" aria-label="회원 목록">
              {page.data.map((user) => (
                <UserTableRow key={user.uuid} user={user} onUnlinked={() => void router.invalidate()} />
              ))}
            </Stack>
          </Box>
        )}
      </Card.Root>
      <UserPagination
        count={page.recordsFiltered}
        pageSize={USER_PAGE_SIZE}
        page={search.page ?? 1}
        onPageChange={(next) => go({ ...search, page: next > 1 ? next : undefined })}
      />
    </Box>
  );
}

/** The route's loader, loaded with the page. */
export { loadUserTable } from '../load-pages';
