import { Input, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import { useDialogClose } from '../../../app/form/use-dialog-close';
import { type Academy, AcademyInput, type Player } from '../../../contract/starcraft';
import { starcraftApi } from '../starcraft-api';
import { PlayerPicker, usePickedPlayers } from './PlayerPicker';

const FIELDS = ['name', 'description'] as const;

interface AcademyDialogProps {
  /** The team to edit; null makes one. */
  academy: Academy | null;
  players: readonly Player[];
  onClose: () => void;
  onSaved: () => void;
}

/** A team's name, introduction and roster; a player ticked here leaves any other team. */
export function AcademyDialog({ academy, players, onClose, onSaved }: AcademyDialogProps) {
  const form = useForm({
    resolver: zodResolver(AcademyInput),
    defaultValues: { name: academy?.name ?? '', description: academy?.description ?? '' },
  });
  const { picked: roster, changed: rosterChanged, toggle } = usePickedPlayers(academy?.players);
  const { errors, isDirty, isSubmitting } = form.formState;
  const close = useDialogClose(isDirty || rosterChanged, onClose);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      let id = academy?.id;
      if (id) await starcraftApi.updateAcademy(id, values);
      else id = (await starcraftApi.addAcademy(values)).id;
      await starcraftApi.setRoster(id, [...roster]);
      showToast({ type: 'success', title: `${values.name} 팀을 저장했습니다.` });
      onSaved();
    } catch (error) {
      showFormFailure(error, form.setError, FIELDS);
    }
  });

  return (
    <FormDialog
      title={academy ? `${academy.name} 수정` : '팀 추가'}
      onSubmit={onSubmit}
      onClose={close}
      submitLabel={academy ? '저장' : '추가'}
      submitting={isSubmitting}
      scrollInside
    >
      <Stack gap="4">
        <FormField label="팀 이름" error={errors.name?.message}>
          <Input autoComplete="off" maxLength={30} {...form.register('name')} />
        </FormField>
        <FormField label="소개" error={errors.description?.message}>
          <Textarea rows={2} maxLength={200} {...form.register('description')} />
        </FormField>
        <PlayerPicker
          label="소속 선수"
          heading="소속 선수"
          players={players}
          picked={roster}
          onToggle={toggle}
          noteOf={(id) => {
            const p = players.find((player) => player.id === id);
            return p?.academyName && p.academyId !== academy?.id ? p.academyName : undefined;
          }}
          empty="선수 관리에서 선수를 먼저 등록해 주세요."
        />
      </Stack>
    </FormDialog>
  );
}
