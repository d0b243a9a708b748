import { showConfirm, showToast } from '../../../app';
import type { AdminBoard } from '../../../contract';
import { boardAdminApi } from './board-admin-api';

/**
 * Asks first, saying what happens to the posts: the board is only marked deleted, so its posts stay
 * in the database, hidden, and come back if a board of the same id is made again.
 */
export async function confirmRemoveBoard(board: AdminBoard): Promise<boolean> {
  const posts =
    board.postCount > 0
      ? `이 게시판의 글 ${board.postCount.toLocaleString('ko-KR')}개는 지워지지 않고 보관되지만, 회원에게는 보이지 않습니다.`
      : '이 게시판에는 글이 없습니다.';
  const yes = await showConfirm(
    `'${board.name}'(${board.id}) 게시판을 삭제할까요?\n메뉴와 전체 글 목록에서 바로 사라집니다. ${posts}\n삭제한 게시판은 목록의 '삭제된 게시판 보기'에서 다시 만들 수 있고, 그러면 보관된 글도 다시 보입니다.`,
    { title: '게시판 삭제', confirmButtonText: '삭제', cancelButtonText: '취소' },
  );
  if (!yes) return false;
  try {
    await boardAdminApi.remove(board);
  } catch {
    return false;
  }
  showToast({ type: 'success', title: `'${board.name}' 게시판을 삭제했습니다.` });
  return true;
}
