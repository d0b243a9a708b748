import { ButtonGroup, IconButton, Pagination } from '@chakra-ui/react';
import { memo } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';

interface UserPaginationProps {
  count: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
}

const TRANSLATIONS = {
  rootLabel: '페이지',
  prevTriggerLabel: '이전 페이지',
  nextTriggerLabel: '다음 페이지',
  itemLabel: ({ page }: { page: number }) => `${page}페이지`,
};

/** Page buttons under the table; hidden when everything fits on one page. */
export const UserPagination = memo(function UserPagination({
  count,
  pageSize,
  page,
  onPageChange,
}: UserPaginationProps) {
  if (count <= pageSize) return null;
  return (
    <Pagination.Root
      count={count}
      pageSize={pageSize}
      page={page}
      siblingCount={1}
      translations={TRANSLATIONS}
      onPageChange={(details) => onPageChange(details.page)}
      display="flex"
      justifyContent="center"
      mt="4"
    >
      <ButtonGroup variant="ghost" size="sm" gap="1">
        <Pagination.PrevTrigger asChild>
          <IconButton>
            <ChevronLeftIcon />
          </IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => (
            <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton>
            <ChevronRightIcon />
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
});
