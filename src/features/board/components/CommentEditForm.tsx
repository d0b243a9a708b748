import { Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { CommentView } from '../../../../workers/api';
import { showMessage } from '../../../app';
import { CommentUpdate } from '../../../contract';
import { dataWorker } from '../../../data/worker-client';
import { applyServerFieldError } from '../../../lib/form-errors';

type EditFields = { content: string };

/** Edits the member's own comment in place, through the outbox: offline the new text waits as 전송 대기. */
export function CommentEditForm({ comment, onDone }: { comment: CommentView; onDone: () => void }) {
  const form = useForm<EditFields>({
    resolver: zodResolver(CommentUpdate),
    defaultValues: { content: comment.content },
  });
  const error = form.formState.errors.content?.message;

  const submit = form.handleSubmit(async ({ content }) => {
    if (content === comment.content) {
      onDone();
      return;
    }
    const outcome = await dataWorker().updateComment(comment.postId, comment.id, { content });
    if (outcome.status === 'failed') {
      // The form still holds the text, so the refused edit leaves the outbox.
      await dataWorker().discardOutboxEntry(outcome.id);
      if (!applyServerFieldError(outcome.error, form.setError, ['content']))
        await showMessage(outcome.error.message);
      return;
    }
    onDone();
  });

  return (
    <Stack as="form" onSubmit={submit} gap="2" data-testid="comment-edit-form">
      <Field.Root invalid={Boolean(error)}>
        <Field.Label srOnly>댓글 수정</Field.Label>
        <Textarea
          {...form.register('content')}
          rows={3}
          autoresize
          maxH="40"
          autoFocus
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void submit();
            if (event.key === 'Escape') onDone();
          }}
        />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <HStack justify="flex-end" gap="2">
        <Button size="sm" variant="ghost" colorPalette="gray" onClick={onDone}>
          취소
        </Button>
        <Button type="submit" size="sm" colorPalette="purple" loading={form.formState.isSubmitting}>
          저장
        </Button>
      </HStack>
    </Stack>
  );
}
