/// <reference lib="webworker" />
/*
 * The data worker's entry: the only module of the app that imports rxdb and dexie (through the
 * modules below it). One per tab; the visible tab replicates (leadership.ts). See CONTEXT.md.
 */
// First: before any module that may load zod.
import '../src/lib/zod-jitless';
import { expose } from 'comlink';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { createQuerySnapshotWriter } from '../src/lib/query-snapshots';
import { accountToOpenOf } from './account-to-open';
import { stompOverWebSocket } from './socket/stomp-client';
import { markStart } from './start-marks';
import { createWorkerApi } from './worker-api';

markStart('code');

const { api, context } = createWorkerApi({
  origin: self.location.origin,
  fetch: self.fetch.bind(self),
  storage: getRxStorageDexie(),
  multiInstance: true,
  locks: self.navigator.locks,
  createStomp: stompOverWebSocket(self.location.origin),
  openChannel: (name) => new BroadcastChannel(name),
  newId: () => crypto.randomUUID(),
  retryTime: 5000,
  querySnapshots: createQuerySnapshotWriter(),
});

// The page named the account it expects (see dataWorkerName): open it before any call arrives.
const account = accountToOpenOf(self.name);
if (account) void api.openAccount(account);

// The network is back: send what waited instead of sitting out the retry timer.
self.addEventListener('online', () => void context.account$.value?.flushOutbox());

expose(api);
