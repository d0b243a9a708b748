import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { uploadProgress } from './upload-progress-store';

/** The modal's code (Chakra's progress bar) loads with the first upload, which needs the network anyway. */
const UploadProgressModal = lazy(() =>
  import('./UploadProgressModal').then((module) => ({ default: module.UploadProgressModal })),
);

const isOpen = () => uploadProgress.getSnapshot() !== null;

/** Mounts the upload modal once an upload starts, and keeps it mounted so it can animate closed. */
export function UploadProgressHost() {
  const open = useSyncExternalStore(uploadProgress.subscribe, isOpen, isOpen);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <UploadProgressModal />
    </Suspense>
  ) : null;
}
