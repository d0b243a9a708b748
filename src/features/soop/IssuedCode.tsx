import { Box, Button, Flex, List, Text } from '@chakra-ui/react';
import { showToast } from '../../app';
import type { AfreecatvCode } from '../../contract';
import { formatDateTime } from '../../lib/time';

/** The issued code and where to put it, with a copy button. */
export function IssuedCode({ issued }: { issued: AfreecatvCode }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.code);
      showToast({ type: 'success', title: '인증 코드를 복사했습니다.' });
    } catch {
      showToast({
        type: 'warning',
        title: '복사하지 못했습니다. 코드를 직접 입력해 주세요.',
      });
    }
  };
  return (
    <Box borderWidth="1px" borderRadius="l2" bg="bg.subtle" p="4">
      <Text fontSize="sm" color="fg.muted">
        인증 코드
      </Text>
      <Flex align="center" gap="3" mt="1" wrap="wrap">
        <Text
          fontFamily="mono"
          fontSize="2xl"
          fontWeight="bold"
          letterSpacing="wider"
          color="primary.fg"
          data-testid="link-code"
        >
          {issued.code}
        </Text>
        <Button size="xs" variant="outline" onClick={() => void copy()}>
          복사
        </Button>
      </Flex>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {formatDateTime(issued.expiresAt)}까지 유효합니다.
      </Text>
      <List.Root as="ol" fontSize="sm" mt="3" ps="5" gap="1">
        <List.Item>
          SOOP 방송국(<b>{issued.afreecatvUserId}</b>)의 방송국 관리에서 소개글에 위 코드를 넣고 저장하세요.
        </List.Item>
        <List.Item>
          아래 <b>확인</b> 버튼을 누르면 소개글에서 코드를 찾아 연동합니다.
        </List.Item>
        <List.Item>연동이 끝나면 소개글에서 코드를 지워도 됩니다.</List.Item>
      </List.Root>
    </Box>
  );
}
