import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, SOOP_LINK_FOR_EVENTS_MESSAGE } from '../../src/contract';
import type { ApiClient, ApiResponse } from './helpers/api-client';
import { linkSoop, newMembers } from './helpers/members';
import { startTestServer, type TestServer } from './helpers/server';
import { expectLedgerSumsToBalances } from './helpers/store';

/**
 * Issue 27: what pays points or prizes needs a linked SOOP account (one per account), as writing
 * does, so accounts registered by the hundred farm nothing. Staff and crew are exempt.
 */

let t: TestServer;
let admin: ApiClient;
let keys = 0;
const key = () => `linked-events-${++keys}-${Math.random().toString(36).slice(2)}`;
const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();
const HOUR = 3_600_000;

async function created(res: Promise<ApiResponse<{ id: string }>>): Promise<{ id: string }> {
  const { status, body } = await res;
  expect([200, 201], JSON.stringify(body)).toContain(status);
  return body;
}

/** One call of each event that pays points or prizes, on content made open now. */
let events: [string, (c: ApiClient) => Promise<ApiResponse>][];

beforeAll(async () => {
  t = await startTestServer({ writeLimitScale: 100 });
  admin = await t.as('admin');
  const code = 'LINKEDONLY';
  await created(
    admin.post(apiPath('pointClaimCodes'), {
      code,
      title: '연동 이벤트',
      amount: 100,
      quantity: 10,
      startAt: at(-HOUR),
      endAt: at(HOUR),
    }),
  );
  const drop = await created(
    admin.post(apiPath('adminPointDrops'), { totalPoints: 100, packetCount: 10, durationSeconds: 600 }),
  );
  const lottery = await created(
    admin.post(apiPath('adminLotteries'), {
      title: '연동 복권',
      prize: '사인 앨범',
      entryCost: 0,
      winnerCount: 1,
      startAt: at(-60_000),
      endAt: at(HOUR),
    }),
  );
  const ticket = await created(
    admin.post(apiPath('adminDreamTickets'), {
      title: '크루와 한 판',
      prize: '스타 1:1',
      ticketPrice: 10,
      perMemberCap: 5,
      saleStartAt: at(-60_000),
      saleEndAt: at(HOUR),
      drawAt: at(HOUR),
    }),
  );
  const item = await created(
    admin.post(apiPath('rewardAdminItems'), {
      name: '커피 쿠폰',
      description: '아메리카노 한 잔',
      cost: 10,
      stock: 10,
      opensAt: at(-HOUR),
    }),
  );
  const match = await created(
    admin.post(apiPath('adminDusan'), {
      opponent: 'LG 트윈스',
      doosanHome: true,
      venue: '잠실',
      startsAt: at(HOUR),
    }),
  );
  events = [
    ['출석 체크', (c) => c.post(apiPath('meCheckedIn'))],
    [
      '포인트 보내기',
      (c) => c.post(apiPath('sendPoint'), { receiverNickname: '열혈팬', amount: 10, idempotencyKey: key() }),
    ],
    ['포인트 받기 코드', (c) => c.post(apiPath('mePointClaim'), { code })],
    ['포인트 드롭', (c) => c.post(apiPath('pointDropCatch', { id: drop.id }))],
    ['복권 응모', (c) => c.post(apiPath('lotteryEnter', { id: lottery.id }), { idempotencyKey: key() })],
    [
      '드림 티켓',
      (c) => c.post(apiPath('dreamTicketBuy', { id: ticket.id }), { count: 1, idempotencyKey: key() }),
    ],
    ['룰렛', (c) => c.post(apiPath('rouletteSpin'), { idempotencyKey: key() })],
    ['리워드 응모', (c) => c.post(apiPath('rewardEntry', { id: item.id }))],
    [
      '두산 승부 예측',
      (c) => c.post(apiPath('dusanPrediction', { id: match.id }), { pick: 'DOOSAN', stake: 10 }),
    ],
  ];
});
afterAll(async () => {
  await expectLedgerSumsToBalances(t);
  await t.close();
});

const balanceOf = async (c: ApiClient) => (await c.get(apiPath('mePoint'))).body.point as number;

/** Points through the ledger, so the spending events have something to spend. */
const fund = (uuid: string) =>
  t.server.app.points.change({
    userUuid: uuid,
    type: 'C',
    amount: 1_000,
    reason: 'ADMIN_ADJUST',
    idempotencyKey: key(),
  });

describe('events that pay points or prizes', () => {
  it('refuse a member with no linked SOOP account, in Korean, and move no point; once linked they pay', async () => {
    const [member] = await newMembers(t, 'unlinked', 1);
    await fund(member!.uuid);
    for (const [name, call] of events) {
      const res = await call(member!.client);
      expect({ name, status: res.status, body: res.body }).toEqual({
        name,
        status: 403,
        body: { status: 403, message: SOOP_LINK_FOR_EVENTS_MESSAGE },
      });
    }
    expect(await balanceOf(member!.client)).toBe(1_000);
    // The account page reads the same rule.
    expect((await member!.client.get(apiPath('meStatus'))).body.soopLinkRequired).toBe(true);

    await linkSoop(member!.client, 'unlinkednomore');
    for (const [name, call] of events) {
      const res = await call(member!.client);
      expect({ name, status: res.status }, JSON.stringify(res.body)).toEqual({ name, status: 200 });
    }
  });

  it('stay open to staff, who need no SOOP account (as for writing)', async () => {
    for (const who of ['admin', 'manager']) {
      const c = await t.as(who);
      expect((await c.get(apiPath('me'))).body.afreecatvUserId).toBeNull();
      expect((await c.post(apiPath('meCheckedIn'))).status).toBe(200);
    }
  });

  it('let an unlinked member receive points: a gift from a linked member farms nothing', async () => {
    const [receiver] = await newMembers(t, 'giftee', 1);
    const fan = await t.as('soopfan');
    const sent = await fan.post(apiPath('sendPoint'), {
      receiverUuid: receiver!.uuid,
      amount: 25,
      idempotencyKey: key(),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(await balanceOf(receiver!.client)).toBe(25);
  });
});
