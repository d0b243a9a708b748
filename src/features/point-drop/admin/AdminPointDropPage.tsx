import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useOnline } from '../../../app';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { PointDropList, pointDropStatusNames } from '../../../contract';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { formatPoint } from '../../../lib/point-format';
import { formatDateTime } from '../../../lib/time';
import { dropTitle } from '../DropCatchPanel';
import { pointDropApi } from '../point-drop-api';
import { DropStartFields } from '../start/DropStartFields';
import { useDropStart } from '../start/use-drop-start';
import { DropResults } from './DropResults';

export const loadAdminPointDrops = (
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<PointDropList>> =>
  loadCachedPage({
    key: 'admin/event/point-drop',
    schema: PointDropList,
    cause,
    fetch: pointDropApi.adminList,
  });

const route = getRouteApi('/admin/event/point-drop');

/** `/admin/event/point-drop`: start a drop now (pool, packets, time limit) and see every drop's result. */
export function AdminPointDropPage() {
  const page = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const online = useOnline();
  const { form, set, error, sending, submit } = useDropStart(() => router.invalidate());

  const close = async (id: string) => {
    try {
      await pointDropApi.close(id);
      await router.invalidate();
    } catch {
      // The HTTP layer has said why.
    }
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        포인트 드롭 관리
      </Heading>
      {page.stale && <StaleMark savedAt={page.savedAt} />}
      <Box as="form" onSubmit={(e) => void submit(e)} borderWidth="1px" borderRadius="l3" bg="bg.panel" p="5">
        <Stack gap="3">
          <Heading as="h2" size="md">
            새 드롭
          </Heading>
          <DropStartFields form={form} set={set} error={error} />
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="purple" loading={sending} disabled={!online}>
              드롭 시작
            </Button>
          </HStack>
        </Stack>
      </Box>
      <Stack gap="2" data-testid="admin-point-drops">
        {page.data.data.length === 0 && <Text color="fg.muted">아직 시작한 드롭이 없어요.</Text>}
        {page.data.data.map((d) => (
          <Stack key={d.id} gap="1.5" borderWidth="1px" borderRadius="l2" bg="bg.panel" p="3">
            <HStack justify="space-between" gap="2">
              <HStack gap="2" minW="0">
                <Badge colorPalette={d.status === 'OPEN' ? 'purple' : 'gray'}>
                  {pointDropStatusNames[d.status]}
                </Badge>
                <Text fontWeight="semibold" truncate>
                  {dropTitle(d)}
                </Text>
              </HStack>
              {d.status === 'OPEN' && (
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => void close(d.id)}>
                  지금 종료
                </Button>
              )}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(d.createdAt)} 시작 ·{' '}
              {d.caughtPoints === null
                ? `총 ${formatPoint(d.totalPoints)} · 나간 포인트는 끝나면 공개`
                : `${formatPoint(d.caughtPoints)} / ${formatPoint(d.totalPoints)} 나감`}{' '}
              · 봉투 {d.packetCount - d.remaining}/{d.packetCount}개
            </Text>
            <DropResults id={d.id} />
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
