import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import {
  apiPath,
  DEFAULT_STAFF_POINT_CAPS,
  pointAdjustOverCap,
  SELF_POINT_ADJUST_MESSAGE,
  type StaffActionPage,
} from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

/** Issue 27: staff point changes are capped per action, explained, never one's own, and recorded. */

let t: TestServer;
let admin: ApiClient;
let manager: ApiClient;
let fan: ApiClient;
const uuid: Record<string, string> = {};
let keys = 0;
const key = () => `audit-points-${++keys}-${Math.random().toString(36).slice(2)}`;

const adjust = (by: ApiClient, userUuid: string, type: 'C' | 'D', amount: number, memo = '시험 조정') =>
  by.post(apiPath('userPoint'), { userUuid, type, amount, memo, idempotencyKey: key() });

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.server.app.db.execute(query)) as unknown as { rows: T[] }).rows;
/** The staff ledger rows and record rows about one member, as the database holds them. */
const countsFor = async (userUuid: string) => {
  const [counted] = await rows<{ ledger: number; records: number }>(sql`
    select
      (select count(*)::int from point_ledger where user_uuid = ${userUuid}::uuid and reason = 'ADMIN_ADJUST') as ledger,
      (select count(*)::int from staff_actions where target_id = ${userUuid}) as records`);
  return counted!;
};
const balanceOf = async (c: ApiClient) => (await c.get(apiPath('mePoint'))).body.point as number;
const recordsOf = async (userUuid: string) =>
  (await admin.get<StaffActionPage>(`${apiPath('adminStaffActions')}?targetType=user&targetId=${userUuid}`))
    .body.data;

beforeAll(async () => {
  t = await startTestServer();
  [admin, manager, fan] = await Promise.all([t.as('admin'), t.as('manager'), t.as('soopfan')]);
  for (const [name, c] of [
    ['admin', admin],
    ['manager', manager],
    ['fan', fan],
    ['newbie', await t.as('newbie')],
  ] as const)
    uuid[name] = (await c.get(apiPath('me'))).body.uuid;
});
afterAll(() => t.close());

describe('the cap on one staff adjustment', () => {
  it("refuses a manager's adjustment over it, either way, and writes neither a ledger row nor a record", async () => {
    const before = await countsFor(uuid.fan!);
    const balance = await balanceOf(fan);
    for (const type of ['C', 'D'] as const) {
      const refused = await adjust(manager, uuid.fan!, type, DEFAULT_STAFF_POINT_CAPS.MANAGER + 1);
      expect(refused.status, type).toBe(400);
      expect(refused.body).toEqual({
        status: 400,
        message: pointAdjustOverCap(DEFAULT_STAFF_POINT_CAPS.MANAGER),
        errorFieldName: 'amount',
      });
    }
    // The finding: 1,000,000P with no cap.
    expect((await adjust(manager, uuid.fan!, 'C', 1_000_000)).status).toBe(400);
    expect(await countsFor(uuid.fan!)).toEqual(before);
    expect(await balanceOf(fan)).toBe(balance);
  });

  it('lets an admin move up to their own cap, and no more', async () => {
    expect((await adjust(admin, uuid.fan!, 'C', DEFAULT_STAFF_POINT_CAPS.ADMIN)).status).toBe(200);
    expect((await adjust(admin, uuid.fan!, 'D', DEFAULT_STAFF_POINT_CAPS.ADMIN)).status).toBe(200);
    const over = await adjust(admin, uuid.fan!, 'C', DEFAULT_STAFF_POINT_CAPS.ADMIN + 1);
    expect(over.body).toMatchObject({ status: 400, errorFieldName: 'amount' });
  });

  it('tells each staff member their cap, and no one else', async () => {
    const caps = { ...DEFAULT_STAFF_POINT_CAPS };
    expect((await manager.get(apiPath('userPoint'))).body).toEqual({ cap: caps.MANAGER, caps });
    expect((await admin.get(apiPath('userPoint'))).body).toEqual({ cap: caps.ADMIN, caps });
    expect((await fan.get(apiPath('userPoint'))).status).toBe(403);
    expect((await t.client().get(apiPath('userPoint'))).status).toBe(401);
  });

  it('is a setting, within what one change may move', () => {
    expect(loadConfig({ STAFF_POINT_CAP_MANAGER: '5000' }).staffPointCaps).toEqual({
      MANAGER: 5_000,
      ADMIN: DEFAULT_STAFF_POINT_CAPS.ADMIN,
    });
    expect(() => loadConfig({ STAFF_POINT_CAP_ADMIN: '0' })).toThrow();
    expect(() => loadConfig({ STAFF_POINT_CAP_ADMIN: '100000001' })).toThrow();
  });
});

