import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ClientErrorReport, PageViewReport, product } from '../../../src/contract';
import { parseInput } from '../../lib/http-error';
import { recordPageView } from './page-views';

export async function opsRoutes(app: FastifyInstance) {
  const { db, publisher } = app;
  app.get('/api/actuator/health', async (_req, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'UP' };
    } catch (err) {
      app.log.error({ err }, 'health check failed');
      return reply.code(503).send({ status: 'DOWN' });
    }
  });

  app.get('/api/actuator/active-websocket-sessions', async () => ({ count: publisher.activeSessions() }));

  app.get('/version.json', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { version: product.version };
  });

  app.post('/api/v1/log/error', async (req) => {
    const report = parseInput(ClientErrorReport, req.body);
    const auth = await req.auth();
    req.log.warn(
      { clientError: report, user: auth?.user.uuid ?? null, deviceId: req.deviceId },
      'client error',
    );
    return { result: true };
  });

  app.post('/api/v1/log/page-view', async (req) => {
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
