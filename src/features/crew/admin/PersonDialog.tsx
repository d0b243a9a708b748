import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import { useDialogClose } from '../../../app/form/use-dialog-close';
import type { CrewStation } from '../../../contract';
import {
  type CrewDepartment,
  CrewMemberType,
  type CrewPerson,
  CrewPersonInput,
  crewMemberTypeNames,
} from '../../../contract/crew';
import { crewApi } from '../crew-api';

const FIELDS = ['departmentId', 'stationUserId', 'memberType', 'roleTitle', 'sort'] as const;

interface PersonDialogProps {
  /** The placement to edit; null places someone new in `departmentId`. */
  person: CrewPerson | null;
  departmentId: string;
  departments: readonly CrewDepartment[];
  /** The crew stations the server polls: only they can stand in the chart (their live status shows). */
  stations: readonly CrewStation[];
  onClose: () => void;
  onSaved: () => void;
}

const valuesOf = (person: CrewPerson | null, departmentId: string, nextSort: number) =>
  person
    ? {
        departmentId: person.departmentId,
        stationUserId: person.stationUserId,
        memberType: person.memberType,
        roleTitle: person.roleTitle,
        sort: person.sort,
      }
    : { departmentId, stationUserId: '', memberType: 'M' as const, roleTitle: '', sort: nextSort };

/** Place a crew station in a department with its type (A/M), role and order, or change a placement. */
export function PersonDialog({
  person,
  departmentId,
  departments,
  stations,
  onClose,
  onSaved,
}: PersonDialogProps) {
  const home = departments.find((d) => d.id === departmentId);
  const nextSort = Math.max(-1, ...(home?.people.map((p) => p.sort) ?? [])) + 1;
  const form = useForm({
    resolver: zodResolver(CrewPersonInput),
    defaultValues: valuesOf(person, departmentId, nextSort),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const close = useDialogClose(isDirty, onClose);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (person) await crewApi.updatePerson(person.id, values);
      else await crewApi.addPerson(values);
      const name = stations.find((s) => s.userId === values.stationUserId)?.userNick ?? values.stationUserId;
      showToast({
        type: 'success',
        title: person ? `${name} 정보를 저장했습니다.` : `${name}님을 조직도에 넣었습니다.`,
      });
      onSaved();
    } catch (error) {
      showFormFailure(error, form.setError, FIELDS);
    }
  });

  return (
    <FormDialog
      title={person ? `${person.nickname} 수정` : `${home?.name ?? ''}에 사람 추가`}
      onSubmit={onSubmit}
      onClose={close}
      submitLabel={person ? '저장' : '추가'}
      submitting={isSubmitting}
      maxW="480px"
    >
      <Stack gap="4">
        <FormField
          label="크루 멤버"
          error={errors.stationUserId?.message}
          helper="크루 멤버 화면에 등록한 SOOP 방송국 중에서 고릅니다. 방송 상태와 사진이 여기서 옵니다."
        >
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('stationUserId')}>
              <option value="">고르세요</option>
              {stations.map((s) => (
                <option key={s.userId} value={s.userId}>
                  {s.userNick} ({s.userId})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="부서" error={errors.departmentId?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('departmentId')}>
              {departments.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <SimpleGrid columns={2} gap="3">
          <FormField label="구분" error={errors.memberType?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('memberType')}>
                {CrewMemberType.options.map((type) => (
                  <option key={type} value={type}>
                    {type} · {crewMemberTypeNames[type]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="정렬 순서" error={errors.sort?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={9999}
              {...form.register('sort', { valueAsNumber: true })}
            />
          </FormField>
        </SimpleGrid>
        <FormField
          label="직책"
          error={errors.roleTitle?.message}
          helper="비워 두면 조직도에 '크루 멤버'로 나옵니다."
        >
          <Input autoComplete="off" maxLength={30} placeholder="예: 팀장" {...form.register('roleTitle')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
