import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-accounts';
import { REFUSAL_MESSAGES } from '../../server/stomp/broker';
import {
  MANAGER_OR_HIGHER,
  Role,
  TOPIC_DEFINITIONS,
  type TopicName,
  topicAccess,
  topics,
} from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';
import { connectStomp, eventually, type StompTestClient, type TestSubscription } from './stomp/helpers';

/**
 * Topics anyone may hear, with why. A new topic the contract marks `public` fails this test until
 * someone decides here that what it carries is for every visitor; content with read rules is an
 * `audience` topic instead.
 */
const PUBLIC_BY_DESIGN: Record<string, string> = {
  liveOn: 'whether a crew station is on air, shown to every visitor',
  notice: "the crew's public station notices",
  liveLocation: 'where the crew chose to be seen during an outdoor broadcast, beside its live card',
  dusan: 'the public event board',
  dusanCount: 'public event counters',
  sportMatch: 'public match scores',
  gameMatch: 'public game rooms',
  gameMatchState: 'public game rooms',
  gameMatchEntries: 'public game rooms',
  gameMatchOmok: 'public game rooms',
  gameMatchAlkkagi: 'public game rooms',
  pointDrop: 'a point drop every visitor may join',
  pointDrops: 'a point drop every visitor may see start and end',
  dreamTicket: 'the public ticket draw',
  dreamTicketWinner: 'the public ticket draw',
  excel: 'the public ranking',
  excelCount: 'the public ranking',
  eventVotes: 'public vote totals',
};

/** Everyone the rules tell apart: a visitor, then one member for each role of the contract. */
const AUDIENCES: (Role | null)[] = [null, ...Role.options];

interface Listener {
  role: Role | null;
  uuid: string | null;
  api: ApiClient | null;
  stomp: StompTestClient;
}

const label = (role: Role | null) => role ?? 'anonymous';

function accountFor(role: Role) {
  const account = DEMO_ACCOUNTS.find((a) => a.roles.length === 1 && a.roles[0] === role);
  if (!account) throw new Error(`no demo account holds only ${role}: add one to test its reads`);
  return account;
}

/** A destination of the topic; a user topic's `{uuid}` is `owner`. */
function destinationOf(name: TopicName, owner: string): string {
  const build = topics[name] as string | ((...params: string[]) => string);
  if (typeof build === 'string') return build;
  const params = [...TOPIC_DEFINITIONS[name].path.matchAll(/\{(\w+)\}/g)].map(([, p]) =>
    p === 'uuid' ? owner : `id-${p}`,
  );
  return build(...params);
}

const bodies = (subscription: TestSubscription) => subscription.messages.map((m) => JSON.parse(m.body));

