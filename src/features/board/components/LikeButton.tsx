import { Button } from '@chakra-ui/react';
import { useLike } from '../hooks/use-like';
import { HeartIcon } from './icons';

/** 추천: REST, not replicated. Signed out it leads to the login page. */
export function LikeButton({
  boardId,
  postId,
  likeCount,
}: {
  boardId: string;
  postId: string;
  likeCount: number;
}) {
  const like = useLike(boardId, postId, likeCount);
  return (
    <Button
      size="lg"
      borderRadius="full"
      variant={like.liked ? 'solid' : 'outline'}
      colorPalette="pink"
      loading={like.busy}
      onClick={() => void like.toggle()}
      aria-pressed={like.liked}
      data-testid="like-button"
      px="6"
    >
      <HeartIcon fill={like.liked ? 'currentColor' : 'none'} />
      추천 {like.likeCount.toLocaleString('ko-KR')}
    </Button>
  );
}
