import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import { useDialogClose } from '../../../app/form/use-dialog-close';
import type { CrewStation } from '../../../contract';
import { type AdminPlayers, type Player, PlayerInput, Race, raceNames } from '../../../contract/starcraft';
import { starcraftApi } from '../starcraft-api';

const FIELDS = ['name', 'race', 'tier', 'soopId', 'crewStationId', 'academyId'] as const;

interface PlayerDialogProps {
  /** The player to edit; null adds one. */
  player: Player | null;
  academies: AdminPlayers['academies'];
  stations: readonly CrewStation[];
  onClose: () => void;
  onSaved: () => void;
}

/** A select's empty choice is "none": the contract takes null there. */
const orNull = (value: unknown) => (value === '' ? null : value);

/** Add or edit a player: name, race, tier, SOOP id, the crew station they are and their academy team. */
export function PlayerDialog({ player, academies, stations, onClose, onSaved }: PlayerDialogProps) {
  const form = useForm({
    resolver: zodResolver(PlayerInput),
    defaultValues: {
      name: player?.name ?? '',
      race: player?.race ?? 'T',
      tier: player?.tier ?? '',
      soopId: player?.soopId ?? '',
      crewStationId: player?.crewStationId ?? null,
      academyId: player?.academyId ?? null,
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const close = useDialogClose(isDirty, onClose);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (player) await starcraftApi.updatePlayer(player.id, values);
      else await starcraftApi.addPlayer(values);
      showToast({
        type: 'success',
        title: player ? `${values.name} 선수를 저장했습니다.` : `${values.name} 선수를 추가했습니다.`,
      });
      onSaved();
    } catch (error) {
      showFormFailure(error, form.setError, FIELDS);
    }
  });

  return (
    <FormDialog
      title={player ? `${player.name} 수정` : '선수 추가'}
      onSubmit={onSubmit}
      onClose={close}
      submitLabel={player ? '저장' : '추가'}
      submitting={isSubmitting}
      maxW="480px"
    >
      <Stack gap="4">
        <FormField label="이름" error={errors.name?.message}>
          <Input autoComplete="off" maxLength={20} {...form.register('name')} />
        </FormField>
        <SimpleGrid columns={2} gap="3">
          <FormField label="종족" error={errors.race?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('race')}>
                {Race.options.map((race) => (
                  <option key={race} value={race}>
                    {raceNames[race]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="티어" error={errors.tier?.message}>
            <Input autoComplete="off" maxLength={20} placeholder="예: 1티어" {...form.register('tier')} />
          </FormField>
        </SimpleGrid>
        <FormField label="SOOP 아이디" error={errors.soopId?.message}>
          <Input autoComplete="off" maxLength={40} {...form.register('soopId')} />
        </FormField>
        <FormField
          label="크루 멤버"
          error={errors.crewStationId?.message}
          helper="크루 멤버 화면에 등록한 방송국 중에서 고릅니다."
        >
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('crewStationId', { setValueAs: orNull })}>
              <option value="">크루 멤버 아님</option>
              {stations.map((s) => (
                <option key={s.userId} value={s.userId}>
                  {s.userNick} ({s.userId})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="아카데미 팀" error={errors.academyId?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('academyId', { setValueAs: orNull })}>
              <option value="">없음</option>
              {academies.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Stack>
    </FormDialog>
  );
}
