import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import { useDialogClose } from '../../../app/form/use-dialog-close';
import { BNET_GATEWAYS, type BnetAccount, BnetAccountInput } from '../../../contract/bnet';
import { bnetApi } from './bnet-api';

interface AccountDialogProps {
  /** The account to change; null adds one. */
  account: BnetAccount | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add a crew member's battle.net account, or change one (admins and managers). */
export function AccountDialog({ account, onClose, onSaved }: AccountDialogProps) {
  const form = useForm({
    resolver: zodResolver(BnetAccountInput),
    defaultValues: {
      toon: account?.toon ?? '',
      gateway: account?.gateway ?? 30,
      playerName: account?.playerName ?? '',
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const close = useDialogClose(isDirty, onClose);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      if (account) await bnetApi.update(account.id, input);
      else await bnetApi.add(input);
      showToast({
        type: 'success',
        title: account ? '계정을 바꿨습니다.' : `${input.toon} 계정을 추가했습니다.`,
      });
      onSaved();
    } catch (error) {
      showFormFailure(error, form.setError, ['toon', 'gateway', 'playerName']);
    }
  });

  return (
    <FormDialog
      title={account ? '배틀넷 계정 수정' : '배틀넷 계정 추가'}
      onSubmit={onSubmit}
      onClose={close}
      submitLabel={account ? '저장' : '추가'}
      submitting={isSubmitting}
      maxW="460px"
    >
      <Stack gap="4">
        <FormField
          label="선수 이름"
          error={errors.playerName?.message}
          helper="기록 위에 이 이름으로 나옵니다."
        >
          <Input
            autoComplete="off"
            maxLength={30}
            placeholder="예: 스타왕별이"
            {...form.register('playerName')}
          />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="계정 이름" error={errors.toon?.message} helper="게임 안의 아이디입니다.">
            <Input autoComplete="off" maxLength={24} placeholder="예: C9Star" {...form.register('toon')} />
          </FormField>
          <FormField label="서버" error={errors.gateway?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('gateway', { valueAsNumber: true })}>
                {Object.entries(BNET_GATEWAYS).map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
