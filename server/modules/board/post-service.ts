import { type PostEvent, topics } from '../../../src/contract';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import type { Publisher } from '../../lib/publisher';
import { boardReadRoles } from './access';
import type { BoardRow } from './board-repository';
import { toPostDto } from './dto';
import type { PostRepository, PostRow } from './post-repository';

/** Announce a post change to board lists and to readers of the post: those who may read its board. */
export async function publishPost(db: Db, publisher: Publisher, type: PostEvent['type'], row: PostRow) {
  const data = toPostDto(row);
  const readRoles = await boardReadRoles(db, row.boardId);
  await Promise.all([
    publisher.publish(topics.board, { entity: 'post', type, data }, { readRoles }),
    publisher.publish(topics.post(row.id), { entity: 'post', type, data } satisfies PostEvent, { readRoles }),
  ]);
}

/** The live post, or a 404. */
export async function requireLivePost(posts: PostRepository, postId: string): Promise<PostRow> {
  const row = await posts.findLive(postId);
  if (!row) throw notFound('게시글을 찾을 수 없습니다.');
  return row;
}

export function assertCategory(board: BoardRow, categoryNumber: number | null) {
  if (categoryNumber !== null && !board.categories.some((c) => c.number === categoryNumber)) {
    throw new HttpError(400, '없는 말머리입니다.', 'categoryNumber');
  }
}
