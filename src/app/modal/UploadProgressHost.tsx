import { useEffect, useState, useSyncExternalStore } from 'react';
import { afterWholeTheme } from '../theme/theme-system';
import { uploadProgress } from './upload-progress-store';

type ModalComponent = typeof import('./UploadProgressModal').UploadProgressModal;

const isOpen = () => uploadProgress.getSnapshot() !== null;

/** Loaded once for the whole app: later uploads show it at once. */
let loadedModal: ModalComponent | null = null;

/**
 * Mounts the upload modal once an upload starts, and keeps it mounted so it can animate closed.
 * Its code (Chakra's progress bar) loads with the first upload. Not `React.lazy`: a chunk that
 * cannot load (the network dropped) would throw to the root error boundary and blank the app;
 * here that upload goes without the modal and the next one tries again.
 */
export function UploadProgressHost() {
  const open = useSyncExternalStore(uploadProgress.subscribe, isOpen, isOpen);
  const [Modal, setModal] = useState<ModalComponent | null>(() => loadedModal);

  useEffect(() => {
    if (!open || Modal) return;
    let mounted = true;
    afterWholeTheme(import('./UploadProgressModal'))
      .then((module) => {
        loadedModal = module.UploadProgressModal;
        if (mounted) setModal(() => module.UploadProgressModal);
      })
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [open, Modal]);

  return Modal ? <Modal /> : null;
}
