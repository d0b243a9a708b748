import { Box, CloseButton, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LIVE_DRAWER_WIDTH } from '../../lib/layout';
import { HEADER_HEIGHT } from './AppHeader';

/** The right-hand live column (300 px). Its list comes from the live feature as `children`. */
export function LiveDrawerPanel({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    <Flex
      as="aside"
      aria-label="라이브"
      direction="column"
      flexShrink={0}
      w={`${LIVE_DRAWER_WIDTH}px`}
      position="sticky"
      top={`${HEADER_HEIGHT}px`}
      h={`calc(100dvh - ${HEADER_HEIGHT}px)`}
      bg="bg.panel"
      borderStartWidth="1px"
    >
      <Flex align="center" gap="2" h="12" px="4" borderBottomWidth="1px" flexShrink={0}>
        <Box
          w="2"
          h="2"
          borderRadius="full"
          bg="red.500"
          boxShadow="0 0 0 3px var(--chakra-colors-red-500\/20)"
        />
        <Text fontWeight="semibold" fontSize="sm">
          라이브
        </Text>
        <CloseButton
          size="xs"
          ms="auto"
          colorPalette="gray"
          aria-label="라이브 패널 닫기"
          onClick={onClose}
        />
      </Flex>
      <Box flex="1" overflowY="auto" overscrollBehavior="contain">
        {children}
      </Box>
    </Flex>
  );
}
