import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath, type MyRewardEntry, type RewardItem, type RewardWinner } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { burst, newMembers } from './helpers/members';
import { startTestServer, type TestServer } from './helpers/server';
import { expectLedgerSumsToBalances } from './helpers/store';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 180_000 });

let t: TestServer;
let manager: ApiClient;
let fan: ApiClient;
let keys = 0;

const HOUR = 3_600_000;
async function createItem(
  over: Partial<{ cost: number; stock: number; opensAt: string; hidden: boolean }> = {},
) {
  const res = await manager.post(apiPath('rewardAdminItems'), {
    name: '커피 쿠폰',
    description: '아메리카노 한 잔',
    cost: 50,
    stock: 10,
    opensAt: new Date(Date.now() - HOUR).toISOString(),
    ...over,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as RewardItem;
}
const enter = (c: ApiClient, id: string) => c.post(apiPath('rewardEntry', { id }));
const balance = async (c: ApiClient) => (await c.get(apiPath('mePoint'))).body.point as number;
const give = (userUuid: string, amount: number) =>
  manager.post(apiPath('userPoint'), {
    userUuid,
    type: 'C',
    amount,
    memo: '리워드 테스트',
    idempotencyKey: `reward-test-${++keys}`,
  });

beforeAll(async () => {
  // 500 entries from 25 members: far more than a member's write limit allows in a minute.
  t = await startTestServer({ writeLimitScale: 100 });
  manager = await t.as('manager');
  fan = await t.as('soopfan');
});
afterEach(() => expectLedgerSumsToBalances(t));
afterAll(() => t?.close());

describe('reward gift shop', () => {
  it('hands out exactly the stock to 500 concurrent entries, one per member, charging only the winners', async () => {
    const members = await newMembers(t, 'rewardee', 25, { linked: true });
    // 20 can pay; 5 have no points at all.
    for (const m of members.slice(0, 20)) expect((await give(m.uuid, 80)).status).toBe(200);
    const item = await createItem({ cost: 50, stock: 10 });

    const results = await burst(500, 50, (n) => enter(members[n % members.length]!.client, item.id));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(10);
    for (const r of results.filter((r) => r.status !== 200)) {
      expect([400, 409]).toContain(r.status);
      expect(r.body.message).toMatch(/소진|이미 받은|포인트가 부족합니다/);
    }
    const balances = await Promise.all(members.map((m) => balance(m.client)));
    expect(balances.slice(0, 20).filter((b) => b === 30)).toHaveLength(10);
    expect(balances.slice(0, 20).filter((b) => b === 80)).toHaveLength(10);
    expect(balances.slice(20)).toEqual([0, 0, 0, 0, 0]);

    const shelf = (await fan.get(apiPath('rewardItems'))).body.itemList as RewardItem[];
    expect(shelf.find((i) => i.id === item.id)).toMatchObject({ stock: 10, handedOut: 10 });
    const winners = (await manager.get(apiPath('rewardWinners'))).body.winnerList as RewardWinner[];
    expect(winners.filter((w) => w.itemId === item.id)).toHaveLength(10);
  });

  it('refuses a member without enough points in Korean and charges nothing', async () => {
    const [poor] = await newMembers(t, 'poor', 1, { linked: true });
    expect((await give(poor!.uuid, 20)).status).toBe(200);
    const item = await createItem({ cost: 50, stock: 3 });
    const refused = await enter(poor!.client, item.id);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      '포인트가 부족합니다. 이 상품은 50P가 필요해요. 포인트는 차감되지 않았습니다.',
    );
    expect(await balance(poor!.client)).toBe(20);
    const shelf = (await fan.get(apiPath('rewardItems'))).body.itemList as RewardItem[];
    expect(shelf.find((i) => i.id === item.id)?.handedOut).toBe(0);
    expect((await poor!.client.get(apiPath('meRewardEntries'))).body.entryList).toEqual([]);
  });

  it('opens at its time, and hides hidden items', async () => {
    const later = await createItem({ opensAt: new Date(Date.now() + HOUR).toISOString() });
    const early = await enter(fan, later.id);
    expect(early.status).toBe(400);
    expect(early.body.message).toContain('아직 열리지 않았어요.');
    const hidden = await createItem({ hidden: true });
    expect((await enter(fan, hidden.id)).status).toBe(404);
    const shelf = (await fan.get(apiPath('rewardItems'))).body.itemList as RewardItem[];
    expect(shelf.map((i) => i.id)).not.toContain(hidden.id);
    const all = (await manager.get(apiPath('rewardAdminItems'))).body.itemList as RewardItem[];
    expect(all.map((i) => i.id)).toContain(hidden.id);
  });

  it('shows the gift code only to its winner once staff deliver it', async () => {
    const item = await createItem({ cost: 10, stock: 5 });
    const crew = await t.as('crew');
    const before = await balance(fan);
    const won = await enter(fan, item.id);
    expect(won.status, JSON.stringify(won.body)).toBe(200);
    expect(won.body.point).toBe(before - 10);
    expect(won.body.entry).toMatchObject({ itemName: '커피 쿠폰', giftCode: null, deliveredAt: null });
    expect((await enter(fan, item.id)).status).toBe(409);
    expect((await enter(crew, item.id)).status).toBe(200);

    const delivered = await manager.put(apiPath('rewardDelivery', { id: won.body.entry.id }), {
      giftCode: 'GIFT-1234-5678',
    });
    expect(delivered.status).toBe(204);
    const mine = (await fan.get(apiPath('meRewardEntries'))).body.entryList as MyRewardEntry[];
    expect(mine.find((e) => e.id === won.body.entry.id)).toMatchObject({ giftCode: 'GIFT-1234-5678' });
    expect(mine.find((e) => e.id === won.body.entry.id)?.deliveredAt).not.toBeNull();
    const theirs = await crew.get(apiPath('meRewardEntries'));
    expect(JSON.stringify(theirs.body)).not.toContain('GIFT-1234-5678');
    expect(JSON.stringify((await crew.get(apiPath('rewardItems'))).body)).not.toContain('GIFT-1234-5678');

    // Stock never goes below what was handed out.
    const lower = await manager.put(apiPath('rewardAdminItem', { id: item.id }), {
      name: '커피 쿠폰',
      cost: 10,
      stock: 1,
      opensAt: new Date().toISOString(),
    });
    expect(lower.status).toBe(400);
    expect(lower.body.errorFieldName).toBe('stock');
  });

  it('answers 403 to a USER on every admin endpoint of the reward shop and point claim', async () => {
    const item = await createItem();
    const id = '00000000-0000-4000-8000-000000000000';
    const input = { name: 'x', cost: 1, stock: 1, opensAt: new Date().toISOString() };
    const calls = [
      fan.get(apiPath('rewardAdminItems')),
      fan.post(apiPath('rewardAdminItems'), input),
      fan.put(apiPath('rewardAdminItem', { id: item.id }), input),
      fan.get(apiPath('rewardWinners')),
      fan.put(apiPath('rewardDelivery', { id }), { giftCode: 'x' }),
      fan.get(apiPath('pointClaimCodes')),
      fan.post(apiPath('pointClaimCodes'), {}),
      fan.get(apiPath('pointClaimCodeClaimers', { id })),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    expect((await t.client().get(apiPath('rewardItems'))).status).toBe(401);
  });
});
