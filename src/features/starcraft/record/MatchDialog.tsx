import { Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showToast, uploadProgress } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import { useDialogClose } from '../../../app/form/use-dialog-close';
import { STARCRAFT_REPLAY_MIME_TYPE } from '../../../contract';
import { MatchInput, PlayedRace, type RecordPlayer, raceNames } from '../../../contract/starcraft';
import { uploadFiles } from '../../../data/upload';
import { toSeoul } from '../../../lib/time';
import { starcraftApi } from '../starcraft-api';

const FIELDS = ['playedAt', 'map', 'winnerId', 'loserId', 'winnerRace', 'loserRace'] as const;

/** A random player's race is chosen per game; the others default to their own. */
const usualRace = (player: RecordPlayer | undefined): PlayedRace =>
  player && player.race !== 'R' ? player.race : 'T';

/** A replay analysed on its page: what it says of the game, and the file to keep with the record. */
export interface ReplayGame {
  file: File;
  /** The game's day, Seoul (YYYY-MM-DD). */
  playedAt: string;
  map: string;
  winnerRace: PlayedRace;
  loserRace: PlayedRace;
}

/** Uploads the .rep through the file module; its id goes into the record. */
async function uploadReplay(file: File): Promise<string | null> {
  // Typed as a replay: a device that types .rep otherwise would be refused before sending.
  const rep = new File([file], file.name, { type: STARCRAFT_REPLAY_MIME_TYPE });
  const [stored] = await uploadFiles([rep], {
    purpose: 'starcraft-replay',
    content: '리플레이를 올리고 있습니다.',
    progress: uploadProgress,
  });
  return stored?.id ?? null;
}

/**
 * Staff enter a game: day, map, winner and loser with the races they played. From a replay the
 * day, map and races come filled in, and the file goes up with the record.
 */
export function MatchDialog({
  players,
  replay,
  onClose,
  onSaved,
}: {
  players: readonly RecordPlayer[];
  replay?: ReplayGame;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(MatchInput),
    defaultValues: {
      playedAt: replay?.playedAt ?? toSeoul().format('YYYY-MM-DD'),
      map: replay?.map ?? '',
      winnerId: '',
      loserId: '',
      winnerRace: replay?.winnerRace ?? 'T',
      loserRace: replay?.loserRace ?? 'T',
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const close = useDialogClose(isDirty, onClose);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const replayFileId = replay ? await uploadReplay(replay.file) : null;
      await starcraftApi.addMatch({ ...values, playedAt: values.playedAt.toISOString(), replayFileId });
      showToast({ type: 'success', title: replay ? '전적에 저장했습니다.' : '전적을 입력했습니다.' });
      onSaved();
    } catch (error) {
      showFormFailure(error, form.setError, FIELDS);
    }
  });

  const playerSelect = (field: 'winnerId' | 'loserId', race: 'winnerRace' | 'loserRace') => (
    <NativeSelect.Root>
      <NativeSelect.Field
        {...form.register(field, {
          // A replay says which races were played; otherwise the player's own is the likely one.
          onChange: (e: { target: { value: string } }) =>
            replay || form.setValue(race, usualRace(players.find((p) => p.id === e.target.value))),
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
      title={replay ? '전적에 저장' : '전적 입력'}
      onSubmit={onSubmit}
      onClose={close}
      submitLabel={replay ? '저장' : '입력'}
      submitting={isSubmitting}
    >
      <Stack gap="4">
        {replay && (
          <Text fontSize="sm" color="fg.muted">
            리플레이 파일도 함께 올라가 전적에서 내려받을 수 있어요.
          </Text>
        )}
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
