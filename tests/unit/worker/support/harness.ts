import { randomUUID } from 'node:crypto';
import { addRxPlugin, type RxStorage } from 'rxdb';
import { disableWarnings, RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import type { QuerySnapshotWriter } from '../../../../src/lib/query-snapshots';
import type { AccountUser } from '../../../../workers/account';
import type { WorkerEvent } from '../../../../workers/events';
import { createWorkerApi } from '../../../../workers/worker-api';
import { FakeBroker } from './fake-broker';
import { FakeServer } from './fake-server';

// Tests only: dev-mode checks schemas and queries; it must never reach a production build.
disableWarnings();
addRxPlugin(RxDBDevModePlugin);

export const ORIGIN = 'http://c9.test';

/**
 * In-memory RxDB storage, validating every write against the schemas. Memory storage keeps its data
 * per database name for the whole test file, like IndexedDB across page loads.
 */
export function memoryStorage(): RxStorage<unknown, unknown> {
  return wrappedValidateAjvStorage({ storage: getRxStorageMemory() });
}

export function testUser(nickname = '테스터'): AccountUser {
  return { uuid: randomUUID(), nickname, profileUri: '/img/user/profile.png' };
}

/** The worker's handlers over a fake server and broker, as one tab would run them. */
export function startWorker(
  options: {
    server?: FakeServer;
    broker?: FakeBroker;
    storage?: RxStorage<unknown, unknown>;
    querySnapshots?: QuerySnapshotWriter;
    /** The tabs' BroadcastChannels; without, the tab is alone. */
    openChannel?: (name: string) => BroadcastChannel;
  } = {},
) {
  const server = options.server ?? new FakeServer();
  const broker = options.broker ?? new FakeBroker();
  const events: WorkerEvent[] = [];
  const { api, context } = createWorkerApi({
    origin: ORIGIN,
    fetch: server.fetch,
    storage: options.storage ?? memoryStorage(),
    multiInstance: false,
    locks: undefined,
    createStomp: broker.createStomp,
    newId: randomUUID,
    retryTime: 50,
    ...(options.querySnapshots ? { querySnapshots: options.querySnapshots } : {}),
    ...(options.openChannel ? { openChannel: options.openChannel } : {}),
  });
  void api.subscribeEvents((event) => events.push(event));
  /** The open account, for tests that look into its database. */
  const account = () => {
    const open = context.account$.value;
    if (!open) throw new Error('No account is open');
    return open;
  };
  return { api, server, broker, events, account };
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The latest result of a live query, collected through the same handler the UI uses. */
export async function watch<T>(
  start: (onResult: (result: T) => void) => Promise<number>,
): Promise<{ latest: () => T | undefined; results: T[]; id: number }> {
  const results: T[] = [];
  const id = await start((result) => results.push(result));
  return { latest: () => results.at(-1), results, id };
}
