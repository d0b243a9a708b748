import { Box, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { LocalBoard } from '../../../workers/api';
import { useNavigation } from '../../app';

/** One tile per board, in the boards' own order; skeleton tiles until the boards are pulled. */
export function BoardShortcuts({ boards }: { boards: LocalBoard[] | undefined }) {
  const { Link } = useNavigation();
  return (
    <Stack as="section" gap="3" aria-labelledby="home-boards">
      <Heading as="h2" id="home-boards" size="md">
        게시판 바로가기
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 3, xl: 4 }} gap="3">
        {/* No boards at all is a database that has not pulled them yet (a first visit). */}
        {boards === undefined || boards.length === 0
          ? ['a', 'b', 'c', 'd'].map((key) => <Skeleton key={key} h="20" borderRadius="xl" />)
          : boards.map((board) => (
              <Box
                key={board.id}
                asChild
                display="block"
                p="4"
                borderWidth="1px"
                borderRadius="xl"
                bg="bg.panel"
                color="fg"
                textDecoration="none"
                transition="border-color 0.15s, transform 0.15s"
                _hover={{ borderColor: 'primary.solid', transform: 'translateY(-1px)' }}
              >
                <Link href={`/board/${board.id}`}>
                  <Text fontWeight="semibold" truncate>
                    {board.name}
                  </Text>
                  <Text mt="1" fontSize="xs" color="fg.muted" lineClamp={2} minH="2lh">
                    {board.description || `${board.name} 게시판`}
                  </Text>
                </Link>
              </Box>
            ))}
      </SimpleGrid>
    </Stack>
  );
}
