import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes, MobileDeviceRequest, SettingName, SettingUpdate } from '../../../src/contract';
import { parseInput } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';

export async function settingRoutes(app: FastifyInstance) {
  const { settingRepository: settings } = app;
  const Params = z.object({ name: SettingName });

  app.get(apiRoutes.meSetting, async (req) => {
    const { user } = await requireUser(req);
    const { name } = parseInput(Params, req.params);
    return { setting: await settings.read(user.uuid, name) };
  });

  app.put(apiRoutes.meSetting, async (req) => {
    const { user } = await requireUser(req);
    const { name } = parseInput(Params, req.params);
    const { value } = parseInput(SettingUpdate, req.body);
    await settings.write(user.uuid, { name, value });
    return { setting: { name, value } };
  });

  /** The native app registers its push token on start and removes it on logout (crudType D). */
  app.post(apiRoutes.meMobileDevice, async (req) => {
    const { user } = await requireUser(req);
    const { crudType, deviceToken, ...info } = parseInput(MobileDeviceRequest, req.body);
    if (crudType === 'D') await settings.removeDevice(user.uuid, deviceToken);
    else await settings.saveDevice(user.uuid, deviceToken, info, req.deviceId);
    return { result: true };
  });
}
