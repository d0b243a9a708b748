import { getRouteApi, useRouterState } from '@tanstack/react-router';
import { ServiceNote } from '../../../app';
import { RankingLayout } from '../../../app/layout/RankingLayout';
import { type RankLine, RankName } from '../../../app/layout/RankList';
import { type RankPeriod, type SignatureRankEntry, SignatureRanking } from '../../../contract';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { excelApi } from '../excel-api';

export const loadSignatureRanking = (
  period: RankPeriod,
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<SignatureRanking>> =>
  loadCachedPage({
    key: `rank/signature?period=${period}`,
    schema: SignatureRanking,
    cause,
    fetch: (quiet) => excelApi.signatureRank(period, quiet),
  });

const route = getRouteApi('/main/rank/signature');

const lineOf = (entry: SignatureRankEntry): RankLine => ({
  key: entry.soopUserId,
  position: entry.position,
  name: <RankName uuid={entry.userUuid} nickname={entry.nickname} />,
  value: `${entry.signatures.toLocaleString('ko-KR')}번`,
});

/** `/rank/signature` (public): who set off members' signatures most often. */
export function SignatureRankPage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const navigate = route.useNavigate();
  const loading = useRouterState({ select: (state) => state.isLoading });
  return (
    <RankingLayout
      note={<ServiceNote service="soop" />}
      title="시그니처 랭킹"
      description="멤버의 시그니처 개수와 딱 맞게 별풍선을 선물해 시그니처를 터뜨린 횟수 순위예요."
      period={data.period}
      since={data.since}
      onPeriod={(period) => void navigate({ search: { period: period === 'week' ? undefined : period } })}
      lines={data.entries.map(lineOf)}
      me={null}
      meMissing="시그니처 개수는 시그니처 페이지에서 볼 수 있어요."
      stale={stale}
      savedAt={savedAt}
      loading={loading}
    />
  );
}
