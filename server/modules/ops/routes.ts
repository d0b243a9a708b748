import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiRoutes, ClientErrorReport, PageViewReport, product } from '../../../src/contract';
import { parseInput } from '../../lib/http-error';
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

  app.post(apiRoutes.logError, async (req) => {
    const report = parseInput(ClientErrorReport, req.body);
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
    await recordPageView(db, report, {
      userUuid: auth?.user.uuid ?? null,
      deviceId: req.deviceId,
      ip: req.ip,
    });
    return { result: true };
  });
}
