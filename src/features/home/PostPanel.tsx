import { Box, Card, Link as ChakraLink, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { LocalBoard, PostView } from '../../../workers/api';
import { useNavigation } from '../../app';
import { HomePostRow } from './HomePostRow';

interface PostPanelProps {
  title: string;
  posts: PostView[] | undefined;
  boards: LocalBoard[] | undefined;
  empty: string;
  ranked?: boolean;
}

/** A card with a list of posts; skeleton rows until the local database answers. */
export function PostPanel({ title, posts, boards, empty, ranked = false }: PostPanelProps) {
  const { Link } = useNavigation();
  const boardName = (id: string) => boards?.find((board) => board.id === id)?.name;
  return (
    <Card.Root variant="outline" borderRadius="xl" overflow="hidden">
      <Card.Header py="4" borderBottomWidth="1px">
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <ChakraLink asChild fontSize="sm" color="fg.muted">
            <Link href="/board/all">전체 보기</Link>
          </ChakraLink>
        </HStack>
      </Card.Header>
      <Card.Body p="0">
        {posts === undefined ? (
          <Stack p="4" gap="4">
            {['a', 'b', 'c', 'd'].map((key) => (
              <Stack key={key} gap="2">
                <Skeleton h="4" w="80%" />
                <Skeleton h="3" w="40%" />
              </Stack>
            ))}
          </Stack>
        ) : posts.length === 0 ? (
          <Text px="4" py="10" textAlign="center" color="fg.muted" fontSize="sm">
            {empty}
          </Text>
        ) : (
          <Box as="ul" listStyleType="none" css={{ '& > li + li': { borderTopWidth: '1px' } }}>
            {posts.map((post, index) => (
              <li key={post.id}>
                <HomePostRow
                  post={post}
                  boardName={boardName(post.boardId)}
                  {...(ranked ? { rank: index + 1 } : {})}
                />
              </li>
            ))}
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
