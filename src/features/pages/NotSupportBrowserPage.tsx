import { Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { ProductLogo } from '../../app';
import { isForeignAndroidWebView } from '../../lib/platform';
import { chromeIntentUrl } from './chrome-intent';

/** `/error/not-support-browser`: in-app browsers and browsers without IndexedDB or workers. */
export function NotSupportBrowserPage() {
  const webView = isForeignAndroidWebView(navigator.userAgent);
  const home = `${location.origin}/`;
  return (
    <Stack minH="100dvh" align="center" justify="center" px="4" py="10" gap="8" bg="bg">
      <ProductLogo />
      <Card.Root maxW="md" w="full" variant="elevated" borderRadius="2xl" boxShadow="lg">
        <Card.Body>
          <Stack gap="4" textAlign="center">
            <Heading as="h1" size="lg">
              {webView ? 'Chrome에서 열어 주세요' : '지원하지 않는 브라우저예요'}
            </Heading>
            <Text color="fg.muted" fontSize="sm" lineHeight="1.7">
              {webView
                ? '카카오톡, 인스타그램 같은 앱 안의 브라우저에서는 알림과 오프라인 기능이 동작하지 않아요. 아래 버튼을 눌러 Chrome에서 씨나인을 열어 주세요.'
                : '씨나인은 최신 Chrome, Edge, Safari, Samsung Internet, Firefox에서 이용할 수 있어요. 브라우저를 업데이트하거나 다른 브라우저로 접속해 주세요. 시크릿 모드에서는 저장소가 막혀 동작하지 않을 수 있어요.'}
            </Text>
            {webView ? (
              <Button asChild colorPalette="primary" size="lg">
                <a href={chromeIntentUrl(home)}>Chrome으로 열기</a>
              </Button>
            ) : (
              <Box
                as="code"
                fontSize="sm"
                bg="bg.muted"
                px="3"
                py="2"
                borderRadius="md"
                wordBreak="break-all"
              >
                {home}
              </Box>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
