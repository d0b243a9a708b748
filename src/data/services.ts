import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { firstPageShown } from '../lib/page-loaded';
import type { ServicesRecord } from '../lib/storage-schema';
import { appStorage, opsApi } from './http';

let asked: Promise<void> | undefined;

/**
 * Asks the server once per page load what it is (after the first page is shown: nothing on it
 * waits for this) and keeps the answer, so the next visit paints the demo mark and the offered
 * logins at once, offline too. A failed ask is tried again by the next reader.
 */
function askServer(): Promise<void> {
  asked ??= firstPageShown()
    .then(() => opsApi.services())
    .then(({ demo, soop, soopChat, bnet, social, soopSimulatorHere }) => {
      appStorage.write('services', { demo, soop, soopChat, bnet, ...social, soopSimulatorHere });
    })
    .catch(() => {
      asked = undefined;
    });
  return asked;
}

/** The server's mode and services as last known on this device (null fields: not known yet). */
export function useServices(): ServicesRecord {
  const subscribe = useCallback(
    (onChange: () => void) =>
      appStorage.subscribe((changed) => {
        if (changed === 'services') onChange();
      }),
    [],
  );
  const read = useCallback(() => appStorage.read('services'), []);
  useEffect(() => {
    void askServer();
  }, []);
  return useSyncExternalStore(subscribe, read, read);
}
