import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import { useDialogClose } from '../../../app/form/use-dialog-close';
import { MatchInput, PlayedRace, type RecordPlayer, raceNames } from '../../../contract/starcraft';
import { toSeoul } from '../../../lib/time';
import { starcraftApi } from '../starcraft-api';

const FIELDS = ['playedAt', 'map', 'winnerId', 'loserId', 'winnerRace', 'loserRace'] as const;

/** A random player's race is chosen per game; the others default to their own. */
const usualRace = (player: RecordPlayer | undefined): PlayedRace =>
  player && player.race !== 'R' ? player.race : 'T';

/** Staff enter a game: day, map, winner and loser with the races they played. */
export function MatchDialog({
  players,
  onClose,
  onSaved,
}: {
  players: readonly RecordPlayer[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(MatchInput),
    defaultValues: {
      playedAt: toSeoul().format('YYYY-MM-DD'),
      map: '',
      winnerId: '',
      loserId: '',
      winnerRace: 'T' as const,
      loserRace: 'T' as const,
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const close = useDialogClose(isDirty, onClose);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await starcraftApi.addMatch({ ...values, playedAt: values.playedAt.toISOString() });
      showToast({ type: 'success', title: '전적을 입력했습니다.' });
      onSaved();
    } catch (error) {
      showFormFailure(error, form.setError, FIELDS);
    }
  });

  const playerSelect = (field: 'winnerId' | 'loserId', race: 'winnerRace' | 'loserRace') => (
    <NativeSelect.Root>
      <NativeSelect.Field
        {...form.register(field, {
          onChange: (e: { target: { value: string } }) =>
            form.setValue(race, usualRace(players.find((p) => p.id === e.target.value))),
        })}
      >
        <option value="">고르세요</option>
        {players.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} ({raceNames[p.race]})
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  const raceSelect = (field: 'winnerRace' | 'loserRace') => (
    <NativeSelect.Root>
      <NativeSelect.Field {...form.register(field)}>
        {PlayedRace.options.map((r) => (
          <option key={r} value={r}>
            {raceNames[r]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <FormDialog
      title="전적 입력"
      onSubmit={onSubmit}
      onClose={close}
      submitLabel="입력"
      submitting={isSubmitting}
    >
      <Stack gap="4">
        <SimpleGrid columns={2} gap="3">
          <FormField label="경기 날짜" error={errors.playedAt?.message}>
            <Input type="date" {...form.register('playedAt')} />
          </FormField>
          <FormField label="맵" error={errors.map?.message}>
            <Input autoComplete="off" maxLength={40} placeholder="예: 투혼" {...form.register('map')} />
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={2} gap="3">
          <FormField label="승자" error={errors.winnerId?.message}>
            {playerSelect('winnerId', 'winnerRace')}
          </FormField>
          <FormField label="승자 종족" error={errors.winnerRace?.message}>
            {raceSelect('winnerRace')}
          </FormField>
          <FormField label="패자" error={errors.loserId?.message}>
            {playerSelect('loserId', 'loserRace')}
          </FormField>
          <FormField label="패자 종족" error={errors.loserRace?.message}>
            {raceSelect('loserRace')}
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
