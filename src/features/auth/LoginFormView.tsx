import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showAlert, textToHtml } from '../../app';
import { sessionApi } from '../../data/http';
import { AuthForm } from './AuthForm';
import { CheckboxField } from './CheckboxField';
import { FormField } from './FormField';
import { LoginForm, loginErrorMessage } from './login-form';
import { SocialButtons } from './social/SocialButtons';

interface LoginFormViewProps {
  /** Awaited: the form stays busy while it runs (adding a waiting social login). */
  onSignedIn: () => void | Promise<void>;
  /** The query the social buttons bring back to /login (the pUrl to return to). */
  socialQuery: string;
  /** In a side panel: show the register form there instead of going to /register. */
  onSwitch?: () => void;
}

/** Username and password with remember-me, and the social buttons: the login page's and SideLogin's form. */
export function LoginFormView({ onSignedIn, socialQuery, onSwitch }: LoginFormViewProps) {
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
    await onSignedIn();
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
      {...(onSwitch ? { onSwitch } : {})}
      after={<SocialButtons query={socialQuery} />}
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
