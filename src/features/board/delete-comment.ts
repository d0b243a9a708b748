import type { CommentView } from '../../../workers/api';
import { showConfirm, showMessage, showToast } from '../../app';
import { dataWorker } from '../../data/worker-client';

/** Asks, then deletes the member's own comment through the outbox (offline it leaves the list at once). */
export async function confirmDeleteComment(comment: CommentView): Promise<void> {
  if (!(await showConfirm('이 댓글을 삭제하시겠습니까?', { title: '댓글 삭제' }))) return;
  const outcome = await dataWorker().deleteComment(comment.postId, comment.id);
  if (outcome.status === 'failed') {
    // Refused now, with the reason on screen: nothing is left to retry.
    await dataWorker().discardOutboxEntry(outcome.id);
    await showMessage(outcome.error.message);
    return;
  }
  showToast({
    type: 'success',
    description: outcome.status === 'sent' ? '댓글을 삭제했습니다.' : '연결되면 삭제됩니다.',
  });
}
