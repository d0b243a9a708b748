import { Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import { useDialogClose } from '../../../app/form/use-dialog-close';
import { Race, raceNames } from '../../../contract/starcraft';
import { type Entry, EntryInput, type SeasonSummary } from '../../../contract/starcraft-league';
import { starcraftApi } from '../starcraft-api';

const FIELDS = ['seasonId', 'gameName', 'race', 'comment'] as const;

/** A member applies to a season (or changes their application): in-game name, race, a word. */
export function EntryDialog({
  season,
  mine,
  onClose,
  onSaved,
}: {
  season: SeasonSummary;
  mine: Entry | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(EntryInput),
    defaultValues: {
      seasonId: season.id,
      gameName: mine?.gameName ?? '',
      race: mine?.race ?? 'T',
      comment: mine?.comment ?? '',
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const close = useDialogClose(isDirty, onClose);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await starcraftApi.apply(values);
      showToast({
        type: 'success',
        title: mine ? '참가 신청을 고쳤습니다.' : `${season.name}에 참가 신청했습니다.`,
      });
      onSaved();
    } catch (error) {
      showFormFailure(error, form.setError, FIELDS);
    }
  });

  return (
    <FormDialog
      title={`${season.name} 참가 신청`}
      onSubmit={onSubmit}
      onClose={close}
      submitLabel={mine ? '저장' : '신청'}
      submitting={isSubmitting}
      maxW="440px"
    >
      <Stack gap="4">
        <FormField label="게임 아이디" error={errors.gameName?.message ?? errors.seasonId?.message}>
          <Input autoComplete="off" maxLength={20} {...form.register('gameName')} />
        </FormField>
        <FormField label="종족" error={errors.race?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('race')}>
              {Race.options.map((r) => (
                <option key={r} value={r}>
                  {raceNames[r]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="한마디" error={errors.comment?.message}>
          <Textarea
            rows={3}
            maxLength={200}
            placeholder="각오나 하고 싶은 말"
            {...form.register('comment')}
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
