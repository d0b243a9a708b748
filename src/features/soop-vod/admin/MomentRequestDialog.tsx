import { Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import { type ChatMoment, MomentRequestInput } from '../../../contract/soop-chat';
import { formatDateTime } from '../../../lib/time';
import { soopVodApi } from '../soop-vod-api';

const FIELDS = ['title', 'note'] as const;

/** Turns a chat moment into a public clip request: a title and a note, both shown to members. */
export function MomentRequestDialog({
  moment,
  onClose,
  onSaved,
}: {
  moment: ChatMoment;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<z.input<typeof MomentRequestInput>, unknown, z.output<typeof MomentRequestInput>>({
    resolver: zodResolver(MomentRequestInput),
    defaultValues: { title: '', note: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await soopVodApi.requestFromMoment(moment.id, values);
      showToast({ type: 'success', title: '클립 요청을 만들었어요. 회원들의 클립 요청 목록에 보여요.' });
      onSaved();
    } catch (error) {
      showFormFailure(error, form.setError, FIELDS);
    }
  });

  return (
    <FormDialog
      title="클립 요청 만들기"
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="만들기"
      submitting={isSubmitting}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {moment.stationNick} · {formatDateTime(moment.startAt)} · 시청자 {moment.viewerCount}명이 표시한
          순간
        </Text>
        <FormField label="제목" error={errors.title?.message}>
          <Input placeholder="예: 마지막 판 역전승" maxLength={60} {...form.register('title')} />
        </FormField>
        <FormField
          label="설명"
          error={errors.note?.message}
          helper="회원들의 클립 요청 목록에 함께 보여요. (선택)"
        >
          <Textarea rows={3} maxLength={500} {...form.register('note')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
