import { Card, EmptyState, Stack, StackSeparator, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { ListCheck, ListChoice, ListToolbar, listOptions } from '../../../app/form/ListControls';
import { ListFilter } from '../../../app/form/ListFilter';
import { AdminTableHeader } from '../../../app/layout/AdminTableHeader';
import type { AdminBoard } from '../../../contract';
import { BOARD_COLUMNS, BoardRow } from './BoardRow';
import { BOARD_SORTS, type BoardSort, visibleBoards } from './board-list';

interface BoardsPanelProps {
  boards: readonly AdminBoard[];
  onEdit: (board: AdminBoard) => void;
  onChanged: () => void;
}

const SORT_OPTIONS = listOptions(BOARD_SORTS);

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
      <ListToolbar>
        <ListFilter label="게시판 이름, 아이디, 말머리로 찾기" value={query} onChange={setQuery} />
        <ListChoice label="정렬" value={sort} options={SORT_OPTIONS} onChange={setSort} />
        <ListCheck
          label={`삭제된 게시판 보기 (${deletedCount})`}
          checked={showDeleted}
          onChange={setShowDeleted}
        />
      </ListToolbar>
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
