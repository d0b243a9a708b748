import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  type DusanBoard,
  type DusanCountEvent,
  type DusanMatch,
  type DusanVote,
  type SportMatchEvent,
  topics,
} from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { burst, newMembers } from './helpers/members';
import { startTestServer, type TestServer } from './helpers/server';
import { connectStomp, type TestStomp } from './helpers/stomp';
import { expectLedgerSumsToBalances } from './helpers/store';

let t: TestServer;
let admin: ApiClient;
let fan: ApiClient;

beforeAll(async () => {
  t = await startTestServer({ writeLimitScale: 100 });
  admin = await t.as('admin');
  fan = await t.as('soopfan');
});
afterAll(async () => {
  await expectLedgerSumsToBalances(t);
  await t.close();
});

const soon = () => new Date(Date.now() + 3_600_000).toISOString();

async function newMatch(opponent = 'LG 트윈스'): Promise<DusanMatch> {
  const res = await admin.post(apiPath('adminDusan'), {
    opponent,
    doosanHome: true,
    venue: '잠실',
    startsAt: soon(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Gives each member points through the ledger, as an admin adjustment would. */
async function fund(members: { uuid: string }[], amount: number) {
  for (const m of members)
    await t.server.app.points.change({
      userUuid: m.uuid,
      type: 'C',
      amount,
      reason: 'ADMIN_ADJUST',
      idempotencyKey: `dusan-test-fund:${crypto.randomUUID()}`,
    });
}

const balanceOf = async (c: ApiClient) => (await c.get(apiPath('mePoint'))).body.point as number;
const ledgerOf = async (matchId: string) =>
  (
    (await t.server.database.db.execute(sql`
      select user_uuid, type, amount, reason from point_ledger where ref_type = 'dusan' and ref_id = ${matchId}`)) as unknown as {
      rows: { user_uuid: string; type: 'C' | 'D'; amount: string | number; reason: string }[];
    }
  ).rows.map((r) => ({ ...r, amount: Number(r.amount) }));

async function listen<T>(stomp: TestStomp, destination: string): Promise<T[]> {
  const heard: T[] = [];
  await new Promise<void>((resolve) => {
    stomp.client.watchForReceipt(destination, () => resolve());
    stomp.client.subscribe(destination, (m) => heard.push(JSON.parse(m.body)), { receipt: destination });
  });
  return heard;
}

describe('dusan predictions', () => {
  it('settles pari-mutuel: the winners share exactly the pool, and a second final pays nothing more', async () => {
    const members = await newMembers(t, 'bettor', 7, { linked: true });
    await fund(members, 1_000);
    const match = await newMatch();
    const stakes = [
      ['DOOSAN', 100],
      ['DOOSAN', 333],
      ['DOOSAN', 50],
      ['OPPONENT', 400],
      ['OPPONENT', 17],
      ['DRAW', 200],
      ['OPPONENT', 10],
    ] as const;
    await Promise.all(
      members.map(async (m, i) => {
        const [pick, stake] = stakes[i]!;
        const res = await m.client.post(apiPath('dusanPrediction', { id: match.id }), { pick, stake });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.mine).toEqual({ pick, stake, payout: null });
      }),
    );
    const pool = stakes.reduce((sum, [, s]) => sum + s, 0);
    expect(await balanceOf(members[1]!.client)).toBe(1_000 - 333);

    const live = await admin.put(apiPath('adminDusanScore', { id: match.id }), {
      doosanScore: 2,
      opponentScore: 1,
      inning: '5회말',
      status: 'live',
    });
    expect(live.body).toMatchObject({ status: 'live', doosanScore: 2, inning: '5회말' });
    // A started game takes no more predictions.
    const late = await fan.post(apiPath('dusanPrediction', { id: match.id }), { pick: 'DOOSAN', stake: 10 });
    expect(late.status).toBe(409);

    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        admin.put(apiPath('adminDusanScore', { id: match.id }), {
          doosanScore: 3,
          opponentScore: 1,
          status: 'final',
        }),
      ),
    );
    expect([first!.status, second!.status].sort()).toEqual([200, 409]);
    const again = await admin.put(apiPath('adminDusanScore', { id: match.id }), {
      doosanScore: 0,
      opponentScore: 9,
      status: 'final',
    });
    expect(again.status).toBe(409);
    expect((await admin.post(apiPath('adminDusanCancel', { id: match.id }))).status).toBe(409);

    const rows = await ledgerOf(match.id);
    const payouts = rows.filter((r) => r.reason === 'DUSAN_PAYOUT');
    expect(payouts).toHaveLength(3);
    expect(payouts.reduce((sum, r) => sum + r.amount, 0)).toBe(pool); // no house share
    // 483 on DOOSAN share 1,110: 100 → 229.8, 333 → 765.3, 50 → 114.9; the floors leave 2, one each to the largest stakes.
    const paid = Object.fromEntries(payouts.map((r) => [r.user_uuid, r.amount]));
    expect(paid[members[0]!.uuid]).toBe(230);
    expect(paid[members[1]!.uuid]).toBe(766);
    expect(paid[members[2]!.uuid]).toBe(114);
    expect(await balanceOf(members[1]!.client)).toBe(1_000 - 333 + 766);
    expect(await balanceOf(members[3]!.client)).toBe(600);
    const board = (await members[3]!.client.get(apiPath('dusanBoard'))).body as DusanBoard;
    const settled = board.matches.find((m) => m.id === match.id)!;
    expect(settled).toMatchObject({
      status: 'final',
      result: 'DOOSAN',
      mine: { pick: 'OPPONENT', stake: 400, payout: 0 },
    });
    await expectLedgerSumsToBalances(t);
  }, 60_000);

  it('refunds everyone once on a cancelled game, and once when nobody picked the result', async () => {
    const members = await newMembers(t, 'refund', 3, { linked: true });
    await fund(members, 500);
    const cancelled = await newMatch('KIA 타이거즈');
    const nobody = await newMatch('SSG 랜더스');
    for (const m of members) {
      expect(
        (
          await m.client.post(apiPath('dusanPrediction', { id: cancelled.id }), {
            pick: 'DOOSAN',
            stake: 100,
          })
        ).status,
      ).toBe(200);
      expect(
        (await m.client.post(apiPath('dusanPrediction', { id: nobody.id }), { pick: 'OPPONENT', stake: 50 }))
          .status,
      ).toBe(200);
    }
    expect(await balanceOf(members[0]!.client)).toBe(350);
    const cancels = await Promise.all(
      [0, 1, 2].map(() => admin.post(apiPath('adminDusanCancel', { id: cancelled.id }))),
    );
    expect(cancels.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const final = await admin.put(apiPath('adminDusanScore', { id: nobody.id }), {
      doosanScore: 4,
      opponentScore: 2,
      status: 'final',
    });
    expect(final.body).toMatchObject({ status: 'final', result: 'DOOSAN' });
    expect(
      (
        await admin.put(apiPath('adminDusanScore', { id: cancelled.id }), {
          doosanScore: 1,
          opponentScore: 0,
          status: 'final',
        })
      ).status,
    ).toBe(409);
    for (const m of members) expect(await balanceOf(m.client)).toBe(500);
    for (const id of [cancelled.id, nobody.id]) {
      const refunds = (await ledgerOf(id)).filter((r) => r.reason === 'DUSAN_REFUND');
      expect(refunds).toHaveLength(3);
    }
  }, 60_000);

  it('never overdraws: a burst of predictions from one member places one, and too few points place none', async () => {
    const [rich, poor] = await newMembers(t, 'burst', 2, { linked: true });
    await fund([rich!], 300);
    await fund([poor!], 20);
    const match = await newMatch('롯데 자이언츠');
    const results = await burst(20, 20, () =>
      rich!.client.post(apiPath('dusanPrediction', { id: match.id }), { pick: 'DOOSAN', stake: 250 }),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balanceOf(rich!.client)).toBe(50);
    const short = await poor!.client.post(apiPath('dusanPrediction', { id: match.id }), {
      pick: 'DRAW',
      stake: 100,
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('포인트가 부족합니다.');
    expect(await balanceOf(poor!.client)).toBe(20);
    expect((await ledgerOf(match.id)).filter((r) => r.reason === 'DUSAN_PREDICTION')).toHaveLength(1);
  }, 60_000);

  it('asks visitors to sign in before predicting', async () => {
    const match = await newMatch('삼성 라이온즈');
    const res = await t
      .client()
      .post(apiPath('dusanPrediction', { id: match.id }), { pick: 'DOOSAN', stake: 10 });
    expect(res.status).toBe(401);
  });
});

describe('dusan staff screens', () => {
  it('refuse a USER: no games, no scores, no cancels, no votes (403)', async () => {
    const match = await newMatch('한화 이글스');
    expect(
      (await fan.post(apiPath('adminDusan'), { opponent: 'NC 다이노스', startsAt: soon() })).status,
    ).toBe(403);
    expect(
      (
        await fan.put(apiPath('adminDusanScore', { id: match.id }), {
          doosanScore: 9,
          opponentScore: 0,
          status: 'final',
        })
      ).status,
    ).toBe(403);
    expect((await fan.post(apiPath('adminDusanCancel', { id: match.id }))).status).toBe(403);
    expect(
      (
        await fan.post(apiPath('adminDusanVote', { id: match.id }), {
          question: '오늘의 MVP?',
          options: ['양의지', '정수빈'],
        })
      ).status,
    ).toBe(403);
    const manager = await t.as('manager');
    expect(
      (
        await manager.post(apiPath('adminDusanVote', { id: match.id }), {
          question: '오늘의 MVP?',
          options: ['양의지', '정수빈'],
        })
      ).status,
    ).toBe(200);
  });
});

describe('dusan live votes', () => {
  it('lets each member vote once, and sends the live totals on /topic/event/votes', async () => {
    const match = await newMatch('KT 위즈');
    const watcher = await connectStomp(t.wsUrl);
    const heard = await listen<{ type: string; data: DusanVote }>(watcher, topics.eventVotes);
    const opened = (
      await admin.post(apiPath('adminDusanVote', { id: match.id }), {
        question: '다음 이닝 득점할까요?',
        options: ['한다', '못 한다', '두 점 이상'],
      })
    ).body as DusanVote;
    const voters = await newMembers(t, 'voter', 6);
    const results = await Promise.all(
      voters.flatMap((v, i) =>
        [0, 1].map(() => v.client.post(apiPath('dusanBallot', { id: opened.id }), { choice: i % 3 })),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(6);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.message === '이미 투표했어요.')).toBe(
      true,
    );
    expect(
      (await voters[0]!.client.post(apiPath('dusanBallot', { id: opened.id }), { choice: 1 })).status,
    ).toBe(409);
    const bad = await fan.post(apiPath('dusanBallot', { id: opened.id }), { choice: 4 });
    expect(bad.status).toBe(400);
    await expect
      .poll(
        () =>
          heard
            .filter((e) => e.type === 'update')
            .at(-1)
            ?.data.options.map((o) => o.votes),
        { timeout: 3000 },
      )
      .toEqual([2, 2, 2]);
    expect(heard[0]).toMatchObject({ type: 'open', data: { id: opened.id, open: true } });
    await admin.post(apiPath('adminDusanVoteClose', { id: opened.id }));
    expect((await fan.post(apiPath('dusanBallot', { id: opened.id }), { choice: 0 })).body.message).toBe(
      '마감된 투표예요.',
    );
    // A batched count update may still follow the close (it reads the closed vote): not last, but heard.
    await expect.poll(() => heard.some((e) => e.type === 'close' && e.data.open === false)).toBe(true);
    const board = (await voters[2]!.client.get(apiPath('dusanBoard'))).body as DusanBoard;
    expect(board.votes.find((v) => v.id === opened.id)).toMatchObject({ open: false, myChoice: 2 });
    await watcher.close();
  }, 60_000);
});

describe('dusan cheers and score', () => {
  it('counts every press exactly, batched to at most one count message per 100 ms', async () => {
    const match = await newMatch('키움 히어로즈');
    const watcher = await connectStomp(t.wsUrl);
    const counts = await listen<DusanCountEvent>(watcher, topics.dusanCount(match.id));
    const scores = await listen<SportMatchEvent>(watcher, topics.sportMatch(match.id));
    const viewers = Array.from({ length: 50 }, () => t.client());
    // 50 viewers (signed out: anyone cheers) press 10 times each, 2 at a time.
    await burst(250, 50, (n) => viewers[n % 50]!.post(apiPath('dusanCheer', { id: match.id }), { count: 2 }));
    await expect.poll(() => Math.max(0, ...counts.map((c) => c.count)), { timeout: 3000 }).toBe(500);
    expect(counts.length).toBeLessThan(40);
    const board = (await fan.get(apiPath('dusanBoard'))).body as DusanBoard;
    expect(board.matches.find((m) => m.id === match.id)!.cheerCount).toBe(500);

    // One viewer's loop is capped at 20 presses a second.
    const looper = t.client();
    const loop = await burst(30, 5, () =>
      looper.post(apiPath('dusanCheer', { id: match.id }), { count: 20 }),
    );
    expect(loop.reduce((sum, r) => sum + (r.body.accepted as number), 0)).toBeLessThanOrEqual(40);

    await admin.put(apiPath('adminDusanScore', { id: match.id }), {
      doosanScore: 1,
      opponentScore: 0,
      inning: '1회말',
      status: 'live',
    });
    await expect
      .poll(() => scores.at(-1))
      .toMatchObject({
        id: match.id,
        kind: 'baseball',
        status: 'live',
        sides: [
          { name: '키움 히어로즈', score: 0 },
          { name: '두산 베어스', score: 1 },
        ],
      });
    await watcher.close();
  }, 60_000);
});
