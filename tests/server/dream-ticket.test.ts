import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, type DreamTicket, topics } from '../../src/contract';
import { checkRaffle, sha256Hex } from '../unit/draw/fairness-checker';
import type { ApiClient } from './helpers/api-client';
import { linkSoop } from './helpers/members';
import { startTestServer, type TestServer } from './helpers/server';
import { connectStomp } from './helpers/stomp';
import { expectLedgerSumsToBalances } from './helpers/store';

let t: TestServer;
let admin: ApiClient;
let manager: ApiClient;
let members = 0;
const key = () => `dream-${Math.random().toString(36).slice(2)}-${Date.now()}`;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

async function member(balance: number): Promise<{ c: ApiClient; uuid: string }> {
  const n = ++members;
  const c = t.client();
  const username = `dreamer${n}`;
  expect(
    (await c.post(apiPath('register'), { username, password: 'goodpass1', nickname: `드림${n}` })).status,
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
          memo: '드림티켓 테스트',
          idempotencyKey: key(),
        })
      ).status,
    ).toBe(200);
  return { c, uuid };
}

async function offer(overrides: Record<string, unknown> = {}): Promise<DreamTicket> {
  const res = await admin.post(apiPath('adminDreamTickets'), {
    title: '크루와 1:1 게임',
    prize: '스타 1:1 한 판',
    ticketPrice: 100,
    perMemberCap: 5,
    saleStartAt: at(-60_000),
    saleEndAt: at(60_000),
    drawAt: at(60_000),
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const buy = (c: ApiClient, id: string, count: number, idempotencyKey = key()) =>
  c.post(apiPath('dreamTicketBuy', { id }), { count, idempotencyKey });
const balanceOf = async (c: ApiClient) => (await c.get(apiPath('mePoint'))).body.point as number;
const detail = async (c: ApiClient, id: string) => (await c.get(apiPath('dreamTicket', { id }))).body;

beforeAll(async () => {
  t = await startTestServer({ writeLimitScale: 100 });
  admin = await t.as('admin');
  manager = await t.as('manager');
});
afterAll(async () => {
  await expectLedgerSumsToBalances(t);
  await t.close();
});

describe('dream tickets', () => {
  it('sells through the ledger, sends the live count, and counts a retried key once', async () => {
    const draw = await offer();
    expect(draw).toMatchObject({ status: 'ON_SALE', ticketCount: 0, serverSeed: null, winner: null });
    expect(draw.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const { c } = await member(1_000);
    const watcher = await connectStomp(t.wsUrl);
    await watcher.subscribe(topics.dreamTicket(draw.id));

    const once = key();
    const bought = await buy(c, draw.id, 3, once);
    expect(bought.body).toEqual({ myTickets: 3, ticketCount: 3, point: 700 });
    expect(await watcher.next(topics.dreamTicket(draw.id))).toEqual({ ticketCount: 3 });
    expect((await buy(c, draw.id, 3, once)).body).toMatchObject({ myTickets: 3, ticketCount: 3 });
    expect(await balanceOf(c)).toBe(700);
    expect((await detail(c, draw.id)).myTickets).toBe(3);
    await watcher.close();
  });

  it('refuses over the cap, without points and outside the window in Korean, charging nothing', async () => {
    const draw = await offer({ perMemberCap: 4 });
    const { c } = await member(1_000);
    expect((await buy(c, draw.id, 3)).status).toBe(200);
    const over = await buy(c, draw.id, 2);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('1인당 최대 4장까지 살 수 있어요. 지금 3장을 가지고 있어요.');
    expect(await balanceOf(c)).toBe(700);

    const poor = await member(150);
    const broke = await buy(poor.c, draw.id, 2);
    expect(broke.status).toBe(400);
    expect(broke.body.message).toBe('포인트가 부족합니다.');
    expect(await balanceOf(poor.c)).toBe(150);

    const later = await offer({ saleStartAt: at(60_000), saleEndAt: at(120_000), drawAt: at(120_000) });
    const early = await buy(c, later.id, 1);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('지금은 티켓 판매 기간이 아니에요.');
    expect(await balanceOf(c)).toBe(700);
    expect((await detail(c, draw.id)).ticket.ticketCount).toBe(3);
  });

  it('never sells past the cap under a concurrent burst', async () => {
    const draw = await offer({ perMemberCap: 10 });
    const { c } = await member(100_000);
    const results = await Promise.all(Array.from({ length: 25 }, () => buy(c, draw.id, 1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(await balanceOf(c)).toBe(100_000 - 10 * 100);
    expect((await detail(c, draw.id)).ticket.ticketCount).toBe(10);
  });

  it('draws at its time, announces the winner with the seed, and the checker recomputes it', async () => {
    const buyers = await Promise.all([member(1_000), member(1_000), member(1_000)]);
    const draw = await offer({ saleEndAt: at(4_000), drawAt: at(4_000) });
    const watcher = await connectStomp(t.wsUrl);
    await watcher.subscribe(topics.dreamTicketWinner(draw.id));
    for (const [i, b] of buyers.entries()) expect((await buy(b.c, draw.id, i + 1)).status).toBe(200);
    const { ticket } = await watcher.next<{ ticket: DreamTicket }>(topics.dreamTicketWinner(draw.id), 10_000);
    await watcher.close();

    expect(ticket.status).toBe('DRAWN');
    expect(sha256Hex(ticket.serverSeed!)).toBe(draw.serverSeedHash);
    const { entries } = (await t.client().get(apiPath('dreamTicketEntries', { id: draw.id }))).body;
    expect(entries).toHaveLength(6);
    expect(checkRaffle(ticket.serverSeed!, entries, 1)).toEqual([ticket.winner!.ticketId]);
    const winner = buyers.find((b) => b.uuid === ticket.winner!.userUuid)!;
    const notes = (await winner.c.get(apiPath('notifications'))).body;
    expect(JSON.stringify(notes)).toContain('드림티켓 「크루와 1:1 게임」에 당첨되었어요!');
    expect((await buy(winner.c, draw.id, 1)).status).toBe(400);
  });

  it('keeps members out of the admin endpoints', async () => {
    const { c } = await member(0);
    expect((await c.get(apiPath('adminDreamTickets'))).status).toBe(403);
    expect((await c.post(apiPath('adminDreamTickets'), {})).status).toBe(403);
    expect((await manager.get(apiPath('adminDreamTickets'))).status).toBe(200);
    const bad = await admin.post(apiPath('adminDreamTickets'), {
      title: '잘못된 시각',
      prize: 'x',
      ticketPrice: 10,
      perMemberCap: 1,
      saleStartAt: at(0),
      saleEndAt: at(10_000),
      drawAt: at(5_000),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('추첨 시각은 판매 종료 이후여야 해요.');
  });
});
