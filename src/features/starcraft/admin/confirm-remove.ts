import { showConfirm, showToast } from '../../../app';

/** Asks first; true once removed (a failure was alerted by the HTTP layer). */
export async function confirmRemove(
  question: string,
  title: string,
  remove: () => Promise<unknown>,
  done: string,
) {
  if (!(await showConfirm(question, { title, confirmButtonText: '삭제', cancelButtonText: '취소' })))
    return false;
  try {
    await remove();
  } catch {
    return false;
  }
  showToast({ type: 'success', title: done });
  return true;
}
