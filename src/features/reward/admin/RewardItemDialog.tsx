import {
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  Field,
  Input,
  Portal,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '../../../app/toast/toaster';
import { type RewardItem, RewardItemInput } from '../../../contract';
import { showFormFailure } from '../../user/form-failure';
import { isoToSeoulInput, seoulInputToIso } from '../seoul-input';
import { rewardApi } from '../shop/reward-api';

interface FormValues {
  name: string;
  description: string;
  cost: number;
  stock: number;
  /** A `datetime-local` value, Seoul time. */
  opensAt: string;
  hidden: boolean;
}
type Parsed = z.output<typeof RewardItemInput>;

const FIELDS = ['name', 'description', 'cost', 'stock', 'opensAt'] as const;
const contractResolver = zodResolver(RewardItemInput);
/** The contract checks the form, its opening time read as Seoul time. */
const resolver: Resolver<FormValues, unknown, Parsed> = (values, context, options) =>
  contractResolver(
    { ...values, opensAt: seoulInputToIso(values.opensAt) },
    context,
    options as never,
  ) as never;

const valuesOf = (item: RewardItem | null): FormValues =>
  item
    ? { ...item, opensAt: isoToSeoulInput(item.opensAt) }
    : {
        name: '',
        description: '',
        cost: 100,
        stock: 10,
        opensAt: isoToSeoulInput(Date.now()),
        hidden: false,
      };

/** Offers a new gift or changes one: name, entry cost, stock, opening time, shown or hidden. */
export function RewardItemDialog({
  item,
  onClose,
  onSaved,
}: {
  item: RewardItem | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<FormValues, unknown, Parsed>({ resolver, defaultValues: valuesOf(item) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = item ? await rewardApi.updateItem(item.id, values) : await rewardApi.createItem(values);
      showToast({ type: 'success', title: `${saved.name}을(를) 저장했습니다.` });
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
                <Dialog.Title>{item ? '리워드 상품 수정' : '리워드 상품 추가'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root invalid={errors.name !== undefined}>
                    <Field.Label>상품 이름</Field.Label>
                    <Input placeholder="예: 아메리카노 기프티콘" maxLength={50} {...form.register('name')} />
                    {errors.name && <Field.ErrorText>{errors.name.message}</Field.ErrorText>}
                  </Field.Root>
                  <Field.Root invalid={errors.description !== undefined}>
                    <Field.Label>설명</Field.Label>
                    <Textarea rows={3} maxLength={500} {...form.register('description')} />
                    {errors.description && <Field.ErrorText>{errors.description.message}</Field.ErrorText>}
                  </Field.Root>
                  <SimpleGrid columns={2} gap="3">
                    <Field.Root invalid={errors.cost !== undefined}>
                      <Field.Label>응모 포인트</Field.Label>
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={1}
                        {...form.register('cost', { valueAsNumber: true })}
                      />
                      {errors.cost && <Field.ErrorText>{errors.cost.message}</Field.ErrorText>}
                    </Field.Root>
                    <Field.Root invalid={errors.stock !== undefined}>
                      <Field.Label>수량 (선착순)</Field.Label>
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={1}
                        {...form.register('stock', { valueAsNumber: true })}
                      />
                      {errors.stock && <Field.ErrorText>{errors.stock.message}</Field.ErrorText>}
                    </Field.Root>
                  </SimpleGrid>
                  <Field.Root invalid={errors.opensAt !== undefined}>
                    <Field.Label>여는 시각 (한국 시간)</Field.Label>
                    <Input type="datetime-local" {...form.register('opensAt')} />
                    {errors.opensAt && <Field.ErrorText>{errors.opensAt.message}</Field.ErrorText>}
                  </Field.Root>
                  <Checkbox.Root
                    checked={form.watch('hidden')}
                    onCheckedChange={(details) =>
                      form.setValue('hidden', details.checked === true, { shouldDirty: true })
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>숨기기 (회원에게 보이지 않아요)</Checkbox.Label>
                  </Checkbox.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="ghost" colorPalette="gray" onClick={onClose}>
                  취소
                </Button>
                <Button type="submit" loading={isSubmitting} minW="20">
                  저장
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
