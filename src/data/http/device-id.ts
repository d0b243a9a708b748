import type { AppStorage } from '../../lib/storage';

/**
 * The device id sent with every call (DEVICE_ID_HEADER): made once and kept in the shared
 * `common` record. If storage is blocked the id still stays the same for this page's lifetime.
 */
export function createDeviceIdSource(
  storage: AppStorage,
  generate: () => string = () => crypto.randomUUID(),
) {
  let memory: string | null = null;
  return (): string => {
    const stored = storage.read('common').deviceId;
    if (stored) return stored;
    memory ??= generate();
    const id = memory;
    storage.update('common', (common) => ({ ...common, deviceId: id }));
    return id;
  };
}
