import { afterEach, describe, expect, it } from 'vitest';
import { topics } from '../../../src/contract';
import { startWorker, testUser, waitFor } from './support/harness';

let stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(stops.map((stop) => stop()));
  stops = [];
});

/** The socket's first retry comes a few seconds after a drop. */
const RECONNECT_MS = 15_000;

/** How many times the worker asked the page to check the member's session again. */
const rechecks = (worker: ReturnType<typeof startWorker>) =>
  worker.events.filter((event) => event.name === 'session' && event.payload === 'reloadUser').length;

describe('the session after a reconnect', () => {
  it('is checked again after each reconnect of a member’s socket, not on the first connect', async () => {
    // A session event (a role granted, a ban) sent while the socket was down is lost.
    const worker = startWorker();
    stops.push(() => worker.api.closeAccount());
    const user = testUser();
    await worker.api.openAccount({ user, deviceId: 'device' });
    await worker.api.setVisible(true);
    await waitFor(() => worker.broker.subscribed(topics.userSession(user.uuid)));
    expect(rechecks(worker)).toBe(0);

    worker.broker.dropAll();
    await waitFor(() => worker.broker.connects === 2, RECONNECT_MS);
    await waitFor(() => rechecks(worker) === 1);
    worker.broker.dropAll();
    await waitFor(() => worker.broker.connects === 3, RECONNECT_MS);
    await waitFor(() => rechecks(worker) === 2);
  });

  it('is not asked for a visitor, who has no session', async () => {
    const worker = startWorker();
    stops.push(() => worker.api.closeAccount());
    await worker.api.openAccount({ user: null, deviceId: 'device' });
    await worker.api.setVisible(true);
    await waitFor(() => worker.broker.connects === 1);
    worker.broker.dropAll();
    await waitFor(() => worker.broker.connects === 2, RECONNECT_MS);
    // The resync that follows a reconnect has run: anything asked would have been asked by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rechecks(worker)).toBe(0);
  });
});
