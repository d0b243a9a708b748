import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, type ToastOptions } from '@chakra-ui/react';
import { TOAST_WIDTH } from './toast-config';
import { toaster } from './toaster';
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

const onClickOf = (toast: ToastOptions): (() => void) | undefined => {
  const onClick: unknown = toast.meta?.onClick;
  return typeof onClick === 'function' ? () => onClick() : undefined;
};

function AppToast({ toast }: { toast: ToastOptions }) {
  const dismiss = () => toaster.dismiss(toast.id);
  const swipe = useSwipeDismiss(dismiss);
  const onClick = onClickOf(toast);
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
