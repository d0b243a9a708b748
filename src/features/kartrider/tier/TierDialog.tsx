import { Button, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { showToast } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import { useDialogClose } from '../../../app/form/use-dialog-close';
import { type KartTier, KartTierInput } from '../../../contract/kartrider';
import { kartApi } from '../kart-api';

/** The form types the racers as one line, separated by commas. */
const TierForm = KartTierInput.extend({
  racers: z
    .string()
    .transform((text) =>
      text
        .split(/[,\n]/)
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(KartTierInput.shape.racers),
});

interface TierDialogProps {
  /** The tier to change; null adds one. */
  tier: KartTier | null;
  nextSort: number;
  onClose: () => void;
  onSaved: () => void;
  /** Deletes the tier being changed (it asks first). */
  onRemove?: () => void;
}

/** Add a tier or change its name, racers and place (admins and managers). */
export function TierDialog({ tier, nextSort, onClose, onSaved, onRemove }: TierDialogProps) {
  const form = useForm({
    resolver: zodResolver(TierForm),
    defaultValues: {
      name: tier?.name ?? '',
      racers: tier?.racers.join(', ') ?? '',
      sort: tier?.sort ?? nextSort,
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const close = useDialogClose(isDirty, onClose);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      if (tier) await kartApi.updateTier(tier.id, input);
      else await kartApi.addTier(input);
      showToast({ type: 'success', title: `${input.name} 티어를 저장했습니다.` });
      onSaved();
    } catch (error) {
      showFormFailure(error, form.setError, ['name', 'racers', 'sort']);
    }
  });

  return (
    <FormDialog
      title={tier ? '티어 수정' : '티어 추가'}
      onSubmit={onSubmit}
      onClose={close}
      submitLabel={tier ? '저장' : '추가'}
      submitting={isSubmitting}
      maxW="460px"
    >
      <Stack gap="4">
        <SimpleGrid columns={2} gap="4">
          <FormField label="티어 이름" error={errors.name?.message}>
            <Input autoComplete="off" maxLength={20} placeholder="예: S" {...form.register('name')} />
          </FormField>
          <FormField label="정렬 순서" error={errors.sort?.message} helper="작을수록 위에 나옵니다.">
            <Input type="number" inputMode="numeric" {...form.register('sort', { valueAsNumber: true })} />
          </FormField>
        </SimpleGrid>
        <FormField label="선수" error={errors.racers?.message} helper="쉼표로 나눠 적어 주세요.">
          <Textarea rows={3} placeholder="예: 카트질주, 스타왕별이" {...form.register('racers')} />
        </FormField>
        {onRemove && (
          <Button size="sm" variant="ghost" colorPalette="red" alignSelf="flex-start" onClick={onRemove}>
            이 티어 삭제
          </Button>
        )}
      </Stack>
    </FormDialog>
  );
}
