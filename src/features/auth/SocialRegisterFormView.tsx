import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SocialRegisterRequest, type SocialUser, socialProviderNames } from '../../contract/social';
import { applyServerFieldError } from '../../lib/form-errors';
import { AuthForm } from './AuthForm';
import { FormField } from './FormField';
import { registerSocialAccount } from './social/social-api';
import { TermsField } from './TermsField';

const SocialRegisterForm = SocialRegisterRequest.pick({ username: true, nickname: true }).extend({
  agree: z.boolean().refine((value) => value, '이용약관과 개인정보 처리방침에 동의해 주세요.'),
});
type SocialRegisterInput = z.input<typeof SocialRegisterForm>;
type SocialRegisterValues = z.output<typeof SocialRegisterForm>;
const SOCIAL_REGISTER_FIELDS = ['username', 'nickname'] as const;

/** A nickname suggestion from the social name: what fits the nickname rule (12 characters). */
const suggestNickname = (name: string) => name.normalize('NFKC').trim().slice(0, 12);

/**
 * /register for a social login with no account yet: the provider's details shown, the nickname
 * filled from them, no password (the provider is the way in); finishing signs the member in.
 */
export function SocialRegisterFormView({
  token,
  socialUser,
  onRegistered,
}: {
  token: string;
  socialUser: SocialUser;
  onRegistered: () => void;
}) {
  const form = useForm<SocialRegisterInput, unknown, SocialRegisterValues>({
    resolver: zodResolver(SocialRegisterForm),
    defaultValues: { username: '', nickname: suggestNickname(socialUser.name), agree: false },
  });
  const { errors, isSubmitting } = form.formState;
  const providerName = socialProviderNames[socialUser.provider];

  const submit = form.handleSubmit(async ({ username, nickname }) => {
    try {
      await registerSocialAccount({ token, username, nickname });
    } catch (error) {
      applyServerFieldError(error, form.setError, SOCIAL_REGISTER_FIELDS);
      return;
    }
    onRegistered();
  });

  return (
    <AuthForm
      intro={`${providerName} 계정으로 가입합니다. 아이디와 닉네임만 정하면 바로 시작할 수 있어요.`}
      onSubmit={submit}
      submitLabel="가입하고 시작하기"
      submittingLabel="가입 중"
      submitting={isSubmitting}
      switchQuestion="이미 계정이 있으신가요?"
      switchTo="/login"
      switchLabel="로그인"
    >
      <Card.Root variant="subtle" borderRadius="l2" data-testid="social-register-user">
        <Card.Body py="3" px="4">
          <Stack gap="1">
            <HStack gap="2">
              <Badge colorPalette="primary" variant="solid">
                {providerName}
              </Badge>
              <Text fontWeight="semibold">{socialUser.name}</Text>
            </HStack>
            {socialUser.email && (
              <Text fontSize="sm" color="fg.muted">
                {socialUser.email}
              </Text>
            )}
            {socialUser.afreecatvUserId && (
              <Text fontSize="sm" color="fg.muted">
                SOOP 아이디 {socialUser.afreecatvUserId}가 바로 연동됩니다.
              </Text>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
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
      <TermsField control={form.control} name="agree" error={errors.agree?.message} />
    </AuthForm>
  );
}
