import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { ROULETTE_TABLE, type RouletteSpin } from '../../../contract/draw';
import { spinSlot } from '../../../contract/fairness';
import { formatDateTime } from '../../../lib/time';
import { type Recomputed, VerifyPanel } from '../VerifyPanel';

const WEIGHTS = ROULETTE_TABLE.map((slot) => slot.weight);
const slotLabel = (slot: number) => ROULETTE_TABLE[slot]?.label ?? `${slot}번 칸`;

function SpinVerify({ spin }: { spin: RouletteSpin }) {
  const recompute = useCallback(
    async (values: Record<string, string>): Promise<Recomputed> => {
      const nonce = Number(values.nonce);
      if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('nonce');
      const slot = await spinSlot(values.serverSeed ?? '', values.clientSeed ?? '', nonce, WEIGHTS);
      return { outcome: slotLabel(slot), announced: slotLabel(spin.slot) };
    },
    [spin.slot],
  );
  if (!spin.serverSeed)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="verify-wait">
        이 회전의 서버 시드는 아직 비공개예요. 시드를 교체하면 공개되어 검증할 수 있어요.
      </Text>
    );
  return (
    <VerifyPanel
      recompute={recompute}
      fields={[
        { name: 'serverSeed', label: '서버 시드 (공개됨)', value: spin.serverSeed },
        { name: 'serverSeedHash', label: '서버 시드 해시 (미리 공개)', value: spin.serverSeedHash },
        { name: 'clientSeed', label: '클라이언트 시드', value: spin.clientSeed },
        { name: 'nonce', label: '논스', value: String(spin.nonce) },
      ]}
    />
  );
}

/** The member's latest spins, newest first, each with its verification. */
export function SpinHistory({ spins }: { spins: RouletteSpin[] }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md">
        내 회전 기록
      </Heading>
      {spins.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          아직 돌린 기록이 없어요.
        </Text>
      ) : (
        <Box as="ol" listStyleType="none" data-testid="spin-history">
          {spins.map((spin) => (
            <Box as="li" key={spin.id} py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
              <HStack justify="space-between" gap="3">
                <Stack gap="0">
                  <Text fontWeight="semibold" color={spin.prize > 0 ? 'fg' : 'fg.muted'}>
                    {slotLabel(spin.slot)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatDateTime(spin.createdAt)} · 논스 {spin.nonce}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="outline"
                  aria-expanded={open === spin.id}
                  onClick={() => setOpen(open === spin.id ? null : spin.id)}
                >
                  {open === spin.id ? '닫기' : '검증'}
                </Button>
              </HStack>
              {open === spin.id && (
                <Box mt="2">
                  <SpinVerify spin={spin} />
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
