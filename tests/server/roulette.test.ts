import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  ROULETTE_COST,
  ROULETTE_DAILY_CAP,
  ROULETTE_TABLE,
  type RouletteSpin,
  type RouletteState,
} from '../../src/contract';
import { checkSpin, sha256Hex } from '../unit/draw/fairness-checker';
import type { ApiClient } from './helpers/api-client';
import { linkSoop } from './helpers/members';
import { startTestServer, type TestServer } from './helpers/server';
import { expectLedgerSumsToBalances } from './helpers/store';

let t: TestServer;
let manager: ApiClient;
let members = 0;
const key = () => `roulette-${Math.random().toString(36).slice(2)}-${Date.now()}`;
const weights = ROULETTE_TABLE.map((slot) => slot.weight);

/** A new member holding exactly `balance` points. */
async function member(balance: number): Promise<{ c: ApiClient; uuid: string }> {
  const n = ++members;
  const c = t.client();
  const username = `spinner${n}`;
  expect(
    (await c.post(apiPath('register'), { username, password: 'goodpass1', nickname: `룰렛${n}` })).status,
  ).toBe(200);
  await c.login(username, 'goodpass1');
  // Events that pay points or prizes need a linked SOOP account.
  await linkSoop(c, username);
  const uuid = (await c.get(apiPath('me'))).body.uuid as string;
  if (balance > 0) {
    const res = await manager.post(apiPath('userPoint'), {
      userUuid: uuid,
      type: 'C',
      amount: balance,
      memo: '룰렛 테스트',
      idempotencyKey: key(),
    });
    expect(res.status).toBe(200);
  }
  return { c, uuid };
}

const balanceOf = async (c: ApiClient) => (await c.get(apiPath('mePoint'))).body.point as number;
const state = async (c: ApiClient) => (await c.get(apiPath('roulette'))).body as RouletteState;
const spin = (c: ApiClient, idempotencyKey = key()) => c.post(apiPath('rouletteSpin'), { idempotencyKey });

beforeAll(async () => {
  t = await startTestServer({ writeLimitScale: 100 });
  manager = await t.as('manager');
});
afterAll(async () => {
  await expectLedgerSumsToBalances(t);
  await t.close();
});

describe('roulette', () => {
  it('charges a spin and pays its prize through the ledger, and a retried key spins once', async () => {
    const { c } = await member(1_000);
    const before = await state(c);
    expect(before.seed).toMatchObject({ nonce: 0, serverSeed: null, revealedAt: null });
    expect(before.seed.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    const once = key();
    const first = await spin(c, once);
    expect(first.status).toBe(200);
    const s = first.body.spin as RouletteSpin;
    expect(s).toMatchObject({ nonce: 0, clientSeed: before.seed.clientSeed, cost: ROULETTE_COST });
    expect(s.prize).toBe(ROULETTE_TABLE[s.slot]!.prize);
    expect(first.body.point).toBe(1_000 - ROULETTE_COST + s.prize);

    const again = await spin(c, once);
    expect(again.body.spin.id).toBe(s.id);
    expect(await balanceOf(c)).toBe(1_000 - ROULETTE_COST + s.prize);
    const after = await state(c);
    expect(after.seed.nonce).toBe(1);
    expect(after.spunToday).toBe(1);
    expect(after.history.map((h) => h.id)).toEqual([s.id]);
    // The seed stays secret while it is the current one.
    expect(after.history[0]!.serverSeed).toBeNull();
  });

  it('refuses a member without enough points in Korean and charges nothing', async () => {
    const { c } = await member(ROULETTE_COST - 1);
    const res = await spin(c);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('포인트가 부족합니다.');
    expect(await balanceOf(c)).toBe(ROULETTE_COST - 1);
    expect((await state(c)).seed.nonce).toBe(0);
  });

  it('reveals the old seed on rotation, and the README checker recomputes every spin', async () => {
    const { c } = await member(10_000);
    const spins: RouletteSpin[] = [];
    for (let i = 0; i < 8; i++) spins.push((await spin(c)).body.spin);
    const hash = (await state(c)).seed.serverSeedHash;

    const rotated = await c.post(apiPath('rouletteSeed'), { clientSeed: 'my-new_seed1' });
    expect(rotated.status).toBe(200);
    const { previous, current } = rotated.body;
    expect(previous.serverSeedHash).toBe(hash);
    expect(sha256Hex(previous.serverSeed)).toBe(hash);
    expect(previous.nonce).toBe(8);
    expect(current).toMatchObject({ clientSeed: 'my-new_seed1', nonce: 0, serverSeed: null });
    expect(current.serverSeedHash).not.toBe(hash);

    const history = (await state(c)).history;
    for (const s of spins) {
      const shown = history.find((h) => h.id === s.id)!;
      expect(shown.serverSeed).toBe(previous.serverSeed);
      expect(checkSpin(previous.serverSeed, shown.clientSeed, shown.nonce, weights)).toBe(shown.slot);
    }
    expect(new Set(spins.map((s) => s.nonce))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7]));

    const next = (await spin(c)).body.spin as RouletteSpin;
    expect(next).toMatchObject({ clientSeed: 'my-new_seed1', nonce: 0, seedId: current.id });
    expect((await c.post(apiPath('rouletteSeed'), { clientSeed: 'no spaces please' })).status).toBe(400);
  });

  it('never passes the daily cap or overdraws under a concurrent burst', async () => {
    // Rich: the cap is what stops the burst.
    const rich = await member(100_000);
    const results = await Promise.all(Array.from({ length: ROULETTE_DAILY_CAP + 10 }, () => spin(rich.c)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(ROULETTE_DAILY_CAP);
    const refused = results.filter((r) => r.status !== 200);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(`하루에 ${ROULETTE_DAILY_CAP}번까지`);
    }
    const prizes = ok.reduce((sum, r) => sum + (r.body.spin as RouletteSpin).prize, 0);
    expect(await balanceOf(rich.c)).toBe(100_000 - ROULETTE_DAILY_CAP * ROULETTE_COST + prizes);
    expect(new Set(ok.map((r) => r.body.spin.nonce)).size).toBe(ROULETTE_DAILY_CAP);

    // Poor: the balance is what stops it, and it never goes below zero.
    const poor = await member(ROULETTE_COST * 2 + 50);
    const burst = await Promise.all(Array.from({ length: 15 }, () => spin(poor.c)));
    const paid = burst.filter((r) => r.status === 200);
    expect(paid.length).toBeGreaterThanOrEqual(2);
    for (const r of burst.filter((x) => x.status !== 200))
      expect(r.body.message).toBe('포인트가 부족합니다.');
    const won = paid.reduce((sum, r) => sum + (r.body.spin as RouletteSpin).prize, 0);
    const left = await balanceOf(poor.c);
    expect(left).toBe(ROULETTE_COST * 2 + 50 - paid.length * ROULETTE_COST + won);
    expect(left).toBeGreaterThanOrEqual(0);
  });

  it('keeps visitors out', async () => {
    expect((await t.client().get(apiPath('roulette'))).status).toBe(401);
  });
});
