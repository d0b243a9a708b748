import { Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import { useDialogClose } from '../../../app/form/use-dialog-close';
import { type CrewDepartment, CrewDepartmentInput } from '../../../contract/crew';
import { crewApi } from '../crew-api';

interface DepartmentDialogProps {
  /** The department to rename; null adds one at the end. */
  department: CrewDepartment | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add a department or rename one. Closing with a typed name asks first. */
export function DepartmentDialog({ department, onClose, onSaved }: DepartmentDialogProps) {
  const form = useForm({
    resolver: zodResolver(CrewDepartmentInput),
    defaultValues: { name: department?.name ?? '' },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const close = useDialogClose(isDirty, onClose);

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      if (department) await crewApi.renameDepartment(department.id, name);
      else await crewApi.addDepartment(name);
      showToast({
        type: 'success',
        title: department ? `부서 이름을 ${name}(으)로 바꿨습니다.` : `${name} 부서를 만들었습니다.`,
      });
      onSaved();
    } catch (error) {
      showFormFailure(error, form.setError, ['name']);
    }
  });

  return (
    <FormDialog
      title={department ? '부서 이름 바꾸기' : '부서 추가'}
      onSubmit={onSubmit}
      onClose={close}
      submitLabel={department ? '저장' : '추가'}
      submitting={isSubmitting}
      maxW="420px"
    >
      <FormField
        label="부서 이름"
        error={errors.name?.message}
        helper="조직도에 이 이름으로 나옵니다. 새 부서는 맨 뒤에 붙습니다."
      >
        <Input autoComplete="off" maxLength={30} placeholder="예: 스타팀" {...form.register('name')} />
      </FormField>
    </FormDialog>
  );
}
