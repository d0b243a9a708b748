import type { IMessage } from '@stomp/stompjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { CLOSE_CODES, REFUSAL_MESSAGES } from '../../../server/stomp/broker';
import { OUTDATED_CLOSE_CODE, PROTOCOL_HEADER, TOPIC_PROTOCOL_VERSION, topics } from '../../../src/contract';
import {
  type BrokerServer,
  connectStomp,
  eventually,
  openRawStomp,
  type StompTestClient,
  sessionCookie,
  startBrokerServer,
} from './helpers';

const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

const bodies = (messages: IMessage[]) => messages.map((m) => JSON.parse(m.body));

describe('STOMP broker', () => {
  let node: BrokerServer;
  const clients: StompTestClient[] = [];

  async function connect(cookie?: string, config?: Parameters<typeof connectStomp>[2]) {
    const client = await connectStomp(node.url, cookie, config);
    clients.push(client);
    return client;
  }

  beforeEach(async () => {
    node = await startBrokerServer({ heartbeatMs: 0 });
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.client.deactivate({ force: true })));
    await node.close();
  });

  it('delivers a publish to a subscriber as a MESSAGE frame with the 1.2 headers', async () => {
    const alice = await connect(sessionCookie(ALICE, 's1'));
    const { messages } = await alice.subscribe(topics.post('42'));
    await node.broker.publish(topics.post('42'), { entity: 'post', title: '안녕하세요' }, { readRoles: [] });
    await eventually(() => messages.length === 1);
    const [message] = messages;
    expect(message?.headers).toMatchObject({
      destination: '/topic/post/42',
      'content-type': 'application/json',
      subscription: expect.any(String),
      'message-id': expect.any(String),
    });
    expect(bodies(messages)).toEqual([{ entity: 'post', title: '안녕하세요' }]);
  });

  it('delivers a message with read roles only to sockets whose member may read it', async () => {
    const anonymous = await connect();
    const user = await connect(sessionCookie(ALICE, 'u', ['USER']));
    const crew = await connect(sessionCookie(BOB, 'c', ['USER', 'C9']));
    const manager = await connect(sessionCookie(BOB, 'm', ['MANAGER']));
    const heard = await Promise.all([anonymous, user, crew, manager].map((c) => c.subscribe(topics.board)));
    await node.broker.publish(topics.board, { secret: true }, { readRoles: ['C9'] });
    await node.broker.publish(topics.board, { open: true }, { readRoles: [] });
    await eventually(() => heard.every((h) => h.messages.some((m) => JSON.parse(m.body).open)));
    expect(heard.map((h) => bodies(h.messages))).toEqual([
      [{ open: true }],
      [{ open: true }],
      [{ secret: true }, { open: true }],
      [{ secret: true }, { open: true }],
    ]);
  });

  it('refuses to publish content without read roles, or to a destination the contract does not know', async () => {
    await expect(node.broker.publish(topics.post('42'), { n: 1 })).rejects.toThrow(/readRoles/);
    await expect(node.broker.publish('/topic/secret', { n: 1 })).rejects.toThrow(/contract/);
  });

  it("refuses another user's topic with a Korean ERROR and closes the socket", async () => {
    const alice = await connect(sessionCookie(ALICE, 's1'));
    alice.subscribeUnconfirmed(topics.userNotification(BOB));
    const closed = await alice.closed();
    expect(alice.errors[0]?.headers.message).toBe('구독 권한이 없습니다.');
    expect(closed.code).toBe(CLOSE_CODES.policyViolation);
  });

  it('lets an anonymous socket hear public topics but not user topics', async () => {
    const anonymous = await connect();
    const { messages } = await anonymous.subscribe(topics.board);
    await node.broker.publish(topics.board, { n: 1 }, { readRoles: [] });
    await eventually(() => messages.length === 1);

    anonymous.subscribeUnconfirmed(topics.userSession(ALICE));
    await anonymous.closed();
    expect(anonymous.errors[0]?.headers.message).toBe(REFUSAL_MESSAGES.loginRequired);
  });

  it('refuses a destination the contract does not know', async () => {
    const alice = await connect(sessionCookie(ALICE, 's1'));
    alice.subscribeUnconfirmed('/topic/admin/everything');
    await alice.closed();
    expect(alice.errors[0]?.headers.message).toBe(REFUSAL_MESSAGES.unknownDestination);
  });

  it('refuses SEND: clients publish through the REST API', async () => {
    const alice = await connect(sessionCookie(ALICE, 's1'));
    alice.client.publish({ destination: topics.board, body: '{}' });
    await alice.closed();
    expect(alice.errors[0]?.headers.message).toBe(REFUSAL_MESSAGES.sendForbidden);
  });

  it('delivers an onlySessionId publish to that session only', async () => {
    const phone = await connect(sessionCookie(ALICE, 'phone'));
    const laptop = await connect(sessionCookie(ALICE, 'laptop'));
    const { messages: onPhone } = await phone.subscribe(topics.userSession(ALICE));
    const { messages: onLaptop } = await laptop.subscribe(topics.userSession(ALICE));

    await node.broker.publish(topics.userSession(ALICE), { type: 'logout' }, { onlySessionId: 'phone' });
    await node.broker.publish(topics.userSession(ALICE), { type: 'update' });
    await eventually(() => onPhone.length === 2 && onLaptop.length === 1);
    expect(bodies(onPhone)).toEqual([{ type: 'logout' }, { type: 'update' }]);
    // Same socket, same order: had the laptop got the logout, it would have come first.
    expect(bodies(onLaptop)).toEqual([{ type: 'update' }]);
  });

  it("closeSession closes that session's sockets and no others", async () => {
    const tab1 = await connect(sessionCookie(ALICE, 'revoked'));
    const tab2 = await connect(sessionCookie(ALICE, 'revoked'));
    const otherDevice = await connect(sessionCookie(ALICE, 'kept'));
    const bob = await connect(sessionCookie(BOB, 'bob'));
    const { messages: stillHearing } = await otherDevice.subscribe(topics.board);
    expect(node.broker.activeSessions()).toBe(4);

    await node.broker.closeSession('revoked');
    for (const tab of [tab1, tab2]) {
      expect((await tab.closed()).code).toBe(CLOSE_CODES.sessionClosed);
      expect(tab.errors[0]?.headers.message).toBe(REFUSAL_MESSAGES.sessionClosed);
    }
    expect(node.broker.activeSessions()).toBe(2);
    await node.broker.publish(topics.board, { n: 1 }, { readRoles: [] });
    await eventually(() => stillHearing.length === 1);
    expect(otherDevice.closes).toEqual([]);
    expect(bob.closes).toEqual([]);
  });

  it('closeUser closes every socket of that user', async () => {
    const phone = await connect(sessionCookie(ALICE, 'phone'));
    const laptop = await connect(sessionCookie(ALICE, 'laptop'));
    const bob = await connect(sessionCookie(BOB, 'bob'));
    await node.broker.closeUser(ALICE);
    await phone.closed();
    await laptop.closed();
    expect(node.broker.activeSessions()).toBe(1);
    expect(bob.closes).toEqual([]);
  });

  it('stops delivering after UNSUBSCRIBE', async () => {
    const alice = await connect(sessionCookie(ALICE, 's1'));
    const board = await alice.subscribe(topics.board);
    const notices = await alice.subscribe(topics.notice);
    await board.unsubscribe();

    await node.broker.publish(topics.board, { n: 1 }, { readRoles: [] });
    await node.broker.publish(topics.notice, { n: 2 });
    // Same socket, same order: a board message would have arrived before the notice.
    await eventually(() => notices.messages.length === 1);
    expect(board.messages).toEqual([]);
  });

  it('answers DISCONNECT with its RECEIPT', async () => {
    const alice = await connect(sessionCookie(ALICE, 's1'));
    const receipt = new Promise<string | undefined>((resolve) => {
      alice.client.onDisconnect = (frame) => resolve(frame.headers['receipt-id']);
    });
    await alice.client.deactivate();
    expect(await receipt).toMatch(/^close-/);
    await eventually(() => node.broker.activeSessions() === 0);
  });

  it('parses frames split across WebSocket messages and several frames in one', async () => {
    const raw = await openRawStomp(node.url);
    raw.sendRaw('CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0SUBSCRIBE\nid:a\ndestination:/topic/bo');
    expect((await raw.nextFrame()).command).toBe('CONNECTED');
    raw.sendRaw('ard\nreceipt:r1\n\n\0');
    expect(await raw.nextFrame()).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': 'r1' } });
    raw.ws.close();
  });

  it('refuses a client that does not speak STOMP 1.2', async () => {
    const raw = await openRawStomp(node.url);
    raw.sendRaw('CONNECT\naccept-version:1.0,1.1\n\n\0');
    expect(await raw.nextFrame()).toMatchObject({
      command: 'ERROR',
      headers: { message: REFUSAL_MESSAGES.unsupportedVersion },
    });
    expect((await raw.closed).code).toBe(CLOSE_CODES.policyViolation);
  });

  it('refuses a tab built for another message protocol, with the close code that stops its retries', async () => {
    const raw = await openRawStomp(node.url);
    raw.sendRaw(`CONNECT\naccept-version:1.2\n${PROTOCOL_HEADER}:${TOPIC_PROTOCOL_VERSION + 1}\n\n\0`);
    expect(await raw.nextFrame()).toMatchObject({
      command: 'ERROR',
      headers: { message: '앱이 새 버전으로 바뀌었어요. 새로고침해 주세요.' },
    });
    expect((await raw.closed).code).toBe(OUTDATED_CLOSE_CODE);

    // This build's version, and a client that names none (older than the header), are served.
    for (const header of [`${PROTOCOL_HEADER}:${TOPIC_PROTOCOL_VERSION}\n`, '']) {
      const current = await openRawStomp(node.url);
      current.sendRaw(`CONNECT\naccept-version:1.2\n${header}\n\0`);
      expect((await current.nextFrame()).command).toBe('CONNECTED');
      current.ws.close();
    }
  });

  it('leaves upgrades on other paths to other handlers', async () => {
    const other = new WebSocketServer({ noServer: true });
    node.server.on('upgrade', (req, socket, head) => {
      if (req.url === '/other') other.handleUpgrade(req, socket, head, (ws) => ws.send('other handler'));
    });
    const ws = new WebSocket(node.url.replace('/ws', '/other'));
    const [greeting] = await new Promise<[Buffer]>((resolve) =>
      ws.once('message', (data: Buffer) => resolve([data])),
    );
    expect(greeting.toString()).toBe('other handler');
    ws.close();
    other.close();
  });

  it('closes every socket with 1001 on a graceful close and refuses new ones', async () => {
    const alice = await connect(sessionCookie(ALICE, 's1'));
    const anonymous = await connect();
    await node.broker.close();
    expect((await alice.closed()).code).toBe(CLOSE_CODES.goingAway);
    expect((await anonymous.closed()).code).toBe(CLOSE_CODES.goingAway);
    expect(node.broker.activeSessions()).toBe(0);

    const late = new WebSocket(node.url);
    const refused = await new Promise<Error>((resolve) => late.once('error', resolve));
    expect(refused.message).toMatch(/Unexpected server response/);
  });
});

