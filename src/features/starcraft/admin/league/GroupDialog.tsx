import { Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../../app';
import { FormDialog } from '../../../../app/form/FormDialog';
import { FormField } from '../../../../app/form/FormField';
import { showFormFailure } from '../../../../app/form/form-failure';
import { useDialogClose } from '../../../../app/form/use-dialog-close';
import { GroupInput, type LeagueGroup, type LeaguePlayer } from '../../../../contract/starcraft-league';
import { PlayerPicker, usePickedPlayers } from '../PlayerPicker';
import { leagueAdminApi } from './league-admin-api';

const FIELDS = ['name', 'playerIds'] as const;

interface GroupDialogProps {
  seasonId: string;
  /** The group to edit; null adds one to the season. */
  group: LeagueGroup | null;
  /** The season's groups, to show where a player plays now. */
  groups: readonly LeagueGroup[];
  players: readonly LeaguePlayer[];
  onClose: () => void;
  onSaved: () => void;
}

/** A group's name and players; a player ticked here leaves any other group of the season. */
export function GroupDialog({ seasonId, group, groups, players, onClose, onSaved }: GroupDialogProps) {
  const form = useForm({ resolver: zodResolver(GroupInput), defaultValues: { name: group?.name ?? '' } });
  const { picked: members, changed: membersChanged, toggle } = usePickedPlayers(group?.players);
  const { errors, isDirty, isSubmitting } = form.formState;
  const close = useDialogClose(isDirty || membersChanged, onClose);
  const playsIn = (id: string) =>
    groups.find((g) => g.id !== group?.id && g.players.some((p) => p.id === id))?.name;

  const onSubmit = form.handleSubmit(async ({ name }) => {
    const input = { name, playerIds: [...members] };
    try {
      if (group) await leagueAdminApi.updateGroup(group.id, input);
      else await leagueAdminApi.addGroup(seasonId, input);
      showToast({ type: 'success', title: `${name}을(를) 저장했습니다.` });
      onSaved();
    } catch (error) {
      showFormFailure(error, form.setError, FIELDS);
    }
  });

  return (
    <FormDialog
      title={group ? `${group.name} 수정` : '조 추가'}
      onSubmit={onSubmit}
      onClose={close}
      submitLabel={group ? '저장' : '추가'}
      submitting={isSubmitting}
      scrollInside
    >
      <Stack gap="4">
        <FormField label="조 이름" error={errors.name?.message}>
          <Input autoComplete="off" maxLength={20} placeholder="예: A조" {...form.register('name')} />
        </FormField>
        <PlayerPicker
          label="조 선수"
          heading="선수"
          players={players}
          picked={members}
          onToggle={toggle}
          noteOf={playsIn}
          empty="선수 관리에서 선수를 등록하거나 참가 신청을 조에 넣어 주세요."
          error={errors.playerIds?.message}
        />
      </Stack>
    </FormDialog>
  );
}
