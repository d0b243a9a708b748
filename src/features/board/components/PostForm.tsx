import { Alert, Button, Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { LocalBoard } from '../../../../workers/api';
import type { ErrorBody } from '../../../contract';
import { applyServerFieldError } from '../../../lib/form-errors';
import {
  categoryFromSelect,
  POST_FORM_FIELDS,
  type PostFormInput,
  PostFormSchema,
  type PostFormValues,
} from '../post-form-schema';
import { RichTextEditor } from './RichTextEditor';

interface PostFormProps {
  boards: readonly LocalBoard[];
  defaults: PostFormInput;
  /** Modifying: the board cannot change. */
  boardLocked: boolean;
  submitLabel: string;
  /** Resolves with the server's refusal, or null when the write was accepted or queued. */
  onSubmit: (values: PostFormValues) => Promise<ErrorBody | null>;
  onValuesChange: (values: PostFormInput, dirty: boolean) => void;
  refusal: ErrorBody | null;
  onCancel: () => void;
}

export function PostForm({
  boards,
  defaults,
  boardLocked,
  submitLabel,
  onSubmit,
  onValuesChange,
  refusal,
  onCancel,
}: PostFormProps) {
  const form = useForm<PostFormInput, unknown, PostFormValues>({
    resolver: zodResolver(PostFormSchema),
    defaultValues: defaults,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control });
  const board = boards.find((b) => b.id === values.boardId);

  useEffect(() => {
    onValuesChange(
      {
        boardId: values.boardId ?? '',
        categoryNumber: values.categoryNumber ?? null,
        title: values.title ?? '',
        content: values.content ?? '',
      },
      isDirty,
    );
  }, [values, isDirty, onValuesChange]);

  const submit = form.handleSubmit(async (parsed) => {
    const refused = await onSubmit(parsed);
    if (refused) applyServerFieldError(refused, form.setError, POST_FORM_FIELDS);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        {refusal && !refusal.errorFieldName && (
          <Alert.Root
            status={refusal.status === 403 ? 'warning' : 'error'}
            borderRadius="l2"
            data-testid="write-refusal"
          >
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>글을 등록하지 못했습니다</Alert.Title>
              <Alert.Description>{refusal.message}</Alert.Description>
            </Alert.Content>
            {refusal.status === 403 && /연동/.test(refusal.message) && (
              <Button asChild size="sm" colorPalette="purple" alignSelf="center">
                <a href="/afreecatv-connect">계정 연동하기</a>
              </Button>
            )}
          </Alert.Root>
        )}
        <HStack gap="3" align="flex-start" flexDirection={{ base: 'column', sm: 'row' }}>
          <Field.Root invalid={Boolean(errors.boardId)} flex="1" required>
            <Field.Label>
              게시판
              <Field.RequiredIndicator />
            </Field.Label>
            <Controller
              control={form.control}
              name="boardId"
              render={({ field }) => (
                <NativeSelect.Root disabled={boardLocked}>
                  <NativeSelect.Field
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(event) => {
                      field.onChange(event.target.value);
                      form.setValue('categoryNumber', null);
                    }}
                  >
                    <option value="" disabled>
                      게시판을 선택하세요
                    </option>
                    {boards.map((b) => (
                      <option key={b.id} value={b.id}>
                        {b.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            />
            <Field.ErrorText>{errors.boardId?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root
            invalid={Boolean(errors.categoryNumber)}
            flex="1"
            disabled={!board || board.categories.length === 0}
          >
            <Field.Label>분류</Field.Label>
            <Controller
              control={form.control}
              name="categoryNumber"
              render={({ field }) => (
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name={field.name}
                    ref={field.ref}
                    value={field.value === null || field.value === undefined ? '' : String(field.value)}
                    onChange={(event) => field.onChange(categoryFromSelect(event.target.value))}
                    onBlur={field.onBlur}
                  >
                    <option value="">분류 없음</option>
                    {board?.categories.map((c) => (
                      <option key={c.number} value={c.number}>
                        {c.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            />
            <Field.ErrorText>{errors.categoryNumber?.message}</Field.ErrorText>
          </Field.Root>
        </HStack>
        <Field.Root invalid={Boolean(errors.title)} required>
          <Field.Label>
            제목
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            {...form.register('title')}
            placeholder="제목을 입력하세요"
            maxLength={100}
            autoComplete="off"
          />
          <Field.ErrorText>{errors.title?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.content)} required>
          <Field.Label>
            내용
            <Field.RequiredIndicator />
          </Field.Label>
          <Controller
            control={form.control}
            name="content"
            render={({ field }) => (
              <RichTextEditor
                id="content"
                html={field.value ?? ''}
                onChange={(html) => field.onChange(html)}
                invalid={Boolean(errors.content)}
                placeholder="내용을 입력하세요"
              />
            )}
          />
          <Field.ErrorText>{errors.content?.message}</Field.ErrorText>
        </Field.Root>
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" colorPalette="gray" onClick={onCancel}>
            취소
          </Button>
          <Button type="submit" colorPalette="purple" loading={isSubmitting} minW="24">
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
