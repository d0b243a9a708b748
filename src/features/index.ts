import type { ClientFeature } from '../app';
import { adminFeature } from './admin/feature';
import { appBridgeFeature } from './app-bridge/feature';
import { authFeature } from './auth/feature';
import { authNotFoundFeature } from './auth-not-found/feature';
import { boardFeature } from './board/feature';
import { checkInFeature } from './check-in/feature';
import { contactFeature } from './contact/feature';
import { crewFeature } from './crew/feature';
import { diagnosticsFeature } from './diagnostics/feature';
import { drawFeature } from './draw/feature';
import { dusanFeature } from './dusan/feature';
import { excelFeature } from './excel/feature';
import { gameFeature } from './game/feature';
import { homeFeature } from './home/feature';
import { kartriderFeature } from './kartrider/feature';
import { layoutOptionsFeature } from './layout-options/feature';
import { liveFeature } from './live/feature';
import { liveLocationFeature } from './live-location/feature';
import { lotteryFeature } from './lottery/feature';
import { memberFeature } from './member/feature';
import { notificationFeature } from './notification/feature';
import { pagesFeature } from './pages/feature';
import { pointFeature } from './point/feature';
import { pointDropFeature } from './point-drop/feature';
import { pullToRefreshFeature } from './pull-to-refresh/feature';
import { pushFeature } from './push/feature';
import { pwaFeature } from './pwa/feature';
import { rankFeature } from './rank/feature';
import { rankingFeature } from './ranking/feature';
import { rewardFeature } from './reward/feature';
import { settingsFeature } from './settings/feature';
import { soopFeature } from './soop/feature';
import { soopVodFeature } from './soop-vod/feature';
import { starcraftFeature } from './starcraft/feature';
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
  liveLocationFeature,
  crewFeature,
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
  pointDropFeature,
  excelFeature,
  dusanFeature,
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
  contactFeature,
  soopVodFeature,
  gameFeature,
  starcraftFeature,
  kartriderFeature,
] as const satisfies readonly ClientFeature[];
