import { randomUUID } from 'node:crypto';
import { BehaviorSubject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { topics } from '../../../src/contract';
import { createSocketConnection } from '../../../workers/socket/socket-connection';
import { createTopicRelay } from '../../../workers/socket/topic-relay';
import { FakeBroker } from './support/fake-broker';
import { startWorker, waitFor } from './support/harness';

let stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(stops.map((stop) => stop()));
  stops = [];
});

const counter = topics.dusanCount('d1');

describe('watchTopic', () => {
  it('follows a topic on the leader’s socket, again after a reconnect, until unwatched', async () => {
    const worker = startWorker();
    stops.push(() => worker.api.closeAccount());
    const heard: unknown[] = [];
    const id = await worker.api.watchTopic(counter, (body) => heard.push(body));
    await worker.api.openAccount({ user: null, deviceId: 'device' });
    await worker.api.setVisible(true);
    await waitFor(() => worker.broker.subscribed(counter));
    worker.broker.publish(counter, { count: 1 });
    await waitFor(() => heard.length === 1);

    worker.broker.dropAll();
    await waitFor(() => worker.broker.subscribed(counter));
    worker.broker.publish(counter, { count: 2 });
    await waitFor(() => heard.length === 2);

    await worker.api.unwatchTopic(id);
    expect(worker.broker.subscribed(counter)).toBe(false);
    expect(heard).toEqual([{ count: 1 }, { count: 2 }]);
  });

  it('reaches tabs that do not lead through the leader, also after the lead moves', async () => {
    // Two tabs of one account, each with its socket and relay (two databases would pass RxDB's
    // free limit of open collections in one test process).
    const broker = new FakeBroker();
    const channel = `topics-${randomUUID()}`;
    const tab = (name: string) => {
      const socket = createSocketConnection({
        createStomp: broker.createStomp,
        checkHealth: async () => true,
      });
      const isLeader$ = new BehaviorSubject(false);
      const relay = createTopicRelay({
        socket,
        isLeader$,
        channel: new BroadcastChannel(channel),
        tab: name,
      });
      socket.setVisible(true);
      const lead = (leader: boolean) => {
        isLeader$.next(leader);
        socket.setLeader(leader);
      };
      const heard: unknown[] = [];
      return { relay, lead, heard, watch: () => relay.watch(counter, (body) => heard.push(body)) };
    };
    const a = tab('a');
    const b = tab('b');
    stops.push(async () => {
      a.relay.close();
      b.relay.close();
    });
    a.lead(true);
    await waitFor(() => broker.connects === 1);

    const unwatchB = b.watch();
    await waitFor(() => broker.subscribed(counter));
    broker.publish(counter, { count: 1 });
    await waitFor(() => b.heard.length === 1);
    expect(broker.connects).toBe(1);

    // The other tab is shown: it takes the lead, and follows for the first one now.
    a.watch();
    a.lead(false);
    b.lead(true);
    await waitFor(() => broker.connects === 2 && broker.subscribed(counter));
    // The new leader's question and the other tab's answer cross the channel.
    await new Promise((resolve) => setTimeout(resolve, 50));
    broker.publish(counter, { count: 2 });
    await waitFor(() => a.heard.length === 1 && b.heard.length === 2);
    expect(a.heard).toEqual([{ count: 2 }]);
    expect(b.heard).toEqual([{ count: 1 }, { count: 2 }]);

    unwatchB();
    broker.publish(counter, { count: 3 });
    await waitFor(() => a.heard.length === 2);
    expect(b.heard).toHaveLength(2);
  });

  it('refuses a destination the contract does not know', async () => {
    const worker = startWorker();
    await expect(worker.api.watchTopic('/topic/anything', () => undefined)).rejects.toThrow();
  });
});
