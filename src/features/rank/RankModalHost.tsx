import { lazy, Suspense } from 'react';
import { afterWholeTheme } from '../../app';
import { closeRankModal, useRankModalOpen } from './rank-modal';

const RankInfoModal = lazy(() => afterWholeTheme(import('./RankInfoModal')));

/** Mounted once; loads the rank modal the first time it opens. */
export function RankModalHost() {
  const open = useRankModalOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <RankInfoModal onClose={closeRankModal} />
    </Suspense>
  );
}