describe('a staff adjustment within the cap', () => {
  it('writes the ledger row and the record together: who, what, when and why', async () => {
    const before = await countsFor(uuid.fan!);
    const balance = await balanceOf(fan);
    const done = await adjust(
      manager,
      uuid.fan!,
      'C',
      DEFAULT_STAFF_POINT_CAPS.MANAGER,
      '방송 이벤트 1등 상품',
    );
    expect(done.status).toBe(200);
    expect(await countsFor(uuid.fan!)).toEqual({ ledger: before.ledger + 1, records: before.records + 1 });

    const [latest] = await recordsOf(uuid.fan!);
    expect(latest).toMatchObject({
      actor: { uuid: uuid.manager, nickname: '매니저', username: 'manager' },
      action: 'POINT_ADJUST',
      targetType: 'user',
      targetId: uuid.fan,
      targetLabel: '열혈팬',
      summary: `100,000P 지급 · 잔액 ${(balance + 100_000).toLocaleString('ko-KR')}P`,
      detail: { type: 'C', amount: 100_000, balanceAfter: balance + 100_000 },
      memo: '방송 이벤트 1등 상품',
    });
    expect(Date.now() - Date.parse(latest!.createdAt)).toBeLessThan(60_000);
    const [ledger] = await rows<{ actor_uuid: string; memo: string }>(sql`
      select actor_uuid, memo from point_ledger where user_uuid = ${uuid.fan!}::uuid order by created_at desc, id desc limit 1`);
    expect(ledger).toEqual({ actor_uuid: uuid.manager, memo: '방송 이벤트 1등 상품' });
  });

  it('is recorded once when the same request comes again', async () => {
    const before = await countsFor(uuid.fan!);
    const body = { userUuid: uuid.fan, type: 'C', amount: 10, memo: '재전송', idempotencyKey: key() };
    expect((await manager.post(apiPath('userPoint'), body)).status).toBe(200);
    expect((await manager.post(apiPath('userPoint'), body)).status).toBe(200);
    expect(await countsFor(uuid.fan!)).toEqual({ ledger: before.ledger + 1, records: before.records + 1 });
  });

  it('leaves no record when the change itself is refused (too few points)', async () => {
    const refused = await adjust(manager, uuid.newbie!, 'D', 1);
    expect(refused.body).toMatchObject({ status: 400, message: '포인트가 부족합니다.' });
    expect(await countsFor(uuid.newbie!)).toEqual({ ledger: 0, records: 0 });
  });

  it('is undone with its record: a record that cannot be written takes the change back', async () => {
    const db = t.server.app.db;
    await db.execute(sql`
      create function refuse_test_record() returns trigger language plpgsql as $$
      begin
        if new.memo = '기록 실패 시험' then raise exception 'test: record refused'; end if;
        return new;
      end $$`);
    await db.execute(sql`
      create trigger refuse_test_record before insert on staff_actions
      for each row execute function refuse_test_record()`);
    try {
      const before = await countsFor(uuid.fan!);
      const balance = await balanceOf(fan);
      expect((await adjust(manager, uuid.fan!, 'C', 500, '기록 실패 시험')).status).toBe(500);
      expect(await countsFor(uuid.fan!)).toEqual(before);
      expect(await balanceOf(fan)).toBe(balance);
    } finally {
      await db.execute(sql`drop trigger refuse_test_record on staff_actions`);
      await db.execute(sql`drop function refuse_test_record()`);
    }
  });
});

describe('what every staff adjustment must have', () => {
  it("is another member's balance: staff never adjust their own", async () => {
    for (const [c, self] of [
      [manager, uuid.manager!],
      [admin, uuid.admin!],
    ] as const) {
      const refused = await adjust(c, self, 'C', 100);
      expect(refused.body).toEqual({
        status: 403,
        message: SELF_POINT_ADJUST_MESSAGE,
        errorFieldName: 'userUuid',
      });
      expect(await countsFor(self)).toEqual({ ledger: 0, records: 0 });
    }
  });

  it('says why', async () => {
    const before = await countsFor(uuid.fan!);
    const base = { userUuid: uuid.fan, type: 'C', amount: 10, idempotencyKey: key() };
    for (const memo of [undefined, '', '   ']) {
      const refused = await manager.post(apiPath('userPoint'), { ...base, memo });
      expect(refused.body, String(memo)).toMatchObject({ status: 400, errorFieldName: 'memo' });
    }
    expect(await countsFor(uuid.fan!)).toEqual(before);
  });
});
