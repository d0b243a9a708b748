import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MobileDeviceRequest, type Setting, SettingName, SettingUpdate } from '../../../src/contract';
import { mobileDevices, userSettings } from '../../db/schema';
import type { Deps } from '../../deps';
import { parseInput } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';

/** Defaults when a user never chose: app pushes are on. */
const DEFAULTS: Record<Setting['name'], Setting['value']> = { APP_PUSH: 'Y' };

export async function readSetting(
  deps: Pick<Deps, 'db'>,
  userUuid: string,
  name: Setting['name'],
): Promise<Setting> {
  const [row] = await deps.db
    .select()
    .from(userSettings)
    .where(and(eq(userSettings.userUuid, userUuid), eq(userSettings.name, name)))
    .limit(1);
  return { name, value: row?.value === 'N' ? 'N' : row?.value === 'Y' ? 'Y' : DEFAULTS[name] };
}

export async function settingRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const Params = z.object({ name: SettingName });

  app.get('/api/v1/user/me/setting/:name', async (req) => {
    const { user } = await requireUser(req);
    const { name } = parseInput(Params, req.params);
    return { setting: await readSetting(deps, user.uuid, name) };
  });

  app.put('/api/v1/user/me/setting/:name', async (req) => {
    const { user } = await requireUser(req);
    const { name } = parseInput(Params, req.params);
    const { value } = parseInput(SettingUpdate, req.body);
    await db
      .insert(userSettings)
      .values({ userUuid: user.uuid, name, value })
      .onConflictDoUpdate({ target: [userSettings.userUuid, userSettings.name], set: { value } });
    return { setting: { name, value } };
  });

  /** The native app registers its push token on start and removes it on logout (crudType D). */
  app.post('/api/v1/user/me/mobile-device', async (req) => {
    const { user } = await requireUser(req);
    const { crudType, deviceToken, ...info } = parseInput(MobileDeviceRequest, req.body);
    if (crudType === 'D') {
      await db
        .delete(mobileDevices)
        .where(and(eq(mobileDevices.deviceToken, deviceToken), eq(mobileDevices.userUuid, user.uuid)));
      return { result: true };
    }
    // A phone passed to another account moves with the token.
    const values = { deviceToken, userUuid: user.uuid, ...info, updatedAt: new Date() };
    await db
      .insert(mobileDevices)
      .values(values)
      .onConflictDoUpdate({ target: mobileDevices.deviceToken, set: values });
    return { result: true };
  });
}
