import { showConfirm, showToast } from '../../../app';
import type { UserTableRow } from '../../../contract';
import { userTableApi } from './user-table-api';

/** Asks first; true once the link is gone (a failure was alerted by the HTTP layer). */
export async function confirmRemoveSoopLink(user: UserTableRow, soopId: string): Promise<boolean> {
  const yes = await showConfirm(
    `${user.nickname}(${user.username})님의 SOOP 계정 ${soopId} 연결을 해제할까요?\n해제하면 회원이 방송국 인증을 다시 해야 연결됩니다.`,
    { title: 'SOOP 연결 해제', confirmButtonText: '연결 해제', cancelButtonText: '취소' },
  );
  if (!yes) return false;
  try {
    await userTableApi.removeSoopLink(user.uuid);
  } catch {
    return false;
  }
  showToast({ type: 'success', title: `${user.nickname}님의 SOOP 연결을 해제했습니다.` });
  return true;
}
