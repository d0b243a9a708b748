import { LEAVE_MESSAGE, useLeaveGuard } from '../hooks/use-leave-guard';
import { showConfirm } from '../modal/alert-service';

/**
 * A form dialog's close: with unsaved changes it asks first, and so does leaving the page
 * (SPEC section 8 'Unsaved modal').
 */
export function useDialogClose(dirty: boolean, onClose: () => void): () => void {
  useLeaveGuard(dirty, () => {});
  return () =>
    void (async () => {
      if (dirty && !(await showConfirm(LEAVE_MESSAGE))) return;
      onClose();
    })();
}
