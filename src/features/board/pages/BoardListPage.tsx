import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle, useSession } from '../../../app';
import { useBoards } from '../../../data/live-query';
import { BoardHeader } from '../components/BoardHeader';
import { BoardToolbar } from '../components/BoardToolbar';
import { EmptyPosts } from '../components/EmptyPosts';
import { SlidersIcon } from '../components/icons';
import { ListSentinel } from '../components/ListSentinel';
import { PostListSkeleton } from '../components/PostListSkeleton';
import { PostRow } from '../components/PostRow';
import { isBoardInFeed } from '../feed-preference';
import { useFeedPreference } from '../hooks/use-feed-preference';
import { usePostList } from '../hooks/use-post-list';
import type { BoardListSearch } from '../list-search';

interface BoardListPageProps {
  /** null: /board/all, every board the feed preference keeps. */
  boardId: string | null;
  search: BoardListSearch;
  onSearchChange: (next: BoardListSearch) => void;
}

export function BoardListPage({ boardId, search, onSearchChange }: BoardListPageProps) {
  const { user } = useSession();
  const boards = useBoards();
  const [feed] = useFeedPreference();
  const board = boardId ? boards?.find((b) => b.id === boardId) : undefined;
  const boardIds = boardId
    ? [boardId]
    : (boards ?? []).filter((b) => isBoardInFeed(feed, b.id)).map((b) => b.id);
  const list = usePostList(boardId, search, boardIds);
  const title = boardId ? (board?.name ?? '게시판') : '전체글';
  useDocumentTitle(title);

  const rows = boardId ? list.rows : list.rows?.filter((post) => isBoardInFeed(feed, post.boardId));
  const filtered = Boolean(search.category || search.popular || search.q);
  // Before the first pull no board is known yet: no rows then is "not here yet", not "none".
  const boardsPulled = (boards?.length ?? 0) > 0;
  const boardName = (id: string) => boards?.find((b) => b.id === id)?.name ?? null;
  const categoryName = (id: string, number: number | null) =>
    boards?.find((b) => b.id === id)?.categories.find((c) => c.number === number)?.name ?? null;

  // No boards at all is a database that has not pulled them yet (a member's first start), not a
  // board that is gone.
  if (boardId && boards?.length && !board) return <BoardNotFound />;

  return (
    <Box maxW="960px" mx="auto" w="full">
      <Box
        bg="bg.panel"
        borderWidth={{ base: '0', md: '1px' }}
        borderRadius={{ base: '0', md: 'l3' }}
        overflow="hidden"
      >
        <BoardHeader
          title={title}
          description={boardId ? (board?.description ?? '') : '모든 게시판의 새 글을 한곳에서 봅니다'}
          writeTo={user ? { boardId } : null}
          extra={
            !boardId &&
            user && (
              <Button asChild size="sm" variant="outline" colorPalette="gray">
                <Link to="/board-filter">
                  <SlidersIcon />
                  게시판 선택
                </Link>
              </Button>
            )
          }
        />
        <BoardToolbar
          key={boardId ?? 'all'}
          categories={board?.categories ?? []}
          search={search}
          onChange={onSearchChange}
        />
        {rows === undefined || (rows.length === 0 && !boardsPulled) ? (
          <PostListSkeleton />
        ) : rows.length === 0 && list.done ? (
          <EmptyPosts filtered={filtered} />
        ) : (
          <Box as="ul" listStyleType="none" aria-label={`${title} 글 목록`}>
            {rows.map((post) => (
              <li key={post.id}>
                <PostRow
                  post={post}
                  boardName={boardId ? null : boardName(post.boardId)}
                  categoryName={categoryName(post.boardId, post.categoryNumber)}
                />
              </li>
            ))}
          </Box>
        )}
        {rows !== undefined && boardsPulled && !(rows.length === 0 && list.done) && (
          <ListSentinel
            onVisible={list.loadMore}
            loading={list.loading}
            done={list.done}
            failed={list.failed}
            generation={list.generation}
          />
        )}
      </Box>
    </Box>
  );
}

function BoardNotFound() {
  return (
    <Stack align="center" gap="3" py="24" textAlign="center">
      <Heading size="lg">게시판을 찾을 수 없습니다</Heading>
      <Text color="fg.muted">주소가 바뀌었거나 볼 수 없는 게시판입니다.</Text>
      <Button asChild colorPalette="purple" size="sm">
        <Link to="/board/all">전체글 보기</Link>
      </Button>
    </Stack>
  );
}
