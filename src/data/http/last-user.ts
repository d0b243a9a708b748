import type { User } from '../../contract';
import type { StorageLike } from '../../lib/storage';
import { LAST_USER_KEY } from './last-user-key';
import type { LastUserStore } from './session-store';

const isString = (value: unknown) => typeof value === 'string';
const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';
const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every field of the contract's `User`, by the kind of value it holds. The kept user is read on the
 * first page, before zod and the contract's schemas have loaded, so it is looked over here; what
 * it holds was written from a checked answer of the server, so only a value from an older build
 * (a field it lacked) or a damaged one needs catching. tests/unit/session-store.test.ts holds these
 * keys to `User`'s own.
 */
export const KEPT_USER_FIELDS: Record<keyof User, (value: unknown) => boolean> = {
  uuid: isString,
  username: isString,
  nickname: isString,
  point: Number.isInteger,
  roles: (value) => Array.isArray(value) && value.every(isString),
  profile: isObject,
  boardRoleList: Array.isArray,
  socialList: Array.isArray,
  afreecatvUserId: isStringOrNull,
  deviceId: isStringOrNull,
  createdAt: isString,
};

const looksLikeUser = (value: unknown): value is User =>
  isObject(value) &&
  Object.entries(KEPT_USER_FIELDS).every(([field, holds]) =>
    holds((value as Record<string, unknown>)[field]),
  );

/** A corrupt or outdated value reads as "nobody", never as an error. */
export function createLastUserStore(backend: StorageLike): LastUserStore {
  return {
    read() {
      try {
        const kept: unknown = JSON.parse(backend.getItem(LAST_USER_KEY) ?? 'null');
        return looksLikeUser(kept) ? kept : null;
      } catch {
        return null;
      }
    },
    write(user) {
      try {
        if (user) backend.setItem(LAST_USER_KEY, JSON.stringify(user));
        else backend.removeItem(LAST_USER_KEY);
      } catch {
        // Storage full or blocked: the next offline start is simply signed out.
      }
    },
  };
}
