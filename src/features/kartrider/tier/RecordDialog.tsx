import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import { useDialogClose } from '../../../app/form/use-dialog-close';
import { formatKartTime, type KartRecord, KartRecordInput } from '../../../contract/kartrider';
import { toSeoul } from '../../../lib/time';
import { kartApi } from '../kart-api';

interface RecordDialogProps {
  /** The record to correct; null writes one. */
  record: KartRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Write a track record or correct one (admins and managers). */
export function RecordDialog({ record, onClose, onSaved }: RecordDialogProps) {
  const form = useForm({
    resolver: zodResolver(KartRecordInput),
    defaultValues: {
      track: record?.track ?? '',
      time: record ? formatKartTime(record.timeMs) : '',
      racer: record?.racer ?? '',
      recordedOn: record?.recordedOn ?? toSeoul().format('YYYY-MM-DD'),
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const close = useDialogClose(isDirty, onClose);

  const onSubmit = form.handleSubmit(async () => {
    // The form's own text goes to the server, which parses the time by the same rule.
    const input = form.getValues();
    try {
      if (record) await kartApi.updateRecord(record.id, input);
      else await kartApi.addRecord(input);
      showToast({ type: 'success', title: `${input.track} 기록을 저장했습니다.` });
      onSaved();
    } catch (error) {
      showFormFailure(error, form.setError, ['track', 'time', 'racer', 'recordedOn']);
    }
  });

  return (
    <FormDialog
      title={record ? '기록 수정' : '기록 추가'}
      onSubmit={onSubmit}
      onClose={close}
      submitLabel={record ? '저장' : '추가'}
      submitting={isSubmitting}
      maxW="460px"
    >
      <Stack gap="4">
        <FormField label="트랙" error={errors.track?.message}>
          <Input
            autoComplete="off"
            maxLength={40}
            placeholder="예: 빌리지 고가의 질주"
            {...form.register('track')}
          />
        </FormField>
        <SimpleGrid columns={2} gap="4">
          <FormField label="기록" error={errors.time?.message} helper="분:초.밀리초">
            <Input autoComplete="off" inputMode="decimal" placeholder="1:38.412" {...form.register('time')} />
          </FormField>
          <FormField label="선수" error={errors.racer?.message}>
            <Input autoComplete="off" maxLength={30} {...form.register('racer')} />
          </FormField>
        </SimpleGrid>
        <FormField label="기록한 날" error={errors.recordedOn?.message}>
          <Input type="date" {...form.register('recordedOn')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
