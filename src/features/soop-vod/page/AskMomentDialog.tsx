import { Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { showToast } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import { apiPath, LiveStation } from '../../../contract';
import { MemberVodRequestInput } from '../../../contract/soop-chat';
import { http } from '../../../data/http';
import { isoToSeoulInput, seoulInputToIso } from '../../../lib/seoul-input';
import { soopVodApi } from '../soop-vod-api';

interface FormValues {
  stationUserId: string;
  /** A `datetime-local` value, Seoul time. */
  approxAt: string;
  description: string;
}
type Parsed = z.output<typeof MemberVodRequestInput>;

const FIELDS = ['stationUserId', 'approxAt', 'description'] as const;
const contractResolver = zodResolver(MemberVodRequestInput);
/** The contract checks the form, the time read as Seoul time. */
const resolver: Resolver<FormValues, unknown, Parsed> = (values, context, options) =>
  contractResolver(
    { ...values, approxAt: seoulInputToIso(values.approxAt) },
    context,
    options as never,
  ) as never;

/** A member asks for a moment they remember: which station, about when, and what happened. */
export function AskMomentDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const [stations, setStations] = useState<LiveStation[]>([]);
  const form = useForm<FormValues, unknown, Parsed>({
    resolver,
    defaultValues: {
      stationUserId: '',
      approxAt: isoToSeoulInput(Date.now() - 30 * 60_000),
      description: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    let current = true;
    void http
      .get(apiPath('stations'), { schema: z.array(LiveStation) })
      .then((list) => current && setStations(list));
    return () => {
      current = false;
    };
  }, []);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await soopVodApi.ask(values);
      showToast({ type: 'success', title: '클립 요청을 보냈어요. 진행 상황은 이 페이지에서 볼 수 있어요.' });
      onSaved();
    } catch (error) {
      showFormFailure(error, form.setError, FIELDS);
    }
  });

  return (
    <FormDialog
      title="장면 요청하기"
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="요청하기"
      submitting={isSubmitting}
    >
      <Stack gap="4">
        <FormField label="방송국" error={errors.stationUserId?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('stationUserId')}>
              <option value="">방송국을 골라 주세요</option>
              {stations.map((s) => (
                <option key={s.userId} value={s.userId}>
                  {s.userNick}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          label="대략적인 시각 (한국 시간)"
          error={errors.approxAt?.message}
          helper="정확하지 않아도 괜찮아요. 최근 14일 안의 방송만 요청할 수 있어요."
        >
          <Input type="datetime-local" {...form.register('approxAt')} />
        </FormField>
        <FormField label="어떤 장면인가요?" error={errors.description?.message}>
          <Textarea
            rows={4}
            maxLength={500}
            placeholder="예: 마지막 판 역전승하고 다 같이 춤춘 장면"
            {...form.register('description')}
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
