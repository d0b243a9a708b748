import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error';
import { pushLiveStart } from '../push/live-start';
import { createSoopClient, type SoopClient } from './client';
import { createDonationFeed, type DonationFeed } from './donation-feed';
import { createSoopPoller, type SoopPoller } from './poller';
import { createSoopRepository, type SoopRepository } from './repository';
import { soopRoutes } from './routes';
import { registerSimulator, SIMULATOR_PREFIX } from './simulator';
import { crewStations } from './tables';

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform reader; available once the server listens (the simulator is on its port). */
    soop(): SoopClient;
    /** Starts reading the platform (or the simulator on `listenUrl`); call once listening. */
    startSoopPolling(listenUrl: string): SoopPoller;
    soopRepository: SoopRepository;
    /** Every balloon gift the adapter reads, for the modules that count them. */
    soopDonationFeed: DonationFeed;
  }
}

/** SOOP (AfreecaTV): the crew's stations and notices, the poller that reads them, the simulator. */
export const soopModule = fp(
  async (app) => {
    const { config, db } = app;
    app.decorate('soopRepository', createSoopRepository(db));
    const donationFeed = createDonationFeed(app.log);
    app.decorate('soopDonationFeed', donationFeed);
    let client: SoopClient | undefined;
    app.decorate('soop', () => {
      if (!client) throw new HttpError(503, '방송 플랫폼에 연결하는 중입니다. 잠시 후 다시 시도해 주세요.');
      return client;
    });
    app.decorate('startSoopPolling', (listenUrl: string) => {
      const simulator = `${listenUrl}${SIMULATOR_PREFIX}`;
      client = createSoopClient({
        stationBaseUrl: config.soop.stationUrl ?? simulator,
        boardBaseUrl: config.soop.boardUrl ?? simulator,
        chatBaseUrl: config.soop.chatUrl ?? (config.soop.stationUrl ? null : simulator),
        timeoutMs: config.soop.timeoutMs,
      });
      const poller = createSoopPoller({
        db,
        publisher: app.publisher,
        client,
        log: app.log,
        intervalMs: config.soop.pollMs,
        onWentLive: (station) => pushLiveStart(app, station),
        onGifts: donationFeed.deliver,
      });
      if (config.soop.pollMs > 0) poller.start();
      return poller;
    });
    await app.register(soopRoutes);
    if (!config.soop.stationUrl) {
      await app.register(async (scope) =>
        registerSimulator(scope, {
          tickMs: config.soop.simulatorTickMs,
          crew: () => db.select().from(crewStations),
        }),
      );
    }
  },
  { name: 'soop', dependencies: ['config', 'database', 'broker', 'auth', 'push'] },
);
