import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

interface FormDialogProps {
  title: ReactNode;
  /** The form's submit (react-hook-form's `handleSubmit(...)`). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Cancel, the close button and Escape all come here (a dirty form may ask first). */
  onClose: () => void;
  submitLabel: string;
  submitting: boolean;
  maxW?: string;
  /** A form with typed input does not close on a click beside it. */
  closeOnInteractOutside?: boolean;
  /** A long form scrolls inside the dialog, its buttons staying in view. */
  scrollInside?: boolean;
  children: ReactNode;
}

/**
 * A dialog that is one form: title, fields, 취소 and a submit button, the way every admin form looks.
 * Imported by its path, not through the app's index: the dialog code must stay out of the first load.
 */
export function FormDialog({
  title,
  onSubmit,
  onClose,
  submitLabel,
  submitting,
  maxW = '520px',
  closeOnInteractOutside = false,
  scrollInside = false,
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root
      open
      placement="center"
      scrollBehavior={scrollInside ? 'inside' : 'outside'}
      closeOnInteractOutside={closeOnInteractOutside}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content asChild maxW={maxW}>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="ghost" colorPalette="gray" onClick={onClose}>
                  취소
                </Button>
                <Button type="submit" loading={submitting} minW="20">
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" colorPalette="gray" aria-label="닫기" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
