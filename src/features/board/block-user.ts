import { showConfirm, showMessage, showToast } from '../../app';
import { dataWorker } from '../../data/worker-client';

/** Asks, then blocks: the user's posts and comments leave every list at once. */
export async function confirmBlockUser(userUuid: string, nickname: string): Promise<void> {
  const confirmed = await showConfirm(
    `${nickname}님을 차단하시겠습니까? 차단한 사용자의 글과 댓글은 보이지 않습니다.`,
    // The same words as the unblock's confirmation (user/block-actions.ts).
    { title: '사용자 차단', confirmButtonText: '차단', cancelButtonText: '취소' },
  );
  if (!confirmed) return;
  const outcome = await dataWorker().blockUser({ userUuid });
  if (outcome.status === 'failed') await showMessage(outcome.error.message);
  else showToast({ type: 'success', description: `${nickname}님을 차단했습니다.` });
}
