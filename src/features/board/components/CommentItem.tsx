import { Avatar, Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import type { CommentView } from '../../../../workers/api';
import { MemberBadge, PencilIcon, TrashIcon, useSession } from '../../../app';
import { dataWorker } from '../../../data/worker-client';
import { elapsedLabel } from '../../../lib/seoul-clock';
import { formatDateTime } from '../../../lib/time';
import { confirmBlockUser } from '../block-user';
import { confirmDeleteComment } from '../delete-comment';
import { CommentEditForm } from './CommentEditForm';
import { CommentText } from './CommentText';
import { BanIcon, ReplyIcon } from './icons';

interface CommentItemProps {
  comment: CommentView;
  onReply?: () => void;
  children?: ReactNode;
}

/**
 * One comment: author, elapsed time, text; the author edits or deletes it, others block its author.
 * A failed send says why and offers a retry.
 */
export function CommentItem({ comment, onReply, children }: CommentItemProps) {
  const { user } = useSession();
  const own = user?.uuid === comment.authorUuid;
  const [editing, setEditing] = useState(false);
  // A new comment's outbox entry has its id; an edit or deletion has one of its own.
  const outboxId = comment.change?.outboxId ?? comment.id;
  return (
    <HStack
      align="flex-start"
      gap="3"
      py="3"
      data-testid="comment"
      data-pending={comment.pending || undefined}
    >
      <Link
        to="/member/$userId"
        params={{ userId: comment.authorUuid }}
        aria-label={`${comment.authorNickname}님 프로필`}
      >
        <Avatar.Root size="sm" flexShrink={0}>
          <Avatar.Fallback name={comment.authorNickname} />
          {comment.authorProfileUri && <Avatar.Image src={comment.authorProfileUri} />}
        </Avatar.Root>
      </Link>
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" fontSize="sm" wrap="wrap">
          <MemberBadge uuid={comment.authorUuid} />
          <Link to="/member/$userId" params={{ userId: comment.authorUuid }}>
            <Text fontWeight="700">{comment.authorNickname}</Text>
          </Link>
          <Text color="fg.muted" fontSize="xs" title={formatDateTime(comment.createdAt)}>
            {elapsedLabel(comment.createdAt)}
          </Text>
          {comment.pending && (
            <Badge size="sm" colorPalette={comment.error ? 'red' : 'yellow'}>
              {comment.error ? '전송 실패' : '전송 대기'}
            </Badge>
          )}
        </HStack>
        {editing ? (
          <CommentEditForm comment={comment} onDone={() => setEditing(false)} />
        ) : (
          <Text
            whiteSpace="pre-wrap"
            wordBreak="break-word"
            opacity={comment.pending && !comment.error ? 0.7 : 1}
          >
            <CommentText text={comment.content} />
          </Text>
        )}
        {comment.error && (
          <HStack gap="2" fontSize="sm" color="red.fg" wrap="wrap">
            <Text>{comment.error.message}</Text>
            <Button
              size="2xs"
              variant="outline"
              colorPalette="red"
              onClick={() => void dataWorker().retryOutboxEntry(outboxId)}
            >
              다시 보내기
            </Button>
            <Button
              size="2xs"
              variant="ghost"
              colorPalette="gray"
              onClick={() => void dataWorker().discardOutboxEntry(outboxId)}
            >
              {comment.change ? '되돌리기' : '삭제'}
            </Button>
          </HStack>
        )}
        {user && !comment.pending && !editing && (
          <HStack gap="1" ms="-2">
            {onReply && (
              <Button size="2xs" variant="ghost" colorPalette="gray" onClick={onReply}>
                <ReplyIcon />
                답글
              </Button>
            )}
            {own ? (
              <>
                <Button size="2xs" variant="ghost" colorPalette="gray" onClick={() => setEditing(true)}>
                  <PencilIcon />
                  수정
                </Button>
                <Button
                  size="2xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => void confirmDeleteComment(comment)}
                >
                  <TrashIcon />
                  삭제
                </Button>
              </>
            ) : (
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
