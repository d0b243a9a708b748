import {
  Avatar,
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Separator,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { MemberBadge, useDocumentTitle, useSession } from '../../../app';
import { useBoards, useComments, usePost } from '../../../data/live-query';
import { formatDateTime } from '../../../lib/time';
import { BlockedPostNotice } from '../components/BlockedPostNotice';
import { CommentSection } from '../components/CommentSection';
import { CommentIcon, EyeIcon } from '../components/icons';
import { LikeButton } from '../components/LikeButton';
import { PendingPostNotice } from '../components/PendingPostNotice';
import { PostActions } from '../components/PostActions';
import { PostBody } from '../components/PostBody';
import { StaffEditedNotice } from '../components/StaffEditedNotice';
import { useViewCount } from '../hooks/use-view-count';

/** How long a post missing locally may take to arrive (the worker fetches it) before "not found". */
const NOT_FOUND_DELAY_MS = 2500;

export function PostViewPage({ boardId, postId }: { boardId: string; postId: string }) {
  const { user } = useSession();
  const post = usePost(postId);
  const board = useBoards()?.find((b) => b.id === boardId);
  const comments = useComments(postId);
  const viewCount = useViewCount(boardId, postId);
  const [gaveUp, setGaveUp] = useState(false);
  // A blocked member's post the reader chose to see, until they leave it.
  const [shownPostId, setShownPostId] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), NOT_FOUND_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const hidden = post?.authorBlocked === true && shownPostId !== postId;
  useDocumentTitle(hidden ? board?.name : (post?.title ?? board?.name));

  if (!post) {
    return post === null && gaveUp ? <PostNotFound boardId={boardId} /> : <PostSkeleton />;
  }
  const category = board?.categories.find((c) => c.number === post.categoryNumber);
  const backToList = (
    <HStack justify="center" pt="2">
      <Button asChild variant="outline" colorPalette="gray" size="sm">
        {user ? (
          <Link to="/board/$boardId" params={{ boardId }}>
            목록으로
          </Link>
        ) : (
          <Link to="/board/all">목록으로</Link>
        )}
      </Button>
    </HStack>
  );
  if (hidden) {
    return (
      <PostFrame>
        <BlockedPostNotice onShow={() => setShownPostId(postId)} />
        {backToList}
      </PostFrame>
    );
  }

  return (
    <PostFrame>
      <Stack gap="3">
        <HStack gap="2" fontSize="sm">
          <Link to="/board/$boardId" params={{ boardId }}>
            <Text color="purple.fg" fontWeight="700">
              {board?.name ?? '게시판'}
            </Text>
          </Link>
          {category && (
            <Badge variant="subtle" colorPalette="purple">
              {category.name}
            </Badge>
          )}
          {post.pending && (
            <Badge colorPalette={post.error ? 'red' : 'yellow'}>
              {post.error ? '전송 실패' : '전송 대기'}
            </Badge>
          )}
        </HStack>
        <Heading
          as="h1"
          size={{ base: 'xl', md: '2xl' }}
          fontWeight="800"
          letterSpacing="-0.02em"
          wordBreak="break-word"
        >
          {post.title}
        </Heading>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <HStack gap="3">
            <Link
              to="/member/$userId"
              params={{ userId: post.authorUuid }}
              aria-label={`${post.authorNickname}님 프로필`}
            >
              <Avatar.Root size="sm">
                <Avatar.Fallback name={post.authorNickname} />
                {post.authorProfileUri && <Avatar.Image src={post.authorProfileUri} />}
              </Avatar.Root>
            </Link>
            <Stack gap="0">
              <Link to="/board/user/$userId" params={{ userId: post.authorUuid }}>
                <Text fontWeight="700" fontSize="sm">
                  <MemberBadge uuid={post.authorUuid} /> {post.authorNickname}
                </Text>
              </Link>
              <HStack gap="3" fontSize="xs" color="fg.muted">
                <Text>{formatDateTime(post.createdAt)}</Text>
                <HStack gap="1" aria-label="조회수">
                  <EyeIcon />
                  {(viewCount ?? post.viewCount).toLocaleString('ko-KR')}
                </HStack>
                <HStack gap="1" aria-label="댓글 수">
                  <CommentIcon />
                  {/* What the section shows: blocked members' comments are not counted. */}
                  {(comments?.length ?? post.commentCount).toLocaleString('ko-KR')}
                </HStack>
              </HStack>
            </Stack>
          </HStack>
          <PostActions post={post} />
        </HStack>
      </Stack>
      <Separator />
      <PendingPostNotice post={post} />
      <StaffEditedNotice post={post} />
      <PostBody html={post.content} />
      {!post.pending && (
        <HStack justify="center" py="4">
          <LikeButton boardId={boardId} postId={postId} likeCount={post.likeCount} />
        </HStack>
      )}
      <Separator />
      <CommentSection postId={postId} comments={comments} />
      {backToList}
    </PostFrame>
  );
}

function PostFrame({ children }: { children: ReactNode }) {
  return (
    <Box maxW="960px" mx="auto" w="full">
      <Stack
        as="article"
        gap="5"
        bg="bg.panel"
        borderWidth={{ base: '0', md: '1px' }}
        borderRadius={{ base: '0', md: 'l3' }}
        p={{ base: '4', md: '8' }}
      >
        {children}
      </Stack>
    </Box>
  );
}

function PostSkeleton() {
  return (
    <Stack
      maxW="960px"
      mx="auto"
      w="full"
      gap="4"
      p={{ base: '4', md: '8' }}
      aria-busy="true"
      aria-label="불러오는 중"
    >
      <Skeleton h="4" w="20" />
      <Skeleton h="8" w="70%" />
      <Skeleton h="4" w="40%" />
      <Skeleton h="40" w="full" mt="4" />
    </Stack>
  );
}

function PostNotFound({ boardId }: { boardId: string }) {
  return (
    <Stack align="center" gap="3" py="24" textAlign="center">
      <Heading size="lg">글을 찾을 수 없습니다</Heading>
      <Text color="fg.muted">삭제되었거나 볼 수 없는 글입니다.</Text>
      <Button asChild colorPalette="purple" size="sm">
        <Link to="/board/$boardId" params={{ boardId }}>
          게시판으로
        </Link>
      </Button>
    </Stack>
  );
}
