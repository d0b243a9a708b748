import { Badge, Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { showConfirm, showToast, useOnline } from '../../../app';
import type { User } from '../../../contract';
import {
  providerOf,
  SOCIAL_QUERY,
  SocialRegistrationId,
  socialProviderNames,
} from '../../../contract/social';
import { PROVIDER_STYLE } from './provider-style';
import { authorizeHref, refreshSession, removeSocialLogin, socialLogin } from './social-api';
import { SIMULATED_LOGIN_NOTE, useOfferedProviders } from './use-offered-providers';

const linkedTokens = new Set<string>();

/**
 * A provider the member added on its page comes back here with a social token: add it to this
 * account (once per token), then clean the address.
 */
function useFinishLink() {
  const router = useRouter();
  useEffect(() => {
    const query = new URLSearchParams(globalThis.location.search);
    const token = query.get(SOCIAL_QUERY.token);
    const id = SocialRegistrationId.safeParse(query.get(SOCIAL_QUERY.provider));
    if (query.has(SOCIAL_QUERY.token) || query.has(SOCIAL_QUERY.error))
      void router.navigate({ to: '/user/me/info', replace: true });
    if (!token || !id.success || linkedTokens.has(token)) return;
    linkedTokens.add(token);
    void socialLogin(id.data, token, { addProvider: true, silent: false })
      .then(async () => {
        await refreshSession();
        showToast({
          type: 'success',
          title: `${socialProviderNames[providerOf(id.data)]} 로그인이 연결되었습니다`,
        });
      })
      // The HTTP layer already said why (another member's account, already linked...).
      .catch(() => undefined);
  }, [router]);
}

/** /user/me/info: the social logins linked to the account; add one, or remove one that is not the last way in. */
export function SocialLoginsCard({ user }: { user: User }) {
  useFinishLink();
  const online = useOnline();
  const [removing, setRemoving] = useState<SocialRegistrationId | null>(null);
  const linked = new Set(user.socialList.map((s) => s.provider));
  const { offered, simulated } = useOfferedProviders();
  // A linked provider stays listed (to remove it) even where this server no longer offers it.
  const shown = SocialRegistrationId.options.filter(
    (id) => linked.has(providerOf(id)) || offered.includes(id),
  );

  if (shown.length === 0) return null;

  async function remove(id: SocialRegistrationId) {
    const name = socialProviderNames[providerOf(id)];
    if (!(await showConfirm(`${name} 로그인 연결을 해제할까요?`))) return;
    setRemoving(id);
    try {
      await removeSocialLogin(id);
      await refreshSession();
      showToast({ type: 'success', title: `${name} 로그인 연결을 해제했습니다` });
    } catch {
      // The HTTP layer showed why (the last way to sign in stays).
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Card.Root variant="outline" borderRadius="l3" data-testid="social-logins">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          소셜 로그인
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          연결한 계정으로 비밀번호 없이 로그인할 수 있습니다.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="3" as="ul" listStyleType="none">
          {shown.map((id) => {
            const provider = providerOf(id);
            const isLinked = linked.has(provider);
            const style = PROVIDER_STYLE[id];
            return (
              <Flex as="li" key={id} align="center" gap="3" data-testid={`social-${id}`}>
                <Box
                  aria-hidden
                  display="grid"
                  placeItems="center"
                  boxSize="9"
                  borderRadius="full"
                  bg={style.bg}
                  color={style.color}
                  fontWeight="black"
                  flexShrink={0}
                >
                  {style.mark}
                </Box>
                <Box flex="1" minW="0">
                  <Text fontWeight="semibold">{socialProviderNames[provider]}</Text>
                  {isLinked ? (
                    <Badge colorPalette="green" variant="subtle">
                      연결됨
                    </Badge>
                  ) : (
                    <Text fontSize="sm" color="fg.muted">
                      연결되지 않음
                    </Text>
                  )}
                </Box>
                {isLinked ? (
                  <Button
                    size="sm"
                    variant="outline"
                    loading={removing === id}
                    onClick={() => void remove(id)}
                    aria-label={`${socialProviderNames[provider]} 연결 해제`}
                  >
                    연결 해제
                  </Button>
                ) : !online ? (
                  <Button
                    size="sm"
                    colorPalette="primary"
                    variant="subtle"
                    disabled
                    title="인터넷에 연결되면 연결할 수 있습니다."
                  >
                    연결하기
                  </Button>
                ) : (
                  <Button asChild size="sm" colorPalette="primary" variant="subtle">
                    <a
                      href={authorizeHref(id, '', true)}
                      aria-label={`${socialProviderNames[provider]} 연결하기`}
                    >
                      연결하기
                    </a>
                  </Button>
                )}
              </Flex>
            );
          })}
        </Stack>
        {simulated && (
          <Text mt="3" fontSize="xs" color="orange.fg">
            {SIMULATED_LOGIN_NOTE}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
