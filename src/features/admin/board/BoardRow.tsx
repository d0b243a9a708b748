import { Badge, Box, Button, Flex, Grid, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { showToast } from '../../../app';
import { type AdminBoard, roleNames } from '../../../contract';
import { boardAdminApi } from './board-admin-api';
import { boardInputOf } from './board-list';
import { confirmRemoveBoard } from './remove-board';

/** Shared with the list's header row, so the columns line up on wide screens. */
export const BOARD_COLUMNS = {
  base: '2.5rem minmax(0, 1fr) auto',
  md: '4rem minmax(0, 1.2fr) minmax(0, 1.4fr) 5rem 8.5rem',
};

const rolesText = (roles: readonly AdminBoard['readRoles'][number][], open: string) =>
  roles.length === 0 ? open : roles.map((r) => roleNames[r]).join(', ');

interface BoardRowProps {
  board: AdminBoard;
  onEdit: () => void;
  onChanged: () => void;
}

/** One board: its place, name and id, categories and roles, posts, 수정 and 삭제 (or 다시 만들기). */
export function BoardRow({ board, onEdit, onChanged }: BoardRowProps) {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    try {
      if (await action()) onChanged();
    } finally {
      setBusy(false);
    }
  };
  const restore = async () => {
    try {
      await boardAdminApi.create(boardInputOf(board));
    } catch {
      return false;
    }
    showToast({ type: 'success', title: `'${board.name}' 게시판을 다시 만들었습니다.` });
    return true;
  };

  return (
    <Grid
      as="li"
      templateColumns={BOARD_COLUMNS}
      columnGap={{ base: '3', md: '4' }}
      rowGap="2"
      alignItems="center"
      px={{ base: '4', md: '5' }}
      py="3.5"
      opacity={board.deleted ? 0.7 : 1}
      data-testid="admin-board-row"
    >
      <Text
        fontVariantNumeric="tabular-nums"
        color="fg.muted"
        fontWeight="semibold"
        aria-label={`정렬 순서 ${board.sort}`}
      >
        {board.sort}
      </Text>
      <Box minW="0">
        <Flex align="center" gap="2">
          <Text fontWeight="semibold" truncate>
            {board.name}
          </Text>
          {board.deleted && (
            <Badge colorPalette="red" variant="subtle" flexShrink={0}>
              삭제됨
            </Badge>
          )}
        </Flex>
        <Text fontSize="sm" color="fg.muted" truncate>
          /board/{board.id}
          {board.description ? ` · ${board.description}` : ''}
        </Text>
      </Box>
      <Box gridColumn={{ base: '2 / -1', md: 'auto' }} gridRow={{ base: '2', md: 'auto' }} minW="0">
        <Wrap gap="1.5" aria-label="말머리">
          {board.categories.length > 0 ? (
            board.categories.map((c) => (
              <Badge key={c.number} variant="subtle" colorPalette="primary">
                {c.name}
              </Badge>
            ))
          ) : (
            <Text fontSize="sm" color="fg.subtle">
              말머리 없음
            </Text>
          )}
        </Wrap>
        <Text fontSize="xs" color="fg.muted" mt="1">
          읽기 {rolesText(board.readRoles, '누구나')} · 쓰기 {rolesText(board.writeRoles, '회원 누구나')}
        </Text>
      </Box>
      <Text
        fontSize="sm"
        color="fg.muted"
        fontVariantNumeric="tabular-nums"
        gridColumn={{ base: '2 / -1', md: 'auto' }}
        gridRow={{ base: '3', md: 'auto' }}
      >
        글 {board.postCount.toLocaleString('ko-KR')}개
      </Text>
      <Flex
        gap="1"
        justify="flex-end"
        gridColumn={{ base: '3', md: 'auto' }}
        gridRow={{ base: '1', md: 'auto' }}
      >
        {board.deleted ? (
          <Button
            size="xs"
            variant="outline"
            loading={busy}
            onClick={() => void run(restore)}
            aria-label={`다시 만들기: ${board.name}`}
          >
            다시 만들기
          </Button>
        ) : (
          <>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="gray"
              onClick={onEdit}
              aria-label={`수정: ${board.name}`}
            >
              수정
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              loading={busy}
              onClick={() => void run(() => confirmRemoveBoard(board))}
              aria-label={`삭제: ${board.name}`}
            >
              삭제
            </Button>
          </>
        )}
      </Flex>
    </Grid>
  );
}
