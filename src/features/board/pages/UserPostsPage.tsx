import { Avatar, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { slotOf, useDocumentTitle, useSession } from '../../../app';
import { useFeatures } from '../../../app/router/features-context';
import { useBlockedUsers, useBoards } from '../../../data/live-query';
import { BlockedPostNotice } from '../components/BlockedPostNotice';
import { EmptyPosts } from '../components/EmptyPosts';
import { ListSentinel } from '../components/ListSentinel';
import { PostListSkeleton } from '../components/PostListSkeleton';
import { PostRow } from '../components/PostRow';
import { useUserPosts } from '../hooks/use-user-posts';

/** /board/user/{id}: everything one user wrote, across boards. */
export function UserPostsPage({ userUuid }: { userUuid: string }) {
  const boards = useBoards();
  const list = useUserPosts(userUuid);
  const blocked = useBlockedUsers()?.includes(userUuid) ?? false;
  // Shown on request, until the page is left.
  const [shownAnyway, setShownAnyway] = useState(false);
  const author = list.rows?.[0];
  const title = author ? `${author.authorNickname}님의 글` : '작성한 글';
  useDocumentTitle(title);
  const board = (id: string) => boards?.find((b) => b.id === id);
  const { user } = useSession();
  const MemberActions = slotOf(useFeatures(), 'memberActions');

  return (
    <Box maxW="960px" mx="auto" w="full">
      <Box
        bg="bg.panel"
        borderWidth={{ base: '0', md: '1px' }}
        borderRadius={{ base: '0', md: 'l3' }}
        overflow="hidden"
      >
        <HStack gap="3" px={{ base: '4', md: '5' }} py="5" borderBottomWidth="1px">
          <Avatar.Root size="lg">
            <Avatar.Fallback name={author?.authorNickname} />
            {author?.authorProfileUri && <Avatar.Image src={author.authorProfileUri} />}
          </Avatar.Root>
          <Stack gap="0.5">
            <Heading as="h1" size="xl" fontWeight="800">
              {title}
            </Heading>
            {list.rows && (
              <Text fontSize="sm" color="fg.muted">
                모든 게시판에서 모은 글
              </Text>
            )}
          </Stack>
          {MemberActions && author && user && user.uuid !== userUuid && (
            <Box ms="auto" flexShrink={0}>
              <MemberActions userUuid={userUuid} nickname={author.authorNickname} />
            </Box>
          )}
        </HStack>
        {blocked && !shownAnyway ? (
          <BlockedPostNotice onShow={() => setShownAnyway(true)} />
        ) : list.rows === undefined ? (
          <PostListSkeleton />
        ) : list.rows.length === 0 && !list.failed ? (
          <EmptyPosts filtered={false} />
        ) : (
          <Box as="ul" listStyleType="none">
            {list.rows.map((post) => (
              <li key={post.id}>
                <PostRow
                  post={{ ...post, pending: false, error: null }}
                  boardName={board(post.boardId)?.name ?? null}
                  categoryName={
                    board(post.boardId)?.categories.find((c) => c.number === post.categoryNumber)?.name ??
                    null
                  }
                />
              </li>
            ))}
          </Box>
        )}
        {(!blocked || shownAnyway) && list.rows !== undefined && (list.rows.length > 0 || list.failed) && (
          <ListSentinel
            onVisible={() => void list.loadMore()}
            loading={list.loading}
            done={list.done}
            failed={list.failed}
            generation={list.rows.length}
          />
        )}
      </Box>
    </Box>
  );
}
