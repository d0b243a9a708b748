import { Separator, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import { useDialogClose } from '../../../app/form/use-dialog-close';
import { CONTACT_TEXT_MAX, ContactAnswerInput, type ContactThread } from '../../../contract';
import { contactApi } from '../contact-api';
import { ThreadBody } from '../ThreadBody';

interface AnswerDialogProps {
  thread: ContactThread;
  onClose: () => void;
  onAnswered: () => void;
}

/** One thread opened: what the member asked, and the answer (a new one replaces the old and tells them again). */
export function AnswerDialog({ thread, onClose, onAnswered }: AnswerDialogProps) {
  const form = useForm({
    resolver: zodResolver(ContactAnswerInput),
    defaultValues: { answer: thread.answer ?? '' },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const close = useDialogClose(isDirty, onClose);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await contactApi.answer(thread.id, values);
      showToast({
        type: 'success',
        title: '답변을 등록했습니다.',
        description: thread.author
          ? `${thread.author.nickname}님에게 알림을 보냈습니다.`
          : `방문자에게는 알림이 가지 않습니다. ${thread.replyEmail ?? ''}로 답장해 주세요.`,
      });
      onAnswered();
    } catch (error) {
      showFormFailure(error, form.setError, ['answer']);
    }
  });

  return (
    <FormDialog
      title="문의 답변"
      onSubmit={onSubmit}
      onClose={close}
      submitLabel={thread.answer ? '답변 수정' : '답변 등록'}
      submitting={isSubmitting}
      maxW="640px"
      scrollInside
    >
      <Stack gap="5">
        <ThreadBody thread={thread} forAdmin />
        <Separator />
        <FormField
          label={thread.answer ? '답변 고치기' : '답변'}
          error={errors.answer?.message}
          helper={
            thread.author
              ? '등록하면 문의한 회원에게 알림이 갑니다.'
              : '방문자의 문의입니다. 답변은 기록으로 남고, 알림 대신 이메일로 보내 주세요.'
          }
        >
          <Textarea {...form.register('answer')} rows={5} maxLength={CONTACT_TEXT_MAX} autoresize />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
