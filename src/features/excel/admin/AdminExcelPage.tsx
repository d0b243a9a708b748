import { Badge, Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useOnline } from '../../../app';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { ExcelAdminList, ExcelSessionInput, excelStatusNames } from '../../../contract';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { formatDateTime } from '../../../lib/time';
import { excelApi } from '../excel-api';
import { StationPicker } from './StationPicker';

export const loadAdminExcel = (cause: 'enter' | 'stay' | 'preload'): Promise<CachedPage<ExcelAdminList>> =>
  loadCachedPage({ key: 'admin/excel', schema: ExcelAdminList, cause, fetch: excelApi.adminList });

const route = getRouteApi('/admin/excel');

/** `/admin/excel`: start an excel broadcast (title, members in board order) and open any session. */
export function AdminExcelPage() {
  const page = useCachedPage(route.useLoaderData());
  const navigate = useNavigate();
  const online = useOnline();
  const [title, setTitle] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ExcelSessionInput.safeParse({ title, stationUserIds: picked });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? '' });
      return;
    }
    setError(null);
    setSending(true);
    try {
      const session = await excelApi.create(parsed.data);
      await navigate({ to: '/admin/excel/$id', params: { id: session.id } });
    } catch {
      // The HTTP layer has said why.
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        엑셀 방송 관리
      </Heading>
      {page.stale && <StaleMark savedAt={page.savedAt} />}
      <Box as="form" onSubmit={(e) => void submit(e)} borderWidth="1px" borderRadius="l3" bg="bg.panel" p="5">
        <Stack gap="3">
          <Heading as="h2" size="md">
            새 엑셀 방송
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            만들면 1라운드가 바로 시작되고, 고른 멤버의 방송국에 들어오는 별풍선이 집계돼요. 누른 순서가
            현황판의 순서예요.
          </Text>
          <Field.Root invalid={error?.field === 'title'}>
            <Field.Label>제목</Field.Label>
            <Input
              name="title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              placeholder="예: 11월 엑셀 방송"
            />
            {error?.field === 'title' && <Field.ErrorText>{error.message}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={error?.field === 'stationUserIds'}>
            <Field.Label>멤버</Field.Label>
            <StationPicker stations={page.data.stations} picked={picked} onChange={setPicked} />
            {error?.field === 'stationUserIds' && <Field.ErrorText>{error.message}</Field.ErrorText>}
          </Field.Root>
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="purple" loading={sending} disabled={!online}>
              시작하기
            </Button>
          </HStack>
        </Stack>
      </Box>
      <Stack gap="2" data-testid="admin-excel-sessions">
        {page.data.sessions.length === 0 && <Text color="fg.muted">아직 엑셀 방송이 없어요.</Text>}
        {page.data.sessions.map((s) => (
          <HStack
            key={s.id}
            justify="space-between"
            gap="2"
            borderWidth="1px"
            borderRadius="l2"
            bg="bg.panel"
            p="3"
          >
            <HStack gap="2" minW="0">
              <Badge colorPalette={s.status === 'OPEN' ? 'red' : 'gray'}>{excelStatusNames[s.status]}</Badge>
              <Box minW="0">
                <Text fontWeight="semibold" truncate>
                  {s.title}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatDateTime(s.createdAt)} 시작
                </Text>
              </Box>
            </HStack>
            <Button asChild size="sm" variant="outline">
              <Link to="/admin/excel/$id" params={{ id: s.id }}>
                {s.status === 'OPEN' ? '진행하기' : '보기'}
              </Link>
            </Button>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
