import fp from 'fastify-plugin';
import { createExcelAnnouncer } from './announcer';
import { excelRoutes } from './routes';
import { createExcelSessions } from './sessions';
import { signatureRoutes } from './signature-routes';
import { createExcelSignatures } from './signatures';

/**
 * Excel broadcasts (PRODUCT.md "Events on stream"): sessions whose boards count the balloons the
 * SOOP adapter reads for their members' stations, corrections by hand, signature numbers and the
 * excel rankings.
 */
export const excelModule = fp(
  async (app) => {
    const sessions = createExcelSessions(app.db);
    const announcer = createExcelAnnouncer(app, sessions);
    app.soopDonationFeed.subscribe(async (gifts) => announcer.counted(await sessions.record(gifts)));
    await app.register(excelRoutes(sessions, announcer));
    await app.register(signatureRoutes(createExcelSignatures(app.db)));
    app.addHook('onClose', async () => announcer.stop());
  },
  { name: 'excel', dependencies: ['database', 'broker', 'auth', 'soop'] },
);
