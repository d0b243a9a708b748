import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useLayout } from '../layout/LayoutProvider';
import { alertStore } from './alert-service';
import type { ActiveAlert } from './alert-store';
import { guardKeys } from './keyboard-guard';
import { SafeHtml } from './SafeHtml';

/** The alert queue's current entry as a dialog (loaded after the page, see `AlertModalHost`). */
export default function AlertDialog({ alert }: { alert: ActiveAlert | null }) {
  const { mobile } = useLayout();
  const onKeyDownCapture = alert ? guardKeys(alert.openedAt, mobile) : undefined;

  const disabled = !alert?.ready || alert.closing;
  return (
    <Dialog.Root
      open={alert !== null && !alert.closing}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={alert?.allowBackCloseEvent ?? false}
      closeOnEscape={alert?.allowBackCloseEvent ?? false}
      onOpenChange={(details) => {
        if (!details.open) alertStore.dismiss();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content minW="min(300px, 100%)" maxW="600px" w="auto" onKeyDownCapture={onKeyDownCapture}>
            {alert && (
              <>
                <Dialog.Header pb="2">
                  <Dialog.Title fontSize="lg">{alert.title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body pb="2">
                  <SafeHtml
                    html={alert.body}
                    color="fg.muted"
                    fontSize="sm"
                    lineHeight="1.7"
                    css={{
                      '& a': { color: 'primary.fg', textDecoration: 'underline' },
                      '& img': { maxW: '100%' },
                    }}
                  />
                </Dialog.Body>
                <Dialog.Footer gap="2" pt="4">
                  {alert.showCancelButton && (
                    <Button
                      variant="ghost"
                      colorPalette="gray"
                      disabled={disabled}
                      onClick={alertStore.cancel}
                    >
                      {alert.cancelButtonText}
                    </Button>
                  )}
                  <Button disabled={disabled} onClick={alertStore.confirm} minW="20">
                    {alert.confirmButtonText}
                  </Button>
                </Dialog.Footer>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
