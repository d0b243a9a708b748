import { Button, Card, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showToast } from '../../app';
import { showFormFailure } from '../../app/form/form-failure';
import { AccountPage } from '../../app/layout/AccountPage';
import { PasswordChangeRequest } from '../../contract';
import { PasswordField } from './PasswordField';
import { userApi } from './user-api';

const EMPTY = { currentPassword: '', newPassword: '', newConfirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword', 'newConfirmPassword'] as const;

/** /user/me/password: other devices are signed out once it changes; this one stays. */
export function PasswordPage() {
  const form = useForm({ resolver: zodResolver(PasswordChangeRequest), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await userApi.changePassword(values);
      form.reset(EMPTY);
      showToast({
        type: 'success',
        title: '비밀번호를 변경했습니다.',
        description: '다른 기기의 로그인은 해제되었습니다.',
      });
    } catch (error) {
      showFormFailure(error, form.setError, FIELDS);
    }
  });

  return (
    <AccountPage
      title="비밀번호 변경"
      description="변경하면 이 기기를 뺀 다른 기기에서는 다시 로그인해야 합니다."
    >
      <Card.Root variant="outline" borderRadius="l3" asChild>
        <form onSubmit={onSubmit} noValidate>
          <Card.Body>
            <Stack gap="4" maxW="420px">
              <PasswordField
                label="현재 비밀번호"
                autoComplete="current-password"
                registration={form.register('currentPassword')}
                error={errors.currentPassword?.message}
              />
              <PasswordField
                label="새 비밀번호"
                autoComplete="new-password"
                registration={form.register('newPassword')}
                error={errors.newPassword?.message}
                helper="8자 이상, 영문과 숫자를 모두 포함해 주세요."
              />
              <PasswordField
                label="새 비밀번호 확인"
                autoComplete="new-password"
                registration={form.register('newConfirmPassword')}
                error={errors.newConfirmPassword?.message}
              />
              <Button type="submit" loading={isSubmitting} alignSelf="flex-start">
                비밀번호 변경
              </Button>
            </Stack>
          </Card.Body>
        </form>
      </Card.Root>
    </AccountPage>
  );
}
