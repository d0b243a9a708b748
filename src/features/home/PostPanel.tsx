import { Box, Card, Link as ChakraLink, Heading, HStack, Text } from '@chakra-ui/react';
import type { LocalBoard, PostView } from '../../../workers/api';
import { useNavigation } from '../../app';
import { HomePostRow } from './HomePostRow';
import { PostRowSkeleton } from './PostRowSkeleton';

interface PostPanelProps {
  title: string;
  /** undefined: the first answer is not there yet (skeleton rows). */
  posts: PostView[] | undefined;
  /** How many rows the list shows at most: the skeleton takes their place. */
  rows: number;
  boards: LocalBoard[] | undefined;
  empty: string;
  ranked?: boolean;
}

/** A card with a list of posts; as many skeleton rows as it can show until its first answer. */
export function PostPanel({ title, posts, rows, boards, empty, ranked = false }: PostPanelProps) {
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
          <Box css={{ '& > * + *': { borderTopWidth: '1px' } }}>
            {Array.from({ length: rows }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
              <PostRowSkeleton key={index} />
            ))}
          </Box>
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
