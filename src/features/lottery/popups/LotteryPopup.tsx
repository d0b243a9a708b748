import { Box, Button, Checkbox, Dialog, HStack, Image, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import type { Lottery } from '../../../contract';
import { formatDateTime } from '../../../lib/time';
import { entryCostLabel } from '../page/LotteryCard';

/** Drawn when a lottery has no poster image: its title, prize and terms on the theme's colours. */
function TextPoster({ lottery }: { lottery: Lottery }) {
  return (
    <Stack
      gap="3"
      minH={{ base: '320px', md: '380px' }}
      justify="center"
      align="center"
      textAlign="center"
      px="6"
      py="10"
      color="white"
      bgGradient="to-br"
      gradientFrom="purple.600"
      gradientTo="teal.500"
    >
      <Text fontSize="sm" fontWeight="bold" letterSpacing="widest">
        복권 이벤트
      </Text>
      <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="extrabold" lineHeight="short">
        {lottery.title}
      </Text>
      <Text fontSize="lg" fontWeight="semibold">
        {lottery.prize} · {lottery.winnerCount.toLocaleString('ko-KR')}명 추첨
      </Text>
      <Text fontSize="sm" opacity={0.9}>
        {entryCostLabel(lottery.entryCost)} · {formatDateTime(lottery.endAt)} 마감
      </Text>
      <Box mt="2" px="5" py="2" borderRadius="full" bg="whiteAlpha.300" fontWeight="bold">
        지금 응모하기 →
      </Box>
    </Stack>
  );
}

/**
 * The lottery poster popup (SPEC sections 2, 4 and 9): 600 px wide, or the screen less 20 px.
 * The poster opens `/event/lottery`; 닫기 closes it for this visit, 오늘 하루 보지 않기 until Seoul midnight.
 */
export function LotteryPopup({
  lottery,
  onClose,
  onDismissToday,
  onOpen,
}: {
  lottery: Lottery;
  onClose: () => void;
  onDismissToday: () => void;
  onOpen: () => void;
}) {
  // Focus starts on 닫기, not on the poster: Enter on a fresh popup must not leave the page.
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open
      placement="center"
      initialFocusEl={() => closeRef.current}
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            w="min(600px, calc(100vw - 20px))"
            maxW="none"
            mx="0"
            overflow="hidden"
            data-testid="lottery-popup"
          >
            <Dialog.Title srOnly>{lottery.title}</Dialog.Title>
            <Box
              as="button"
              display="block"
              w="full"
              cursor="pointer"
              onClick={onOpen}
              aria-label={`${lottery.title} 응모하러 가기`}
            >
              {lottery.posterUrl ? (
                <Image
                  src={lottery.posterUrl}
                  alt={`${lottery.title} 포스터`}
                  w="full"
                  maxH="70vh"
                  objectFit="cover"
                />
              ) : (
                <TextPoster lottery={lottery} />
              )}
            </Box>
            <HStack justify="space-between" px="4" py="3" gap="3">
              <Checkbox.Root
                colorPalette="purple"
                onCheckedChange={(d) => d.checked === true && onDismissToday()}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>오늘 하루 보지 않기</Checkbox.Label>
              </Checkbox.Root>
              <Button ref={closeRef} variant="ghost" onClick={onClose}>
                닫기
              </Button>
            </HStack>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
