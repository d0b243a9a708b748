import { Flex, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { lineIcon, showConfirm, useLayout } from '../../app';
import { PULL, pastThreshold, pullText, resistedDistance } from './pull-gesture';

const ArrowDownIcon = lineIcon('ArrowDownIcon', 'M12 5v14', 'm19 12-7 7-7-7');

type Pull = { distance: number; refreshing: boolean };
const IDLE: Pull = { distance: 0, refreshing: false };

/** A touch that starts in an open dialog or menu drags that, not the page. */
const inOverlay = (target: EventTarget | null) =>
  target instanceof Element &&
  target.closest('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null;

const confirmReload = () =>
  showConfirm('새로고침 하시겠습니까?', {
    title: '알림',
    confirmButtonText: '새로고침',
    cancelButtonText: '취소',
  });

/**
 * The installed iOS app has no reload button: a pull down from the top of the page, past the
 * threshold, asks to reload (SPEC sections 4 and 8). Only while the page is at its top and the
 * menu drawer is closed.
 */
export function PullToRefresh() {
  const layout = useLayout();
  const menuOverPage = layout.sidebarOpen && layout.sidebarWidth === 0;
  const [pull, setPull] = useState(IDLE);
  const pullRef = useRef(IDLE);

  useEffect(() => {
    if (menuOverPage) return;
    let startY: number | null = null;
    const set = (next: Pull) => {
      pullRef.current = next;
      setPull(next);
    };
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      startY =
        event.touches.length === 1 &&
        touch &&
        window.scrollY <= 0 &&
        !pullRef.current.refreshing &&
        !inOverlay(event.target)
          ? touch.clientY
          : null;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      const distance = resistedDistance(touch.clientY - startY);
      // Our pull, not the page's bounce; scrolling up stays the browser's.
      if (distance > 0 && event.cancelable) event.preventDefault();
      set({ distance, refreshing: false });
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (!pastThreshold(pullRef.current.distance)) {
        set(IDLE);
        return;
      }
      set({ distance: PULL.threshold, refreshing: true });
      setTimeout(() => {
        void confirmReload().then((reload) => {
          if (reload) location.reload();
          else set(IDLE);
        });
      }, PULL.timeout);
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: false });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [menuOverPage]);

  if (pull.distance <= 0) return null;
  return (
    <Flex
      role="status"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="overlay"
      h={`calc(${pull.distance}px + env(safe-area-inset-top))`}
      align="flex-end"
      justify="center"
      pb="3"
      gap="2"
      bg="bg.panel"
      borderBottomWidth="1px"
      pointerEvents="none"
    >
      {pull.refreshing ? (
        <Spinner size="sm" color="primary.solid" />
      ) : (
        <ArrowDownIcon
          color="fg.muted"
          transition="transform 0.15s"
          transform={pastThreshold(pull.distance) ? 'rotate(180deg)' : undefined}
        />
      )}
      <Text fontSize="sm" fontWeight="medium" color="fg.muted">
        {pullText(pull.distance, pull.refreshing)}
      </Text>
    </Flex>
  );
}
