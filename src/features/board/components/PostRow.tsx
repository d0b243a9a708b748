import { Badge, Box, Flex, HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { PostView } from '../../../../workers/api';
import { boardTime } from '../../../lib/time';
import { CommentIcon, EyeIcon, FlameIcon, HeartIcon } from './icons';

interface PostRowProps {
  post: PostView;
  categoryName: string | null;
  /** On /board/all each row names its board. */
  boardName: string | null;
}

/** One line of a board list: category, title with comment count, author, time, views, likes. */
export function PostRow({ post, categoryName, boardName }: PostRowProps) {
  return (
    <Box
      asChild
      display="block"
      px={{ base: '4', md: '5' }}
      py="3.5"
      borderBottomWidth="1px"
      textDecoration="none"
      color="fg"
      transition="background 120ms"
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'purple.focusRing', outlineOffset: '-2px' }}
      data-testid="post-row"
    >
      <Link to="/board/$boardId/$postId" params={{ boardId: post.boardId, postId: post.id }}>
        <Flex align="center" gap="2" minW="0">
          {boardName && (
            <Badge variant="outline" colorPalette="gray" flexShrink={0}>
              {boardName}
            </Badge>
          )}
          {categoryName && (
            <Badge variant="subtle" colorPalette="purple" flexShrink={0}>
              {categoryName}
            </Badge>
          )}
          {post.popular && (
            <Badge variant="subtle" colorPalette="orange" flexShrink={0} gap="1">
              <FlameIcon />
              인기
            </Badge>
          )}
          <Text fontWeight="600" truncate minW="0">
            {post.title}
          </Text>
          {post.commentCount > 0 && (
            <Text as="span" color="purple.fg" fontWeight="700" fontSize="sm" flexShrink={0}>
              [{post.commentCount}]
            </Text>
          )}
          {post.pending && (
            <Badge colorPalette={post.error ? 'red' : 'yellow'} flexShrink={0} ms="auto">
              {post.error ? '전송 실패' : '전송 대기'}
            </Badge>
          )}
        </Flex>
        <HStack mt="1.5" gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
          <Text as="span" fontWeight="500" color="fg.subtle" truncate maxW="40%">
            {post.authorNickname}
          </Text>
          <Text as="span">{boardTime(post.createdAt)}</Text>
          <HStack as="span" gap="1" aria-label={`조회 ${post.viewCount}`}>
            <EyeIcon />
            {post.viewCount.toLocaleString('ko-KR')}
          </HStack>
          <HStack as="span" gap="1" aria-label={`추천 ${post.likeCount}`}>
            <HeartIcon />
            {post.likeCount.toLocaleString('ko-KR')}
          </HStack>
          <HStack as="span" gap="1" aria-label={`댓글 ${post.commentCount}`} hideFrom="md">
            <CommentIcon />
            {post.commentCount.toLocaleString('ko-KR')}
          </HStack>
        </HStack>
      </Link>
    </Box>
  );
}
