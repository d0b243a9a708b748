import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { showToast, useLinkFirst, useOnline } from '../../../app';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { ROULETTE_TABLE, type RouletteSeed, type RouletteSpin, RouletteState } from '../../../contract/draw';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { NEEDS_NETWORK } from '../../../lib/needs-network';
import { PrizeTable } from './PrizeTable';
import { RouletteWheel, turnFor } from './RouletteWheel';
import { rouletteApi } from './roulette-api';
import { SeedPanel } from './SeedPanel';
import { SpinHistory } from './SpinHistory';

/** The route's loader: the account's last answer at once (also offline), the server's after. */
export const loadRoulettePage = (cause: 'enter' | 'stay' | 'preload'): Promise<CachedPage<RouletteState>> =>
  loadCachedPage({ key: 'event/roulette', schema: RouletteState, cause, fetch: rouletteApi.state });

const route = getRouteApi('/main/event/roulette');

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const resultText = (spin: RouletteSpin) =>
  spin.prize > 0 ? `${ROULETTE_TABLE[spin.slot]?.label} 당첨!` : '꽝! 다음 기회에 도전해 보세요.';

/** `/event/roulette` (PRODUCT.md "Roulette"): the wheel, the prize table, the member's seeds and spins. */
export function RoulettePage() {
  const page = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const online = useOnline();
  const { seed, spunToday, dailyCap, cost, history } = page.data;
  const [rotation, setRotation] = useState(0);
  const [landing, setLanding] = useState<RouletteSpin | null>(null);
  const [shown, setShown] = useState<RouletteSpin | null>(null);
  const [sending, setSending] = useState(false);
  const [revealed, setRevealed] = useState<RouletteSeed | null>(null);
  const left = Math.max(dailyCap - spunToday, 0);
  const busy = sending || landing !== null;

  const stopped = (spin: RouletteSpin | null = landing) => {
    if (!spin) return;
    setLanding(null);
    setShown(spin);
    showToast({ type: spin.prize > 0 ? 'success' : 'info', title: resultText(spin) });
    void router.invalidate();
  };

  const linkFirst = useLinkFirst();
  const spin = async () => {
    if (!(await linkFirst())) return;
    setSending(true);
    setShown(null);
    try {
      const result = await rouletteApi.spin();
      setLanding(result.spin);
      setRotation((from) => turnFor(from, result.spin.slot));
      if (reducedMotion()) stopped(result.spin);
    } catch {
      // The HTTP layer has said why (포인트 부족, 오늘 횟수 끝).
    } finally {
      setSending(false);
    }
  };

  const rotate = async (clientSeed: string) => {
    const result = await rouletteApi.rotate(clientSeed);
    setRevealed(result.previous);
    showToast({ type: 'success', title: '시드를 교체했어요. 이전 서버 시드가 공개되었어요.' });
    await router.invalidate();
  };

  return (
    <Stack gap="5" maxW="5xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <Heading as="h1" size="xl">
        룰렛
      </Heading>
      {page.stale && <StaleMark savedAt={page.savedAt} />}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
        <Stack gap="4" borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: '4', md: '5' }}>
          <RouletteWheel rotation={rotation} instant={reducedMotion()} onStopped={() => stopped()} />
          <Text
            textAlign="center"
            fontWeight="semibold"
            minH="6"
            aria-live="polite"
            data-testid="spin-result"
          >
            {shown ? resultText(shown) : landing ? '돌아가는 중…' : ''}
          </Text>
          <Button
            size="lg"
            colorPalette="purple"
            onClick={() => void spin()}
            loading={sending}
            disabled={!online || busy || left === 0}
          >
            {cost.toLocaleString('ko-KR')}P로 돌리기
          </Button>
          <Text fontSize="sm" color="fg.muted" textAlign="center" data-testid="spins-left">
            오늘 {spunToday}/{dailyCap}회 · 남은 횟수 {left}회
          </Text>
          {!online && (
            <Text fontSize="sm" color="orange.fg" textAlign="center" role="status">
              {NEEDS_NETWORK}
            </Text>
          )}
        </Stack>
        <PrizeTable cost={cost} />
        <SeedPanel seed={seed} revealed={revealed} online={online} onRotate={rotate} />
        <SpinHistory spins={history} />
      </SimpleGrid>
    </Stack>
  );
}