describe('every topic of the contract against every role of the contract', () => {
  let t: TestServer;
  const listeners: Listener[] = [];
  const extra: StompTestClient[] = [];

  async function socket(cookie?: string) {
    const client = await connectStomp(t.wsUrl, cookie);
    extra.push(client);
    return client;
  }

  beforeAll(async () => {
    t = await startTestServer();
    for (const role of AUDIENCES) {
      if (role === null) {
        listeners.push({ role, uuid: null, api: null, stomp: await connectStomp(t.wsUrl) });
        continue;
      }
      const api = await t.as(accountFor(role).username);
      const me = await api.get('/api/v1/user/me');
      expect(me.status).toBe(200);
      listeners.push({ role, uuid: me.body.uuid, api, stomp: await connectStomp(t.wsUrl, api.cookie) });
    }
  });

  afterAll(async () => {
    const clients = [...listeners.map((l) => l.stomp), ...extra];
    await Promise.all(clients.map((c) => c.client.deactivate({ force: true })));
    await t?.close();
  });

  const everyTopic = Object.keys(TOPIC_DEFINITIONS) as TopicName[];

  it('knows every topic it builds, with the access the table gives it', () => {
    for (const name of everyTopic) {
      const access = topicAccess(destinationOf(name, randomUUID()));
      expect(access.kind, name).toBe(TOPIC_DEFINITIONS[name].access);
    }
  });

  it.each(everyTopic)('%s: each message reaches exactly those who may read it', async (name) => {
    const { access } = TOPIC_DEFINITIONS[name];
    switch (access) {
      case 'public': {
        expect(PUBLIC_BY_DESIGN[name], `${name} carries content for every visitor?`).toBeDefined();
        const destination = destinationOf(name, '');
        const heard = await Promise.all(listeners.map((l) => l.stomp.subscribe(destination)));
        await t.server.broker.publish(destination, { open: name });
        await eventually(() => heard.every((h) => h.messages.length === 1));
        await Promise.all(heard.map((h) => h.unsubscribe()));
        return;
      }
      case 'audience': {
        const destination = destinationOf(name, '');
        await expect(t.server.broker.publish(destination, { n: 0 })).rejects.toThrow(/readRoles/);
        const heard = await Promise.all(listeners.map((l) => l.stomp.subscribe(destination)));
        for (const readRole of Role.options) {
          await t.server.broker.publish(destination, { for: readRole }, { readRoles: [readRole] });
        }
        // Delivery keeps publish order per socket: once the open message is in, nothing else is coming.
        await t.server.broker.publish(destination, { for: 'everyone' }, { readRoles: [] });
        await eventually(() => heard.every((h) => bodies(h).some((b) => b.for === 'everyone')));
        listeners.forEach((listener, i) => {
          const held = listener.role === null ? [] : [listener.role];
          const expected = Role.options.filter(
            (readRole) => held.includes(readRole) || held.some((r) => MANAGER_OR_HIGHER.includes(r)),
          );
          expect(
            bodies(heard[i]!).map((b) => b.for),
            label(listener.role),
          ).toEqual([...expected, 'everyone']);
        });
        await Promise.all(heard.map((h) => h.unsubscribe()));
        return;
      }
      case 'user': {
        for (const owner of listeners) {
          if (owner.uuid === null) continue;
          const destination = destinationOf(name, owner.uuid);
          const mine = await owner.stomp.subscribe(destination);
          await t.server.broker.publish(destination, { to: owner.role });
          await eventually(() => mine.messages.length === 1);
          await mine.unsubscribe();
        }
        const [owner, other] = listeners.filter((l) => l.uuid !== null);
        const destination = destinationOf(name, owner!.uuid!);
        const anonymous = await socket();
        anonymous.subscribeUnconfirmed(destination);
        await anonymous.closed();
        expect(anonymous.errors[0]?.headers.message).toBe(REFUSAL_MESSAGES.loginRequired);
        const stranger = await socket(other!.api!.cookie);
        stranger.subscribeUnconfirmed(destination);
        await stranger.closed();
        expect(stranger.errors[0]?.headers.message).toBe(REFUSAL_MESSAGES.forbidden);
        return;
      }
      default:
        throw new Error(`${name}: no read rule for access ${access satisfies never}`);
    }
  });

  it("sends a members-only board's posts and comments only to those who may read it", async () => {
    const admin = listeners.find((l) => l.role === 'ADMIN')!.api!;
    const crew = listeners.find((l) => l.role === 'C9')!.api!;
    const boardId = `crew-only-${randomUUID().slice(0, 8)}`;
    expect(
      (await admin.post('/api/v1/p/board', { id: boardId, name: '크루 전용', readRoles: ['C9'] })).status,
    ).toBe(200);
    const postId = randomUUID();
    const onBoard = await Promise.all(listeners.map((l) => l.stomp.subscribe(topics.board)));
    const onPost = await Promise.all(listeners.map((l) => l.stomp.subscribe(topics.post(postId))));

    const created = await crew.post(`/api/v1/p/board/${boardId}/post`, {
      id: postId,
      title: '크루끼리 비밀 이야기',
      content: '<p>멤버만 보는 글</p>',
    });
    expect(created.status).toBe(200);
    const comment = await crew.post(`/api/v1/p/post/${postId}/comment`, { content: '멤버만 보는 댓글' });
    expect(comment.status).toBe(200);
    // REST refuses the same post to those who may not read it.
    expect((await t.client().get(`/api/v1/p/board/${boardId}/post/${postId}`)).status).toBe(401);

    await t.server.broker.publish(topics.board, { fence: true }, { readRoles: [] });
    await t.server.broker.publish(topics.post(postId), { fence: true }, { readRoles: [] });
    const fenced = (h: TestSubscription) => bodies(h).some((b) => b.fence);
    await eventually(() => [...onBoard, ...onPost].every(fenced));

    listeners.forEach((listener, i) => {
      const mayRead = listener.role === 'C9' || MANAGER_OR_HIGHER.includes(listener.role as Role);
      const boardNews = bodies(onBoard[i]!).filter(
        (b) => b.data?.boardId === boardId || b.data?.id === boardId,
      );
      const postNews = bodies(onPost[i]!).filter((b) => !b.fence);
      const who = label(listener.role);
      if (mayRead) {
        expect(
          boardNews.some((b) => b.entity === 'post' && b.data.title === '크루끼리 비밀 이야기'),
          who,
        ).toBe(true);
        expect(
          postNews.some((b) => b.entity === 'comment' && b.data.content === '멤버만 보는 댓글'),
          who,
        ).toBe(true);
      } else {
        expect(boardNews, who).toEqual([]);
        expect(postNews, who).toEqual([]);
      }
    });
    await Promise.all([...onBoard, ...onPost].map((h) => h.unsubscribe()));
  });
});
