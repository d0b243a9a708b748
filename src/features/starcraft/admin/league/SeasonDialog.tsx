import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../../app';
import { FormDialog } from '../../../../app/form/FormDialog';
import { FormField } from '../../../../app/form/FormField';
import { showFormFailure } from '../../../../app/form/form-failure';
import { useDialogClose } from '../../../../app/form/use-dialog-close';
import {
  SeasonInput,
  type SeasonStatus,
  type SeasonSummary,
  seasonStatusNames,
} from '../../../../contract/starcraft-league';
import { leagueAdminApi } from './league-admin-api';

const FIELDS = ['name', 'status', 'startsOn', 'endsOn'] as const;

interface SeasonDialogProps {
  /** The season to edit; null opens a new one. */
  season: SeasonSummary | null;
  onClose: () => void;
  /** The saved season's id. */
  onSaved: (id: string) => void;
}

/** A season's name, days (Seoul dates) and stage: taking entries, being played, or over. */
export function SeasonDialog({ season, onClose, onSaved }: SeasonDialogProps) {
  const form = useForm({
    resolver: zodResolver(SeasonInput),
    defaultValues: {
      name: season?.name ?? '',
      status: season?.status ?? 'entry',
      startsOn: season?.startsOn ?? '',
      endsOn: season?.endsOn ?? '',
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const close = useDialogClose(isDirty, onClose);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      let id = season?.id;
      if (id) await leagueAdminApi.updateSeason(id, values);
      else id = (await leagueAdminApi.addSeason(values)).id;
      showToast({ type: 'success', title: `${values.name} 시즌을 저장했습니다.` });
      onSaved(id);
    } catch (error) {
      showFormFailure(error, form.setError, FIELDS);
    }
  });

  return (
    <FormDialog
      title={season ? `${season.name} 수정` : '시즌 추가'}
      onSubmit={onSubmit}
      onClose={close}
      submitLabel={season ? '저장' : '추가'}
      submitting={isSubmitting}
    >
      <Stack gap="4">
        <FormField label="시즌 이름" error={errors.name?.message}>
          <Input
            autoComplete="off"
            maxLength={40}
            placeholder="예: 씨나인 스타리그 시즌 3"
            {...form.register('name')}
          />
        </FormField>
        <FormField label="상태" error={errors.status?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('status')}>
              {(Object.keys(seasonStatusNames) as SeasonStatus[]).map((s) => (
                <option key={s} value={s}>
                  {seasonStatusNames[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <SimpleGrid columns={2} gap="3">
          <FormField label="시작일" error={errors.startsOn?.message}>
            <Input type="date" {...form.register('startsOn')} />
          </FormField>
          <FormField label="종료일" error={errors.endsOn?.message}>
            <Input type="date" {...form.register('endsOn')} />
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
