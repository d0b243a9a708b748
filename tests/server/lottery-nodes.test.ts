import { describe, expect, it } from 'vitest';
import { apiPath, type Lottery } from '../../src/contract';
import { ApiClient } from './helpers/api-client';
import { twoNodesEnabled, useTwoNodes } from './helpers/two-nodes';

describe.skipIf(!twoNodesEnabled)('a lottery draw with two nodes on one PostgreSQL and one Redis', () => {
  const nodes = useTwoNodes();

  it('is drawn once: the same winners on each node and one notification', async () => {
    const admin = new ApiClient(nodes.a.url);
    await admin.login('admin', 'admin1234');
    const fan = new ApiClient(nodes.b.url);
    await fan.login('soopfan', 'fan12345');
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const lottery = (
      await admin.post(apiPath('adminLotteries'), {
        title: '두 노드 복권',
        prize: '사인 굿즈',
        entryCost: 0,
        winnerCount: 2,
        startAt: at(-1_000),
        endAt: at(3_000),
      })
    ).body as Lottery;
    expect(
      (await fan.post(apiPath('lotteryEnter', { id: lottery.id }), { idempotencyKey: 'two-nodes-1' })).status,
    ).toBe(200);
    const on = async (url: string) =>
      ((await new ApiClient(url).get(apiPath('lotteries'))).body.data as Lottery[]).find(
        (l) => l.id === lottery.id,
      )!;

    await expect.poll(async () => (await on(nodes.a.url)).status, { timeout: 15_000 }).toBe('DRAWN');
    const [a, b] = await Promise.all([on(nodes.a.url), on(nodes.b.url)]);
    expect(a.winners).toHaveLength(1);
    expect(b.winners).toEqual(a.winners);
    // Both nodes tick every second: a second draw would have notified again by now.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const notes = JSON.stringify((await fan.get(apiPath('notifications'))).body);
    expect(notes.split('「두 노드 복권」에 당첨').length - 1).toBe(1);
  });
});
