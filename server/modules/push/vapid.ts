import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { serverSettings } from '../../db/core-tables';

const VapidKeys = z.object({ publicKey: z.string(), privateKey: z.string() });
export type VapidKeys = z.infer<typeof VapidKeys>;

/** The VAPID key pair, made on first start and kept in the database so every node signs alike. */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  // Two nodes starting together may both generate: the first insert wins and both read it back.
  await db
    .insert(serverSettings)
    .values({ name: 'vapid', value: webpush.generateVAPIDKeys() })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.name, 'vapid')).limit(1);
  return VapidKeys.parse(row?.value);
}
