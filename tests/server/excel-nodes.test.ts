import { describe, expect, it } from 'vitest';
import { apiPath, type ExcelBoard, type ExcelSession, topics } from '../../src/contract';
import { ApiClient } from './helpers/api-client';
import { connectStomp, type TestStomp } from './helpers/stomp';
import { twoNodesEnabled, useTwoNodes } from './helpers/two-nodes';

/** Every board message a socket hears on a session's count topic. */
async function boardsHeard(stomp: TestStomp, id: string): Promise<ExcelBoard[]> {
  const heard: ExcelBoard[] = [];
  await new Promise<void>((resolve) => {
    stomp.client.watchForReceipt('boards', () => resolve());
    stomp.client.subscribe(topics.excelCount(id), (m) => heard.push(JSON.parse(m.body)), {
      receipt: 'boards',
    });
  });
  return heard;
}
const newestTotal = (heard: ExcelBoard[]) =>
  heard.reduce<ExcelBoard | undefined>(
    (a, b) => (!a || b.session.version > a.session.version ? b : a),
    undefined,
  )?.total;

describe.skipIf(!twoNodesEnabled)('an excel board counted on two nodes', () => {
  // Each node plays the platform on its own port; the same gifts go to both, so whichever node
  // holds the poller's lease reads one and the same stream.
  const nodes = useTwoNodes({ SOOP_POLL_MS: '300', SOOP_SIMULATOR_TICK_MS: '0' });

  it('ends on the same board on both nodes while gifts and corrections arrive at once', async () => {
    const onA = new ApiClient(nodes.a.url);
    await onA.login('excel', 'excel1234');
    const onB = new ApiClient(nodes.b.url);
    await onB.login('excel', 'excel1234');
    const session = (
      await onA.post(apiPath('excelCreate'), { title: '두 노드', stationUserIds: ['c9star', 'c9song'] })
    ).body as ExcelSession;
    const socketA = await connectStomp(nodes.a.wsUrl);
    const socketB = await connectStomp(nodes.b.wsUrl);
    const [heardA, heardB] = await Promise.all([
      boardsHeard(socketA, session.id),
      boardsHeard(socketB, session.id),
    ]);
    const board = (await onB.get(apiPath('excelBoard', { id: session.id }))).body as ExcelBoard;

    let sent = 0;
    const gifts: Promise<unknown>[] = [];
    for (let n = 0; n < 40; n++) {
      const station = n % 2 ? 'c9star' : 'c9song';
      const count = 1 + (n % 7) * 10;
      sent += count;
      for (const node of [nodes.a, nodes.b])
        gifts.push(
          fetch(`${node.url}/soop-sim/control/${station}/balloon`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ from: `viewer${n % 5}`, count }),
          }),
        );
      // Gifts are made in order on each node, so both simulators number them alike.
      await Promise.all(gifts.splice(0));
      if (n % 10 === 0)
        await onB.post(apiPath('excelCorrection', { id: session.id }), {
          memberId: board.members[0]!.id,
          roundId: board.rounds[0]!.id,
          delta: 5,
          reason: '두 노드 정정',
          idempotencyKey: crypto.randomUUID(),
        });
    }
    const expected = sent + 4 * 5;
    for (const heard of [heardA, heardB])
      await expect.poll(() => newestTotal(heard), { timeout: 10_000 }).toBe(expected);
    expect(((await onA.get(apiPath('excelBoard', { id: session.id }))).body as ExcelBoard).total).toBe(
      expected,
    );
    await Promise.all([socketA.close(), socketB.close()]);
  }, 120_000);
});
