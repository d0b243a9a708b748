import { Box, Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { showToast } from '../../app';
import type { AfreecatvCode } from '../../contract';
import { soopSimulatorProfilePath } from '../../contract/services';
import { useServices } from '../../data/services';

/**
 * The demo has no real SOOP station to edit: on the server's own machine, where the SOOP
 * simulator answers, this puts the code in the simulated station's text as its owner would.
 */
export function DemoStationText({ issued }: { issued: AfreecatvCode }) {
  const { soopSimulatorHere } = useServices();
  const [busy, setBusy] = useState(false);
  if (!soopSimulatorHere) return null;

  const put = async () => {
    setBusy(true);
    try {
      const res = await fetch(soopSimulatorProfilePath(issued.afreecatvUserId), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: `씨나인 인증 ${issued.code}` }),
      });
      if (!res.ok) throw new Error(String(res.status));
      showToast({
        type: 'success',
        title: '시뮬레이터 방송국 소개글에 코드를 넣었습니다. 확인을 눌러 주세요.',
      });
    } catch {
      showToast({ type: 'error', title: '시뮬레이터에 코드를 넣지 못했습니다.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box borderWidth="1px" borderColor="orange.muted" bg="orange.subtle" borderRadius="l2" p="3">
      <Text fontSize="sm" color="orange.fg">
        데모: SOOP 방송국은 이 서버의 시뮬레이터가 대신합니다. 소개글에 코드를 대신 넣어 드릴게요.
      </Text>
      <Button
        mt="2"
        size="sm"
        colorPalette="orange"
        variant="solid"
        loading={busy}
        onClick={() => void put()}
      >
        시뮬레이터 소개글에 코드 넣기
      </Button>
    </Box>
  );
}
