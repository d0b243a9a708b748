import { Button } from '@chakra-ui/react';
import { useBlocks } from '../../data/live-query';
import { confirmBlockUser } from '../board/block-user';
import { confirmUnblock } from '../user/block-actions';

/** 차단 for a member not blocked yet, 차단 해제 for one who is, with the app's confirmations. */
export function MemberBlockButton({ userUuid, nickname }: { userUuid: string; nickname: string }) {
  const blocks = useBlocks();
  if (blocks === undefined) return null;
  const block = blocks.find((b) => b.userUuid === userUuid);
  return block ? (
    <Button
      size="sm"
      variant="outline"
      colorPalette="gray"
      onClick={() => void confirmUnblock(block.id, nickname)}
    >
      차단 해제
    </Button>
  ) : (
    <Button
      size="sm"
      variant="outline"
      colorPalette="red"
      onClick={() => void confirmBlockUser(userUuid, nickname)}
    >
      차단
    </Button>
  );
}
