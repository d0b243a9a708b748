import { Box, HStack, Skeleton, Text } from '@chakra-ui/react';

/**
 * A home list row while the first answer is on its way: the same paddings and line heights as
 * `HomePostRow`, so the rows that replace it take exactly its place (no layout shift).
 */
export function PostRowSkeleton() {
  return (
    <Box px="4" py="3" aria-hidden>
      <Skeleton w="80%">
        <Text fontWeight="medium">&nbsp;</Text>
      </Skeleton>
      <HStack mt="1" fontSize="xs">
        <Skeleton w="40%">
          <Text>&nbsp;</Text>
        </Skeleton>
      </HStack>
    </Box>
  );
}
