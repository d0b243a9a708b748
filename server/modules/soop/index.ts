import fp from 'fastify-plugin';
import { servicesOf } from '../../config';
import { HttpError } from '../../lib/http-error';
import { registerSimulatorScope } from '../../lib/simulators';
import { createSoopClient, type SoopClient } from './client';
import { createDonationFeed, type DonationFeed } from './donation-feed';
import { createSoopPoller, type SoopPoller } from './poller';
import { createSoopRepository, type SoopRepository } from './repository';
import { soopRoutes } from './routes';
import { registerSimulator, SIMULATOR_PREFIX } from './simulator';
import { stationImageRoutes } from './station-images';
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
    const state = servicesOf(config).soop;
    app.decorate('soopRepository', createSoopRepository(db));
    const donationFeed = createDonationFeed(app.log);
    app.decorate('soopDonationFeed', donationFeed);
    let client: SoopClient | undefined;
    app.decorate('soop', () => {
      if (state === 'off') throw new HttpError(503, 'SOOP 연동이 설정되지 않은 서버입니다.');
      if (!client) throw new HttpError(503, '방송 플랫폼에 연결하는 중입니다. 잠시 후 다시 시도해 주세요.');
      return client;
    });
    if (state === 'off')
      app.log.info(
        'SOOP is off: SOOP_STATION_URL is not set, so stations, notices and balloons are not read',
      );
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
        onWentLive: app.pushLiveStart,
        onGifts: donationFeed.deliver,
      });
      if (config.soop.pollMs > 0 && state !== 'off') poller.start();
      return poller;
    });
    await app.register(soopRoutes);
    await app.register(stationImageRoutes, { simulated: state === 'simulated' });
    if (state === 'simulated') {
      await registerSimulatorScope(app, (scope) =>
        registerSimulator(scope, {
          tickMs: config.soop.simulatorTickMs,
          crew: () => db.select().from(crewStations),
        }),
      );
    }
  },
  { name: 'soop', dependencies: ['config', 'database', 'broker', 'auth', 'push'] },
);
