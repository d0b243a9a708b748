import { Badge, Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ServiceNote, showConfirm, useOnline } from '../../../app';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { ExcelAdminDetail, excelStatusNames } from '../../../contract';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { formatDateTime } from '../../../lib/time';
import { ExcelBoardTable } from '../board/ExcelBoardTable';
import { SheetTable } from '../board/SheetTable';
import { useLiveBoard } from '../board/use-live-board';
import { excelApi } from '../excel-api';
import { CorrectionForm } from './CorrectionForm';
import { StationPicker } from './StationPicker';

export const loadAdminExcelDetail = (
  id: string,
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<ExcelAdminDetail>> =>
  loadCachedPage({
    key: `admin/excel/${id}`,
    schema: ExcelAdminDetail,
    cause,
    fetch: (quiet) => excelApi.adminDetail(id, quiet),
  });

const route = getRouteApi('/admin/excel/$id');

/** `/admin/excel/{id}`: the live board with its rounds, members, corrections and closing. */
export function AdminExcelDetailPage() {
  const page = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const online = useOnline();
  const board = useLiveBoard(page.data.board)!;
  const { session } = board;
  const open = session.status === 'OPEN';
  const [roundTitle, setRoundTitle] = useState('');
  const current = page.data.board.members.map((m) => m.stationUserId);
  const [picked, setPicked] = useState(current);
  useEffect(() => setPicked(page.data.board.members.map((m) => m.stationUserId)), [page.data.board.members]);
  const changedMembers = picked.join() !== current.join();

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      await router.invalidate();
    } catch {
      // The HTTP layer has said why.
    }
  };
  const nextRound = () =>
    run(async () => {
      await excelApi.nextRound(session.id, roundTitle);
      setRoundTitle('');
    });
  const close = async () => {
    if (
      !(await showConfirm('엑셀 방송을 끝낼까요? 끝난 뒤에는 집계와 정정을 할 수 없어요.', {
        title: '방송 종료',
      }))
    )
      return;
    await run(() => excelApi.close(session.id));
  };

  return (
    <Stack gap="5">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <HStack gap="2" minW="0">
          <Badge colorPalette={open ? 'red' : 'gray'}>{excelStatusNames[session.status]}</Badge>
          <Heading as="h1" size="xl" truncate>
            {session.title}
          </Heading>
        </HStack>
        <Button asChild size="sm" variant="ghost">
          <Link to="/admin/excel">목록으로</Link>
        </Button>
      </HStack>
      <ServiceNote service="soop" />
      {page.stale && <StaleMark savedAt={page.savedAt} />}
      <ExcelBoardTable board={board} />
      {open && (
        <Stack gap="3" borderWidth="1px" borderRadius="l3" bg="bg.panel" p="4">
          <Heading as="h2" size="md">
            진행
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Input
              size="sm"
              maxW="xs"
              aria-label="다음 라운드 제목"
              placeholder="다음 라운드 제목 (선택)"
              value={roundTitle}
              onChange={(e) => setRoundTitle(e.target.value)}
            />
            <Button size="sm" colorPalette="purple" disabled={!online} onClick={() => void nextRound()}>
              다음 라운드 시작
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              disabled={!online}
              onClick={() => void close()}
            >
              방송 종료
            </Button>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            다음 라운드를 시작하면 지금 라운드가 끝나고, 그 뒤에 들어온 별풍선은 새 라운드에 집계돼요.
          </Text>
          <Heading as="h3" size="sm" mt="2">
            멤버
          </Heading>
          <StationPicker stations={page.data.stations} picked={picked} onChange={setPicked} />
          <HStack justify="flex-end">
            <Button
              size="sm"
              variant="outline"
              disabled={!online || !changedMembers || picked.length === 0}
              onClick={() =>
                void run(() => excelApi.update(session.id, { title: session.title, stationUserIds: picked }))
              }
            >
              멤버 저장
            </Button>
          </HStack>
        </Stack>
      )}
      {open && board.members.length > 0 && (
        <CorrectionForm
          key={board.rounds.length}
          board={board}
          online={online}
          onDone={() => void router.invalidate()}
        />
      )}
      <Box>
        <Heading as="h2" size="md" mb="2">
          정정 기록
        </Heading>
        {page.data.corrections.length === 0 ? (
          <Text color="fg.muted">정정한 기록이 없어요.</Text>
        ) : (
          <SheetTable label="정정 기록">
            <thead>
              <tr>
                <th>시각</th>
                <th>멤버</th>
                <th>라운드</th>
                <th data-num>개수</th>
                <th>사유</th>
                <th>정정한 사람</th>
              </tr>
            </thead>
            <tbody>
              {page.data.corrections.map((c) => (
                <tr key={c.id}>
                  <td>{formatDateTime(c.createdAt)}</td>
                  <td>{c.memberNick}</td>
                  <td>{c.roundNo}R</td>
                  <Box as="td" data-num color={c.delta < 0 ? 'red.fg' : undefined}>
                    {c.delta > 0 ? `+${c.delta.toLocaleString('ko-KR')}` : c.delta.toLocaleString('ko-KR')}
                  </Box>
                  <td>{c.reason}</td>
                  <td>{c.byNickname}</td>
                </tr>
              ))}
            </tbody>
          </SheetTable>
        )}
      </Box>
    </Stack>
  );
}
