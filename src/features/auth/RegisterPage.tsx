import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { showToast } from '../../app';
import type { SocialUser } from '../../contract/social';
import { RegisterFormView } from './RegisterFormView';
import { SocialRegisterFormView } from './SocialRegisterFormView';
import { safeReturnPath } from './safe-return';
import { readSocialUser, refreshSession } from './social/social-api';
import { readSocialSearch } from './social/social-search';

/**
 * /register (blank layout): a new account, then the login page. Opened by a social login with no
 * account (SPEC section 2), it registers with that provider instead and signs the member in.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const router = useRouter();
  const [{ token: socialToken, pUrl }] = useState(() => readSocialSearch());
  const [social, setSocial] = useState<SocialUser | null | 'loading'>(socialToken ? 'loading' : null);

  useEffect(() => {
    if (!socialToken) return;
    let live = true;
    readSocialUser(socialToken).then(
      ({ social: user }) => live && setSocial(user),
      // Spent or expired: the ordinary form, nothing said (SPEC section 8: social failures are silent).
      () => live && setSocial(null),
    );
    return () => {
      live = false;
    };
  }, [socialToken]);

  if (social === 'loading')
    return (
      <Stack align="center" gap="3" py="10" role="status">
        <Spinner size="lg" color="primary.solid" />
        <Text color="fg.muted">가입 정보를 불러오는 중입니다…</Text>
      </Stack>
    );

  if (social && socialToken)
    return (
      <SocialRegisterFormView
        token={socialToken}
        socialUser={social}
        onRegistered={async () => {
          await refreshSession();
          showToast({ type: 'success', title: '회원가입이 완료되었습니다', description: '환영합니다!' });
          router.history.replace(safeReturnPath(pUrl));
        }}
      />
    );

  return (
    <RegisterFormView
      onRegistered={() => {
        showToast({
          type: 'success',
          title: '회원가입이 완료되었습니다',
          description: '가입한 아이디로 로그인해 주세요.',
        });
        void navigate({ to: '/login' });
      }}
    />
  );
}
