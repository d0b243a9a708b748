import { Box, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useOnline } from './use-online';

/** How long "다시 연결됐어요" stays after the network returns. */
const RECONNECTED_MS = 3000;
/** The bar's height with its gap from the bottom edge: the room kept free under the page. */
const BAR_ROOM = '4rem';

/**
 * A slim bar at the bottom while the device is offline (the local data keeps showing), and a short
 * "다시 연결됐어요" when the network returns. While it shows, as much room is added under the page,
 * so the page's last controls (목록으로, a form's buttons) can always scroll clear of it.
 */
export function OfflineBanner() {
  const online = useOnline();
  const reconnected = useReconnected(online);
  if (online && !reconnected) return null;
  return (
    <>
      <Box h={BAR_ROOM} aria-hidden="true" />
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
          <Box w="2" h="2" borderRadius="full" bg={online ? 'green.400' : 'orange.400'} flexShrink="0" />
          <Text fontSize="sm" fontWeight="medium" whiteSpace="nowrap">
            {online
              ? '다시 연결됐어요. 새 내용을 불러옵니다.'
              : '오프라인 상태예요. 저장된 내용을 보여드리고 있어요.'}
          </Text>
        </HStack>
      </Box>
    </>
  );
}

/** True for a few seconds after the device comes back online. */
function useReconnected(online: boolean): boolean {
  const wasOffline = useRef(!online);
  const [reconnected, setReconnected] = useState(false);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setReconnected(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setReconnected(true);
    const timer = setTimeout(() => setReconnected(false), RECONNECTED_MS);
    return () => clearTimeout(timer);
  }, [online]);
  return reconnected;
}
