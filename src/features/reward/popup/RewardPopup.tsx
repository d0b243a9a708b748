import { Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { RewardItem } from '../../../contract';
import { formatPoint } from '../../../lib/point-format';
import { toSeoul } from '../../../lib/time';
import { rewardItemState } from '../shop/item-state';

/** At most this many gifts are listed; the page has the rest. */
const LISTED = 4;

/** When the gifts open, as the announcement says it: now, or the soonest opening in Seoul time. */
function openingLine(items: readonly RewardItem[]): string {
  if (items.some((item) => rewardItemState(item) === 'open')) return '포인트 리워드가 지금 열려 있어요!';
  const soonest = Math.min(...items.map((item) => Date.parse(item.opensAt)));
  return `포인트 리워드가 ${toSeoul(soonest).format('M월 D일(ddd) HH:mm')}에 열려요!`;
}

/**
 * The reward popup (SPEC sections 2, 4 and 9): announces when the gifts open, that each entry costs
 * points and that the stock is limited, first come first served. At most 500 px wide; its button
 * goes to `/event/reward`. Closing it is stored (`popup.humorEventAt`) by the caller.
 */
export function RewardPopup({
  items,
  onClose,
  onOpen,
}: {
  items: readonly RewardItem[];
  onClose: () => void;
  onOpen: () => void;
}) {
  return (
    <Dialog.Root open placement="center" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="2.5">
          <Dialog.Content maxW="500px" data-testid="reward-popup">
            <Dialog.Header>
              <Dialog.Title>리워드 오픈 안내</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontSize="lg" fontWeight="bold" color="purple.fg">
                  {openingLine(items)}
                </Text>
                <Text>
                  모은 포인트로 선물에 응모하세요. 응모할 때마다 상품별 포인트가 차감되고, 준비된 수량이
                  선착순으로 소진되면 마감돼요.
                </Text>
                <Stack gap="1.5" as="ul" listStyleType="none">
                  {items.slice(0, LISTED).map((item) => (
                    <HStack
                      as="li"
                      key={item.id}
                      justify="space-between"
                      gap="3"
                      borderWidth="1px"
                      borderRadius="l2"
                      px="3"
                      py="2"
                    >
                      <Text fontWeight="semibold">{item.name}</Text>
                      <Text fontSize="sm" color="fg.muted" flexShrink="0">
                        응모 {formatPoint(item.cost)} · 선착순 {item.stock.toLocaleString('ko-KR')}개
                      </Text>
                    </HStack>
                  ))}
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose}>
                닫기
              </Button>
              <Button colorPalette="purple" onClick={onOpen}>
                리워드 보러 가기
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
