import { Box, Button, Field, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { showToast } from '../../../app/toast/toaster';
import {
  apiPath,
  DreamTicket,
  DreamTicketInput,
  DreamTicketList,
  dreamTicketStatusNames,
} from '../../../contract';
import { http } from '../../../data/http';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { formatDateTime } from '../../../lib/time';

export const loadAdminDreamTickets = (
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<DreamTicketList>> =>
  loadCachedPage({
    key: 'admin/event/dream-ticket',
    schema: DreamTicketList,
    cause,
    fetch: (quiet) =>
      http.get(apiPath('adminDreamTickets'), { schema: DreamTicketList, suppressAlert: quiet }),
  });

const route = getRouteApi('/admin/event/dream-ticket');

/** A `datetime-local` value read as Seoul time. */
const seoulIso = (local: string) => (local ? `${local}:00+09:00` : '');

const FIELDS = [
  'title',
  'prize',
  'ticketPrice',
  'perMemberCap',
  'saleStartAt',
  'saleEndAt',
  'drawAt',
] as const;
type Form = Record<(typeof FIELDS)[number] | 'description', string>;
const EMPTY: Form = {
  title: '',
  prize: '',
  description: '',
  ticketPrice: '100',
  perMemberCap: '10',
  saleStartAt: '',
  saleEndAt: '',
  drawAt: '',
};

/** `/admin/event/dream-ticket`: offer a prize with its price, cap and times; see every draw. */
export function AdminDreamTicketPage() {
  const page = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const [form, setForm] = useState<Form>(EMPTY);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const set = (name: keyof Form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = DreamTicketInput.safeParse({
      ...form,
      ticketPrice: Number(form.ticketPrice),
      perMemberCap: Number(form.perMemberCap),
      saleStartAt: seoulIso(form.saleStartAt),
      saleEndAt: seoulIso(form.saleEndAt),
      drawAt: seoulIso(form.drawAt),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      setError({
        field,
        message: issue?.code === 'invalid_format' ? '날짜와 시각을 입력해 주세요.' : (issue?.message ?? ''),
      });
      return;
    }
    setError(null);
    setSending(true);
    try {
      await http.post(apiPath('adminDreamTickets'), { json: parsed.data, schema: DreamTicket });
      showToast({ type: 'success', title: '드림티켓을 열었어요.' });
      setForm(EMPTY);
      await router.invalidate();
    } catch {
      // The HTTP layer has said why.
    } finally {
      setSending(false);
    }
  };

  const field = (name: keyof Form, label: string, type = 'text') => (
    <Field.Root invalid={error?.field === name}>
      <Field.Label>{label}</Field.Label>
      <Input name={name} type={type} value={form[name]} onChange={set(name)} />
      {error?.field === name && <Field.ErrorText>{error.message}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        드림티켓 관리
      </Heading>
      {page.stale && <StaleMark savedAt={page.savedAt} />}
      <Box as="form" onSubmit={(e) => void submit(e)} borderWidth="1px" borderRadius="l3" bg="bg.panel" p="5">
        <Stack gap="3">
          <Heading as="h2" size="md">
            새 드림티켓
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {field('title', '제목')}
            {field('prize', '상품')}
            {field('ticketPrice', '티켓 가격 (P)', 'number')}
            {field('perMemberCap', '1인당 최대 장수', 'number')}
            {field('saleStartAt', '판매 시작 (한국 시간)', 'datetime-local')}
            {field('saleEndAt', '판매 종료 (한국 시간)', 'datetime-local')}
            {field('drawAt', '추첨 시각 (한국 시간)', 'datetime-local')}
          </SimpleGrid>
          <Field.Root>
            <Field.Label>설명</Field.Label>
            <Input name="description" value={form.description} onChange={set('description')} />
          </Field.Root>
          {error && !FIELDS.includes(error.field as (typeof FIELDS)[number]) && (
            <Text color="red.fg">{error.message}</Text>
          )}
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="purple" loading={sending}>
              드림티켓 열기
            </Button>
          </HStack>
        </Stack>
      </Box>
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
