import { Button, Link as ChakraLink, Checkbox, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { Controller, useForm } from 'react-hook-form';
import { showAlert, textToHtml } from '../../app';
import { sessionApi } from '../../data/http';
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
    <Stack asChild gap="5">
      <form onSubmit={submit} noValidate>
        <Text color="fg.muted" fontSize="sm">
          씨나인 계정으로 로그인하고 게시판, 알림, 이벤트를 함께 즐겨요.
        </Text>
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
        <Controller
          control={form.control}
          name="rememberMe"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(event) => field.onChange(event.checked === true)}
              colorPalette="primary"
            >
              <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>로그인 상태 유지</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <Button type="submit" size="lg" colorPalette="primary" loading={isSubmitting} loadingText="로그인 중">
          로그인
        </Button>
        <Separator />
        <HStack justify="center" gap="1.5" fontSize="sm">
          <Text color="fg.muted">아직 회원이 아니신가요?</Text>
          <ChakraLink asChild color="primary.fg" fontWeight="semibold">
            <Link to="/register">회원가입</Link>
          </ChakraLink>
        </HStack>
      </form>
    </Stack>
  );
}
