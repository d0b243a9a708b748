import { Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import {
  VOD_REQUEST_STATUSES,
  VOD_STATUS_LABELS,
  type VodRequest,
  type VodRequestStatus,
  VodStatusInput,
} from '../../../contract/soop-chat';
import { soopVodApi } from '../soop-vod-api';

interface FormValues {
  status: VodRequestStatus;
  clipUrl: string;
  reason: string;
}

const FIELDS = ['status', 'clipUrl', 'reason'] as const;
const contractResolver = zodResolver(VodStatusInput);

/** Sets a request's status: 완료 with the clip's link, 반려 with the reason the member will read. */
export function StatusDialog({
  request,
  onClose,
  onSaved,
}: {
  request: VodRequest;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<FormValues>({
    resolver: (values, context, options) => contractResolver(values, context, options as never) as never,
    defaultValues: {
      status: request.status,
      clipUrl: request.clipUrl ?? '',
      reason: request.rejectReason ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const status = form.watch('status');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await soopVodApi.setStatus(request.id, values as VodStatusInput);
      showToast({ type: 'success', title: `'${VOD_STATUS_LABELS[values.status]}'(으)로 바꿨어요.` });
      onSaved();
    } catch (error) {
      showFormFailure(error, form.setError, FIELDS);
    }
  });

  return (
    <FormDialog
      title="요청 상태 바꾸기"
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="저장"
      submitting={isSubmitting}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {request.title}
        </Text>
        <FormField label="상태" error={errors.status?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('status')}>
              {VOD_REQUEST_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {VOD_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {status === 'DONE' && (
          <FormField label="클립 주소" error={errors.clipUrl?.message}>
            <Input
              type="url"
              placeholder="https://vod.sooplive.co.kr/..."
              maxLength={500}
              {...form.register('clipUrl')}
            />
          </FormField>
        )}
        {status === 'REJECTED' && (
          <FormField label="반려 사유" error={errors.reason?.message} helper="요청한 회원에게 보여요.">
            <Input maxLength={200} {...form.register('reason')} />
          </FormField>
        )}
      </Stack>
    </FormDialog>
  );
}
