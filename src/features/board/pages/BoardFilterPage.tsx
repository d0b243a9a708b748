import { Badge, Box, Button, Checkbox, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useBoards } from '../../../data/live-query';
import { PostListSkeleton } from '../components/PostListSkeleton';
import { isBoardInFeed } from '../feed-preference';
import { useFeedPreference } from '../hooks/use-feed-preference';

/** /board-filter: which boards /board/all shows. Saved as soon as a box is ticked. */
export function BoardFilterPage() {
  const boards = useBoards();
  const [feed, setShown] = useFeedPreference();
  const shownCount = boards?.filter((b) => isBoardInFeed(feed, b.id)).length ?? 0;

  return (
    <Box maxW="720px" mx="auto" w="full">
      <Stack
        gap="5"
        bg="bg.panel"
        borderWidth={{ base: '0', md: '1px' }}
        borderRadius={{ base: '0', md: 'l3' }}
        p={{ base: '4', md: '8' }}
      >
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} fontWeight="800">
            게시판 선택
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            전체글에 보일 게시판을 고르세요. 이 기기에 저장됩니다.
          </Text>
        </Stack>
        {boards === undefined ? (
          <PostListSkeleton rows={4} />
        ) : (
          <Stack gap="2">
            {boards.map((board) => {
              const shown = isBoardInFeed(feed, board.id);
              return (
                <Checkbox.Root
                  key={board.id}
                  checked={shown}
                  onCheckedChange={(details) => setShown(board.id, details.checked === true)}
                  colorPalette="purple"
                  borderWidth="1px"
                  borderRadius="l2"
                  p="4"
                  alignItems="flex-start"
                  cursor="pointer"
                  bg={shown ? 'purple.subtle/40' : undefined}
                  _hover={{ bg: 'bg.muted' }}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label flex="1">
                    <HStack gap="2">
                      <Text fontWeight="700">{board.name}</Text>
                      {board.categories.length > 0 && (
                        <Badge variant="subtle" colorPalette="gray" size="sm">
                          분류 {board.categories.length}
                        </Badge>
                      )}
                    </HStack>
                    <Text color="fg.muted" fontSize="sm" fontWeight="normal" mt="0.5">
                      {board.description}
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              );
            })}
          </Stack>
        )}
        <HStack justify="space-between">
          <Text fontSize="sm" color="fg.muted">
            {shownCount}개 게시판 표시 중
          </Text>
          <Button asChild colorPalette="purple" size="sm">
            <Link to="/board/all">전체글 보기</Link>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
