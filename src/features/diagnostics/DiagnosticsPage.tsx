import { Badge, Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { product } from '../../contract';
import { type CheckResult, type CheckTone, TONE_LABELS } from './check-result';
import { useDiagnostics } from './use-diagnostics';

const TONE_PALETTE: Record<CheckTone, string> = {
  ok: 'green',
  warn: 'orange',
  fail: 'red',
  pending: 'gray',
  idle: 'gray',
};

function CheckRow({ label, check, action }: { label: string; check: CheckResult; action?: ReactNode }) {
  return (
    <Flex as="li" gap="3" align="center" py="3.5" px={{ base: '4', md: '5' }}>
      <Box flex="1" minW="0">
        <Text fontWeight="semibold">{label}</Text>
        <Text color="fg.muted" fontSize="sm" mt="0.5" aria-live="polite">
          {check.text}
        </Text>
      </Box>
      <Flex gap="2" align="center" direction={{ base: 'column-reverse', sm: 'row' }} flexShrink={0}>
        {action}
        <Badge
          colorPalette={TONE_PALETTE[check.tone]}
          variant="subtle"
          size="md"
          minW="14"
          justifyContent="center"
        >
          {TONE_LABELS[check.tone]}
        </Badge>
      </Flex>
    </Flex>
  );
}

/** `/test` (PRODUCT.md): what a member with a problem can see, and capture for the admins. */
export function DiagnosticsPage() {
  const { checks, recheck, locate, locating } = useDiagnostics();
  return (
    <Stack gap="6" maxW="3xl" mx="auto" py={{ base: '2', md: '4' }}>
      <Flex gap="4" align="flex-end" justify="space-between" wrap="wrap">
        <Stack gap="2">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="-0.02em">
            접속 진단
          </Heading>
          <Text color="fg.muted">앱이 잘 안 될 때 이 화면을 캡처해서 문의와 함께 보내 주세요.</Text>
        </Stack>
        <Button variant="outline" colorPalette="gray" size="sm" onClick={recheck}>
          다시 검사
        </Button>
      </Flex>
      <Card.Root variant="outline" borderRadius="xl" overflow="hidden">
        <Box
          as="ul"
          aria-label="진단 결과"
          listStyleType="none"
          css={{ '& > li + li': { borderTopWidth: '1px' } }}
        >
          <CheckRow label="서비스 워커" check={checks.serviceWorker} />
          <CheckRow label="저장 공간" check={checks.storage} />
          <CheckRow label="알림 권한" check={checks.push} />
          <CheckRow label="실시간 연결" check={checks.socket} />
          <CheckRow label="다운로드 속도" check={checks.speed} />
          <CheckRow
            label="위치 정보"
            check={checks.position}
            action={
              <Button size="xs" variant="subtle" colorPalette="primary" onClick={locate} loading={locating}>
                위치 확인
              </Button>
            }
          />
        </Box>
      </Card.Root>
      <Text fontSize="xs" color="fg.subtle" wordBreak="break-all">
        {product.name} v{product.version} · {navigator.userAgent}
      </Text>
    </Stack>
  );
}