describe('STOMP heart-beats', () => {
  let node: BrokerServer;

  beforeEach(async () => {
    node = await startBrokerServer({ heartbeatMs: 50 });
  });

  afterEach(async () => {
    await node.close();
  });

  it('cuts off a client that promised heart-beats and went silent', async () => {
    const raw = await openRawStomp(node.url);
    raw.sendRaw('CONNECT\naccept-version:1.2\nheart-beat:50,0\n\n\0');
    expect(await raw.nextFrame()).toMatchObject({ command: 'CONNECTED', headers: { 'heart-beat': '0,50' } });
    const startedAt = Date.now();
    const closed = await raw.closed;
    // terminate(): no closing handshake with a dead peer, so the client sees an abnormal closure.
    expect(closed.code).toBe(1006);
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(node.broker.activeSessions()).toBe(0);
  });

  it('answers an absurd heart-beat with a one-minute one and does not flood the socket', async () => {
    const raw = await openRawStomp(node.url);
    raw.sendRaw('CONNECT\naccept-version:1.2\nheart-beat:3000000000,3000000000\n\n\0');
    expect(await raw.nextFrame()).toMatchObject({
      command: 'CONNECTED',
      headers: { 'heart-beat': '60000,60000' },
    });
    let received = 0;
    raw.ws.on('message', () => (received += 1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toBe(0);
    raw.ws.close();
  });

  it('keeps a stompjs client alive both ways', async () => {
    const beats: number[] = [];
    const alice = await connectStomp(node.url, sessionCookie(ALICE, 's1'), {
      // Wide enough that a busy two-core CI machine does not miss a beat by stalling the event loop.
      heartbeatIncoming: 200,
      heartbeatOutgoing: 200,
      onHeartbeatReceived: () => beats.push(Date.now()),
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(alice.closes).toEqual([]);
    expect(beats.length).toBeGreaterThan(2);
    expect(node.broker.activeSessions()).toBe(1);
    await alice.client.deactivate();
  });
});
