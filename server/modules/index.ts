import { alertModule } from './alert';
import { blacklistModule } from './blacklist';
import { blockModule } from './block';
import { boardModule } from './board';
import { drawModule } from './draw';
import { fileModule } from './file';
import { lotteryModule } from './lottery';
import { memberModule } from './member';
import { notificationModule } from './notification';
import { opsModule } from './ops';
import { pointModule } from './point';
import { pushModule } from './push';
import { rankModule } from './rank';
import { rewardModule } from './reward';
import { socialModule } from './social';
import { soopModule } from './soop';
import { storeModule } from './store';
import { userModule } from './user';

/**
 * Every domain module, registered in this order by `buildServer`. A module names the modules it
 * needs in its `dependencies`, and Fastify refuses to start when one of them comes later here.
 */
export const modules = [
  opsModule,
  pushModule,
  notificationModule,
  soopModule,
  fileModule,
  userModule,
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
  rewardModule,
  memberModule,
];
