import { Box, Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useOnline } from '../../../app';
import { PROVIDER_STYLE } from './provider-style';
import { authorizeHref } from './social-api';
import { SIMULATED_LOGIN_NOTE, useOfferedProviders } from './use-offered-providers';

/**
 * NAVER, KAKAO and SOOP sign-in, those this server offers: plain links to the server, which runs
 * the provider's flow and brings the browser back to /login with `query` (the pUrl to return to).
 * Offline the provider cannot be reached: the buttons wait, and say so, instead of leading to the
 * browser's error page.
 */
export function SocialButtons({ query }: { query: string }) {
  const online = useOnline();
  const { offered, simulated } = useOfferedProviders();
  if (offered.length === 0) return null;
  return (
    <Stack gap="3">
      <HStack gap="3">
        <Separator flex="1" />
        <Text flexShrink="0" fontSize="xs" color="fg.muted">
          간편 로그인
        </Text>
        <Separator flex="1" />
      </HStack>
      {offered.map((id) => {
        const style = PROVIDER_STYLE[id];
        return (
          <Button
            key={id}
            asChild={online}
            disabled={!online}
            size="lg"
            bg={style.bg}
            color={style.color}
            _hover={{ bg: style.hover }}
            fontWeight="semibold"
          >
            {online ? (
              <a href={authorizeHref(id, query)}>
                <ProviderMark mark={style.mark} />
                {style.label}
              </a>
            ) : (
              <>
                <ProviderMark mark={style.mark} />
                {style.label}
              </>
            )}
          </Button>
        );
      })}
      {simulated && (
        <Text fontSize="xs" color="orange.fg" textAlign="center" data-testid="simulated-login-note">
          {SIMULATED_LOGIN_NOTE}
        </Text>
      )}
      {!online && (
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          인터넷에 연결되면 간편 로그인을 쓸 수 있습니다.
        </Text>
      )}
    </Stack>
  );
}

const ProviderMark = ({ mark }: { mark: string }) => (
  <Box
    as="span"
    aria-hidden
    display="inline-grid"
    placeItems="center"
    boxSize="5"
    fontWeight="black"
    fontSize="sm"
  >
    {mark}
  </Box>
);
