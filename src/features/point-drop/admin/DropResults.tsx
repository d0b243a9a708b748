import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PointDropPackets } from '../../../contract';
import { formatPoint } from '../../../lib/point-format';
import { pointDropApi } from '../point-drop-api';

/** A drop's fixed split and who caught each packet, loaded when asked. */
export function DropResults({ id }: { id: string }) {
  const [result, setResult] = useState<PointDropPackets | null>(null);
  const [loading, setLoading] = useState(false);
  const load = async () => {
    setLoading(true);
    try {
      setResult(await pointDropApi.packets(id));
    } catch {
      // The HTTP layer has said why (offline: it needs the network).
    } finally {
      setLoading(false);
    }
  };
  if (!result)
    return (
      <Button
        size="xs"
        variant="outline"
        onClick={() => void load()}
        loading={loading}
        alignSelf="flex-start"
      >
        봉투별 결과
      </Button>
    );
  return (
    <Box as="ol" listStyleType="none" fontSize="sm" maxH="60" overflowY="auto" data-testid="drop-results">
      {result.packets.map((p) => (
        <Stack as="li" key={p.seq} direction="row" justify="space-between" py="0.5">
          <Text color={p.nickname ? 'fg' : 'fg.muted'}>
            {p.seq + 1}. {p.nickname ?? '받은 사람 없음'}
          </Text>
          <Text fontVariantNumeric="tabular-nums" color={p.amount === null ? 'fg.muted' : undefined}>
            {p.amount === null ? '끝나면 공개' : formatPoint(p.amount)}
          </Text>
        </Stack>
      ))}
    </Box>
  );
}
