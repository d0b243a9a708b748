import { Link as ChakraLink, Field, HStack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { showToast } from '../../app';
import { applyServerFieldError } from '../../lib/form-errors';
import { AuthForm } from './AuthForm';
import { CheckboxField } from './CheckboxField';
import { FormField } from './FormField';
import {
  REGISTER_FIELDS,
  RegisterForm,
  type RegisterFormInput,
  type RegisterFormValues,
  registerAccount,
} from './register-form';

/** /register (blank layout): a new account, then the login page. */
export function RegisterPage() {
  const navigate = useNavigate();
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
    showToast({
      type: 'success',
      title: '회원가입이 완료되었습니다',
      description: '가입한 아이디로 로그인해 주세요.',
    });
    await navigate({ to: '/login' });
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
      <Field.Root invalid={Boolean(errors.agree)}>
        <CheckboxField control={form.control} name="agree">
          (필수) 이용약관과 개인정보 처리방침에 동의합니다.
        </CheckboxField>
        <HStack gap="3" ps="7" fontSize="xs">
          <ChakraLink asChild color="fg.muted" textDecoration="underline">
            <Link to="/terms" target="_blank">
              이용약관 보기
            </Link>
          </ChakraLink>
          <ChakraLink asChild color="fg.muted" textDecoration="underline">
            <Link to="/privacy" target="_blank">
              개인정보 처리방침 보기
            </Link>
          </ChakraLink>
        </HStack>
        <Field.ErrorText>{errors.agree?.message}</Field.ErrorText>
      </Field.Root>
    </AuthForm>
  );
}
