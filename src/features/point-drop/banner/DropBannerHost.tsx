import { Box, CloseButton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { type PointDrop, PointDropEvent, topics } from '../../../contract';
import { useTopic } from '../../../data/use-topic';
import { DropCatchPanel } from '../DropCatchPanel';
import { pointDropApi } from '../point-drop-api';

/**
 * The open drops (read once, then kept by `/topic/point-drop`'s start and end messages); the newest
 * one the member has neither caught nor closed stands at the bottom of the screen.
 */
export default function DropBannerHost() {
  const [drops, setDrops] = useState<PointDrop[]>([]);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let live = true;
    pointDropApi.active().then(
      (list) =>
        live && setDrops((now) => [...now, ...list.data.filter((d) => !now.some((n) => n.id === d.id))]),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  useTopic(topics.pointDrops, PointDropEvent, (event) => {
    const { type, data } = event;
    setDrops((now) =>
      type === 'start' ? [data, ...now.filter((d) => d.id !== data.id)] : now.filter((d) => d.id !== data.id),
    );
  });
  const shown = drops.find((d) => d.myAmount === null && !dismissed.has(d.id));
  if (!shown) return null;
  return (
    <Box
      position="fixed"
      insetX="0"
      bottom={{ base: '3', md: '6' }}
      zIndex="banner"
      px="3"
      pointerEvents="none"
      display="flex"
      justifyContent="center"
    >
      <Box
        role="region"
        aria-label="포인트 드롭"
        data-testid="point-drop-banner"
        pointerEvents="auto"
        position="relative"
        w="full"
        maxW="420px"
        bg="bg.panel"
        borderWidth="2px"
        borderColor="purple.solid"
        borderRadius="l3"
        boxShadow="lg"
        p="4"
        pr="10"
      >
        <CloseButton
          size="sm"
          position="absolute"
          top="2"
          right="2"
          aria-label="닫기"
          onClick={() => setDismissed((s) => new Set(s).add(shown.id))}
        />
        <DropCatchPanel key={shown.id} initial={shown} compact />
      </Box>
    </Box>
  );
}
