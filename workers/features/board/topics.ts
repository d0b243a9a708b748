import type { Board, Comment } from '../../../src/contract/board';
import { topics } from '../../../src/contract/topic-paths';
import { BoardEvent, PostEvent } from '../../../src/contract/topics';
import { followTopic } from '../../socket/follow-topic';
import type { TopicSocket } from '../../socket/topic-socket';
import type { TableReplication } from '../../sync/table-replication';
import { type StoredPost, withPostKeys } from './post-keys';

type Receiver<T extends { id: string; rev: number; deleted: boolean }> = Pick<
  TableReplication<T, unknown>,
  'receive'
>;
type Receivers = { boards: Receiver<Board>; posts: Receiver<StoredPost>; comments: Receiver<Comment> };

/** `/topic/board`: every board's and post's changes, for every account. */
export function followBoards(socket: TopicSocket, to: Pick<Receivers, 'boards' | 'posts'>): () => void {
  return followTopic(socket, topics.board, BoardEvent, (event) => {
    if (event.entity === 'board') void to.boards.receive([event.data]);
    else void to.posts.receive([withPostKeys(event.data)]);
  });
}

/** `/topic/post/{id}` while a post is open: its own changes and its comments. */
export function followPost(socket: TopicSocket, postId: string, to: Pick<Receivers, 'posts' | 'comments'>) {
  return followTopic(socket, topics.post(postId), PostEvent, (event) => {
    if (event.entity === 'post') void to.posts.receive([withPostKeys(event.data)]);
    else void to.comments.receive([event.data]);
  });
}
