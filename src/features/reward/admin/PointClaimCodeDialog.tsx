import { Button, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import { PointClaimCodeInput } from '../../../contract';
import { formatPoint } from '../../../lib/point-format';
import { isoToSeoulInput, seoulInputToIso } from '../../../lib/seoul-input';
import { pointClaimApi } from '../point-claim/point-claim-api';

interface FormValues {
  code: string;
  title: string;
  amount: number;
  quantity: number;
  /** `datetime-local` values, Seoul time. */
  startAt: string;
  endAt: string;
}
type Parsed = z.output<typeof PointClaimCodeInput>;

const FIELDS = ['code', 'title', 'amount', 'quantity', 'startAt', 'endAt'] as const;
const contractResolver = zodResolver(PointClaimCodeInput);
/** The contract checks the form, its times read as Seoul time. */
const resolver: Resolver<FormValues, unknown, Parsed> = (values, context, options) =>
  contractResolver(
    { ...values, startAt: seoulInputToIso(values.startAt), endAt: seoulInputToIso(values.endAt) },
    context,
    options as never,
  ) as never;

/** Letters and digits that read aloud without confusion (no 0/O, 1/I). */
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => CODE_LETTERS[b % CODE_LETTERS.length]).join(
    '',
  );

const defaults = (): FormValues => {
  const start = Date.now();
  return {
    code: randomCode(),
    title: '',
    amount: 100,
    quantity: 100,
    startAt: isoToSeoulInput(start),
    endAt: isoToSeoulInput(start + 3_600_000),
  };
};

/** Creates a code to announce on stream: how many points, for how many members, between when. */
export function PointClaimCodeDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const form = useForm<FormValues, unknown, Parsed>({ resolver, defaultValues: defaults() });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const code = await pointClaimApi.createCode(values);
      showToast({
        type: 'success',
        title: `코드 ${code.code}를 만들었습니다 (${formatPoint(code.amount)}).`,
      });
      onSaved();
    } catch (error) {
      showFormFailure(error, form.setError, FIELDS);
    }
  });

  return (
    <FormDialog
      title="포인트 코드 만들기"
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="만들기"
      submitting={isSubmitting}
    >
      <Stack gap="4">
        <FormField
          label="코드"
          error={errors.code?.message}
          helper="한글, 영문, 숫자 2~20자. 방송에서 읽어 주기 쉬운 말도 좋아요."
        >
          <HStack w="full">
            <Input autoComplete="off" spellCheck={false} maxLength={40} {...form.register('code')} />
            <Button
              variant="outline"
              colorPalette="gray"
              flexShrink={0}
              onClick={() => form.setValue('code', randomCode(), { shouldDirty: true })}
            >
              새로 만들기
            </Button>
          </HStack>
        </FormField>
        <FormField label="제목" error={errors.title?.message}>
          <Input placeholder="예: 토요일 합방 감사 이벤트" maxLength={50} {...form.register('title')} />
        </FormField>
        <SimpleGrid columns={2} gap="3">
          <FormField label="지급 포인트" error={errors.amount?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              {...form.register('amount', { valueAsNumber: true })}
            />
          </FormField>
          <FormField label="선착순 수량" error={errors.quantity?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              {...form.register('quantity', { valueAsNumber: true })}
            />
          </FormField>
          <FormField label="시작 (한국 시간)" error={errors.startAt?.message}>
            <Input type="datetime-local" {...form.register('startAt')} />
          </FormField>
          <FormField label="끝 (한국 시간)" error={errors.endAt?.message}>
            <Input type="datetime-local" {...form.register('endAt')} />
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
