import { RANK_PERIODS } from '../contract/ranking-periods';
import { oneOf, searchOf } from './search-params';

/** `?period=month`: a ranking page's period (the default is this week), for every feature's rankings. */
export const parseRankingSearch = searchOf({ period: oneOf(RANK_PERIODS) });
