import {
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '../../../app/toast/toaster';
import { PointClaimCodeInput } from '../../../contract';
import { formatPoint } from '../../../lib/point-format';
import { showFormFailure } from '../../user/form-failure';
import { pointClaimApi } from '../point-claim/point-claim-api';
import { isoToSeoulInput, seoulInputToIso } from '../seoul-input';

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
    <Dialog.Root
      open
      placement="center"
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content asChild maxW="520px">
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>포인트 코드 만들기</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root invalid={errors.code !== undefined}>
                    <Field.Label>코드</Field.Label>
                    <HStack w="full">
                      <Input
                        autoComplete="off"
                        spellCheck={false}
                        maxLength={40}
                        {...form.register('code')}
                      />
                      <Button
                        variant="outline"
                        colorPalette="gray"
                        flexShrink={0}
                        onClick={() => form.setValue('code', randomCode(), { shouldDirty: true })}
                      >
                        새로 만들기
                      </Button>
                    </HStack>
                    {errors.code ? (
                      <Field.ErrorText>{errors.code.message}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>
                        한글, 영문, 숫자 2~20자. 방송에서 읽어 주기 쉬운 말도 좋아요.
                      </Field.HelperText>
                    )}
                  </Field.Root>
                  <Field.Root invalid={errors.title !== undefined}>
                    <Field.Label>제목</Field.Label>
                    <Input
                      placeholder="예: 토요일 합방 감사 이벤트"
                      maxLength={50}
                      {...form.register('title')}
                    />
                    {errors.title && <Field.ErrorText>{errors.title.message}</Field.ErrorText>}
                  </Field.Root>
                  <SimpleGrid columns={2} gap="3">
                    <Field.Root invalid={errors.amount !== undefined}>
                      <Field.Label>지급 포인트</Field.Label>
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={1}
                        {...form.register('amount', { valueAsNumber: true })}
                      />
                      {errors.amount && <Field.ErrorText>{errors.amount.message}</Field.ErrorText>}
                    </Field.Root>
                    <Field.Root invalid={errors.quantity !== undefined}>
                      <Field.Label>선착순 수량</Field.Label>
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={1}
                        {...form.register('quantity', { valueAsNumber: true })}
                      />
                      {errors.quantity && <Field.ErrorText>{errors.quantity.message}</Field.ErrorText>}
                    </Field.Root>
                    <Field.Root invalid={errors.startAt !== undefined}>
                      <Field.Label>시작 (한국 시간)</Field.Label>
                      <Input type="datetime-local" {...form.register('startAt')} />
                      {errors.startAt && <Field.ErrorText>{errors.startAt.message}</Field.ErrorText>}
                    </Field.Root>
                    <Field.Root invalid={errors.endAt !== undefined}>
                      <Field.Label>끝 (한국 시간)</Field.Label>
                      <Input type="datetime-local" {...form.register('endAt')} />
                      {errors.endAt && <Field.ErrorText>{errors.endAt.message}</Field.ErrorText>}
                    </Field.Root>
                  </SimpleGrid>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="ghost" colorPalette="gray" onClick={onClose}>
                  취소
                </Button>
                <Button type="submit" loading={isSubmitting} minW="20">
                  만들기
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" colorPalette="gray" aria-label="닫기" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
