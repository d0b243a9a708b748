import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, type PointDrop, type PointDropCountEvent, topics } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { burstSize } from './helpers/burst-size';
import { burst, newMembers } from './helpers/members';
import { startTestServer, type TestServer } from './helpers/server';
import { connectStomp } from './helpers/stomp';
import { expectLedgerSumsToBalances } from './helpers/store';

let t: TestServer;
let admin: ApiClient;
let manager: ApiClient;

beforeAll(async () => {
  t = await startTestServer({ writeLimitScale: 100 });
  admin = await t.as('admin');
  manager = await t.as('manager');
});
afterAll(async () => {
  await expectLedgerSumsToBalances(t);
  await t.close();
});

async function startDrop(by: ApiClient, overrides: Record<string, unknown> = {}): Promise<PointDrop> {
  const res = await by.post(apiPath('adminPointDrops'), {
    title: '방송 깜짝 드롭',
    totalPoints: 10_000,
    packetCount: 100,
    durationSeconds: 600,
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const catchOne = (c: ApiClient, id: string) => c.post(apiPath('pointDropCatch', { id }));
const packetsOf = async (c: ApiClient, id: string) =>
  (await c.get(apiPath('pointDropPackets', { id }))).body as {
    drop: PointDrop;
    packets: { seq: number; amount: number | null; userUuid: string | null }[];
  };

describe('point drop', () => {
  const catches = burstSize(2000);
  it(`hands out exactly the packets under ${catches.toLocaleString('en')} concurrent catches, one per member, summing to the pool`, async () => {
    const members = await newMembers(t, 'catcher', 150, { linked: true });
    const drop = await startDrop(admin);
    expect(drop).toMatchObject({ status: 'OPEN', remaining: 100, packetCount: 100, myAmount: null });
    const before = await packetsOf(members[0]!.client, drop.id);
    expect(before.packets).toHaveLength(100);
    expect(before.packets.every((p) => p.amount === null && p.userUuid === null)).toBe(true);

    const watcher = await connectStomp(t.wsUrl);
    const counts: { at: number; body: PointDropCountEvent }[] = [];
    await new Promise<void>((resolve) => {
      watcher.client.watchForReceipt('counts', () => resolve());
      watcher.client.subscribe(
        topics.pointDrop(drop.id),
        (m) => counts.push({ at: Date.now(), body: JSON.parse(m.body) }),
        { receipt: 'counts' },
      );
    });

    const results = await burst(catches, 200, (n) => {
      const m = members[n % members.length]!;
      return catchOne(m.client, drop.id).then((res) => ({ res, uuid: m.uuid }));
    });
    const won = results.filter((r) => r.res.status === 200);
    expect(won).toHaveLength(100);
    expect(new Set(won.map((r) => r.uuid)).size).toBe(100);
    const refused = results.filter((r) => r.res.status !== 200);
    expect(new Set(refused.map((r) => r.res.status))).toEqual(new Set([409]));
    expect(won.reduce((sum, r) => sum + (r.res.body.amount as number), 0)).toBe(10_000);

    const after = await packetsOf(members[0]!.client, drop.id);
    expect(after.drop).toMatchObject({ remaining: 0, caughtPoints: 10_000, status: 'CLOSED' });
    expect(new Set(after.packets.map((p) => p.userUuid)).size).toBe(100);
    expect(after.packets.every((p) => p.amount! >= 1)).toBe(true);
    expect(after.packets.reduce((sum, p) => sum + p.amount!, 0)).toBe(10_000);
    for (const { res, uuid } of won) {
      const packet = after.packets.find((p) => p.userUuid === uuid)!;
      expect(res.body.amount).toBe(packet.amount);
      expect((await members.find((m) => m.uuid === uuid)!.client.get(apiPath('mePoint'))).body.point).toBe(
        packet.amount,
      );
    }

    // The last message says none are left; under the burst they came batched, not one per catch.
    await expect.poll(() => counts.at(-1)?.body.remaining, { timeout: 3000 }).toBe(0);
    expect(counts.at(-1)!.body.status).toBe('CLOSED');
    expect(counts.length).toBeLessThan(60);
    const remainders = counts.map((c) => c.body.remaining);
    expect([...remainders].sort((a, b) => b - a)).toEqual(remainders);
    await watcher.close();
  }, 300_000);

  it('gives each member their own catch on their user topic only, and lists it as theirs', async () => {
    const [alice, bob] = await newMembers(t, 'dropfan', 2, { linked: true });
    const mine = await connectStomp(t.wsUrl, alice!.client.cookie);
    await mine.subscribe(topics.pointDropUser(alice!.uuid));
    const other = await connectStomp(t.wsUrl, bob!.client.cookie);
    await other.subscribe(topics.pointDropUser(bob!.uuid));
    const drop = await startDrop(manager, { totalPoints: 50, packetCount: 5 });

    const caught = await catchOne(alice!.client, drop.id);
    expect(caught.status).toBe(200);
    expect(await mine.next(topics.pointDropUser(alice!.uuid))).toEqual(caught.body);
    await expect(other.next(topics.pointDropUser(bob!.uuid), 500)).rejects.toThrow();
    const again = await catchOne(alice!.client, drop.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이번 포인트 드롭은 이미 받았어요.');

    const listed = (await alice!.client.get(apiPath('pointDrops'))).body.data as PointDrop[];
    expect(listed.find((d) => d.id === drop.id)).toMatchObject({
      myAmount: caught.body.amount,
      remaining: 4,
    });
    const active = (await bob!.client.get(apiPath('pointDropsActive'))).body.data as PointDrop[];
    expect(active.find((d) => d.id === drop.id)).toMatchObject({ myAmount: null });

    // Someone else's catches, and a visitor, are refused at SUBSCRIBE.
    const intruder = await connectStomp(t.wsUrl, bob!.client.cookie);
    void intruder.client.subscribe(topics.pointDropUser(alice!.uuid), () => {});
    expect(await intruder.error()).toBe('구독 권한이 없습니다.');
    const visitor = await connectStomp(t.wsUrl);
    void visitor.client.subscribe(topics.pointDropUser(alice!.uuid), () => {});
    expect(await visitor.error()).toBeTruthy();
    await Promise.all([mine.close(), other.close(), intruder.close(), visitor.close()]);
  });

  it('announces start and end, and refuses catches once closed', async () => {
    const [fan] = await newMembers(t, 'lateone', 1, { linked: true });
    const watcher = await connectStomp(t.wsUrl);
    await watcher.subscribe(topics.pointDrops);
    const drop = await startDrop(admin, { title: '', totalPoints: 3, packetCount: 3 });
    expect(await watcher.next(topics.pointDrops)).toMatchObject({ type: 'start', data: { id: drop.id } });
    await watcher.subscribe(topics.pointDrop(drop.id));
    const closed = await admin.post(apiPath('adminPointDropClose', { id: drop.id }));
    expect(closed.body).toMatchObject({ status: 'CLOSED', remaining: 3 });
    expect(await watcher.next(topics.pointDrops)).toMatchObject({ type: 'end', data: { status: 'CLOSED' } });
    expect(await watcher.next(topics.pointDrop(drop.id))).toEqual({
      id: drop.id,
      remaining: 3,
      packetCount: 3,
      status: 'CLOSED',
    });
    const late = await catchOne(fan!.client, drop.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('이미 끝난 포인트 드롭이에요.');
    expect((await catchOne(fan!.client, crypto.randomUUID())).status).toBe(404);
    await watcher.close();
  });

  it('ranks members by the points they caught', async () => {
    const [a, b] = await newMembers(t, 'ranker', 2, { linked: true });
    const drop = await startDrop(admin, { totalPoints: 2, packetCount: 2 });
    expect((await catchOne(a!.client, drop.id)).status).toBe(200);
    expect((await catchOne(b!.client, drop.id)).status).toBe(200);
    const rank = (await a!.client.get(`${apiPath('pointDropRank')}?period=all`)).body;
    expect(rank.period).toBe('all');
    expect(rank.me).toMatchObject({ userUuid: a!.uuid, nickname: 'ranker1' });
    expect(rank.entries.length).toBeGreaterThanOrEqual(2);
    const positions = rank.entries.map((e: { position: number }) => e.position);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);
  });

  it('keeps every packet amount but the caller’s own sealed while the drop is open, and all public once it ends', async () => {
    const [alice, bob, carol] = await newMembers(t, 'sealed', 3, { linked: true });
    const watcher = await connectStomp(t.wsUrl);
    await watcher.subscribe(topics.pointDrops);
    const drop = await startDrop(admin, { totalPoints: 1_000, packetCount: 4 });
    const started = (await watcher.next(topics.pointDrops)) as { data: PointDrop };
    expect(started.data).toMatchObject({ id: drop.id, caughtPoints: null });
    await watcher.subscribe(topics.pointDrop(drop.id));
    const mine = (await catchOne(alice!.client, drop.id)).body.amount as number;
    const bobs = (await catchOne(bob!.client, drop.id)).body.amount as number;
    // The count message (batched: one or two of them) says what is left, never what went.
    let count: PointDropCountEvent;
    do count = await watcher.next(topics.pointDrop(drop.id));
    while (count.remaining > 2);
    expect(count).toEqual({ id: drop.id, remaining: 2, packetCount: 4, status: 'OPEN' });

    // Alice sees her own packet and nothing of Bob's; Carol, who caught none, sees no amount at all.
    const seen = await packetsOf(alice!.client, drop.id);
    expect(seen.drop).toMatchObject({ status: 'OPEN', caughtPoints: null, myAmount: mine });
    expect(seen.packets.map((p) => [p.userUuid, p.amount])).toEqual([
      [alice!.uuid, mine],
      [bob!.uuid, null],
      [null, null],
      [null, null],
    ]);
    expect((await packetsOf(carol!.client, drop.id)).packets.every((p) => p.amount === null)).toBe(true);
    for (const path of [apiPath('pointDrops'), apiPath('pointDropsActive'), apiPath('adminPointDrops')]) {
      const listed = (await admin.get(path)).body.data as PointDrop[];
      expect(listed.find((d) => d.id === drop.id)).toMatchObject({ caughtPoints: null });
    }
    // Nor does the ranking move while it is open: a line growing would tell what its catcher got.
    const rankOf = async (c: ApiClient) =>
      (await c.get(`${apiPath('pointDropRank')}?period=all`)).body.me as { point: number } | null;
    expect(await rankOf(bob!.client)).toBeNull();

    await admin.post(apiPath('adminPointDropClose', { id: drop.id }));
    const ended = await packetsOf(carol!.client, drop.id);
    expect(ended.drop).toMatchObject({ status: 'CLOSED', caughtPoints: mine + bobs });
    expect(ended.packets.map((p) => p.amount)).toEqual([mine, bobs, expect.any(Number), expect.any(Number)]);
    expect(ended.packets.reduce((sum, p) => sum + p.amount!, 0)).toBe(1_000);
    expect(await rankOf(bob!.client)).toMatchObject({ point: bobs });
    await watcher.close();
  });

  it('checks the form and keeps members and visitors out of every admin endpoint', async () => {
    const bad = await admin.post(apiPath('adminPointDrops'), {
      totalPoints: 5,
      packetCount: 6,
      durationSeconds: 60,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorFieldName).toBe('packetCount');

    const drop = await startDrop(admin, { totalPoints: 10, packetCount: 2 });
    const [user] = await newMembers(t, 'plainuser', 1);
    const visitor = t.client();
    const adminCalls = [
      (c: ApiClient) => c.get(apiPath('adminPointDrops')),
      (c: ApiClient) =>
        c.post(apiPath('adminPointDrops'), { totalPoints: 10, packetCount: 2, durationSeconds: 60 }),
      (c: ApiClient) => c.post(apiPath('adminPointDropClose', { id: drop.id })),
    ];
    for (const call of adminCalls) {
      expect((await call(user!.client)).status).toBe(403);
      expect((await call(visitor)).status).toBe(401);
    }
    for (const path of [apiPath('pointDrops'), apiPath('pointDropsActive'), apiPath('pointDropRank')])
      expect((await visitor.get(path)).status).toBe(401);
    expect((await catchOne(visitor, drop.id)).status).toBe(401);
    expect((await manager.get(apiPath('adminPointDrops'))).status).toBe(200);
    expect((await admin.get(apiPath('pointDrops'))).body.data[0].id).toBeTruthy();
  });
});
