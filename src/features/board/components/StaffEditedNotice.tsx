import { Alert } from '@chakra-ui/react';
import type { Post } from '../../../contract/board';
import { formatDateTime } from '../../../lib/time';

/**
 * A member's post that staff rewrote still shows the member as its author: readers are told the
 * words are not all theirs (when, never which staff member).
 */
export function StaffEditedNotice({ post }: { post: Pick<Post, 'staffEditedAt'> }) {
  if (!post.staffEditedAt) return null;
  return (
    <Alert.Root status="neutral" variant="subtle" borderRadius="l2" size="sm" data-testid="staff-edited">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">
        관리자가 수정한 글입니다 · {formatDateTime(post.staffEditedAt)}
      </Alert.Title>
    </Alert.Root>
  );
}
