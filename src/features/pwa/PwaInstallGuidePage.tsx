import { Alert, Badge, Button, Card, Heading, HStack, List, Stack, Tabs, Text } from '@chakra-ui/react';
import { detectPlatform } from '../../lib/platform';
import { useInstallPrompt } from './install-event';
import { isInstalledApp } from './install-prompt';
import { guideKeyFor, INSTALL_GUIDES } from './install-steps';

const BENEFITS = [
  '홈 화면 아이콘으로 주소 입력 없이 바로 열어요.',
  '라이브 시작과 공지 알림을 받을 수 있어요.',
  '한 번 본 게시판은 오프라인에서도 열려요.',
];

/** `/pwa-install-guide`: why and how to install, with the browser's own button when it has one. */
export function PwaInstallGuidePage() {
  const install = useInstallPrompt();
  const installed = isInstalledApp();
  const platform = guideKeyFor(detectPlatform(navigator.userAgent, navigator.maxTouchPoints));
  return (
    <Stack gap="6" maxW="3xl" mx="auto" py={{ base: '2', md: '4' }}>
      <Stack gap="2">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="-0.02em">
          씨나인 앱 설치 안내
        </Heading>
        <Text color="fg.muted">앱 스토어 없이 브라우저에서 바로 설치할 수 있어요.</Text>
      </Stack>
      {installed ? (
        <Alert.Root status="success" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>이미 앱으로 설치해서 이용하고 있어요.</Alert.Title>
        </Alert.Root>
      ) : (
        install && (
          <Card.Root variant="subtle" borderRadius="xl">
            <Card.Body>
              <HStack justify="space-between" gap="4" flexWrap="wrap">
                <Text fontWeight="semibold">이 브라우저에서 바로 설치할 수 있어요.</Text>
                <Button colorPalette="primary" onClick={() => void install()}>
                  지금 설치하기
                </Button>
              </HStack>
            </Card.Body>
          </Card.Root>
        )
      )}
      <Card.Root variant="outline" borderRadius="xl">
        <Card.Body>
          <List.Root gap="2" ps="5">
            {BENEFITS.map((benefit) => (
              <List.Item key={benefit}>{benefit}</List.Item>
            ))}
          </List.Root>
        </Card.Body>
      </Card.Root>
      <Tabs.Root defaultValue={platform} variant="enclosed" fitted>
        <Tabs.List>
          {INSTALL_GUIDES.map((guide) => (
            <Tabs.Trigger key={guide.key} value={guide.key}>
              {guide.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {INSTALL_GUIDES.map((guide) => (
          <Tabs.Content key={guide.key} value={guide.key}>
            <Card.Root variant="outline" borderRadius="xl">
              <Card.Body>
                <Stack gap="4">
                  <HStack>
                    <Badge colorPalette="primary" variant="subtle">
                      {guide.browser}
                    </Badge>
                    {guide.key === platform && <Badge variant="outline">지금 쓰는 기기</Badge>}
                  </HStack>
                  <List.Root as="ol" gap="3" ps="5" listStyleType="decimal">
                    {guide.steps.map((step) => (
                      <List.Item key={step} lineHeight="1.7">
                        {step}
                      </List.Item>
                    ))}
                  </List.Root>
                </Stack>
              </Card.Body>
            </Card.Root>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
