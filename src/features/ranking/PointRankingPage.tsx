import { getRouteApi, useRouterState } from '@tanstack/react-router';
import { pointRankLine } from '../../app/layout/point-rank-line';
import { RankingLayout } from '../../app/layout/RankingLayout';
import { useCachedPage } from '../../data/page-cache';

const route = getRouteApi('/main/rank/point');

/** /rank/point: members by the points they earned this week, this month or ever. */
export function PointRankingPage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const navigate = route.useNavigate();
  const loading = useRouterState({ select: (state) => state.isLoading });
  return (
    <RankingLayout
      title="포인트 랭킹"
      description="출석, 글, 댓글, 받은 좋아요로 모은 포인트 순위입니다. 쓴 포인트는 빼지 않습니다."
      period={data.period}
      since={data.since}
      onPeriod={(period) => void navigate({ search: { period: period === 'week' ? undefined : period } })}
      lines={data.entries.map(pointRankLine)}
      me={data.me && pointRankLine(data.me)}
      meMissing="이 기간에 모은 포인트가 없습니다."
      stale={stale}
      savedAt={savedAt}
      loading={loading}
    />
  );
}

/** The route's loader, loaded with the page. */
export { loadPointRanking } from './load-pages';
