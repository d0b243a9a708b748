import { Badge, Box, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { z } from 'zod';
import { ServiceNote } from '../../../app';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { ExcelBoard, ExcelEvent, ExcelSession, excelStatusNames, topics } from '../../../contract';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { useTopic } from '../../../data/use-topic';
import { formatDateTime } from '../../../lib/time';
import { ExcelBoardTable } from '../board/ExcelBoardTable';
import { useLiveBoard } from '../board/use-live-board';
import { excelApi } from '../excel-api';

/** The sessions and the board shown: the one asked for, else the running one, else the latest. */
const EventExcelData = z.object({ sessions: z.array(ExcelSession), board: ExcelBoard.nullable() });
type EventExcelData = z.infer<typeof EventExcelData>;

export const loadEventExcel = (
  id: string | undefined,
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<EventExcelData>> =>
  loadCachedPage({
    key: `event/excel?id=${id ?? ''}`,
    schema: EventExcelData,
    cause,
    fetch: async (quiet) => {
      const { data } = await excelApi.sessions(quiet);
      const shown = id ?? data[0]?.id;
      return { sessions: data, board: shown ? await excelApi.board(shown, quiet) : null };
    },
  });

const route = getRouteApi('/main/event/excel');

/** `/event/excel`: the excel broadcast's live board (PRODUCT.md "Events on stream"), for everyone. */
export function EventExcelPage() {
  const page = useCachedPage(route.useLoaderData());
  const navigate = route.useNavigate();
  const router = useRouter();
  const board = useLiveBoard(page.data.board);
  // A session started, changed or ended elsewhere: the list (and a new session's board) follow.
  useTopic(topics.excel, ExcelEvent, () => void router.invalidate());
  const { sessions } = page.data;
  return (
    <Stack gap="4" maxW="5xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <Box>
        <Heading as="h1" size="xl">
          엑셀 방송
        </Heading>
        <Text fontSize="sm" color="fg.muted" mt="1">
          멤버별로 받은 별풍선을 라운드마다 실시간으로 집계해요. ▲▼는 이전 라운드까지의 순위와 비교한
          변화예요.
        </Text>
      </Box>
      <ServiceNote service="soop" />
      {page.stale && <StaleMark savedAt={page.savedAt} />}
      {sessions.length > 1 && (
        <NativeSelect.Root size="sm" maxW="md">
          <NativeSelect.Field
            aria-label="엑셀 방송 고르기"
            value={board?.session.id ?? ''}
            onChange={(e) => void navigate({ search: { id: e.target.value } })}
          >
            {sessions.map((s) => (
              <option key={s.id} value={s.id}>
                [{excelStatusNames[s.status]}] {s.title} · {formatDateTime(s.createdAt)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      {board ? (
        <Stack gap="3">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={board.session.status === 'OPEN' ? 'red' : 'gray'}>
              {excelStatusNames[board.session.status]}
            </Badge>
            <Heading as="h2" size="md">
              {board.session.title}
            </Heading>
          </HStack>
          <ExcelBoardTable board={board} />
        </Stack>
      ) : (
        <Text color="fg.muted">
          아직 엑셀 방송이 없어요. 방송이 시작되면 여기에서 실시간으로 볼 수 있어요.
        </Text>
      )}
    </Stack>
  );
}
