import { Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
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
import type { Race } from './parser/header';
import { cleanName, type ReplaySummary } from './parser/parse-replay';

const FIELDS = ['playedAt', 'map', 'winnerId', 'loserId', 'winnerRace', 'loserRace'] as const;
const PLAYED: Record<Race, PlayedRace> = { terran: 'T', zerg: 'Z', protoss: 'P', unknown: 'T' };

/**
 * Staff save the analysed game as a match record (전적): the date, map and races come from the
 * replay, they pick the crew's winner and loser; the .rep goes up through the file module first
 * and the record names it.
 */
export function SaveMatchDialog({
  file,
  replay,
  onClose,
}: {
  file: File;
  replay: ReplaySummary;
  onClose: () => void;
}) {
  const [players, setPlayers] = useState<RecordPlayer[]>([]);
  useEffect(() => {
    void starcraftApi.record().then((r) => setPlayers(r.players));
  }, []);
  const [first, second] = replay.players.filter((p) => p.actions > 0);
  const form = useForm({
    resolver: zodResolver(MatchInput),
    defaultValues: {
      playedAt: toSeoul(replay.startTime > 0 ? replay.startTime * 1000 : Date.now()).format('YYYY-MM-DD'),
      map: cleanName(replay.mapName).slice(0, 40),
      winnerId: '',
      loserId: '',
      winnerRace: PLAYED[first?.race ?? 'unknown'],
      loserRace: PLAYED[second?.race ?? 'unknown'],
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const close = useDialogClose(isDirty, onClose);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // Typed as a replay: a device that types .rep otherwise would be refused before sending.
      const rep = new File([file], file.name, { type: STARCRAFT_REPLAY_MIME_TYPE });
      const [stored] = await uploadFiles([rep], {
        purpose: 'starcraft-replay',
        content: '리플레이를 올리고 있습니다.',
        progress: uploadProgress,
      });
      await starcraftApi.addMatch({
        ...values,
        playedAt: values.playedAt.toISOString(),
        replayFileId: stored?.id ?? null,
      });
      showToast({ type: 'success', title: '전적에 저장했습니다.' });
      onClose();
    } catch (error) {
      showFormFailure(error, form.setError, FIELDS);
    }
  });

  const playerSelect = (field: 'winnerId' | 'loserId') => (
    <NativeSelect.Root>
      <NativeSelect.Field {...form.register(field)}>
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
      title="전적에 저장"
      onSubmit={onSubmit}
      onClose={close}
      submitLabel="저장"
      submitting={isSubmitting}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          리플레이 파일도 함께 올라가 전적에서 내려받을 수 있어요.
        </Text>
        <SimpleGrid columns={2} gap="3">
          <FormField label="경기 날짜" error={errors.playedAt?.message}>
            <Input type="date" {...form.register('playedAt')} />
          </FormField>
          <FormField label="맵" error={errors.map?.message}>
            <Input autoComplete="off" maxLength={40} {...form.register('map')} />
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={2} gap="3">
          <FormField label="승자" error={errors.winnerId?.message}>
            {playerSelect('winnerId')}
          </FormField>
          <FormField label="승자 종족" error={errors.winnerRace?.message}>
            {raceSelect('winnerRace')}
          </FormField>
          <FormField label="패자" error={errors.loserId?.message}>
            {playerSelect('loserId')}
          </FormField>
          <FormField label="패자 종족" error={errors.loserRace?.message}>
            {raceSelect('loserRace')}
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
