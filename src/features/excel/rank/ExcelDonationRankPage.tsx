import { getRouteApi, useRouterState } from '@tanstack/react-router';
import { ServiceNote } from '../../../app';
import { RankingLayout } from '../../../app/layout/RankingLayout';
import { type RankLine, RankName } from '../../../app/layout/RankList';
import { type DonationRankEntry, DonationRanking, type RankPeriod } from '../../../contract';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { formatBalloons } from '../board/balloons';
import { excelApi } from '../excel-api';

export const loadExcelDonationRanking = (
  period: RankPeriod,
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<DonationRanking>> =>
  loadCachedPage({
    key: `rank/excel-donation?period=${period}`,
    schema: DonationRanking,
    cause,
    fetch: (quiet) => excelApi.donationRank(period, quiet),
  });

const route = getRouteApi('/main/rank/excel-donation');

const lineOf = (entry: DonationRankEntry): RankLine => ({
  key: entry.soopUserId,
  position: entry.position,
  name: <RankName uuid={entry.userUuid} nickname={entry.nickname} />,
  value: formatBalloons(entry.balloons),
});

/** `/rank/excel-donation`: who gave the most balloons counted on excel boards. */
export function ExcelDonationRankPage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const navigate = route.useNavigate();
  const loading = useRouterState({ select: (state) => state.isLoading });
  return (
    <RankingLayout
      note={<ServiceNote service="soop" />}
      title="엑셀 별풍선 랭킹"
      description="엑셀 방송 현황판에 집계된 별풍선을 선물한 순위예요."
      period={data.period}
      since={data.since}
      onPeriod={(period) => void navigate({ search: { period: period === 'week' ? undefined : period } })}
      lines={data.entries.map(lineOf)}
      me={data.me && lineOf(data.me)}
      meMissing="이 기간에 엑셀 방송에 선물한 별풍선이 없어요. SOOP 계정을 연결하면 내 순위가 나와요."
      stale={stale}
      savedAt={savedAt}
      loading={loading}
    />
  );
}
