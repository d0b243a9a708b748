import { alertModule } from './alert';
import { blockModule } from './block';
import { boardModule } from './board';
import { notificationModule } from './notification';
import { opsModule } from './ops';
import { pointModule } from './point';
import { pushModule } from './push';
import { soopModule } from './soop';
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
  userModule,
  pointModule,
  alertModule,
  boardModule,
  blockModule,
];
