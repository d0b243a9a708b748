import { Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ClientSeed, type RouletteSeed } from '../../../contract/draw';

const Value = ({ label, value, testId }: { label: string; value: string; testId?: string }) => (
  <Stack gap="0.5">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text fontSize="xs" fontFamily="mono" wordBreak="break-all" data-testid={testId}>
      {value}
    </Text>
  </Stack>
);

/**
 * The member's current seed pair: the server seed's hash (committed before any spin), their
 * client seed and the next nonce; rotating reveals the server seed in use and starts a new pair.
 */
export function SeedPanel({
  seed,
  revealed,
  online,
  onRotate,
}: {
  seed: RouletteSeed;
  /** The seed the last rotation revealed, shown until the page reloads. */
  revealed: RouletteSeed | null;
  online: boolean;
  onRotate: (clientSeed: string) => Promise<void>;
}) {
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const rotate = async () => {
    const parsed = ClientSeed.safeParse(next);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '클라이언트 시드를 확인해 주세요.');
      return;
    }
    setError(null);
    setSending(true);
    try {
      await onRotate(parsed.data);
      setNext('');
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md">
        내 시드
      </Heading>
      <Value label="서버 시드 해시 (SHA-256, 미리 공개)" value={seed.serverSeedHash} testId="seed-hash" />
      <HStack gap="4" align="start">
        <Value label="클라이언트 시드" value={seed.clientSeed} testId="client-seed" />
        <Value label="다음 논스" value={String(seed.nonce)} testId="seed-nonce" />
      </HStack>
      <Field.Root invalid={error !== null}>
        <Field.Label>새 클라이언트 시드로 교체</Field.Label>
        <HStack w="full">
          <Input
            name="clientSeed"
            value={next}
            placeholder="영문, 숫자, -, _"
            onChange={(e) => setNext(e.target.value)}
          />
          <Button onClick={() => void rotate()} loading={sending} disabled={!online} flexShrink="0">
            시드 교체
          </Button>
        </HStack>
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            교체하면 지금 서버 시드가 공개되어 지난 회전을 검증할 수 있어요.
          </Field.HelperText>
        )}
      </Field.Root>
      {revealed?.serverSeed && (
        <Stack gap="2" borderTopWidth="1px" pt="3" data-testid="revealed-seed">
          <Text fontSize="sm" fontWeight="semibold">
            공개된 이전 서버 시드 ({revealed.nonce}회 사용)
          </Text>
          <Value label="서버 시드" value={revealed.serverSeed} />
          <Value label="해시" value={revealed.serverSeedHash} />
        </Stack>
      )}
    </Stack>
  );
}
