import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { MobileDeviceRequest, Setting } from '../../../src/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { isKnownDevice } from './sessions';
import { mobileDevices, userSettings } from './tables';

/** Defaults when a user never chose: app pushes are on. */
const DEFAULTS: Record<Setting['name'], Setting['value']> = { APP_PUSH: 'Y' };

type DeviceInfo = Omit<z.output<typeof MobileDeviceRequest>, 'crudType' | 'deviceToken'>;

export async function readSetting(db: Db, userUuid: string, name: Setting['name']): Promise<Setting> {
  const [row] = await db
    .select()
    .from(userSettings)
    .where(and(eq(userSettings.userUuid, userUuid), eq(userSettings.name, name)))
    .limit(1);
  return { name, value: row?.value === 'N' ? 'N' : row?.value === 'Y' ? 'Y' : DEFAULTS[name] };
}

/** A member's settings and native app devices. */
export function createSettingRepository(db: Db) {
  return {
    read: (userUuid: string, name: Setting['name']) => readSetting(db, userUuid, name),

    async write(userUuid: string, { name, value }: Setting): Promise<void> {
      await db
        .insert(userSettings)
        .values({ userUuid, name, value })
        .onConflictDoUpdate({ target: [userSettings.userUuid, userSettings.name], set: { value } });
    },

    async removeDevice(userUuid: string, deviceToken: string): Promise<void> {
      await db
        .delete(mobileDevices)
        .where(and(eq(mobileDevices.deviceToken, deviceToken), eq(mobileDevices.userUuid, userUuid)));
    },

    /**
     * A token belongs to one member. It moves to another account only from the phone it came from
     * (a device that had a session of its owner): a token someone merely knows cannot be taken.
     */
    async saveDevice(
      userUuid: string,
      deviceToken: string,
      info: DeviceInfo,
      deviceId: string | null,
    ): Promise<void> {
      const [current] = await db
        .select({ userUuid: mobileDevices.userUuid })
        .from(mobileDevices)
        .where(eq(mobileDevices.deviceToken, deviceToken))
        .limit(1);
      if (
        current &&
        current.userUuid !== userUuid &&
        !(deviceId && (await isKnownDevice(db, current.userUuid, deviceId)))
      ) {
        throw new HttpError(
          409,
          '다른 계정에 등록된 기기입니다. 그 계정에서 먼저 로그아웃해 주세요.',
          'deviceToken',
        );
      }
      const values = { deviceToken, userUuid, ...info, updatedAt: new Date() };
      await db
        .insert(mobileDevices)
        .values(values)
        .onConflictDoUpdate({ target: mobileDevices.deviceToken, set: values });
    },
  };
}

export type SettingRepository = ReturnType<typeof createSettingRepository>;
