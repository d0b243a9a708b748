import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../src/contract';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { crewStations } from './db/schema';
import type { Deps } from './deps';
import { HttpError } from './lib/http-error';
import { alertRoutes } from './modules/alert/routes';
import { blockRoutes } from './modules/block/routes';
import { boardRoutes } from './modules/board/board-routes';
import { commentRoutes } from './modules/board/comment-routes';
import { likeRoutes } from './modules/board/like-routes';
import { postRoutes } from './modules/board/post-routes';
import { notificationRoutes } from './modules/notification/routes';
import { opsRoutes } from './modules/ops/routes';
import { pushLiveStart } from './modules/push/live-start';
import { pushRoutes } from './modules/push/routes';
import { createPushSender } from './modules/push/sender';
import { loadVapidKeys } from './modules/push/vapid';
import { createSoopClient, type SoopClient } from './modules/soop/client';
import { createSoopPoller, type SoopPoller } from './modules/soop/poller';
import { soopRoutes } from './modules/soop/routes';
import { registerSimulator, SIMULATOR_PREFIX } from './modules/soop/simulator';
import { accountRoutes } from './modules/user/account-routes';
import { afreecatvLinkRoutes } from './modules/user/afreecatv-link-routes';
import { boardRoleRoutes } from './modules/user/board-role-routes';
import { findSession } from './modules/user/sessions';
import { settingRoutes } from './modules/user/setting-routes';
import { userTableRoutes } from './modules/user/user-table-routes';
import { authPlugin } from './plugins/auth';
import { installErrorHandling } from './plugins/errors';
import { installOriginCheck } from './plugins/origin';
import { serveClient } from './plugins/static';
import { seedDemo } from './seed/demo';
import { type Broker, createBroker } from './stomp/broker';

export interface Server {
  app: FastifyInstance;
  broker: Broker;
  database: Database;
  /** Reads the streaming platform (or the simulator on `listenUrl`); call once listening. */
  startPlatformPolling(listenUrl: string): SoopPoller;
  /** Graceful: stop taking requests, close sockets, then the database. */
  close(): Promise<void>;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Builds the whole server without listening: `main.ts` listens, tests listen on port 0. */
export async function buildServer(config: Config): Promise<Server> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    // The message is enough: pg's error carries its whole client, which the log would print.
    onIdleError: (err) => app.log.warn({ error: err.message }, 'database connection lost'),
  });
  const broker = createBroker({
    logger: app.log,
    redisUrl: config.redisUrl,
    channel: config.busChannel,
    authenticate: async (req) => {
      const sid = readCookie(req.headers.cookie, SESSION_COOKIE);
      const session = sid ? await findSession(database.db, sid) : null;
      return session && { uuid: session.user.uuid, sessionId: session.idHash, roles: session.user.roles };
    },
  });
  let soopClient: SoopClient | undefined;
  const vapid = await loadVapidKeys(database.db);
  const deps: Deps = {
    db: database.db,
    publisher: broker,
    config,
    vapidPublicKey: vapid.publicKey,
    push: createPushSender({ db: database.db, vapid, subject: config.pushSubject, log: app.log }),
    soop: () => {
      if (!soopClient)
        throw new HttpError(503, '방송 플랫폼에 연결하는 중입니다. 잠시 후 다시 시도해 주세요.');
      return soopClient;
    },
  };

  installErrorHandling(app);
  installOriginCheck(app);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(authPlugin, { db: database.db });
  for (const routes of [
    opsRoutes,
    accountRoutes,
    afreecatvLinkRoutes,
    userTableRoutes,
    settingRoutes,
    alertRoutes,
    boardRoleRoutes,
    boardRoutes,
    postRoutes,
    likeRoutes,
    commentRoutes,
    notificationRoutes,
    blockRoutes,
    soopRoutes,
    pushRoutes,
  ]) {
    await app.register(async (scope) => routes(scope, deps));
  }
  if (!config.soop.stationUrl) {
    await app.register(async (scope) =>
      registerSimulator(scope, {
        tickMs: config.soop.simulatorTickMs,
        crew: () => database.db.select().from(crewStations),
      }),
    );
  }
  await serveClient(app, config.staticDir);
  if (config.seedDemo) await seedDemo(database.db, app.log);
  await app.ready();
  await broker.ready();
  broker.attach(app.server);

  let poller: SoopPoller | undefined;
  return {
    app,
    broker,
    database,
    startPlatformPolling(listenUrl) {
      const simulator = `${listenUrl}${SIMULATOR_PREFIX}`;
      soopClient = createSoopClient({
        stationBaseUrl: config.soop.stationUrl ?? simulator,
        boardBaseUrl: config.soop.boardUrl ?? simulator,
        timeoutMs: config.soop.timeoutMs,
      });
      poller = createSoopPoller({
        db: database.db,
        publisher: broker,
        client: soopClient,
        log: app.log,
        intervalMs: config.soop.pollMs,
        onWentLive: (station) => pushLiveStart(deps, station),
      });
      if (config.soop.pollMs > 0) poller.start();
      return poller;
    },
    async close() {
      await poller?.stop();
      await broker.close();
      await app.close();
      await database.close();
    },
  };
}
