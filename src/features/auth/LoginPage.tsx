import { Alert, Spinner, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { SOCIAL_MESSAGES, SOCIAL_TIMEOUT } from '../../contract/social';
import { finishSocialLogin } from '../social/finish-social-login';
import { readSocialSearch } from '../social/social-search';
import { LoginFormView } from './LoginFormView';
import { safeReturnPath } from './safe-return';

const route = getRouteApi('/blank/login');

/**
 * /login (blank layout): the login form, then back to pUrl or home. A social flow the server
 * finished comes back here with its token: signed in, asked to add the provider, or sent to
 * /register (SPEC section 4); a failed one shows the form again with nothing said.
 */
export function LoginPage() {
  const router = useRouter();
  const { pUrl } = route.useSearch();
  const [{ token: socialToken, provider, error: socialError }] = useState(() => readSocialSearch());
  const [finishing, setFinishing] = useState(Boolean(socialToken && provider));

  useEffect(() => {
    if (!socialToken || !provider) return;
    let live = true;
    void finishSocialLogin(provider, socialToken, globalThis.location.search).then((outcome) => {
      if (!live) return;
      if (outcome.kind === 'signedIn') router.history.replace(safeReturnPath(pUrl));
      else if (outcome.kind === 'register') router.history.replace(outcome.to);
      else {
        setFinishing(false);
        void router.navigate({ to: '/login', search: pUrl ? { pUrl } : {}, replace: true });
      }
    });
    return () => {
      live = false;
    };
  }, [socialToken, provider, pUrl, router]);

  if (finishing)
    return (
      <Stack align="center" gap="3" py="10" role="status">
        <Spinner size="lg" color="primary.solid" />
        <Text color="fg.muted">로그인하는 중입니다…</Text>
      </Stack>
    );

  return (
    <Stack gap="5">
      {socialError === SOCIAL_TIMEOUT && (
        <Alert.Root status="warning" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{SOCIAL_MESSAGES.timeout}</Alert.Title>
        </Alert.Root>
      )}
      <LoginFormView
        socialQuery={pUrl ? new URLSearchParams({ pUrl }).toString() : ''}
        onSignedIn={() => router.history.replace(safeReturnPath(pUrl))}
      />
    </Stack>
  );
}
