import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStaff } from '../use-staff';
import type { ReplaySummary } from './parser/parse-replay';
import { ReplayDropZone } from './ReplayDropZone';
import { ReplayResult } from './ReplayResult';
import { parseReplayFile, replayWorker } from './replay-worker-client';

/** Only staff save games: the form's code (forms, the upload) loads when they open it. */
const SaveMatchDialog = lazy(() => import('./SaveMatchDialog').then((m) => ({ default: m.SaveMatchDialog })));

type State =
  | { status: 'idle' }
  | { status: 'parsing'; fileName: string }
  | { status: 'done'; file: File; replay: ReplaySummary }
  | { status: 'failed'; fileName: string; message: string };

/** `/starcraft/replay`: a replay file analysed on this device (players, APM over time, build orders). */
export function ReplayPage() {
  const [state, setState] = useState<State>({ status: 'idle' });
  const latest = useRef(0);
  const staff = useStaff();
  const [saving, setSaving] = useState(false);
  // The worker loads its code while the member looks for a file, so the first parse is as quick as the next.
  useEffect(() => void replayWorker(), []);

  const analyse = async (file: File) => {
    const run = ++latest.current;
    setState({ status: 'parsing', fileName: file.name });
    try {
      const replay = await parseReplayFile(file);
      if (run === latest.current) setState({ status: 'done', file, replay });
    } catch (error) {
      if (run !== latest.current) return;
      const message =
        error instanceof Error && /[가-힣]/.test(error.message)
          ? error.message
          : '리플레이를 읽지 못했습니다.';
      setState({ status: 'failed', fileName: file.name, message });
    }
  };

  return (
    <Stack gap="5" maxW="7xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <Stack gap="1">
        <Heading as="h1" size="xl">
          리플레이 분석
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          스타크래프트: 리마스터(예전 1.16 포함) 리플레이의 선수, 맵, 경기 시간, 시간별 APM과 빌드 오더를 보여
          드려요.
        </Text>
      </Stack>
      <ReplayDropZone onFile={(file) => void analyse(file)} busy={state.status === 'parsing'} />
      {state.status === 'failed' && (
        <Alert.Root status="error" borderRadius="l3" data-testid="replay-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{state.fileName}</Alert.Title>
            <Alert.Description>{state.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {state.status === 'done' && staff && (
        <HStack justify="flex-end">
          <Button colorPalette="purple" variant="outline" onClick={() => setSaving(true)}>
            전적에 저장
          </Button>
        </HStack>
      )}
      {state.status === 'done' && <ReplayResult replay={state.replay} fileName={state.file.name} />}
      {state.status === 'done' && saving && (
        <Suspense>
          <SaveMatchDialog file={state.file} replay={state.replay} onClose={() => setSaving(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
