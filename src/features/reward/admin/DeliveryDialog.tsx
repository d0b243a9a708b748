import { Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import { RewardDeliveryInput, type RewardWinner } from '../../../contract';
import { rewardApi } from '../shop/reward-api';

/** Hands a winner their gift code: only they see it, on their reward page. */
export function DeliveryDialog({
  winner,
  onClose,
  onSaved,
}: {
  winner: RewardWinner;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(RewardDeliveryInput),
    defaultValues: { giftCode: winner.giftCode ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await rewardApi.deliver(winner.id, values);
      showToast({ type: 'success', title: `${winner.member.nickname}님에게 보냈습니다.` });
      onSaved();
    } catch (error) {
      showFormFailure(error, form.setError, ['giftCode']);
    }
  });

  return (
    <FormDialog
      title="발송 처리"
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="발송 완료"
      submitting={isSubmitting}
      maxW="440px"
      closeOnInteractOutside
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {winner.member.nickname}님의 {winner.itemName}. 코드는 당첨자 본인에게만 보입니다.
        </Text>
        <FormField label="기프티콘 코드" error={errors.giftCode?.message}>
          <Input autoComplete="off" spellCheck={false} {...form.register('giftCode')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
