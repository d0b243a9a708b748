import { afterEach, describe, expect, it } from 'vitest';
import { topics } from '../../../src/contract';
import { startWorker, testUser, waitFor } from './support/harness';

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

/** SPEC section 4: live and notice topics only for signed-in members whose switches are not off. */
describe('live and notice subscriptions', () => {
  it('follow the member’s switches, and a switch turned back on subscribes again', async () => {
    const worker = startWorker();
    const user = testUser();
    worker.server.signedIn = user.uuid;
    stop = () => worker.api.closeAccount();
    const { api, broker } = worker;

    await api.openAccount({ user, deviceId: 'device', alerts: { live: false, notice: true } });
    await api.setVisible(true);
    await waitFor(() => broker.subscribed(topics.notice));
    expect(broker.subscribed(topics.liveOn)).toBe(false);

    await api.setLiveAlerts({ live: true, notice: false });
    await waitFor(() => broker.subscribed(topics.liveOn));
    expect(broker.subscribed(topics.notice)).toBe(false);

    // Re-opening the same account (a later user check) applies the switches it is given.
    await api.openAccount({ user, deviceId: 'device', alerts: { live: false, notice: false } });
    expect(broker.subscribed(topics.liveOn)).toBe(false);
    expect(broker.subscribed(topics.notice)).toBe(false);
    expect(broker.subscribed(topics.userNotification(user.uuid))).toBe(true);
  });

  it('are never made for a signed-out visitor', async () => {
    const worker = startWorker();
    stop = () => worker.api.closeAccount();
    await worker.api.openAccount({ user: null, deviceId: 'device', alerts: { live: true, notice: true } });
    await worker.api.setVisible(true);
    await waitFor(() => worker.broker.subscribed(topics.board));
    await worker.api.setLiveAlerts({ live: true, notice: true });
    expect(worker.broker.subscribed(topics.liveOn)).toBe(false);
    expect(worker.broker.subscribed(topics.notice)).toBe(false);
  });
});
