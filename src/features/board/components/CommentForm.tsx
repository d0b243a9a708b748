import { Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { showMessage, slotOf } from '../../../app';
import { useFeatures } from '../../../app/router/features-context';
import { CommentInput } from '../../../contract';
import { dataWorker } from '../../../data/worker-client';
import { applyServerFieldError } from '../../../lib/form-errors';

const CommentFields = CommentInput.pick({ content: true });
type CommentFields = { content: string };

interface CommentFormProps {
  postId: string;
  parentId: string | null;
  onDone?: () => void;
  autoFocus?: boolean;
}

/** Writes a comment (or a reply) through the outbox: offline it waits and shows as 전송 대기. */
export function CommentForm({ postId, parentId, onDone, autoFocus }: CommentFormProps) {
  const form = useForm<CommentFields>({
    resolver: zodResolver(CommentFields),
    defaultValues: { content: '' },
  });
  const error = form.formState.errors.content?.message;
  const Emoticons = slotOf(useFeatures(), 'commentEmoticons');
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const { ref: registerRef, ...contentField } = form.register('content');

  /** An emoticon goes where the caret is, and the caret after it. */
  const insert = (text: string) => {
    const field = textarea.current;
    const value = form.getValues('content');
    const start = field?.selectionStart ?? value.length;
    const end = field?.selectionEnd ?? value.length;
    form.setValue('content', value.slice(0, start) + text + value.slice(end), { shouldDirty: true });
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  const submit = form.handleSubmit(async ({ content }) => {
    const outcome = await dataWorker().createComment(postId, { content, parentId });
    if (outcome.status === 'failed') {
      if (!applyServerFieldError(outcome.error, form.setError, ['content']))
        await showMessage(outcome.error.message);
      return;
    }
    // Text typed while this one was on its way (a slow or flapping network) stays, form and all.
    if (form.getValues('content').trim() !== content) return;
    form.reset({ content: '' });
    onDone?.();
  });

  return (
    <Stack as="form" onSubmit={submit} gap="2" data-testid={parentId ? 'reply-form' : 'comment-form'}>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label srOnly>{parentId ? '답글' : '댓글'}</Field.Label>
        <Textarea
          {...contentField}
          ref={(element) => {
            registerRef(element);
            textarea.current = element;
          }}
          placeholder={parentId ? '답글을 입력하세요' : '댓글을 입력하세요'}
          rows={3}
          autoresize
          maxH="40"
          autoFocus={autoFocus}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void submit();
          }}
        />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <HStack justify="flex-end" gap="2">
        {Emoticons && <Emoticons onPick={insert} />}
        {onDone && (
          <Button size="sm" variant="ghost" colorPalette="gray" onClick={onDone}>
            취소
          </Button>
        )}
        <Button type="submit" size="sm" colorPalette="purple" loading={form.formState.isSubmitting}>
          {parentId ? '답글 등록' : '댓글 등록'}
        </Button>
      </HStack>
    </Stack>
  );
}
