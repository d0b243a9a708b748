import { Avatar, Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CommentView } from '../../../../workers/api';
import { useSession } from '../../../app';
import { dataWorker } from '../../../data/worker-client';
import { elapsedLabel, formatDateTime } from '../../../lib/time';
import { confirmBlockUser } from '../block-user';
import { BanIcon, ReplyIcon } from './icons';

interface CommentItemProps {
  comment: CommentView;
  onReply?: () => void;
  children?: ReactNode;
}

/** One comment: author, elapsed time, text; a failed send says why and offers a retry. */
export function CommentItem({ comment, onReply, children }: CommentItemProps) {
  const { user } = useSession();
  const own = user?.uuid === comment.authorUuid;
  return (
    <HStack
      align="flex-start"
      gap="3"
      py="3"
      data-testid="comment"
      data-pending={comment.pending || undefined}
    >
      <Avatar.Root size="sm" flexShrink={0}>
        <Avatar.Fallback name={comment.authorNickname} />
        {comment.authorProfileUri && <Avatar.Image src={comment.authorProfileUri} />}
      </Avatar.Root>
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" fontSize="sm" wrap="wrap">
          <Text fontWeight="700">{comment.authorNickname}</Text>
          <Text color="fg.muted" fontSize="xs" title={formatDateTime(comment.createdAt)}>
            {elapsedLabel(comment.createdAt)}
          </Text>
          {comment.pending && (
            <Badge size="sm" colorPalette={comment.error ? 'red' : 'yellow'}>
              {comment.error ? '전송 실패' : '전송 대기'}
            </Badge>
          )}
        </HStack>
        <Text
          whiteSpace="pre-wrap"
          wordBreak="break-word"
          opacity={comment.pending && !comment.error ? 0.7 : 1}
        >
          {comment.content}
        </Text>
        {comment.error && (
          <HStack gap="2" fontSize="sm" color="red.fg" wrap="wrap">
            <Text>{comment.error.message}</Text>
            <Button
              size="2xs"
              variant="outline"
              colorPalette="red"
              onClick={() => void dataWorker().retryOutboxEntry(comment.id)}
            >
              다시 보내기
            </Button>
            <Button
              size="2xs"
              variant="ghost"
              colorPalette="gray"
              onClick={() => void dataWorker().discardOutboxEntry(comment.id)}
            >
              삭제
            </Button>
          </HStack>
        )}
        {user && !comment.pending && (
          <HStack gap="1" ms="-2">
            {onReply && (
              <Button size="2xs" variant="ghost" colorPalette="gray" onClick={onReply}>
                <ReplyIcon />
                답글
              </Button>
            )}
            {!own && (
              <Button
                size="2xs"
                variant="ghost"
                colorPalette="gray"
                onClick={() => void confirmBlockUser(comment.authorUuid, comment.authorNickname)}
              >
                <BanIcon />
                차단
              </Button>
            )}
          </HStack>
        )}
        {children && <Box mt="1">{children}</Box>}
      </Stack>
    </HStack>
  );
}
