import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, type Lottery } from '../../src/contract';
import { checkRaffle, sha256Hex } from '../unit/draw/fairness-checker';
import type { ApiClient } from './helpers/api-client';
import { linkSoop } from './helpers/members';
import { startTestServer, type TestServer } from './helpers/server';
import { expectLedgerSumsToBalances } from './helpers/store';

let t: TestServer;
let admin: ApiClient;
let manager: ApiClient;
let members = 0;
const key = () => `lottery-${Math.random().toString(36).slice(2)}-${Date.now()}`;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

async function member(balance: number): Promise<{ c: ApiClient; uuid: string }> {
  const n = ++members;
  const c = t.client();
  const username = `lotto${n}`;
  expect(
    (await c.post(apiPath('register'), { username, password: 'goodpass1', nickname: `복권${n}` })).status,
  ).toBe(200);
  await c.login(username, 'goodpass1');
  // Events that pay points or prizes need a linked SOOP account.
  await linkSoop(c, username);
  const uuid = (await c.get(apiPath('me'))).body.uuid as string;
  if (balance > 0)
    expect(
      (
        await manager.post(apiPath('userPoint'), {
          userUuid: uuid,
          type: 'C',
          amount: balance,
          memo: '복권 테스트',
          idempotencyKey: key(),
        })
      ).status,
    ).toBe(200);
  return { c, uuid };
}

async function open(overrides: Record<string, unknown> = {}): Promise<Lottery> {
  const res = await admin.post(apiPath('adminLotteries'), {
    title: '가을 복권',
    prize: '사인 앨범',
    entryCost: 0,
    winnerCount: 2,
    startAt: at(-60_000),
    endAt: at(60_000),
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const enter = (c: ApiClient, id: string) =>
  c.post(apiPath('lotteryEnter', { id }), { idempotencyKey: key() });
const balanceOf = async (c: ApiClient) => (await c.get(apiPath('mePoint'))).body.point as number;
const lotteryOf = async (c: ApiClient, id: string): Promise<Lottery> =>
  ((await c.get(apiPath('lotteries'))).body.data as Lottery[]).find((l) => l.id === id)!;

beforeAll(async () => {
  t = await startTestServer({ writeLimitScale: 100 });
  admin = await t.as('admin');
  manager = await t.as('manager');
});
afterAll(async () => {
  await expectLedgerSumsToBalances(t);
  await t.close();
});

describe('lotteries', () => {
  it('takes one entry per member, charging a priced entry through the ledger once', async () => {
    const lottery = await open({ entryCost: 50 });
    expect(lottery).toMatchObject({ status: 'OPEN', entryCount: 0, serverSeed: null, winners: [] });
    expect(lottery.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const { c } = await member(200);
    const first = await enter(c, lottery.id);
    expect(first.body).toEqual({ entryCount: 1, point: 150 });
    const again = await enter(c, lottery.id);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('이미 응모했어요. 복권은 한 사람당 한 번만 응모할 수 있어요.');
    expect(await balanceOf(c)).toBe(150);
    expect(await lotteryOf(c, lottery.id)).toMatchObject({ entered: true, entryCount: 1 });
    const mine = (await c.get(apiPath('meLotteryEntries'))).body.entryList;
    expect(mine).toMatchObject([{ lotteryId: lottery.id, title: '가을 복권', won: false }]);
  });

  it('refuses without points or outside the window in Korean, charging nothing', async () => {
    const priced = await open({ entryCost: 300 });
    const poor = await member(100);
    const broke = await enter(poor.c, priced.id);
    expect(broke.status).toBe(400);
    expect(broke.body.message).toBe('포인트가 부족합니다.');
    expect(await balanceOf(poor.c)).toBe(100);

    const later = await open({ entryCost: 10, startAt: at(60_000), endAt: at(120_000) });
    const early = await enter(poor.c, later.id);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('지금은 응모 기간이 아니에요.');
    expect(await balanceOf(poor.c)).toBe(100);
    expect((await lotteryOf(poor.c, priced.id)).entryCount).toBe(0);
    expect((await poor.c.get(apiPath('meLotteryEntries'))).body.entryList).toEqual([]);
  });

  it('enters a member once under a concurrent burst', async () => {
    const lottery = await open({ entryCost: 10 });
    const { c } = await member(1_000);
    const results = await Promise.all(Array.from({ length: 10 }, () => enter(c, lottery.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balanceOf(c)).toBe(990);
    expect((await lotteryOf(c, lottery.id)).entryCount).toBe(1);
  });

  it('draws several winners at the end; the revealed seed and the checker recompute them', async () => {
    const entrants = await Promise.all([member(0), member(0), member(0), member(0), member(0)]);
    const lottery = await open({ winnerCount: 3, endAt: at(3_000) });
    for (const e of entrants) expect((await enter(e.c, lottery.id)).status).toBe(200);
    await expect
      .poll(async () => (await lotteryOf(t.client(), lottery.id)).status, { timeout: 10_000 })
      .toBe('DRAWN');
    const drawn = await lotteryOf(t.client(), lottery.id);

    expect(sha256Hex(drawn.serverSeed!)).toBe(lottery.serverSeedHash);
    const { entries } = (await t.client().get(apiPath('lotteryEntries', { id: lottery.id }))).body;
    expect(entries).toHaveLength(5);
    const winnerIds = drawn.winners.map((w) => w.entryId);
    expect(winnerIds).toHaveLength(3);
    expect(checkRaffle(drawn.serverSeed!, entries, 3)).toEqual(winnerIds);

    const told = async (e: (typeof entrants)[number]) =>
      JSON.stringify((await e.c.get(apiPath('notifications'))).body).includes(
        '복권 「가을 복권」에 당첨되었어요!',
      );
    const wonBy = (e: (typeof entrants)[number]) => drawn.winners.some((w) => w.userUuid === e.uuid);
    // The winners are told after the draw is stored: wait for them, then no one else is told.
    for (const e of entrants.filter(wonBy)) await expect.poll(() => told(e), { timeout: 10_000 }).toBe(true);
    for (const e of entrants) {
      const won = wonBy(e);
      expect(await told(e)).toBe(won);
      const [mine] = (await e.c.get(apiPath('meLotteryEntries'))).body.entryList;
      expect(mine).toMatchObject({ status: 'DRAWN', won });
    }
    expect((await enter(entrants[0]!.c, lottery.id)).status).toBe(400);
  });

  it('keeps members out of the admin endpoints', async () => {
    const { c } = await member(0);
    expect((await c.get(apiPath('adminLotteries'))).status).toBe(403);
    expect((await c.post(apiPath('adminLotteries'), {})).status).toBe(403);
    expect((await t.client().get(apiPath('adminLotteries'))).status).toBe(401);
    expect((await manager.get(apiPath('adminLotteries'))).status).toBe(200);
    const bad = await admin.post(apiPath('adminLotteries'), {
      title: '거꾸로 된 기간',
      prize: 'x',
      entryCost: 0,
      winnerCount: 1,
      startAt: at(10_000),
      endAt: at(0),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('응모 종료는 응모 시작 뒤여야 해요.');
  });
});
