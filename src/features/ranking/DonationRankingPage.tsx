import { Badge, Text } from '@chakra-ui/react';
import { getRouteApi, useRouterState } from '@tanstack/react-router';
import { ServiceNote } from '../../app';
import { RankingLayout } from '../../app/layout/RankingLayout';
import { type RankLine, RankName } from '../../app/layout/RankList';
import type { DonationRankEntry } from '../../contract';
import { useCachedPage } from '../../data/page-cache';

const route = getRouteApi('/main/rank/donation');

const lineOf = (entry: DonationRankEntry): RankLine => ({
  key: entry.soopUserId,
  position: entry.position,
  name: (
    <RankName uuid={entry.userUuid} nickname={entry.nickname}>
      {entry.userUuid ? (
        <Badge size="sm" colorPalette="purple" variant="subtle" flexShrink={0}>
          회원
        </Badge>
      ) : (
        <Text fontSize="xs" color="fg.subtle" truncate>
          {entry.soopUserId}
        </Text>
      )}
    </RankName>
  ),
  value: `${entry.balloons.toLocaleString('ko-KR')}개`,
});

/** /rank/donation: who gave the crew's stations the most balloons (별풍선), members and viewers alike. */
export function DonationRankingPage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const navigate = route.useNavigate();
  const loading = useRouterState({ select: (state) => state.isLoading });
  return (
    <RankingLayout
      note={<ServiceNote service="soop" />}
      title="별풍선 랭킹"
      description="크루 방송국에 선물한 별풍선 순위입니다. SOOP 계정을 연결한 회원은 닉네임으로 나옵니다."
      period={data.period}
      since={data.since}
      onPeriod={(period) => void navigate({ search: { period: period === 'week' ? undefined : period } })}
      lines={data.entries.map(lineOf)}
      me={data.me && lineOf(data.me)}
      meMissing="이 기간에 선물한 별풍선이 없습니다. SOOP 계정을 연결하면 내 순위가 나옵니다."
      stale={stale}
      savedAt={savedAt}
      loading={loading}
    />
  );
}

/** The route's loader, loaded with the page. */
export { loadDonationRanking } from './load-pages';
