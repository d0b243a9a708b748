import { Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import { useDialogClose } from '../../../app/form/use-dialog-close';
import { type CrewStation, CrewStationInput, departmentList, SOOP_ID_HINT } from '../../../contract';
import { crewStationApi } from './crew-station-api';

const FIELDS = ['userId', 'userNick', 'department', 'sort'] as const;
const ALREADY_LISTED = '이미 등록된 SOOP 아이디입니다. 목록에서 수정해 주세요.';

interface CrewStationDialogProps {
  /** The station to edit; null adds a new one. */
  station: CrewStation | null;
  /** Ids already on the list: the server would overwrite one of them instead of adding. */
  listedIds: readonly string[];
  onClose: () => void;
  onSaved: () => void;
}

const valuesOf = (station: CrewStation | null) =>
  station
    ? {
        userId: station.userId,
        userNick: station.userNick,
        department: departmentList(station.department).join(', '),
        sort: station.sort,
      }
    : { userId: '', userNick: '', department: '', sort: 0 };

/**
 * Add or edit one crew station. The SOOP id is the key, so it is fixed while editing. Closing
 * with unsaved changes asks first, and so does leaving the page (SPEC section 8 'Unsaved modal').
 */
export function CrewStationDialog({ station, listedIds, onClose, onSaved }: CrewStationDialogProps) {
  const form = useForm({ resolver: zodResolver(CrewStationInput), defaultValues: valuesOf(station) });
  const { errors, isDirty, isSubmitting } = form.formState;
  const close = useDialogClose(isDirty, onClose);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!station && listedIds.includes(values.userId)) {
      form.setError('userId', { type: 'server', message: ALREADY_LISTED }, { shouldFocus: true });
      return;
    }
    try {
      const saved = await crewStationApi.save(values);
      showToast({
        type: 'success',
        title: station
          ? `${saved.userNick} 멤버 정보를 저장했습니다.`
          : `${saved.userNick} 멤버를 추가했습니다.`,
      });
      onSaved();
    } catch (error) {
      showFormFailure(error, form.setError, FIELDS);
    }
  });

  return (
    <FormDialog
      title={station ? '크루 멤버 수정' : '크루 멤버 추가'}
      onSubmit={onSubmit}
      onClose={close}
      submitLabel={station ? '저장' : '추가'}
      submitting={isSubmitting}
      maxW="480px"
    >
      <Stack gap="4">
        <FormField
          label="SOOP 아이디"
          error={errors.userId?.message}
          readOnly={station !== null}
          helper={station ? '아이디는 바꿀 수 없습니다. 다른 방송국이면 새로 추가해 주세요.' : SOOP_ID_HINT}
        >
          <Input
            placeholder="방송국 주소의 아이디 (예: c9star)"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            readOnly={station !== null}
            {...form.register('userId')}
          />
        </FormField>
        <FormField label="닉네임" error={errors.userNick?.message}>
          <Input autoComplete="off" maxLength={30} {...form.register('userNick')} />
        </FormField>
        <FormField
          label="소속"
          error={errors.department?.message}
          helper="여러 곳이면 쉼표(,)로 구분합니다. 비워 둘 수 있습니다."
        >
          <Input placeholder="예: 스타팀, 토크팀" autoComplete="off" {...form.register('department')} />
        </FormField>
        <FormField
          label="정렬 순서"
          error={errors.sort?.message}
          helper="작은 숫자일수록 목록 앞에 나옵니다."
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={9999}
            maxW="32"
            {...form.register('sort', { valueAsNumber: true })}
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
