import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { showToast } from '../../../app';
import { type CreateField, CreateForm } from '../../../app/form/CreateForm';
import { StaleMark } from '../../../app/runtime/StaleMark';
import {
  dreamTicketEndpoints as api,
  DreamTicketInput,
  DreamTicketList,
  dreamTicketStatusNames,
} from '../../../contract';
import { http } from '../../../data/http';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { formatDateTime, seoulLocalIso } from '../../../lib/time';

export const loadAdminDreamTickets = (
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<DreamTicketList>> =>
  loadCachedPage({
    key: 'admin/event/dream-ticket',
    schema: DreamTicketList,
    cause,
    fetch: (quiet) => http.call(api.adminList, {}, { suppressAlert: quiet }),
  });

const route = getRouteApi('/admin/event/dream-ticket');

type DreamTicketForm = Record<
  'title' | 'prize' | 'ticketPrice' | 'perMemberCap' | 'saleStartAt' | 'saleEndAt' | 'drawAt' | 'description',
  string
>;
const FIELDS: readonly CreateField<keyof DreamTicketForm>[] = [
  { name: 'title', label: '제목' },
  { name: 'prize', label: '상품' },
  { name: 'ticketPrice', label: '티켓 가격 (P)', type: 'number' },
  { name: 'perMemberCap', label: '1인당 최대 장수', type: 'number' },
  { name: 'saleStartAt', label: '판매 시작 (한국 시간)', type: 'datetime-local' },
  { name: 'saleEndAt', label: '판매 종료 (한국 시간)', type: 'datetime-local' },
  { name: 'drawAt', label: '추첨 시각 (한국 시간)', type: 'datetime-local' },
  { name: 'description', label: '설명', wide: true },
];
const EMPTY: DreamTicketForm = {
  title: '',
  prize: '',
  description: '',
  ticketPrice: '100',
  perMemberCap: '10',
  saleStartAt: '',
  saleEndAt: '',
  drawAt: '',
};

const parseDreamTicket = (form: DreamTicketForm) =>
  DreamTicketInput.safeParse({
    ...form,
    ticketPrice: Number(form.ticketPrice),
    perMemberCap: Number(form.perMemberCap),
    saleStartAt: seoulLocalIso(form.saleStartAt),
    saleEndAt: seoulLocalIso(form.saleEndAt),
    drawAt: seoulLocalIso(form.drawAt),
  });

/** `/admin/event/dream-ticket`: offer a prize with its price, cap and times; see every draw. */
export function AdminDreamTicketPage() {
  const page = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const send = async (input: DreamTicketInput) => {
    await http.call(api.create, { body: input });
    showToast({ type: 'success', title: '드림티켓을 열었어요.' });
    await router.invalidate();
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        드림티켓 관리
      </Heading>
      {page.stale && <StaleMark savedAt={page.savedAt} />}
      <CreateForm
        title="새 드림티켓"
        submitLabel="드림티켓 열기"
        fields={FIELDS}
        empty={EMPTY}
        parse={parseDreamTicket}
        send={send}
      />
      <Stack gap="2" data-testid="admin-dream-tickets">
        {page.data.data.map((t) => (
          <HStack
            key={t.id}
            borderWidth="1px"
            borderRadius="l2"
            bg="bg.panel"
            p="3"
            justify="space-between"
            flexWrap="wrap"
          >
            <Stack gap="0">
              <Text fontWeight="semibold">{t.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                {dreamTicketStatusNames[t.status]} · {t.ticketCount.toLocaleString('ko-KR')}장 · 추첨{' '}
                {formatDateTime(t.drawAt)}
                {t.winner ? ` · 당첨 ${t.winner.nickname}` : ''}
              </Text>
            </Stack>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
