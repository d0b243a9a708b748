import { Box, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { CLIP_SEQUENCE, CLIP_SEQUENCE_TEXT } from '../../../contract/soop-chat';

/**
 * The video-request popup (SPEC sections 2, 4 and 9): while watching a broadcast, type the three
 * emoticons in chat and the moment joins the clip requests. At most 600 px wide and persistent:
 * only its buttons close it (not a click beside it, not Escape); the caller stores the closing
 * (`popup.eventSoopVodAt`).
 */
export function SoopVodPopup({ onClose, onOpen }: { onClose: () => void; onOpen: () => void }) {
  return (
    <Dialog.Root open placement="center" closeOnInteractOutside={false} closeOnEscape={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="2.5">
          <Dialog.Content maxW="600px" data-testid="soop-vod-popup">
            <Dialog.Header>
              <Dialog.Title>방송 명장면, 클립으로 남겨요</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  방송을 보다가 "이건 클립감이다!" 싶은 순간, 채팅창에 아래 이모티콘 세 개를 순서대로 입력해
                  주세요.
                </Text>
                <Box
                  borderRadius="l3"
                  bg="primary.subtle"
                  py="4"
                  textAlign="center"
                  fontSize={{ base: '3xl', md: '4xl' }}
                  letterSpacing="0.3em"
                  aria-label={`클립 이모티콘 ${CLIP_SEQUENCE.length}개`}
                >
                  {CLIP_SEQUENCE_TEXT}
                </Box>
                <Text fontSize="sm" color="fg.muted">
                  여러 시청자가 함께 입력한 순간은 운영진이 확인해 클립 요청 페이지에 올려요. 진행 상황은 클립
                  요청 페이지에서 볼 수 있어요.
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose}>
                닫기
              </Button>
              <Button colorPalette="primary" onClick={onOpen}>
                클립 요청 보러 가기
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
