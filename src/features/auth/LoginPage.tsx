import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import {
  providerOf,
  SOCIAL_MESSAGES,
  SOCIAL_TIMEOUT,
  signInToLinkMessage,
  socialProviderNames,
} from '../../contract/social';
import { LoginFormView } from './LoginFormView';
import { safeReturnPath } from './safe-return';
import { finishSocialLogin } from './social/finish-social-login';
import {
  clearPendingLink,
  finishPendingLink,
  type PendingLink,
  readPendingLink,
} from './social/pending-link';
import { readSocialSearch } from './social/social-search';

const route = getRouteApi('/blank/login');

/**
 * /login (blank layout): the login form, then back to pUrl or home. A social flow the server
 * finished comes back here with its token: signed in, asked to add the provider, or sent to
 * /register (SPEC section 4); a failed one shows the form again with nothing said. A provider
 * waiting to join an account found by its e-mail is named above the form: signing in here (either
 * way) adds it to that account.
 */
export function LoginPage() {
  const router = useRouter();
  const { pUrl } = route.useSearch();
  const [{ token: socialToken, provider, error: socialError }] = useState(() => readSocialSearch());
  const [finishing, setFinishing] = useState(Boolean(socialToken && provider));
  const [pendingLink, setPendingLink] = useState<PendingLink | null>(() => readPendingLink());

  useEffect(() => {
    if (!socialToken || !provider) return;
    let live = true;
    void finishSocialLogin(provider, socialToken, globalThis.location.search).then((outcome) => {
      if (!live) return;
      if (outcome.kind === 'signedIn') router.history.replace(safeReturnPath(pUrl));
      else if (outcome.kind === 'register') router.history.replace(outcome.to);
      else {
        setPendingLink(readPendingLink());
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
      {pendingLink && (
        <Alert.Root status="info" borderRadius="l2" data-testid="pending-social-link">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title fontWeight="normal">
              {signInToLinkMessage(socialProviderNames[providerOf(pendingLink.provider)])}
            </Alert.Title>
            <Button
              size="xs"
              variant="outline"
              alignSelf="flex-start"
              onClick={() => {
                clearPendingLink();
                setPendingLink(null);
              }}
            >
              연결하지 않기
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}
      {socialError === SOCIAL_TIMEOUT && (
        <Alert.Root status="warning" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{SOCIAL_MESSAGES.timeout}</Alert.Title>
        </Alert.Root>
      )}
      <LoginFormView
        socialQuery={pUrl ? new URLSearchParams({ pUrl }).toString() : ''}
        onSignedIn={async () => {
          await finishPendingLink();
          router.history.replace(safeReturnPath(pUrl));
        }}
      />
    </Stack>
  );
}
