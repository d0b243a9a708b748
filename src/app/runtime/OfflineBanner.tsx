import { Box, HStack, Text } from '@chakra-ui/react';
import { useOnline } from './use-online';

/** A slim bar over the page while the device is offline; the local data keeps showing. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Box
      role="status"
      position="fixed"
      bottom={{ base: '3', md: '4' }}
      insetStart="50%"
      transform="translateX(-50%)"
      zIndex="banner"
      px="4"
      py="2"
      borderRadius="full"
      bg="gray.900"
      color="white"
      boxShadow="lg"
      _dark={{ bg: 'gray.100', color: 'gray.900' }}
    >
      <HStack gap="2">
        <Box w="2" h="2" borderRadius="full" bg="orange.400" flexShrink="0" />
        <Text fontSize="sm" fontWeight="medium" whiteSpace="nowrap">
          오프라인 상태예요. 저장된 내용을 보여드리고 있어요.
        </Text>
      </HStack>
    </Box>
  );
}
