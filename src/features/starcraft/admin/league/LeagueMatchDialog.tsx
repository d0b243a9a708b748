import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '../../../../app';
import { FormDialog } from '../../../../app/form/FormDialog';
import { FormField } from '../../../../app/form/FormField';
import { showFormFailure } from '../../../../app/form/form-failure';
import { useDialogClose } from '../../../../app/form/use-dialog-close';
import { raceNames } from '../../../../contract/starcraft';
import {
  type LeagueGroup,
  LeagueMatchInput,
  type LeaguePlayer,
  type LeagueStage,
} from '../../../../contract/starcraft-league';
import { isoToSeoulInput, seoulInputToIso } from '../../../../lib/seoul-input';
import { leagueAdminApi } from './league-admin-api';

interface FormValues {
  stage: LeagueStage;
  groupId: string;
  round: number;
  /** A `datetime-local` value, Seoul time. */
  scheduledAt: string;
  map: string;
  playerAId: string;
  playerBId: string;
  bestOf: number;
}
type Parsed = z.output<typeof LeagueMatchInput>;

const FIELDS = ['groupId', 'round', 'scheduledAt', 'map', 'playerAId', 'playerBId', 'bestOf'] as const;
const BEST_OF = [1, 3, 5, 7] as const;

interface LeagueMatchDialogProps {
  seasonId: string;
  groups: readonly LeagueGroup[];
  /** Every player, for the finals (whoever came through the groups). */
  players: readonly LeaguePlayer[];
  onClose: () => void;
  onSaved: () => void;
}

/** Schedules a set: in a group between its players, or a round of the finals bracket, at a Seoul time. */
export function LeagueMatchDialog({ seasonId, groups, players, onClose, onSaved }: LeagueMatchDialogProps) {
  const contractResolver = zodResolver(LeagueMatchInput);
  /** The contract checks the form: its time read as Seoul time, a finals match without a group. */
  const resolver: Resolver<FormValues, unknown, Parsed> = (values, context, options) =>
    contractResolver(
      {
        ...values,
        seasonId,
        groupId: values.stage === 'group' ? values.groupId || null : null,
        scheduledAt: seoulInputToIso(values.scheduledAt),
      },
      context,
      options as never,
    ) as never;
  const first = groups[0];
  const form = useForm<FormValues, unknown, Parsed>({
    resolver,
    defaultValues: {
      stage: first ? 'group' : 'final',
      groupId: first?.id ?? '',
      round: 1,
      scheduledAt: isoToSeoulInput(Date.now()).replace(/T.*/, 'T20:00'),
      map: '',
      playerAId: (first?.players ?? players)[0]?.id ?? '',
      playerBId: (first?.players ?? players)[1]?.id ?? '',
      bestOf: 3,
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const close = useDialogClose(isDirty, onClose);
  const stage = form.watch('stage');
  const groupId = form.watch('groupId');
  const choices = stage === 'group' ? (groups.find((g) => g.id === groupId)?.players ?? []) : players;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await leagueAdminApi.addMatch({ ...values, scheduledAt: values.scheduledAt.toISOString() });
      showToast({ type: 'success', title: '경기를 일정에 넣었습니다.' });
      onSaved();
    } catch (error) {
      showFormFailure(error, form.setError, FIELDS);
    }
  });

  const playerSelect = (field: 'playerAId' | 'playerBId', label: string) => (
    <FormField label={label} error={errors[field]?.message}>
      <NativeSelect.Root>
        <NativeSelect.Field {...form.register(field)}>
          <option value="">선수 선택</option>
          {choices.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({raceNames[p.race]})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );

  return (
    <FormDialog
      title="경기 추가"
      onSubmit={onSubmit}
      onClose={close}
      submitLabel="일정에 넣기"
      submitting={isSubmitting}
    >
      <Stack gap="4">
        <SimpleGrid columns={2} gap="3">
          <FormField label="단계">
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('stage')}>
                <option value="group">조별 리그</option>
                <option value="final">결선</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {stage === 'group' ? (
            <FormField label="조" error={errors.groupId?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('groupId')}>
                  {groups.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          ) : (
            <FormField
              label="결선 라운드"
              error={errors.round?.message}
              helper="1이 첫 라운드, 마지막이 결승"
            >
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={8}
                {...form.register('round', { valueAsNumber: true })}
              />
            </FormField>
          )}
        </SimpleGrid>
        <SimpleGrid columns={2} gap="3">
          {playerSelect('playerAId', '선수 1')}
          {playerSelect('playerBId', '선수 2')}
        </SimpleGrid>
        <FormField label="경기 시각 (한국 시간)" error={errors.scheduledAt?.message}>
          <Input type="datetime-local" {...form.register('scheduledAt')} />
        </FormField>
        <SimpleGrid columns={2} gap="3">
          <FormField label="맵" error={errors.map?.message}>
            <Input autoComplete="off" maxLength={40} placeholder="예: 투혼" {...form.register('map')} />
          </FormField>
          <FormField label="판 수" error={errors.bestOf?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('bestOf', { valueAsNumber: true })}>
                {BEST_OF.map((n) => (
                  <option key={n} value={n}>
                    {n}판 {Math.ceil(n / 2)}선승
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
