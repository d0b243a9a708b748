import type { ClientFeature } from '../../app';
import { PullToRefreshMount } from './PullToRefreshMount';

/** SPEC section 4: pull-to-refresh in the installed iOS app, on every page. */
export const pullToRefreshFeature = {
  name: 'pull-to-refresh',
  Mounted: PullToRefreshMount,
} satisfies ClientFeature;
