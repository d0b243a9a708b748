import { Checkbox, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import { type RewardItem, RewardItemInput } from '../../../contract';
import { isoToSeoulInput, seoulInputToIso } from '../../../lib/seoul-input';
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
    <FormDialog
      title={item ? '리워드 상품 수정' : '리워드 상품 추가'}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="저장"
      submitting={isSubmitting}
    >
      <Stack gap="4">
        <FormField label="상품 이름" error={errors.name?.message}>
          <Input placeholder="예: 아메리카노 기프티콘" maxLength={50} {...form.register('name')} />
        </FormField>
        <FormField label="설명" error={errors.description?.message}>
          <Textarea rows={3} maxLength={500} {...form.register('description')} />
        </FormField>
        <SimpleGrid columns={2} gap="3">
          <FormField label="응모 포인트" error={errors.cost?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              {...form.register('cost', { valueAsNumber: true })}
            />
          </FormField>
          <FormField label="수량 (선착순)" error={errors.stock?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              {...form.register('stock', { valueAsNumber: true })}
            />
          </FormField>
        </SimpleGrid>
        <FormField label="여는 시각 (한국 시간)" error={errors.opensAt?.message}>
          <Input type="datetime-local" {...form.register('opensAt')} />
        </FormField>
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
    </FormDialog>
  );
}
