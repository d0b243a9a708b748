import { Box, Button, Field, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { showToast } from '../../../app/toast/toaster';
import { LotteryInput, LotteryList, lotteryStatusNames } from '../../../contract';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { formatDateTime } from '../../../lib/time';
import { lotteryApi } from '../lottery-api';
import { entryCostLabel } from '../page/LotteryCard';

export const loadAdminLotteries = (cause: 'enter' | 'stay' | 'preload'): Promise<CachedPage<LotteryList>> =>
  loadCachedPage({ key: 'admin/event/lottery', schema: LotteryList, cause, fetch: lotteryApi.adminList });

const route = getRouteApi('/admin/event/lottery');

/** A `datetime-local` value read as Seoul time. */
const seoulIso = (local: string) => (local ? `${local}:00+09:00` : '');

const FIELDS = ['title', 'prize', 'posterUrl', 'entryCost', 'winnerCount', 'startAt', 'endAt'] as const;
type Form = Record<(typeof FIELDS)[number] | 'description', string>;
const EMPTY: Form = {
  title: '',
  prize: '',
  description: '',
  posterUrl: '',
  entryCost: '0',
  winnerCount: '3',
  startAt: '',
  endAt: '',
};

/** `/admin/event/lottery`: open a lottery with its poster, price, winners and period; see every lottery. */
export function AdminLotteryPage() {
  const page = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const [form, setForm] = useState<Form>(EMPTY);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const set = (name: keyof Form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = LotteryInput.safeParse({
      ...form,
      entryCost: Number(form.entryCost),
      winnerCount: Number(form.winnerCount),
      startAt: seoulIso(form.startAt),
      endAt: seoulIso(form.endAt),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({
        field: String(issue?.path[0] ?? ''),
        message: issue?.code === 'invalid_format' ? '날짜와 시각을 입력해 주세요.' : (issue?.message ?? ''),
      });
      return;
    }
    setError(null);
    setSending(true);
    try {
      await lotteryApi.create(parsed.data);
      showToast({ type: 'success', title: '복권을 열었어요.' });
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
        복권 관리
      </Heading>
      {page.stale && <StaleMark savedAt={page.savedAt} />}
      <Box as="form" onSubmit={(e) => void submit(e)} borderWidth="1px" borderRadius="l3" bg="bg.panel" p="5">
        <Stack gap="3">
          <Heading as="h2" size="md">
            새 복권
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {field('title', '제목')}
            {field('prize', '상품')}
            {field('entryCost', '응모 포인트 (0이면 무료)', 'number')}
            {field('winnerCount', '당첨 인원', 'number')}
            {field('startAt', '응모 시작 (한국 시간)', 'datetime-local')}
            {field('endAt', '응모 종료·추첨 (한국 시간)', 'datetime-local')}
          </SimpleGrid>
          {field('posterUrl', '포스터 이미지 주소 (선택)')}
          <Field.Root>
            <Field.Label>설명</Field.Label>
            <Input name="description" value={form.description} onChange={set('description')} />
          </Field.Root>
          {error && !FIELDS.includes(error.field as (typeof FIELDS)[number]) && (
            <Text color="red.fg">{error.message}</Text>
          )}
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="purple" loading={sending}>
              복권 열기
            </Button>
          </HStack>
        </Stack>
      </Box>
      <Stack gap="2" data-testid="admin-lotteries">
        {page.data.data.length === 0 && <Text color="fg.muted">아직 연 복권이 없어요.</Text>}
        {page.data.data.map((l) => (
          <Stack key={l.id} gap="0" borderWidth="1px" borderRadius="l2" bg="bg.panel" p="3">
            <Text fontWeight="semibold">{l.title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {lotteryStatusNames[l.status]} · {entryCostLabel(l.entryCost)} · 응모{' '}
              {l.entryCount.toLocaleString('ko-KR')}명 · 당첨 {l.winnerCount}명 · 추첨{' '}
              {formatDateTime(l.endAt)}
            </Text>
            {l.winners.length > 0 && (
              <Text fontSize="sm">당첨: {l.winners.map((w) => w.nickname).join(', ')}</Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
