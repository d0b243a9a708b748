import type { Config } from './config';
import type { Db } from './db/client';
import type { Publisher } from './lib/publisher';
import type { PushSender } from './modules/push/sender';
import type { SoopClient } from './modules/soop/client';

/** What every domain module is given: no module reaches into another's tables except through these. */
export interface Deps {
  db: Db;
  publisher: Publisher;
  config: Config;
  push: PushSender;
  vapidPublicKey: string;
  /** The platform reader; available once the server listens (the simulator is on its port). */
  soop(): SoopClient;
}
