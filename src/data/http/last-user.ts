import { User } from '../../contract';
import type { StorageLike } from '../../lib/storage';
import { LAST_USER_KEY } from './last-user-key';
import type { LastUserStore } from './session-store';

/** A corrupt or outdated value reads as "nobody", never as an error. */
export function createLastUserStore(backend: StorageLike): LastUserStore {
  return {
    read() {
      try {
        return User.parse(JSON.parse(backend.getItem(LAST_USER_KEY) ?? 'null'));
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
