import type { WriteOutcome } from '../../../workers/api';
import { showConfirm, showMessage, showToast } from '../../app';
import { dataWorker } from '../../data/worker-client';

/** A write the server refused is shown; a queued one (offline) is sent when the network returns. */
function report(outcome: WriteOutcome, done: string): boolean {
  if (outcome.status === 'failed') {
    void showMessage(outcome.error.message || '요청을 처리하지 못했습니다.');
    return false;
  }
  showToast({
    type: 'success',
    title: done,
    ...(outcome.status === 'queued' ? { description: '네트워크가 연결되면 반영됩니다.' } : {}),
  });
  return true;
}

export async function saveBlockReason(blockId: string, reason: string): Promise<boolean> {
  return report(await dataWorker().updateBlock(blockId, { reason }), '차단 사유를 저장했습니다.');
}

/** Asks first; true once the unblock was sent or queued. */
export async function confirmUnblock(blockId: string, nickname: string): Promise<boolean> {
  const yes = await showConfirm(
    `${nickname}님의 차단을 해제할까요?\n해제하면 이 회원의 글과 댓글이 다시 보입니다.`,
    {
      title: '차단 해제',
      confirmButtonText: '차단 해제',
      cancelButtonText: '취소',
    },
  );
  if (!yes) return false;
  return report(await dataWorker().unblockUser(blockId), `${nickname}님의 차단을 해제했습니다.`);
}
