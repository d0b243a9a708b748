import type { ClientFeature } from '../app';
import { adminFeature } from './admin/feature';
import { appBridgeFeature } from './app-bridge/feature';
import { authFeature } from './auth/feature';
import { authNotFoundFeature } from './auth-not-found/feature';
import { boardFeature } from './board/feature';
import { checkInFeature } from './check-in/feature';
import { diagnosticsFeature } from './diagnostics/feature';
import { drawFeature } from './draw/feature';
import { homeFeature } from './home/feature';
import { layoutOptionsFeature } from './layout-options/feature';
import { liveFeature } from './live/feature';
import { lotteryFeature } from './lottery/feature';
import { memberFeature } from './member/feature';
import { notificationFeature } from './notification/feature';
import { pagesFeature } from './pages/feature';
import { pointFeature } from './point/feature';
import { pullToRefreshFeature } from './pull-to-refresh/feature';
import { pushFeature } from './push/feature';
import { pwaFeature } from './pwa/feature';
import { rankFeature } from './rank/feature';
import { rankingFeature } from './ranking/feature';
import { rewardFeature } from './reward/feature';
import { settingsFeature } from './settings/feature';
import { soopFeature } from './soop/feature';
import { storeFeature } from './store/feature';
import { userFeature } from './user/feature';

/**
 * Every feature of the client, each declared in its folder's `feature.ts` (`ClientFeature` in
 * src/app/feature.ts). The shell reads this list for routes, menus, slots and runtime hooks;
 * adding a feature is its folder and one line here. The order is the order hooks run in.
 */
export const features = [
  homeFeature,
  liveFeature,
  boardFeature,
  notificationFeature,
  userFeature,
  pointFeature,
  storeFeature,
  rankingFeature,
  checkInFeature,
  rewardFeature,
  drawFeature,
  lotteryFeature,
  rankFeature,
  settingsFeature,
  soopFeature,
  authFeature,
  pagesFeature,
  pwaFeature,
  adminFeature,
  pushFeature,
  appBridgeFeature,
  memberFeature,
  diagnosticsFeature,
  layoutOptionsFeature,
  pullToRefreshFeature,
  authNotFoundFeature,
] as const satisfies readonly ClientFeature[];
