import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, topics } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';
import { connectStomp } from './helpers/stomp';

let t: TestServer;
let manager: ApiClient;
let fan: ApiClient;
let fanUuid: string;
let newbieUuid: string;
let keys = 0;
const key = () => `test-key-${++keys}-${Math.random().toString(36).slice(2)}`;
const adjust = (by: ApiClient, userUuid: string, type: 'C' | 'D', amount: number, idempotencyKey = key()) =>
  by.post(apiPath('userPoint'), { userUuid, type, amount, memo: '테스트 조정', idempotencyKey });
const balanceOf = async (c: ApiClient) => (await c.get(apiPath('mePoint'))).body.point as number;

/** PRODUCT.md: the sum of a member's ledger is always their balance. */
async function expectLedgerSumsToBalances() {
  const { rows } = (await t.server.database.db.execute(sql`
    select u.uuid, u.point, coalesce(sum(case l.type when 'C' then l.amount else -l.amount end), 0)::bigint as ledger
    from users u left join point_ledger l on l.user_uuid = u.uuid
    group by u.uuid, u.point`)) as unknown as { rows: { point: string | number; ledger: string | number }[] };
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(Number(row.ledger)).toBe(Number(row.point));
}

beforeAll(async () => {
  t = await startTestServer();
  manager = await t.as('manager');
  fan = await t.as('soopfan');
  fanUuid = (await fan.get(apiPath('me'))).body.uuid;
  newbieUuid = (await (await t.as('newbie')).get(apiPath('me'))).body.uuid;
});
afterAll(async () => {
  await expectLedgerSumsToBalances();
  await t.close();
});

describe('the member balance', () => {
  it('is the member’s own, for members only', async () => {
    expect((await t.client().get(apiPath('mePoint'))).status).toBe(401);
    expect((await fan.get(apiPath('mePoint'))).body).toEqual({ point: 1_200_000, earned: 1_200_000 });
    expect((await (await t.as('newbie')).get(apiPath('mePoint'))).body).toEqual({ point: 0, earned: 0 });
  });
});

describe('adjusting points', () => {
  it('credits and debits through the ledger and tells the member’s sockets', async () => {
    const socket = await connectStomp(t.wsUrl, fan.cookie);
    await socket.subscribe(topics.userPoint(fanUuid));
    const before = await balanceOf(fan);

    expect((await adjust(manager, fanUuid, 'C', 500)).body).toMatchObject({ point: before + 500 });
    expect(await socket.next(topics.userPoint(fanUuid))).toMatchObject({ point: before + 500 });
    expect((await adjust(manager, fanUuid, 'D', 200)).body).toMatchObject({ point: before + 300 });
    expect(await socket.next(topics.userPoint(fanUuid))).toMatchObject({ point: before + 300 });
    expect(await balanceOf(fan)).toBe(before + 300);
    await socket.close();
    await expectLedgerSumsToBalances();
  });

  it('counts a retried request with the same key once, and says nothing new', async () => {
    const socket = await connectStomp(t.wsUrl, fan.cookie);
    await socket.subscribe(topics.userPoint(fanUuid));
    const before = await balanceOf(fan);
    const once = key();
    expect((await adjust(manager, fanUuid, 'C', 70, once)).body).toMatchObject({ point: before + 70 });
    expect((await adjust(manager, fanUuid, 'C', 70, once)).body).toMatchObject({ point: before + 70 });
    expect(await balanceOf(fan)).toBe(before + 70);
    expect(await socket.next(topics.userPoint(fanUuid))).toMatchObject({ point: before + 70 });
    await expect(socket.next(topics.userPoint(fanUuid), 500)).rejects.toThrow();
    await socket.close();
  });

  it('never debits below zero, and a refused debit leaves no row behind', async () => {
    const refused = await adjust(manager, newbieUuid, 'D', 1);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: '포인트가 부족합니다.', errorFieldName: 'amount' });
    const { rows } = (await t.server.database.db.execute(
      sql`select count(*)::int as n from point_ledger where user_uuid = ${newbieUuid}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses every role below manager, and a visitor', async () => {
    for (const username of ['soopfan', 'newbie', 'crew', 'excel']) {
      const res = await adjust(await t.as(username), fanUuid, 'C', 1_000);
      expect(res.status, username).toBe(403);
    }
    expect((await adjust(t.client(), fanUuid, 'C', 1_000)).status).toBe(401);
    expect((await adjust(await t.as('admin'), fanUuid, 'C', 1)).status).toBe(200);
  });

  it('asks for a reason, a whole positive amount and an existing member', async () => {
    const base = { userUuid: fanUuid, type: 'C', amount: 10, memo: '사유', idempotencyKey: key() };
    const noMemo = await manager.post(apiPath('userPoint'), { ...base, memo: '  ' });
    expect(noMemo.body).toMatchObject({ status: 400, errorFieldName: 'memo' });
    for (const amount of [0, -5, 1.5, 100_000_001]) {
      const res = await manager.post(apiPath('userPoint'), { ...base, amount });
      expect(res.body, String(amount)).toMatchObject({ status: 400, errorFieldName: 'amount' });
    }
    const nobody = await manager.post(apiPath('userPoint'), {
      ...base,
      userUuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(nobody.status).toBe(404);
  });
});

describe('under a concurrent burst', () => {
  it('never overdraws: of 300 debits of 10 against 1,000 points exactly 100 pass', async () => {
    const drawn = await t.as('newbie');
    await adjust(manager, newbieUuid, 'C', 1_000);
    const results = await Promise.all(
      Array.from({ length: 300 }, () => adjust(manager, newbieUuid, 'D', 10)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(100);
    expect(results.filter((r) => r.status === 400)).toHaveLength(200);
    expect(await balanceOf(drawn)).toBe(0);
    await expectLedgerSumsToBalances();
  });

  it('counts 200 concurrent retries of one key once', async () => {
    const before = await balanceOf(fan);
    const once = key();
    const results = await Promise.all(
      Array.from({ length: 200 }, () => adjust(manager, fanUuid, 'C', 5, once)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await balanceOf(fan)).toBe(before + 5);
    await expectLedgerSumsToBalances();
  });
});
