import { describe, expect, it } from 'vitest';
import { apiPath, type DusanCountEvent, type DusanMatch, topics } from '../../src/contract';
import { ApiClient } from './helpers/api-client';
import { burst } from './helpers/members';
import { connectStomp, type TestStomp } from './helpers/stomp';
import { twoNodesEnabled, useTwoNodes } from './helpers/two-nodes';

async function counts(stomp: TestStomp, id: string): Promise<DusanCountEvent[]> {
  const heard: DusanCountEvent[] = [];
  await new Promise<void>((resolve) => {
    stomp.client.watchForReceipt('counts', () => resolve());
    stomp.client.subscribe(topics.dusanCount(id), (m) => heard.push(JSON.parse(m.body)), {
      receipt: 'counts',
    });
  });
  return heard;
}

describe.skipIf(!twoNodesEnabled)('one cheer stream pressed on two nodes', () => {
  const nodes = useTwoNodes();

  it('adds up every press, and sockets on both nodes end on the same total', async () => {
    const admin = new ApiClient(nodes.a.url);
    await admin.login('admin', 'admin1234');
    const match = (
      await admin.post(apiPath('adminDusan'), {
        opponent: 'LG 트윈스',
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      })
    ).body as DusanMatch;
    const onA = await connectStomp(nodes.a.wsUrl);
    const onB = await connectStomp(nodes.b.wsUrl);
    const [heardA, heardB] = await Promise.all([counts(onA, match.id), counts(onB, match.id)]);

    // 160 viewers, half on each node, 3 presses per call, 5 calls each: 2,400 presses. Each
    // viewer's 15 stay under the per-viewer cap of 20 a second however fast the burst runs.
    const viewers = Array.from({ length: 160 }, (_, n) => new ApiClient(n % 2 ? nodes.b.url : nodes.a.url));
    const results = await burst(800, 40, (n) =>
      viewers[n % viewers.length]!.post(apiPath('dusanCheer', { id: match.id }), { count: 3 }),
    );
    expect(results.every((r) => r.status === 200 && r.body.accepted === 3)).toBe(true);

    // Each socket hears both nodes' batched totals; the highest it has seen is the truth.
    for (const heard of [heardA, heardB])
      await expect.poll(() => Math.max(0, ...heard.map((c) => c.count)), { timeout: 5000 }).toBe(2_400);
    const board = (await admin.get(apiPath('dusanBoard'))).body as { matches: DusanMatch[] };
    expect(board.matches.find((m) => m.id === match.id)!.cheerCount).toBe(2_400);
    await Promise.all([onA.close(), onB.close()]);
  }, 120_000);
});
