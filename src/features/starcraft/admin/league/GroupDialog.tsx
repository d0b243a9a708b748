import { Checkbox, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../../app';
import { FormDialog } from '../../../../app/form/FormDialog';
import { FormField } from '../../../../app/form/FormField';
import { showFormFailure } from '../../../../app/form/form-failure';
import { useDialogClose } from '../../../../app/form/use-dialog-close';
import { GroupInput, type LeagueGroup, type LeaguePlayer } from '../../../../contract/starcraft-league';
import { RaceBadge } from '../../race';
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
  const [members, setMembers] = useState(() => new Set(group?.players.map((p) => p.id)));
  const [membersChanged, setMembersChanged] = useState(false);
  const { errors, isDirty, isSubmitting } = form.formState;
  const close = useDialogClose(isDirty || membersChanged, onClose);
  const playsIn = (id: string) =>
    groups.find((g) => g.id !== group?.id && g.players.some((p) => p.id === id));

  const toggle = (id: string, on: boolean) => {
    setMembersChanged(true);
    setMembers((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

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
        <Stack gap="2" role="group" aria-label="조 선수">
          <Text fontSize="sm" fontWeight="medium">
            선수 {members.size}명
          </Text>
          {errors.playerIds?.message && (
            <Text fontSize="sm" color="fg.error">
              {errors.playerIds.message}
            </Text>
          )}
          {players.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              선수 관리에서 선수를 등록하거나 참가 신청을 조에 넣어 주세요.
            </Text>
          ) : (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {players.map((p) => (
                <Checkbox.Root
                  key={p.id}
                  checked={members.has(p.id)}
                  onCheckedChange={(d) => toggle(p.id, d.checked === true)}
                  borderWidth="1px"
                  borderRadius="l2"
                  px="3"
                  py="2"
                  cursor="pointer"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label flex="1" minW="0" display="flex" gap="2" alignItems="center">
                    <RaceBadge race={p.race} />
                    <Text as="span" truncate>
                      {p.name}
                    </Text>
                    <Text as="span" fontSize="xs" color="fg.muted" truncate>
                      {playsIn(p.id)?.name}
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Stack>
    </FormDialog>
  );
}
