import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { z } from 'zod';
import { useOnline } from '../../../app';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { LotteryList, MyLotteryEntryList } from '../../../contract';
import { session } from '../../../data/http';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { NEEDS_NETWORK } from '../../../lib/needs-network';
import { lotteryApi } from '../lottery-api';
import { LotteryCard } from './LotteryCard';
import { LotteryResult } from './LotteryResult';
import { MyEntries } from './MyEntries';

const LotteryPageData = z.object({ lotteries: LotteryList, mine: MyLotteryEntryList.nullable() });
type LotteryPageData = z.infer<typeof LotteryPageData>;

/** The route's loader: the lotteries and, signed in, the member's entries, kept for reading offline. */
export const loadLotteryPage = (cause: 'enter' | 'stay' | 'preload'): Promise<CachedPage<LotteryPageData>> =>
  loadCachedPage({
    key: 'event/lottery',
    schema: LotteryPageData,
    cause,
    fetch: async (quiet) => {
      const signedIn = session.getSnapshot().user !== null;
      const [lotteries, mine] = await Promise.all([
        lotteryApi.list(quiet),
        signedIn ? lotteryApi.mine(quiet) : null,
      ]);
      return { lotteries, mine };
    },
  });

const route = getRouteApi('/main/event/lottery');

/** `/event/lottery`: the lotteries open now, the member's entries, and the results with their proof. */
export function LotteryPage() {
  const page = useCachedPage(route.useLoaderData());
  const online = useOnline();
  const all = page.data.lotteries.data;
  const running = all.filter((l) => l.status === 'OPEN' || l.status === 'UPCOMING');
  const results = all.filter((l) => l.status === 'CLOSED' || l.status === 'DRAWN');

  return (
    <Stack gap="6" maxW="5xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <Stack gap="1">
        <Heading as="h1" size="xl">
          복권
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          한 사람당 한 번 응모할 수 있어요. 응모가 끝나면 서버가 여러 명의 당첨자를 뽑고, 누구나 결과를 다시
          계산해 볼 수 있어요.
        </Text>
      </Stack>
      {page.stale && <StaleMark savedAt={page.savedAt} />}
      {!online && (
        <Text fontSize="sm" color="orange.fg" role="status" data-testid="lottery-offline">
          {NEEDS_NETWORK}
        </Text>
      )}

      <Stack gap="3" as="section" aria-labelledby="lottery-running">
        <Heading as="h2" size="md" id="lottery-running">
          진행 중인 복권
        </Heading>
        {running.length === 0 ? (
          <Text color="fg.muted">지금 진행 중인 복권이 없어요.</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {running.map((lottery) => (
              <LotteryCard key={lottery.id} lottery={lottery} online={online} />
            ))}
          </SimpleGrid>
        )}
      </Stack>

      {page.data.mine && <MyEntries entries={page.data.mine.entryList} />}

      <Stack gap="3" as="section" aria-labelledby="lottery-results">
        <Heading as="h2" size="md" id="lottery-results">
          추첨 결과
        </Heading>
        {results.length === 0 ? (
          <Text color="fg.muted">아직 추첨한 복권이 없어요.</Text>
        ) : (
          results.map((lottery) => <LotteryResult key={lottery.id} lottery={lottery} />)
        )}
      </Stack>
    </Stack>
  );
}
