import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Config, servicesOf } from './config';
import type { Database } from './db/client';
import { modules } from './modules';
import type { SoopPoller } from './modules/soop/poller';
import { setPasswordCost } from './modules/user/password';
import { authPlugin } from './plugins/auth';
import { brokerPlugin } from './plugins/broker';
import { compressionPlugin } from './plugins/compression';
import { configPlugin } from './plugins/config';
import { databasePlugin } from './plugins/database';
import { installEndpoints } from './plugins/endpoints';
import {
  answerClientError,
  answerFrameworkError,
  installErrorHandling,
  serializeError,
} from './plugins/errors';
import { installInputGuard } from './plugins/input-guard';
import { installOriginCheck } from './plugins/origin';
import { installSecurityHeaders } from './plugins/security-headers';
import { serveClient } from './plugins/static';
import { writeLimitPlugin } from './plugins/write-limit';
import { seedDemo } from './seed/demo';
import { scheduleDemoPointDrop } from './seed/demo-drop';
import { ensureInitialAdmin } from './seed/initial-admin';
import type { Broker } from './stomp/broker';

export interface Server {
  app: FastifyInstance;
  broker: Broker;
  database: Database;
  /** Reads the streaming platform (or the simulator on `listenUrl`); call once listening. */
  startPlatformPolling(listenUrl: string): SoopPoller;
  /** Graceful: stop taking requests, close sockets, then the database. */
  close(): Promise<void>;
}

/**
 * Builds the whole server without listening: `main.ts` listens, tests listen on port 0. A feature
 * adds its module to `modules/index.ts`; nothing here changes.
 */
export async function buildServer(config: Config): Promise<Server> {
  const app = Fastify({
    // No log line ever carries SQL parameters (password hashes, personal data).
    logger: { level: config.logLevel, serializers: { err: serializeError } },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Opening the database runs its migrations, which on a busy machine outlast avvio's 10 s default.
    pluginTimeout: 0,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  setPasswordCost(config.passwordCost);
  installErrorHandling(app);
  installInputGuard(app);
  installOriginCheck(app);
  await installSecurityHeaders(app, { staticDir: config.staticDir, https: config.cookieSecure });
  await app.register(configPlugin, { config });
  await app.register(databasePlugin);
  await app.register(brokerPlugin);
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(authPlugin);
  await app.register(writeLimitPlugin);
  await installEndpoints(app, { apiDocs: config.apiDocs });
  for (const module of modules) await app.register(module);
  await serveClient(app, config.staticDir);
  if (config.seedDemo) {
    const events = config.seedDemoEvents;
    await seedDemo(app.db, app.log, { events });
    if (events) scheduleDemoPointDrop(app, config.demoDropDelayMs);
  }
  await ensureInitialAdmin(app.db, config, app.log);
  app.log.info(
    { mode: config.mode, services: servicesOf(config) },
    config.mode === 'production'
      ? 'production: no demo data, no simulator'
      : 'demo: demo data and simulators stand in for every service not configured (NODE_ENV=production for the product)',
  );
  await app.ready();

  let poller: SoopPoller | undefined;
  return {
    app,
    broker: app.broker,
    database: app.database,
    startPlatformPolling(listenUrl) {
      poller = app.startSoopPolling(listenUrl);
      return poller;
    },
    async close() {
      await poller?.stop();
      await app.close();
    },
  };
}
