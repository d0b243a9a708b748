import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLOSE_CODES } from '../../../server/stomp/broker';
import { topics } from '../../../src/contract';
import {
  type BrokerServer,
  connectStomp,
  eventually,
  type StompTestClient,
  sessionCookie,
  silentLogger,
  startBrokerServer,
} from './helpers';

const ALICE = '11111111-1111-4111-8111-111111111111';

describe.skipIf(!process.env.REDIS_URL)('STOMP broker on two nodes sharing Redis', () => {
  let nodeA: BrokerServer;
  let nodeB: BrokerServer;
  const clients: StompTestClient[] = [];

  beforeEach(async () => {
    // A channel of its own, so parallel runs against the same Redis do not hear each other.
    const channel = `stomp-test:${randomUUID()}`;
    const options = { redisUrl: process.env.REDIS_URL, channel, heartbeatMs: 0 };
    [nodeA, nodeB] = await Promise.all([startBrokerServer(options), startBrokerServer(options)]);
    await Promise.all([nodeA.broker.ready(), nodeB.broker.ready()]);
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.client.deactivate({ force: true })));
    await Promise.all([nodeA.close(), nodeB.close()]);
  });

  it('delivers a message published on node A to a client of node B', async () => {
    const onB = await connectStomp(nodeB.url, sessionCookie(ALICE, 's1'));
    clients.push(onB);
    const { messages } = await onB.subscribe(topics.userNotification(ALICE));
    await nodeA.broker.publish(topics.userNotification(ALICE), { type: 'read' });
    await eventually(() => messages.length === 1);
    expect(JSON.parse(messages[0]!.body)).toEqual({ type: 'read' });
  });

  it('keeps the read roles of a message published on node A for the clients of node B', async () => {
    const anonymousOnB = await connectStomp(nodeB.url);
    const crewOnB = await connectStomp(nodeB.url, sessionCookie(ALICE, 'crew', ['USER', 'C9']));
    clients.push(anonymousOnB, crewOnB);
    const anonymous = await anonymousOnB.subscribe(topics.post('7'));
    const crew = await crewOnB.subscribe(topics.post('7'));
    await nodeA.broker.publish(topics.post('7'), { members: true }, { readRoles: ['C9'] });
    await nodeA.broker.publish(topics.post('7'), { everyone: true }, { readRoles: [] });
    await eventually(() => crew.messages.length === 2 && anonymous.messages.length === 1);
    expect(JSON.parse(anonymous.messages[0]!.body)).toEqual({ everyone: true });
  });

  it('closes a session on node B when node A revokes it', async () => {
    const onB = await connectStomp(nodeB.url, sessionCookie(ALICE, 'revoked'));
    const keptOnB = await connectStomp(nodeB.url, sessionCookie(ALICE, 'kept'));
    clients.push(onB, keptOnB);
    await nodeA.broker.closeSession('revoked');
    expect((await onB.closed()).code).toBe(CLOSE_CODES.sessionClosed);
    expect(nodeB.broker.activeSessions()).toBe(1);
    expect(keptOnB.closes).toEqual([]);
  });
});

describe('STOMP broker while Redis is unreachable', () => {
  it('still serves its own sockets and logs instead of failing the publisher', async () => {
    const errors: string[] = [];
    const node = await startBrokerServer({
      redisUrl: 'redis://127.0.0.1:1',
      channel: `stomp-test:${randomUUID()}`,
      heartbeatMs: 0,
      logger: { ...silentLogger, error: (_fields, message) => errors.push(String(message)) },
    });
    await expect(node.broker.ready()).rejects.toThrow();
    const alice = await connectStomp(node.url, sessionCookie(ALICE, 's1'));
    const { messages } = await alice.subscribe(topics.board);

    await node.broker.publish(topics.board, { n: 1 }, { readRoles: [] });
    await eventually(() => messages.length === 1);
    expect(errors).toContain('stomp bus could not reach the other nodes');

    await node.broker.closeSession('s1');
    expect((await alice.closed()).code).toBe(CLOSE_CODES.sessionClosed);
    await node.close();
  });
});
