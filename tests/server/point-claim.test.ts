import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath, type PointClaimCode } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { burst, newMembers } from './helpers/members';
import { startTestServer, type TestServer } from './helpers/server';
import { expectLedgerSumsToBalances } from './helpers/store';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

let t: TestServer;
let manager: ApiClient;
let fan: ApiClient;
let codes = 0;

const HOUR = 3_600_000;
const window = (fromNow: number, toNow: number) => ({
  startAt: new Date(Date.now() + fromNow).toISOString(),
  endAt: new Date(Date.now() + toNow).toISOString(),
});

async function createCode(
  over: Partial<{ amount: number; quantity: number; startAt: string; endAt: string }> = {},
) {
  const code = `CLAIM${++codes}`;
  const res = await manager.post(apiPath('pointClaimCodes'), {
    code: code.toLowerCase(),
    title: '방송 이벤트',
    amount: 300,
    quantity: 10,
    ...window(-HOUR, HOUR),
    ...over,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as PointClaimCode;
}
const claim = (c: ApiClient, code: string) => c.post(apiPath('mePointClaim'), { code });
const balance = async (c: ApiClient) => (await c.get(apiPath('mePoint'))).body.point as number;

beforeAll(async () => {
  // The bursts send more claims than a member's write limit allows in a minute.
  t = await startTestServer({ writeLimitScale: 100 });
  manager = await t.as('manager');
  fan = await t.as('soopfan');
});
afterEach(() => expectLedgerSumsToBalances(t));
afterAll(() => t?.close());

describe('point claim', () => {
  it('credits the amount once through the ledger and lists the claim for the member and for staff', async () => {
    const code = await createCode({ amount: 250 });
    expect(code.code).toBe(`CLAIM${codes}`);
    const before = await balance(fan);
    // Typed as heard on stream: spaces and small letters are the same code.
    const first = await claim(fan, ` claim ${codes} `);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ amount: 250, point: before + 250 });
    expect(await balance(fan)).toBe(before + 250);

    const again = await claim(fan, code.code);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 받은 코드입니다.');
    expect(await balance(fan)).toBe(before + 250);

    const mine = await fan.get(apiPath('mePointClaim'));
    expect(mine.body.claimList[0]).toMatchObject({ code: code.code, amount: 250, title: '방송 이벤트' });
    const claimers = await manager.get(apiPath('pointClaimCodeClaimers', { id: code.id }));
    expect(claimers.body.claimerList.map((c: { member: { nickname: string } }) => c.member.nickname)).toEqual(
      ['열혈팬'],
    );
    const list = await manager.get(apiPath('pointClaimCodes'));
    expect(list.body.codeList.find((c: PointClaimCode) => c.id === code.id).claimedCount).toBe(1);
    const history = await fan.get(`${apiPath('mePointHistoryTable')}?length=1`);
    expect(history.body.data[0]).toMatchObject({ type: 'C', amount: 250, reason: 'POINT_CLAIM' });
  });

  it('says in Korean why a code cannot be claimed, and charges nothing', async () => {
    const before = await balance(fan);
    // A code not open yet answers exactly as a missing one: nothing tells it exists, nor when it opens.
    const unknown = await claim(fan, 'NOSUCHCODE');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      status: 404,
      message: '지금 받을 수 있는 코드가 아닙니다. 방송에서 알려 준 코드와 시간을 다시 확인해 주세요.',
      errorFieldName: 'code',
    });
    const early = await createCode(window(HOUR, 2 * HOUR));
    const notYet = await claim(fan, early.code);
    expect({ status: notYet.status, body: notYet.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    });
    const late = await createCode(window(-2 * HOUR, -HOUR));
    const over = await claim(fan, late.code);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('기간이 끝난 코드입니다.');
    const one = await createCode({ quantity: 1 });
    expect((await claim(await t.as('crew'), one.code)).status).toBe(200);
    const gone = await claim(fan, one.code);
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe('선착순 수량이 모두 소진된 코드입니다.');
    expect((await claim(fan, '')).status).toBe(400);
    expect(await balance(fan)).toBe(before);
  });

  it('hands out exactly the quantity under a concurrent burst, once per member', async () => {
    const members = await newMembers(t, 'claimer', 12, { linked: true });
    const code = await createCode({ amount: 100, quantity: 5 });
    const results = await burst(60, 30, (n) => claim(members[n % members.length]!.client, code.code));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.every((r) => [200, 409].includes(r.status))).toBe(true);
    const paid = await Promise.all(members.map((m) => balance(m.client)));
    expect(paid.filter((p) => p === 100)).toHaveLength(5);
    expect(paid.filter((p) => p === 0)).toHaveLength(7);
    const claimers = await manager.get(apiPath('pointClaimCodeClaimers', { id: code.id }));
    expect(claimers.body.claimerList).toHaveLength(5);

    // One member hammering a roomy code still gets it once.
    const roomy = await createCode({ amount: 40, quantity: 100 });
    const solo = members[0]!.client;
    const before = await balance(solo);
    const mine = await burst(30, 30, () => claim(solo, roomy.code));
    expect(mine.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balance(solo)).toBe(before + 40);
  });

  it('lets only managers and admins create codes and see claimers', async () => {
    const code = await createCode();
    for (const path of [apiPath('pointClaimCodes'), apiPath('pointClaimCodeClaimers', { id: code.id })])
      expect((await fan.get(path)).status).toBe(403);
    const create = await fan.post(apiPath('pointClaimCodes'), {
      code: 'MINE',
      title: 'x',
      amount: 1,
      quantity: 1,
      ...window(0, HOUR),
    });
    expect(create.status).toBe(403);
    expect((await t.client().post(apiPath('mePointClaim'), { code: code.code })).status).toBe(401);
    const admin = await t.as('admin');
    expect((await admin.get(apiPath('pointClaimCodes'))).status).toBe(200);
    const taken = await admin.post(apiPath('pointClaimCodes'), {
      code: code.code,
      title: 'x',
      amount: 1,
      quantity: 1,
      ...window(0, HOUR),
    });
    expect(taken.status).toBe(409);
    const backwards = await admin.post(apiPath('pointClaimCodes'), {
      code: 'BACK',
      title: 'x',
      amount: 1,
      quantity: 1,
      ...window(HOUR, 0),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errorFieldName).toBe('endAt');
  });
});
