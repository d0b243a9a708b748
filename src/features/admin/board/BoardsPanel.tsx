import {
  Card,
  Checkbox,
  EmptyState,
  Flex,
  NativeSelect,
  Stack,
  StackSeparator,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { AdminBoard } from '../../../contract';
import { AdminTableHeader } from '../AdminTableHeader';
import { BOARD_COLUMNS, BoardRow } from './BoardRow';
import { BOARD_SORTS, type BoardSort, visibleBoards } from './board-list';
import { ListFilter } from './ListFilter';

interface BoardsPanelProps {
  boards: readonly AdminBoard[];
  onEdit: (board: AdminBoard) => void;
  onChanged: () => void;
}

const isSort = (value: string): value is BoardSort => value in BOARD_SORTS;

/** The boards, filtered and sorted in the page from the loaded list. */
export function BoardsPanel({ boards, onEdit, onChanged }: BoardsPanelProps) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<BoardSort>('sort');
  const [showDeleted, setShowDeleted] = useState(false);
  const shown = useMemo(
    () => visibleBoards(boards, query, sort, showDeleted),
    [boards, query, sort, showDeleted],
  );
  const deletedCount = boards.filter((b) => b.deleted).length;

  return (
    <Card.Root variant="outline" borderRadius="l3" overflow="hidden">
      <Flex gap="2" px={{ base: '4', md: '5' }} py="3" borderBottomWidth="1px" wrap="wrap" align="center">
        <ListFilter label="게시판 이름, 아이디, 말머리로 찾기" value={query} onChange={setQuery} />
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label="정렬"
            value={sort}
            onChange={(event) => isSort(event.target.value) && setSort(event.target.value)}
          >
            {Object.entries(BOARD_SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Checkbox.Root
          size="sm"
          checked={showDeleted}
          onCheckedChange={(details) => setShowDeleted(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>삭제된 게시판 보기 ({deletedCount})</Checkbox.Label>
        </Checkbox.Root>
      </Flex>
      {shown.length === 0 ? (
        <EmptyState.Root py="10">
          <EmptyState.Content>
            <EmptyState.Title>{query ? '찾는 게시판이 없습니다' : '게시판이 없습니다'}</EmptyState.Title>
            <EmptyState.Description>
              {query ? '다른 말로 찾아 보세요.' : '게시판을 추가하면 회원 메뉴에 바로 나옵니다.'}
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <AdminTableHeader
            columns={BOARD_COLUMNS.md}
            labels={['순서', '게시판', '말머리 · 권한', '글', '관리']}
            actions
          />
          <Stack as="ul" gap="0" separator={<StackSeparator />} listStyleType="none" aria-label="게시판 목록">
            {shown.map((board) => (
              <BoardRow key={board.id} board={board} onEdit={() => onEdit(board)} onChanged={onChanged} />
            ))}
          </Stack>
        </>
      )}
      <Text fontSize="xs" color="fg.subtle" px={{ base: '4', md: '5' }} py="3" borderTopWidth="1px">
        게시판을 삭제해도 글은 지워지지 않고 보관됩니다. 같은 아이디로 다시 만들면 다시 보입니다.
      </Text>
    </Card.Root>
  );
}
