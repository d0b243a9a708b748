import { describe, expect, it } from 'vitest';
import { apiPath, type PointDrop, type PointDropCountEvent, topics } from '../../src/contract';
import { ApiClient } from './helpers/api-client';
import { burst, linkSoop } from './helpers/members';
import { connectStomp, type TestStomp } from './helpers/stomp';
import { twoNodesEnabled, useTwoNodes } from './helpers/two-nodes';

/** Every count message of a drop a socket hears. */
async function counts(stomp: TestStomp, id: string): Promise<PointDropCountEvent[]> {
  const heard: PointDropCountEvent[] = [];
  await new Promise<void>((resolve) => {
    stomp.client.watchForReceipt('counts', () => resolve());
    stomp.client.subscribe(topics.pointDrop(id), (m) => heard.push(JSON.parse(m.body)), {
      receipt: 'counts',
    });
  });
  return heard;
}

describe.skipIf(!twoNodesEnabled)('a point drop caught on two nodes at once', () => {
  // 40 members register from this one address: past the per-address limit of 10 unless scaled.
  const nodes = useTwoNodes({ WRITE_LIMIT_SCALE: '4' });

  it('hands out each packet once and both nodes end on the same count', async () => {
    const admin = new ApiClient(nodes.a.url);
    await admin.login('admin', 'admin1234');
    const members: ApiClient[] = [];
    for (let n = 0; n < 40; n++) {
      const c = new ApiClient(n % 2 ? nodes.b.url : nodes.a.url);
      const username = `twonode${n}`;
      expect(
        (await c.post(apiPath('register'), { username, password: 'goodpass1', nickname: username })).status,
      ).toBe(200);
      await c.login(username, 'goodpass1');
      await linkSoop(c, username);
      members.push(c);
    }
    const drop = (
      await admin.post(apiPath('adminPointDrops'), {
        totalPoints: 500,
        packetCount: 25,
        durationSeconds: 300,
      })
    ).body as PointDrop;
    const onA = await connectStomp(nodes.a.wsUrl);
    const onB = await connectStomp(nodes.b.wsUrl);
    const [heardA, heardB] = await Promise.all([counts(onA, drop.id), counts(onB, drop.id)]);

    const results = await burst(160, 40, (n) =>
      members[n % members.length]!.post(apiPath('pointDropCatch', { id: drop.id })),
    );
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(25);
    expect(won.reduce((sum, r) => sum + (r.body.amount as number), 0)).toBe(500);

    // Each socket hears both nodes' batched counts; the lowest it has seen is the truth: 0, closed.
    for (const heard of [heardA, heardB]) {
      await expect.poll(() => Math.min(...heard.map((c) => c.remaining)), { timeout: 5000 }).toBe(0);
      expect(heard.some((c) => c.status === 'CLOSED')).toBe(true);
    }
    const { packets } = (await members[0]!.get(apiPath('pointDropPackets', { id: drop.id }))).body as {
      packets: { userUuid: string | null }[];
    };
    expect(new Set(packets.map((p) => p.userUuid)).size).toBe(25);
    await Promise.all([onA.close(), onB.close()]);
  }, 120_000);
});
