import { getRouteApi, useRouterState } from '@tanstack/react-router';
import { pointRankLine } from '../../../app/layout/point-rank-line';
import { RankingLayout } from '../../../app/layout/RankingLayout';
import { PointRanking, type RankPeriod } from '../../../contract';
import { loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { pointDropApi } from '../point-drop-api';

/** The route's loader, through the page cache: it opens offline from the account's last answer. */
export const loadPointDropRanking = (period: RankPeriod, cause: 'enter' | 'stay' | 'preload') =>
  loadCachedPage({
    key: `rank/point-drop?period=${period}`,
    schema: PointRanking,
    cause,
    fetch: (quiet) => pointDropApi.rank(period, quiet),
  });

const route = getRouteApi('/main/rank/point-drop');

/** `/rank/point-drop`: members by the points they caught from drops this week, this month or ever. */
export function PointDropRankPage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const navigate = route.useNavigate();
  const loading = useRouterState({ select: (state) => state.isLoading });
  return (
    <RankingLayout
      title="포인트 드롭 랭킹"
      description="포인트 드롭에서 받은 포인트의 합계 순위입니다."
      period={data.period}
      since={data.since}
      onPeriod={(period) => void navigate({ search: { period: period === 'week' ? undefined : period } })}
      lines={data.entries.map(pointRankLine)}
      me={data.me && pointRankLine(data.me)}
      meMissing="이 기간에 받은 드롭 포인트가 없습니다."
      stale={stale}
      savedAt={savedAt}
      loading={loading}
    />
  );
}
