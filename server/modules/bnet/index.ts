import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { servicesOf } from '../../config';
import { registerSimulatorScope } from '../../lib/simulators';
import { type BnetClient, createBnetClient } from './client';
import { createBnetRecords } from './records';
import { bnetRoutes } from './routes';
import { BNET_SIMULATOR_PREFIX, registerBnetSimulator, SIMULATED_LEADERBOARD } from './simulator';

/**
 * battle.net records of the crew's StarCraft accounts (`/starcraft/bnet`), read through the game's
 * web API (`BNET_URL`) or, unset, the simulator served on this server's own port.
 */
export const bnetModule = fp(
  async (app) => {
    const { bnet } = app.config;
    const state = servicesOf(app.config).bnet;
    let client: BnetClient | null = null;
    if (state === 'live' && bnet.url) {
      client = createBnetClient({
        baseUrl: bnet.url,
        leaderboardId: bnet.leaderboardId,
        timeoutMs: bnet.timeoutMs,
      });
    } else if (state === 'simulated') {
      // The simulator's address is known once the server listens.
      app.addHook('onListen', async () => {
        const { port } = app.server.address() as AddressInfo;
        client = createBnetClient({
          baseUrl: `http://127.0.0.1:${port}${BNET_SIMULATOR_PREFIX}`,
          leaderboardId: SIMULATED_LEADERBOARD,
          timeoutMs: bnet.timeoutMs,
        });
      });
      await registerSimulatorScope(app, registerBnetSimulator);
    } else {
      app.log.info('battle.net is off: BNET_URL is not set, so ladder records are not read');
    }
    const records = createBnetRecords({
      db: app.db,
      client: () => client,
      refreshMs: bnet.refreshMs,
      log: app.log,
    });
    await app.register(bnetRoutes(records));
  },
  { name: 'bnet', dependencies: ['config', 'database', 'auth'] },
);
