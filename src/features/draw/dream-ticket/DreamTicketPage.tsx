import { Badge, Button, Field, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { showToast, useLinkFirst, useOnline, useSession } from '../../../app';
import { StaleMark } from '../../../app/runtime/StaleMark';
import {
  type DreamTicket,
  DreamTicketCountEvent,
  DreamTicketDetail,
  DreamTicketWinnerEvent,
  dreamTicketStatusNames,
  topics,
} from '../../../contract';
import { raffleWinners } from '../../../contract/fairness';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { useCatchUpReads, useTopic } from '../../../data/use-topic';
import { NEEDS_NETWORK } from '../../../lib/needs-network';
import { formatDateTime } from '../../../lib/time';
import { type Recomputed, VerifyPanel } from '../VerifyPanel';
import { dreamTicketApi } from './dream-ticket-api';

export const loadDreamTicketPage = (
  id: string,
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<DreamTicketDetail>> =>
  loadCachedPage({
    key: `event/dream-ticket/${id}`,
    schema: DreamTicketDetail,
    cause,
    fetch: (quiet) => dreamTicketApi.detail(id, quiet),
  });

const route = getRouteApi('/main/event/dream-ticket/$id');

function DrawVerify({ ticket }: { ticket: DreamTicket }) {
  const [entries, setEntries] = useState<string[] | null>(null);
  useEffect(() => {
    dreamTicketApi.entries(ticket.id).then(
      (r) => setEntries(r.entries),
      () => setEntries(null),
    );
  }, [ticket.id]);
  const recompute = useCallback(
    async (values: Record<string, string>): Promise<Recomputed> => {
      const [winner] = await raffleWinners(values.serverSeed ?? '', entries ?? [], 1);
      return { outcome: winner ?? '당첨 없음', announced: ticket.winner?.ticketId ?? '당첨 없음' };
    },
    [entries, ticket.winner],
  );
  if (!ticket.serverSeed || entries === null) return null;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        참가 티켓 {entries.length.toLocaleString('ko-KR')}장의 번호를 정렬한 목록이 추첨의 공개 입력이에요.
      </Text>
      <VerifyPanel
        recompute={recompute}
        fields={[
          { name: 'serverSeed', label: '서버 시드 (추첨 후 공개)', value: ticket.serverSeed },
          { name: 'serverSeedHash', label: '서버 시드 해시 (미리 공개)', value: ticket.serverSeedHash },
        ]}
      />
    </Stack>
  );
}

/** `/event/dream-ticket/{id}`: the prize, the live count, buying tickets, and the winner with its proof. */
export function DreamTicketPage() {
  const page = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const online = useOnline();
  const { user } = useSession();
  const [ticket, setTicket] = useState(page.data.ticket);
  const [myTickets, setMyTickets] = useState(page.data.myTickets);
  const [count, setCount] = useState('1');
  const [sending, setSending] = useState(false);
  useEffect(() => {
    setTicket(page.data.ticket);
    setMyTickets(page.data.myTickets);
  }, [page.data]);

  useTopic(topics.dreamTicket(ticket.id), DreamTicketCountEvent, (event) => {
    setTicket((t) => ({ ...t, ticketCount: event.ticketCount }));
  });
  useTopic(topics.dreamTicketWinner(ticket.id), DreamTicketWinnerEvent, (event) => {
    setTicket(event.ticket);
  });
  // Tickets bought, or a draw made, before the topics took hold are never published again.
  useCatchUpReads(ticket.id, () => void router.invalidate());

  const linkFirst = useLinkFirst();
  const buy = async () => {
    if (!(await linkFirst())) return;
    setSending(true);
    try {
      const result = await dreamTicketApi.buy(ticket.id, Number(count));
      setMyTickets(result.myTickets);
      setTicket((t) => ({ ...t, ticketCount: result.ticketCount }));
      showToast({ type: 'success', title: `티켓 ${count}장을 샀어요.` });
      void router.invalidate();
    } catch {
      // The HTTP layer has said why (포인트 부족, 1인당 최대 장수, 판매 기간).
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="5" maxW="4xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <HStack gap="3" flexWrap="wrap">
        <Badge colorPalette={ticket.status === 'ON_SALE' ? 'purple' : 'gray'}>
          {dreamTicketStatusNames[ticket.status]}
        </Badge>
        <Heading as="h1" size="xl">
          {ticket.title}
        </Heading>
      </HStack>
      {page.stale && <StaleMark savedAt={page.savedAt} />}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
        <Stack gap="2" borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: '4', md: '5' }}>
          <Text fontWeight="semibold">상품: {ticket.prize}</Text>
          {ticket.description && <Text whiteSpace="pre-wrap">{ticket.description}</Text>}
          <Text fontSize="sm" color="fg.muted">
            판매 {formatDateTime(ticket.saleStartAt)} ~ {formatDateTime(ticket.saleEndAt)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            추첨 {formatDateTime(ticket.drawAt)} · 1장 {ticket.ticketPrice.toLocaleString('ko-KR')}P · 1인당
            최대 {ticket.perMemberCap}장
          </Text>
          <Text fontSize="2xl" fontWeight="bold" data-testid="ticket-count" aria-live="polite">
            {ticket.ticketCount.toLocaleString('ko-KR')}장 판매
          </Text>
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
            서버 시드 해시: {ticket.serverSeedHash}
          </Text>
        </Stack>
        <Stack gap="3" borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: '4', md: '5' }}>
          {ticket.status === 'DRAWN' ? (
            <Text fontSize="lg" fontWeight="semibold" data-testid="dream-winner">
              {ticket.winner ? `당첨자: ${ticket.winner.nickname}` : '참가한 티켓이 없어 당첨자가 없어요.'}
            </Text>
          ) : user ? (
            <>
              <Text data-testid="my-tickets">내 티켓 {myTickets}장</Text>
              <Field.Root>
                <Field.Label>살 장수</Field.Label>
                <HStack w="full">
                  <Input
                    name="count"
                    type="number"
                    min={1}
                    max={ticket.perMemberCap}
                    value={count}
                    onChange={(e) => setCount(e.target.value)}
                  />
                  <Button
                    colorPalette="purple"
                    onClick={() => void buy()}
                    loading={sending}
                    disabled={!online || ticket.status !== 'ON_SALE'}
                    flexShrink="0"
                  >
                    티켓 사기
                  </Button>
                </HStack>
              </Field.Root>
              {!online && (
                <Text fontSize="sm" color="orange.fg" role="status">
                  {NEEDS_NETWORK}
                </Text>
              )}
            </>
          ) : (
            <Text color="fg.muted">로그인하면 티켓을 살 수 있어요.</Text>
          )}
          {ticket.status === 'DRAWN' && <DrawVerify ticket={ticket} />}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
