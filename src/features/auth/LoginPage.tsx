import { zodResolver } from '@hookform/resolvers/zod';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { showAlert, textToHtml } from '../../app';
import { sessionApi } from '../../data/http';
import { AuthForm } from './AuthForm';
import { CheckboxField } from './CheckboxField';
import { FormField } from './FormField';
import { LoginForm, loginErrorMessage } from './login-form';
import { safeReturnPath } from './safe-return';

const route = getRouteApi('/blank/login');

/** /login (blank layout): username and password with remember-me, then back to pUrl or home. */
export function LoginPage() {
  const router = useRouter();
  const { pUrl } = route.useSearch();
  const form = useForm<LoginForm>({
    resolver: zodResolver(LoginForm),
    defaultValues: { username: '', password: '', rememberMe: true },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ username, password, rememberMe }) => {
    try {
      await sessionApi.login({ username, password, 'remember-me': rememberMe ? 'true' : 'false' });
    } catch (error) {
      await showAlert({
        title: '알림',
        body: textToHtml(loginErrorMessage(error)),
        confirmButtonText: '확인',
      });
      form.setFocus('password');
      return;
    }
    router.history.replace(safeReturnPath(pUrl));
  });

  return (
    <AuthForm
      intro="씨나인 계정으로 로그인하고 게시판, 알림, 이벤트를 함께 즐겨요."
      onSubmit={submit}
      submitLabel="로그인"
      submittingLabel="로그인 중"
      submitting={isSubmitting}
      switchQuestion="아직 회원이 아니신가요?"
      switchTo="/register"
      switchLabel="회원가입"
    >
      <FormField
        label="아이디"
        autoComplete="username"
        autoCapitalize="none"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <FormField
        label="비밀번호"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <CheckboxField control={form.control} name="rememberMe">
        로그인 상태 유지
      </CheckboxField>
    </AuthForm>
  );
}
