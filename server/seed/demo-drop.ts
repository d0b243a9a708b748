import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';

/**
 * The demo's point drop: `delayMs` after each start, when none is open, the admin account drops
 * points so a newcomer sees a drop announced and catches a packet without staff doing anything.
 */
export function scheduleDemoPointDrop(app: FastifyInstance, delayMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  const drop = async () => {
    try {
      const [admin] = await app.db
        .select({ uuid: users.uuid })
        .from(users)
        .where(sql`'ADMIN' = any(${users.roles}) and ${users.withdrawnAt} is null`)
        .orderBy(users.createdAt)
        .limit(1);
      if (!admin || (await app.pointDrops.hasOpen())) return;
      await app.pointDrops.start(
        { title: '데모 환영 포인트 뿌리기', totalPoints: 3000, packetCount: 30, durationSeconds: 1800 },
        admin.uuid,
      );
    } catch (err) {
      app.log.error({ err }, 'demo point drop failed');
    }
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(drop, delayMs);
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
