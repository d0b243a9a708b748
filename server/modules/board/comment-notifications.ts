import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../user/sessions';
import type { PostRow } from './post-repository';

const snippet = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/**
 * A comment tells the post's author; a reply also tells the parent comment's author. Never
 * yourself, never twice, never someone who blocked the commenter (they would not see the comment).
 */
export async function notifyComment(
  {
    commentRepository: comments,
    notifier,
    blockRepository: blocks,
  }: Pick<FastifyInstance, 'commentRepository' | 'notifier' | 'blockRepository'>,
  input: { author: SessionUser; post: PostRow; parentId: string | null; content: string },
) {
  const { author, post } = input;
  const path = `/board/${post.boardId}/${post.id}`;
  const told = new Set<string>([author.uuid]);
  const mayTell = async (uuid: string) => !told.has(uuid) && !(await blocks.isBlocked(uuid, author.uuid));
  if (input.parentId) {
    const parent = await comments.find(input.parentId);
    if (parent && (await mayTell(parent.authorUuid))) {
      told.add(parent.authorUuid);
      await notifier.notify({
        userUuid: parent.authorUuid,
        content: `${author.nickname}님이 회원님의 댓글에 답글을 남겼습니다: ${snippet(input.content)}`,
        path,
      });
    }
  }
  if (await mayTell(post.authorUuid)) {
    await notifier.notify({
      userUuid: post.authorUuid,
      content: `${author.nickname}님이 회원님의 글 「${snippet(post.title)}」에 댓글을 남겼습니다: ${snippet(input.content)}`,
      path,
    });
  }
}
