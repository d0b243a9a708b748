import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../app/toast/toaster';
import { RewardDeliveryInput, type RewardWinner } from '../../../contract';
import { showFormFailure } from '../../user/form-failure';
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
    <Dialog.Root
      open
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content asChild maxW="440px">
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>발송 처리</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text fontSize="sm" color="fg.muted">
                    {winner.member.nickname}님의 {winner.itemName}. 코드는 당첨자 본인에게만 보입니다.
                  </Text>
                  <Field.Root invalid={errors.giftCode !== undefined}>
                    <Field.Label>기프티콘 코드</Field.Label>
                    <Input autoComplete="off" spellCheck={false} {...form.register('giftCode')} />
                    {errors.giftCode && <Field.ErrorText>{errors.giftCode.message}</Field.ErrorText>}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="ghost" colorPalette="gray" onClick={onClose}>
                  취소
                </Button>
                <Button type="submit" loading={isSubmitting} minW="20">
                  발송 완료
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
