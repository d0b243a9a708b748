import { alertModule } from './alert';
import { auditModule } from './audit';
import { blacklistModule } from './blacklist';
import { blockModule } from './block';
import { bnetModule } from './bnet';
import { boardModule } from './board';
import { contactModule } from './contact';
import { crewModule } from './crew';
import { drawModule } from './draw';
import { dusanModule } from './dusan';
import { excelModule } from './excel';
import { fileModule } from './file';
import { gameModule } from './game';
import { gameMatchModule } from './game-match';
import { kartriderModule } from './kartrider';
import { liveLocationModule } from './live-location';
import { lotteryModule } from './lottery';
import { memberModule } from './member';
import { notificationModule } from './notification';
import { opsModule } from './ops';
import { pointModule } from './point';
import { pointDropModule } from './point-drop';
import { pushModule } from './push';
import { rankModule } from './rank';
import { rewardModule } from './reward';
import { servicesModule } from './services';
import { socialModule } from './social';
import { soopModule } from './soop';
import { soopChatModule } from './soop-chat';
import { starcraftModule } from './starcraft';
import { storeModule } from './store';
import { userModule } from './user';

/**
 * Every domain module, registered in this order by `buildServer`. A module names the modules it
 * needs in its `dependencies`, and Fastify refuses to start when one of them comes later here.
 */
export const modules = [
  opsModule,
  servicesModule,
  auditModule,
  pushModule,
  soopModule,
  fileModule,
  userModule,
  // After the user module: it checks that the member a staff notice names exists.
  notificationModule,
  socialModule,
  pointModule,
  blacklistModule,
  storeModule,
  alertModule,
  // Before the board: a blocked member's comments notify no one who blocked them.
  blockModule,
  boardModule,
  rankModule,
  drawModule,
  lotteryModule,
  pointDropModule,
  dusanModule,
  excelModule,
  rewardModule,
  memberModule,
  contactModule,
  soopChatModule,
  liveLocationModule,
  crewModule,
  gameModule,
  gameMatchModule,
  starcraftModule,
  bnetModule,
  kartriderModule,
];
