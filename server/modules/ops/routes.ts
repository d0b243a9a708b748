import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  apiRoutes,
  CLIENT_ERROR_BODY_MAX,
  ClientErrorReport,
  PageViewReport,
  product,
} from '../../../src/contract';
import { parseInput } from '../../lib/http-error';
import { assertRate } from '../../plugins/write-limit/rate';
import { recordPageView } from './page-views';

export async function opsRoutes(app: FastifyInstance) {
  const { db, publisher } = app;
  app.get(apiRoutes.health, async (_req, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'UP' };
    } catch (err) {
      app.log.error({ err }, 'health check failed');
      return reply.code(503).send({ status: 'DOWN' });
    }
  });

  app.get(apiRoutes.activeSockets, async () => ({ count: publisher.activeSessions() }));

  app.get(apiRoutes.version, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { version: product.version };
  });

  // Anyone may report (a crash before sign-in too), so each address gets a budget and a size cap:
  // the log must not become a free disk.
  app.post(apiRoutes.logError, { bodyLimit: CLIENT_ERROR_BODY_MAX }, async (req) => {
    const report = parseInput(ClientErrorReport, req.body);
    await assertRate(db, 'clientError', req.ip, app.config.writeLimitScale);
    const auth = await req.auth();
    req.log.warn(
      { clientError: report, user: auth?.user.uuid ?? null, deviceId: req.deviceId },
      'client error',
    );
    return { result: true };
  });

  app.post(apiRoutes.logPageView, async (req) => {
    const report = parseInput(PageViewReport, req.body);
    const auth = await req.auth();
    // No address: the client hung up (a closed tab) and the row could not be rate-limited by it.
    if (!req.ip) return { result: false };
    await recordPageView(db, report, {
      userUuid: auth?.user.uuid ?? null,
      deviceId: req.deviceId,
      ip: req.ip,
    });
    return { result: true };
  });
}
