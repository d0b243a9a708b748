import { Heading, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { showToast } from '../../../app';
import { type CreateField, CreateForm } from '../../../app/form/CreateForm';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { LotteryInput, LotteryList, lotteryStatusNames } from '../../../contract';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { formatDateTime, seoulLocalIso } from '../../../lib/time';
import { lotteryApi } from '../lottery-api';
import { entryCostLabel } from '../page/LotteryCard';

export const loadAdminLotteries = (cause: 'enter' | 'stay' | 'preload'): Promise<CachedPage<LotteryList>> =>
  loadCachedPage({ key: 'admin/event/lottery', schema: LotteryList, cause, fetch: lotteryApi.adminList });

const route = getRouteApi('/admin/event/lottery');

const FIELDS: readonly CreateField<keyof LotteryForm>[] = [
  { name: 'title', label: '제목' },
  { name: 'prize', label: '상품' },
  { name: 'entryCost', label: '응모 포인트 (0이면 무료)', type: 'number' },
  { name: 'winnerCount', label: '당첨 인원', type: 'number' },
  { name: 'startAt', label: '응모 시작 (한국 시간)', type: 'datetime-local' },
  { name: 'endAt', label: '응모 종료·추첨 (한국 시간)', type: 'datetime-local' },
  { name: 'posterUrl', label: '포스터 이미지 주소 (선택)', wide: true },
  { name: 'description', label: '설명', wide: true },
];
type LotteryForm = Record<
  'title' | 'prize' | 'entryCost' | 'winnerCount' | 'startAt' | 'endAt' | 'posterUrl' | 'description',
  string
>;
const EMPTY: LotteryForm = {
  title: '',
  prize: '',
  description: '',
  posterUrl: '',
  entryCost: '0',
  winnerCount: '3',
  startAt: '',
  endAt: '',
};

const parseLottery = (form: LotteryForm) =>
  LotteryInput.safeParse({
    ...form,
    entryCost: Number(form.entryCost),
    winnerCount: Number(form.winnerCount),
    startAt: seoulLocalIso(form.startAt),
    endAt: seoulLocalIso(form.endAt),
  });

/** `/admin/event/lottery`: open a lottery with its poster, price, winners and period; see every lottery. */
export function AdminLotteryPage() {
  const page = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const send = async (input: LotteryInput) => {
    await lotteryApi.create(input);
    showToast({ type: 'success', title: '복권을 열었어요.' });
    await router.invalidate();
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        복권 관리
      </Heading>
      {page.stale && <StaleMark savedAt={page.savedAt} />}
      <CreateForm
        title="새 복권"
        submitLabel="복권 열기"
        fields={FIELDS}
        empty={EMPTY}
        parse={parseLottery}
        send={send}
      />
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
