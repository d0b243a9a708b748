import { NativeSelect, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '../../../../app';
import { FormDialog } from '../../../../app/form/FormDialog';
import { FormField } from '../../../../app/form/FormField';
import { showFormFailure } from '../../../../app/form/form-failure';
import { raceNames } from '../../../../contract/starcraft';
import {
  AcceptEntryInput,
  type AdminEntry,
  type LeagueGroup,
  type LeaguePlayer,
} from '../../../../contract/starcraft-league';
import { leagueAdminApi } from './league-admin-api';

interface FormValues {
  groupId: string;
  /** '' makes a new player of the entry. */
  playerId: string;
}
type Parsed = z.output<typeof AcceptEntryInput>;

const FIELDS = ['groupId', 'playerId'] as const;
const contractResolver = zodResolver(AcceptEntryInput);
/** The contract checks the form; the empty choice is the contract's null (a new player). */
const resolver: Resolver<FormValues, unknown, Parsed> = (values, context, options) =>
  contractResolver({ ...values, playerId: values.playerId || null }, context, options as never) as never;

interface AcceptEntryDialogProps {
  entry: AdminEntry;
  groups: readonly LeagueGroup[];
  players: readonly LeaguePlayer[];
  onClose: () => void;
  onSaved: () => void;
}

/** Accepts a member's entry into a group: as a new player of its game name and race, or as a listed player. */
export function AcceptEntryDialog({ entry, groups, players, onClose, onSaved }: AcceptEntryDialogProps) {
  const sameName = players.find((p) => p.name === entry.gameName);
  const form = useForm<FormValues, unknown, Parsed>({
    resolver,
    defaultValues: {
      groupId: entry.groupId ?? groups[0]?.id ?? '',
      playerId: entry.playerId ?? sameName?.id ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const groupName = (id: string) => groups.find((g) => g.id === id)?.name ?? '';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await leagueAdminApi.accept(entry.id, values);
      showToast({
        type: 'success',
        title: `${entry.gameName}님을 ${groupName(values.groupId)}에 넣었습니다.`,
      });
      onSaved();
    } catch (error) {
      showFormFailure(error, form.setError, FIELDS);
    }
  });

  return (
    <FormDialog
      title={`${entry.nickname}님의 참가 신청`}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="조에 넣기"
      submitting={isSubmitting}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          게임 아이디 {entry.gameName} · {raceNames[entry.race]}
          {entry.comment && ` · “${entry.comment}”`}
        </Text>
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
        <FormField
          label="선수"
          error={errors.playerId?.message}
          helper="이미 등록된 선수라면 그 선수를 고르고, 아니면 새 선수로 등록합니다."
        >
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('playerId')}>
              <option value="">
                새 선수로 등록 ({entry.gameName}, {raceNames[entry.race]})
              </option>
              {players.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({raceNames[p.race]})
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
