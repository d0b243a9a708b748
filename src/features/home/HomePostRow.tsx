import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import type { PostView } from '../../../workers/api';
import { MemberBadge, useNavigation } from '../../app';
import { boardTime } from '../../lib/seoul-clock';

interface HomePostRowProps {
  post: PostView;
  boardName: string | undefined;
  /** A rank number in front (popular list). */
  rank?: number;
}

/** One post in a home list: board, title with comment count, author and time. */
export function HomePostRow({ post, boardName, rank }: HomePostRowProps) {
  const { Link } = useNavigation();
  return (
    <Box asChild display="block" px="4" py="3" textDecoration="none" _hover={{ bg: 'bg.muted' }} color="fg">
      <Link href={`/board/${post.boardId}/${post.id}`}>
        <HStack gap="3" align="flex-start">
          {rank !== undefined && (
            <Text
              minW="7"
              flexShrink="0"
              textAlign="center"
              fontWeight="800"
              color={rank <= 3 ? 'primary.fg' : 'fg.subtle'}
              fontSize="lg"
              lineHeight="1.4"
            >
              {rank}
            </Text>
          )}
          <Box minW="0" flex="1">
            <HStack gap="1.5" minW="0">
              {boardName && (
                <Badge size="sm" variant="subtle" colorPalette="primary" flexShrink="0">
                  {boardName}
                </Badge>
              )}
              <Text fontWeight="medium" truncate>
                {post.title}
              </Text>
              {post.commentCount > 0 && (
                <Text as="span" color="primary.fg" fontSize="sm" fontWeight="semibold" flexShrink="0">
                  [{post.commentCount}]
                </Text>
              )}
            </HStack>
            <HStack mt="1" gap="2" fontSize="xs" color="fg.muted">
              <MemberBadge uuid={post.authorUuid} />
              <Text truncate>{post.authorNickname}</Text>
              <Text>·</Text>
              <Text flexShrink="0">{post.pending ? '보내는 중' : boardTime(post.createdAt)}</Text>
              <Text>·</Text>
              <Text flexShrink="0">좋아요 {post.likeCount}</Text>
            </HStack>
          </Box>
        </HStack>
      </Link>
    </Box>
  );
}
