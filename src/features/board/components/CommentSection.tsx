import { Box, Button, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import type { CommentView } from '../../../../workers/api';
import { useSession } from '../../../app';
import { buildCommentThreads } from '../comment-tree';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';

/**
 * The post's comments with one level of replies (`useComments`, kept live by the worker while the
 * post is open; the post's header counts the same list).
 */
export function CommentSection({
  postId,
  comments,
}: {
  postId: string;
  comments: CommentView[] | undefined;
}) {
  const { user } = useSession();
  const href = useRouterState({ select: (s) => s.location.href });
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const threads = buildCommentThreads(comments ?? []);

  return (
    <Stack gap="4" as="section" aria-label="댓글">
      <HStack gap="2">
        <Heading as="h2" size="md">
          댓글
        </Heading>
        <Text color="purple.fg" fontWeight="700">
          {comments?.length ?? 0}
        </Text>
      </HStack>
      {user ? (
        <CommentForm postId={postId} parentId={null} />
      ) : (
        <HStack
          justify="space-between"
          p="4"
          borderWidth="1px"
          borderRadius="l2"
          bg="bg.subtle"
          gap="3"
          wrap="wrap"
        >
          <Text color="fg.muted" fontSize="sm">
            로그인하고 댓글을 남겨 보세요.
          </Text>
          <Button asChild size="sm" variant="outline" colorPalette="purple">
            <Link to="/login" search={{ pUrl: href }}>
              로그인
            </Link>
          </Button>
        </HStack>
      )}
      {comments && threads.length === 0 && (
        <Text color="fg.muted" fontSize="sm" textAlign="center" py="6">
          첫 댓글을 남겨 보세요.
        </Text>
      )}
      <Stack gap="0" separator={<Separator />}>
        {threads.map(({ comment, replies }) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            onReply={() => setReplyTo(replyTo === comment.id ? null : comment.id)}
          >
            {(replies.length > 0 || replyTo === comment.id) && (
              <Box borderInlineStartWidth="2px" borderColor="purple.muted" ps="3">
                {replies.map((reply) => (
                  <CommentItem key={reply.id} comment={reply} />
                ))}
                {replyTo === comment.id && (
                  <Box py="2">
                    <CommentForm
                      postId={postId}
                      parentId={comment.id}
                      onDone={() => setReplyTo(null)}
                      autoFocus
                    />
                  </Box>
                )}
              </Box>
            )}
          </CommentItem>
        ))}
      </Stack>
    </Stack>
  );
}
