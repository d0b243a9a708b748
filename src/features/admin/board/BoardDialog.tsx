import { Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { showToast } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { showFormFailure } from '../../../app/form/form-failure';
import { useDialogClose } from '../../../app/form/use-dialog-close';
import { type AdminBoard, BoardInput } from '../../../contract';
import { boardAdminApi } from './board-admin-api';
import { boardInputOf } from './board-list';
import { CategoryFields } from './CategoryFields';
import { RoleChecks } from './RoleChecks';

const FIELDS = ['id', 'name', 'description', 'categories', 'readRoles', 'writeRoles', 'sort'] as const;

interface BoardDialogProps {
  /** The board to edit; null makes a new one. */
  board: AdminBoard | null;
  /** The next free place in the menu, for a new board. */
  nextSort: number;
  onClose: () => void;
  onSaved: () => void;
}

const valuesOf = (board: AdminBoard | null, nextSort: number): BoardInput =>
  board
    ? boardInputOf(board)
    : { id: '', name: '', description: '', categories: [], readRoles: [], writeRoles: [], sort: nextSort };

/** Make or edit a board. Its id is its address (/board/{id}), so it is fixed once made. */
export function BoardDialog({ board, nextSort, onClose, onSaved }: BoardDialogProps) {
  const form = useForm({ resolver: zodResolver(BoardInput), defaultValues: valuesOf(board, nextSort) });
  const { errors, isDirty, isSubmitting } = form.formState;
  const close = useDialogClose(isDirty, onClose);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = board ? await boardAdminApi.update(values) : await boardAdminApi.create(values);
      showToast({
        type: 'success',
        title: board ? `'${saved.name}' 게시판을 저장했습니다.` : `'${saved.name}' 게시판을 만들었습니다.`,
      });
      onSaved();
    } catch (error) {
      showFormFailure(error, form.setError, FIELDS);
    }
  });

  const categoryError =
    errors.categories?.message ?? errors.categories?.find?.((c) => c?.name)?.name?.message;

  return (
    <FormDialog
      title={board ? '게시판 수정' : '게시판 추가'}
      onSubmit={onSubmit}
      onClose={close}
      submitLabel={board ? '저장' : '추가'}
      submitting={isSubmitting}
      scrollInside
    >
      <Stack gap="4">
        <Field.Root invalid={errors.id !== undefined} readOnly={board !== null}>
          <Field.Label>게시판 아이디</Field.Label>
          <Input
            placeholder="예: cheer"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={30}
            readOnly={board !== null}
            {...form.register('id')}
          />
          {errors.id ? (
            <Field.ErrorText>{errors.id.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {board
                ? '아이디는 게시판 주소라서 바꿀 수 없습니다.'
                : '게시판 주소(/board/아이디)가 됩니다. 영문 소문자, 숫자, 하이픈만 씁니다.'}
            </Field.HelperText>
          )}
        </Field.Root>
        <Field.Root invalid={errors.name !== undefined}>
          <Field.Label>이름</Field.Label>
          <Input autoComplete="off" maxLength={30} {...form.register('name')} />
          {errors.name && <Field.ErrorText>{errors.name.message}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={errors.description !== undefined}>
          <Field.Label>설명</Field.Label>
          <Textarea rows={2} maxLength={200} autoresize {...form.register('description')} />
          {errors.description && <Field.ErrorText>{errors.description.message}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={errors.sort !== undefined}>
          <Field.Label>정렬 순서</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            maxW="32"
            {...form.register('sort', { valueAsNumber: true })}
          />
          {errors.sort ? (
            <Field.ErrorText>{errors.sort.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>작은 숫자일수록 메뉴 앞에 나옵니다.</Field.HelperText>
          )}
        </Field.Root>
        <CategoryFields control={form.control} register={form.register} error={categoryError} />
        <Controller
          control={form.control}
          name="readRoles"
          render={({ field }) => (
            <RoleChecks
              legend="읽기 권한"
              emptyMeaning="누구나 읽을 수 있습니다. 역할을 고르면 그 역할만 메뉴에서 보고 읽습니다."
              value={field.value ?? []}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="writeRoles"
          render={({ field }) => (
            <RoleChecks
              legend="쓰기 권한"
              emptyMeaning="로그인한 회원 누구나 쓸 수 있습니다(사용자는 SOOP 연동 후)."
              value={field.value ?? []}
              onChange={field.onChange}
            />
          )}
        />
      </Stack>
    </FormDialog>
  );
}
