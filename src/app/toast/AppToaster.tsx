import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, type ToastOptions } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { remainingToastTime, TOAST_DURATION_MS, TOAST_WIDTH } from './toast-config';
import { toaster, toastMeta } from './toast-store';
import { useSwipeDismiss } from './use-swipe-dismiss';

/** Mounted once, by AppProviders. */
export function AppToaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => <AppToast toast={toast} />}
      </ChakraToaster>
    </Portal>
  );
}

/** A toast that came on screen later than this after being raised waited in the queue. */
const QUEUED_AFTER_MS = 250;

/**
 * A toast that waited in the queue gets only what is left of its time, or is dropped when too
 * little is (SPEC section 9: a toast's timeout holds however many arrive together).
 */
function useQueuedTime(toast: ToastOptions): boolean {
  // Decided once, when the toast comes on screen: the shortened time must not shorten itself again.
  const [remaining] = useState(() => {
    const { createdAt } = toastMeta(toast);
    const full = toast.duration ?? TOAST_DURATION_MS;
    if (createdAt === undefined || full === Number.POSITIVE_INFINITY) return undefined;
    const left = remainingToastTime(full, createdAt, Date.now());
    // Shown at once (not queued): its own timer is right as it is.
    return left !== null && full - left < QUEUED_AFTER_MS ? undefined : left;
  });
  const { id } = toast;
  useEffect(() => {
    if (!id || remaining === undefined) return;
    // Next task: a toast leaving the queue is rendered before the store lists it as shown.
    const timer = setTimeout(() => {
      if (remaining === null) toaster.dismiss(id);
      else toaster.update(id, { duration: remaining });
    });
    return () => clearTimeout(timer);
  }, [id, remaining]);
  return remaining !== null;
}

function AppToast({ toast }: { toast: ToastOptions }) {
  const dismiss = () => toaster.dismiss(toast.id);
  const swipe = useSwipeDismiss(dismiss);
  const { onClick } = toastMeta(toast);
  if (!useQueuedTime(toast)) return null;
  return (
    <Toast.Root
      w={{ base: 'full', md: `${TOAST_WIDTH}px` }}
      cursor="pointer"
      touchAction="pan-y"
      style={
        swipe.offset
          ? { translate: `${swipe.offset}px`, opacity: 1 - Math.min(Math.abs(swipe.offset) / 300, 0.6) }
          : undefined
      }
      {...swipe.handlers}
      // Closes on click (SPEC section 9), after running the toast's own action.
      onClick={() => {
        if (swipe.wasDragged()) return;
        onClick?.();
        dismiss();
      }}
    >
      {toast.type === 'loading' ? <Spinner size="sm" color="primary.solid" /> : <Toast.Indicator />}
      <Stack gap="0.5" flex="1" minW="0">
        {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
        {toast.description && <Toast.Description lineClamp={2}>{toast.description}</Toast.Description>}
      </Stack>
      <Toast.CloseTrigger aria-label="닫기" />
    </Toast.Root>
  );
}
