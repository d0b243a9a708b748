import { Checkbox, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import { useDialogClose } from '../../../app/form/use-dialog-close';
import { type Academy, AcademyInput, type Player } from '../../../contract/starcraft';
import { RaceBadge } from '../race';
import { starcraftApi } from '../starcraft-api';

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
  const [roster, setRoster] = useState(() => new Set(academy?.players.map((p) => p.id)));
  const [rosterChanged, setRosterChanged] = useState(false);
  const { errors, isDirty, isSubmitting } = form.formState;
  const close = useDialogClose(isDirty || rosterChanged, onClose);

  const toggle = (id: string, on: boolean) => {
    setRosterChanged(true);
    setRoster((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

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
        <Stack gap="2" role="group" aria-label="소속 선수">
          <Text fontSize="sm" fontWeight="medium">
            소속 선수 {roster.size}명
          </Text>
          {players.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              선수 관리에서 선수를 먼저 등록해 주세요.
            </Text>
          ) : (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {players.map((p) => (
                <Checkbox.Root
                  key={p.id}
                  checked={roster.has(p.id)}
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
                    {p.academyName && p.academyId !== academy?.id && (
                      <Text as="span" fontSize="xs" color="fg.muted" truncate>
                        {p.academyName}
                      </Text>
                    )}
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
