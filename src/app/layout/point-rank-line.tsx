import type { PointRankEntry } from '../../contract';
import { formatPoint } from '../../lib/point-format';
import { type RankLine, RankName } from './RankList';

/** A member's line on a points ranking (earned points, caught drop points): badge, name, points. */
export const pointRankLine = (entry: PointRankEntry): RankLine => ({
  key: entry.userUuid,
  position: entry.position,
  name: <RankName uuid={entry.userUuid} nickname={entry.nickname} />,
  value: formatPoint(entry.point),
});
