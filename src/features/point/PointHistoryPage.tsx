import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLinkFirst } from '../../app';
import { apiPath, PointHistoryPage as PointHistoryPageSchema, type PointHistoryRow } from '../../contract';
import { http } from '../../data/http';
import { useLiveQuery } from '../../data/live-query';
import { dataWorker } from '../../data/worker-client';
import { PointHistoryList } from './PointHistoryList';
import { PointSummary } from './PointSummary';
import { SendPointDialog } from './SendPointDialog';

const PAGE = 50;

/**
 * `/user/me/point`: the member's balance, tier and point history, and sending points to another. The summary and the newest rows
 * come from the worker (kept, so they read offline); older rows load from the server on request.
 */
export function PointHistoryPage() {
  const stat = useLiveQuery('pointStat', {});
  const recent = useLiveQuery('pointHistory', {});
  const [older, setOlder] = useState<PointHistoryRow[]>([]);
  const [more, setMore] = useState<'idle' | 'loading' | 'end'>('idle');
  const [sending, setSending] = useState(false);
  const linkFirst = useLinkFirst();
  useEffect(() => {
    void dataWorker().refreshPoints();
  }, []);

  const rows = [...(recent ?? []), ...older.filter((row) => !recent?.some((r) => r.id === row.id))];
  const loadOlder = async () => {
    setMore('loading');
    try {
      const page = await http.get(apiPath('mePointHistoryTable'), {
        query: { start: rows.length, length: PAGE, orderColumnName: 'createdAt', order: 'desc' },
        schema: PointHistoryPageSchema,
      });
      setOlder((kept) => [...kept, ...page.data]);
      setMore(page.data.length < PAGE ? 'end' : 'idle');
    } catch {
      setMore('idle');
    }
  };

  return (
    <Stack gap="5" maxW="3xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <HStack justify="space-between" gap="3">
        <Heading as="h1" size="xl">
          포인트 내역
        </Heading>
        {stat && (
          <Button
            size="sm"
            colorPalette="purple"
            variant="outline"
            onClick={async () => setSending(await linkFirst())}
          >
            포인트 보내기
          </Button>
        )}
      </HStack>
      {sending && stat && <SendPointDialog balance={stat.point} onClose={() => setSending(false)} />}
      {stat ? (
        <PointSummary stat={stat} />
      ) : (
        stat === null && <Text color="fg.muted">연결되면 포인트 정보를 불러올게요.</Text>
      )}
      {recent && recent.length === 0 && <Text color="fg.muted">아직 포인트 내역이 없어요.</Text>}
      {rows.length > 0 && <PointHistoryList rows={rows} />}
      {recent && recent.length >= PAGE && more !== 'end' && (
        <Button
          variant="outline"
          alignSelf="center"
          loading={more === 'loading'}
          onClick={() => void loadOlder()}
        >
          이전 내역 더 보기
        </Button>
      )}
    </Stack>
  );
}
