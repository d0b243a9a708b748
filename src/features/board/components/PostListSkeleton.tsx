import { Box, Skeleton, Stack } from '@chakra-ui/react';

/** Rows' outline while the first local result is on its way. */
export function PostListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Stack gap="0" aria-busy="true" aria-label="불러오는 중">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Box key={index} px="5" py="4" borderBottomWidth="1px">
          <Skeleton h="4" w={`${60 + ((index * 13) % 30)}%`} />
          <Skeleton h="3" w="40%" mt="2" />
        </Box>
      ))}
    </Stack>
  );
}
