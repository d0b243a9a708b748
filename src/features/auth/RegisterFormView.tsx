import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { applyServerFieldError } from '../../lib/form-errors';
import { AuthForm } from './AuthForm';
import { FormField } from './FormField';
import {
  REGISTER_FIELDS,
  RegisterForm,
  type RegisterFormInput,
  type RegisterFormValues,
  registerAccount,
} from './register-form';
import { TermsField } from './TermsField';

/** A new account with a password: the register page's and SideRegister's form. */
export function RegisterFormView({
  onRegistered,
  onSwitch,
}: {
  onRegistered: () => void;
  onSwitch?: () => void;
}) {
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(RegisterForm),
    defaultValues: { username: '', nickname: '', password: '', passwordConfirm: '', agree: false },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await registerAccount(values);
    } catch (error) {
      // Other failures were already shown in the alert by the HTTP layer.
      applyServerFieldError(error, form.setError, REGISTER_FIELDS);
      return;
    }
    onRegistered();
  });

  return (
    <AuthForm
      intro="가입하고 게시판 글쓰기, 알림, 포인트와 이벤트에 참여하세요."
      onSubmit={submit}
      submitLabel="가입하기"
      submittingLabel="가입 중"
      submitting={isSubmitting}
      switchQuestion="이미 계정이 있으신가요?"
      switchTo="/login"
      switchLabel="로그인"
      {...(onSwitch ? { onSwitch } : {})}
    >
      <FormField
        label="아이디"
        autoComplete="username"
        autoCapitalize="none"
        helper="영문 소문자, 숫자, 밑줄(_)로 4~20자"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <FormField
        label="닉네임"
        autoComplete="nickname"
        helper="2~12자, 게시판과 댓글에 보여요"
        error={errors.nickname?.message}
        {...form.register('nickname')}
      />
      <FormField
        label="비밀번호"
        type="password"
        autoComplete="new-password"
        helper="영문과 숫자를 섞어 8자 이상"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormField
        label="비밀번호 확인"
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirm?.message}
        {...form.register('passwordConfirm')}
      />
      <TermsField control={form.control} name="agree" error={errors.agree?.message} />
    </AuthForm>
  );
}
