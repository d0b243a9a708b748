import { Box, Skeleton, Stack } from '@chakra-ui/react';

/** Rows' outline while the first local result is on its way. */
const TITLE_WIDTHS = ['72%', '58%', '81%', '64%', '76%', '61%'];

export function PostListSkeleton({ rows = TITLE_WIDTHS.length }: { rows?: number }) {
  return (
    <Stack gap="0" aria-busy="true" aria-label="불러오는 중">
      {TITLE_WIDTHS.slice(0, rows).map((width) => (
        <Box key={width} px="5" py="4" borderBottomWidth="1px">
          <Skeleton h="4" w={width} />
          <Skeleton h="3" w="40%" mt="2" />
        </Box>
      ))}
    </Stack>
  );
}
