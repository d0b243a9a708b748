import { Button, HStack } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { OpenedPost } from '../../../../workers/api';
import { PencilIcon, showConfirm, showMessage, showToast, TrashIcon, useSession } from '../../../app';
import { dataWorker } from '../../../data/worker-client';
import { confirmBlockUser } from '../block-user';
import { BanIcon } from './icons';

/**
 * Modify and delete for the author (and board staff; the server decides), block for others not
 * blocked yet.
 */
export function PostActions({ post }: { post: OpenedPost }) {
  const { user } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  const own = user.uuid === post.authorUuid;
  const staff = user.roles.includes('ADMIN') || user.roles.includes('MANAGER');

  const remove = async () => {
    if (!(await showConfirm('이 글을 삭제하시겠습니까?', { title: '글 삭제' }))) return;
    const outcome = await dataWorker().deletePost(post.boardId, post.id);
    if (outcome.status === 'failed') {
      await showMessage(outcome.error.message);
      return;
    }
    showToast({
      type: 'success',
      description: outcome.status === 'sent' ? '글을 삭제했습니다.' : '연결되면 삭제됩니다.',
    });
    await navigate({ to: '/board/$boardId', params: { boardId: post.boardId } });
  };

  return (
    <HStack gap="1">
      {(own || staff) && (
        <>
          <Button asChild size="xs" variant="ghost" colorPalette="gray">
            <Link to="/board/$boardId/$postId/modify" params={{ boardId: post.boardId, postId: post.id }}>
              <PencilIcon />
              수정
            </Link>
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void remove()}>
            <TrashIcon />
            삭제
          </Button>
        </>
      )}
      {!own && !post.authorBlocked && (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="gray"
          onClick={() => void confirmBlockUser(post.authorUuid, post.authorNickname)}
        >
          <BanIcon />
          차단
        </Button>
      )}
    </HStack>
  );
}
