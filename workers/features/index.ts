import { blockFeature } from './block';
import { boardFeature } from './board';
import type { Combined } from './feature';
import { keptViewsFeature } from './kept-views';
import { notificationFeature } from './notification';
import { pointFeature } from './point';
import { rankFeature } from './rank';
import { soopFeature } from './soop';
import { storeFeature } from './store';

/**
 * Every feature's worker side, once. Adding a synced collection is a folder beside these and a
 * line here; `schema.test.ts` keeps the collections within RxDB's free limit (13).
 */
export const workerFeatures = [
  boardFeature,
  notificationFeature,
  blockFeature,
  soopFeature,
  pointFeature,
  storeFeature,
  keptViewsFeature,
  rankFeature,
] as const;

type Features = typeof workerFeatures;
export type FeatureDocs = Combined<Features, 'docs'>;
export type FeatureHandlers = Combined<Features, 'handlers'>;
export type FeatureEvents = Combined<Features, 'events'>;
export type FeatureQueries = Combined<Features, 'queries'>;
