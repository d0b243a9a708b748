import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath, topics } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { burstSize } from './helpers/burst-size';
import { linkSoop } from './helpers/members';
import { startTestServer, type TestServer } from './helpers/server';
import { connectStomp } from './helpers/stomp';

// One server takes every request of these bursts; on a busy machine a single test takes minutes.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

/**
 * `total` requests at once, at most `inFlight` open at a time: far more than the database has
 * connections, so they race on the same rows as a real burst does, without 1,000 sockets
 * overflowing the loopback accept queue on a loaded machine (ECONNRESET).
 */
async function burst<T>(total: number, inFlight: number, request: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const lane = async () => {
    while (next < total) {
      next++;
      results.push(await request());
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return results;
}

let t: TestServer;
let admin: ApiClient;
let manager: ApiClient;
let fan: ApiClient;
let newbie: ApiClient;
let crew: ApiClient;
const uuidOf: Record<string, string> = {};
let keys = 0;
const key = () => `economy-${++keys}-${Math.random().toString(36).slice(2)}`;
const totals = async (c: ApiClient) =>
  (await c.get(apiPath('mePoint'))).body as { point: number; earned: number };
const adjust = (userUuid: string, type: 'C' | 'D', amount: number) =>
  manager.post(apiPath('userPoint'), { userUuid, type, amount, memo: '테스트', idempotencyKey: key() });
const send = (from: ApiClient, receiverUuid: string, amount: number, idempotencyKey = key()) =>
  from.post(apiPath('sendPoint'), { receiverUuid, amount, idempotencyKey });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** PRODUCT.md: the sum of every member's ledger is their balance; the earned total never passes it. */
async function expectLedgerSumsToBalances() {
  const checked = await rows<{ point: string; ledger: string; earned: string; earnedLedger: string }>(sql`
    select u.point, u.earned_point as earned,
      coalesce(sum(case l.type when 'C' then l.amount else -l.amount end), 0)::bigint as ledger
    from users u left join point_ledger l on l.user_uuid = u.uuid
    group by u.uuid, u.point, u.earned_point`);
  for (const row of checked) expect(Number(row.ledger)).toBe(Number(row.point));
}

beforeAll(async () => {
  // The bursts below send far more than a member's write limit allows in a minute.
  t = await startTestServer({ writeLimitScale: 1000 });
  admin = await t.as('admin');
  manager = await t.as('manager');
  fan = await t.as('soopfan');
  newbie = await t.as('newbie');
  crew = await t.as('crew');
  for (const [name, c] of Object.entries({ admin, manager, fan, newbie, crew }))
    uuidOf[name] = (await c.get(apiPath('me'))).body.uuid;
  // Checking in and sending points need a linked SOOP account.
  await linkSoop(newbie, 'newbiestation');
}, 180_000);
afterEach(expectLedgerSumsToBalances);
afterAll(async () => t.close());

describe('check-in', () => {
  const checkIns = burstSize(1000);
  it(`credits once for ${checkIns.toLocaleString('en')} concurrent check-ins of one account, and tells the member’s sockets`, {
    timeout: 300_000,
  }, async () => {
    const socket = await connectStomp(t.wsUrl, crew.cookie);
    await socket.subscribe(topics.userPoint(uuidOf.crew!));
    const before = await totals(crew);
    const results = await burst(checkIns, 250, () => crew.post(apiPath('meCheckedIn')));
    const passed = results.filter((r) => r.status === 200);
    expect(passed).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(checkIns - 1);
    expect(results.find((r) => r.status === 409)?.body.message).toBe(
      '오늘은 이미 출석했습니다. 내일 다시 와 주세요.',
    );
    expect(passed[0]!.body).toMatchObject({ gained: 10, streak: 1, bonus: false, point: before.point + 10 });
    expect(await totals(crew)).toEqual({ point: before.point + 10, earned: before.earned + 10 });
    expect(await socket.next(topics.userPoint(uuidOf.crew!))).toEqual({
      point: before.point + 10,
      earned: before.earned + 10,
    });
    await socket.close();
    const status = (await crew.get(apiPath('meCheckIn'))).body;
    expect(status).toMatchObject({ checkedInToday: true, streak: 1, point: 10, bonus: 50, bonusEvery: 7 });
    expect(status.monthDays).toEqual([status.today]);
  });

  it('adds the streak bonus on the 7th day in a row', async () => {
    const today = (await newbie.get(apiPath('meCheckIn'))).body.today as string;
    // Six earlier days in a row, as if checked in on each.
    for (let back = 6; back >= 1; back--) {
      const day = new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
      await rows(
        sql`insert into check_ins (user_uuid, day, streak, point) values (${uuidOf.newbie}, ${day}, ${7 - back}, 10)`,
      );
    }
    const res = await newbie.post(apiPath('meCheckedIn'));
    expect(res.body).toMatchObject({ gained: 60, streak: 7, bonus: true });
    const history = (await newbie.get(`${apiPath('mePointHistoryTable')}?length=1`)).body;
    expect(history.data[0]).toMatchObject({
      reason: 'CHECK_IN',
      type: 'C',
      amount: 60,
      memo: '7일 연속 출석 보너스 포함',
    });
  });

  it('lists today’s order and the month’s streak leaders, for members', async () => {
    expect((await t.client().get(apiPath('checkInRank'))).status).toBe(401);
    const rank = (await fan.get(apiPath('checkInRank'))).body;
    expect(rank.todayOrder.map((r: { member: { nickname: string } }) => r.member.nickname)).toHaveLength(2);
    expect(rank.todayOrder[0]).toMatchObject({ order: 1, member: { uuid: uuidOf.crew } });
    expect(rank.streakLeaders[0]).toMatchObject({
      member: { uuid: uuidOf.newbie },
      streak: 7,
      monthDays: expect.any(Number),
    });
  });
});

describe('sending points', () => {
  // 10,000P asked for in all, twice what the sender holds, however many sends carry it.
  const sends = burstSize(1000);
  const each = 10_000 / sends;
  it(`never overdraws nor double-counts under ${sends.toLocaleString('en')} concurrent sends from one account`, {
    timeout: 300_000,
  }, async () => {
    await adjust(uuidOf.newbie!, 'C', 5_000);
    const sender = await totals(newbie);
    const receiver = await totals(fan);
    const results = await burst(sends, 100, () => send(newbie, uuidOf.fan!, each));
    const passed = results.filter((r) => r.status === 200).length;
    expect(passed).toBe(Math.floor(sender.point / each));
    expect(
      results.filter((r) => r.status === 400).every((r) => r.body.message === '포인트가 부족합니다.'),
    ).toBe(true);
    expect((await totals(newbie)).point).toBe(sender.point - passed * each);
    expect((await totals(fan)).point).toBe(receiver.point + passed * each);
    // Transfers move neither side's earned total.
    expect((await totals(newbie)).earned).toBe(sender.earned);
    expect((await totals(fan)).earned).toBe(receiver.earned);
  });

  it('counts a retry with the same key once, even 200 at a time', async () => {
    const before = await totals(fan);
    const once = key();
    const results = await Promise.all(Array.from({ length: 200 }, () => send(fan, uuidOf.crew!, 7, once)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await totals(fan)).point).toBe(before.point - 7);
    const got = await rows<{ n: number }>(
      sql`select count(*)::int as n from point_ledger where user_uuid = ${uuidOf.crew} and reason = 'TRANSFER_IN'`,
    );
    expect(got[0]!.n).toBe(1);
  });

  it('refuses oneself, an unknown member, visitors and a day beyond the cap', async () => {
    expect((await send(fan, uuidOf.fan!, 1)).body).toMatchObject({
      status: 400,
      errorFieldName: 'receiverUuid',
    });
    expect((await send(fan, '00000000-0000-4000-8000-000000000000', 1)).status).toBe(404);
    expect((await send(t.client(), uuidOf.fan!, 1)).status).toBe(401);
    const over = await send(fan, uuidOf.crew!, 100_001);
    expect(over.body).toMatchObject({ status: 400, message: '하루에 100,000P까지 보낼 수 있습니다.' });
  });
});

describe('earning on the board', () => {
  const writePost = (c: ApiClient, title = '포인트 글') =>
    c.post(apiPath('posts', { boardId: 'free' }), { title, content: '<p>내용</p>' });

  it('pays for a post up to the daily cap, and takes it back when deleted the same day', async () => {
    const before = await totals(crew);
    const posts = [];
    for (let i = 0; i < 6; i++) posts.push((await writePost(crew, `글 ${i}`)).body);
    expect((await totals(crew)).point).toBe(before.point + 50);
    const removed = await crew.delete(apiPath('post', { boardId: 'free', id: posts[0].id }));
    expect(removed.status).toBe(200);
    expect(await totals(crew)).toEqual({ point: before.point + 40, earned: before.earned + 40 });
    const history = (await crew.get(`${apiPath('mePointHistoryTable')}?length=1`)).body;
    expect(history.data[0]).toMatchObject({
      reason: 'POST_REVERSAL',
      type: 'D',
      amount: 10,
      refType: 'post',
    });
  });

  it('pays the author for a like received once, never for one’s own, and takes it back on unlike', async () => {
    const post = (await writePost(fan)).body;
    const like = apiPath('postLike', { boardId: 'free', id: post.id });
    const before = await totals(fan);
    await fan.post(like);
    expect((await totals(fan)).point).toBe(before.point);
    await newbie.post(like);
    await newbie.post(like);
    expect((await totals(fan)).point).toBe(before.point + 1);
    await newbie.delete(like);
    expect((await totals(fan)).point).toBe(before.point);
    await newbie.post(like);
    expect((await totals(fan)).point).toBe(before.point);
  });

  it('pays for comments and takes a deleted one back', async () => {
    const post = (await writePost(crew)).body;
    const before = await totals(fan);
    const comment = (await fan.post(apiPath('comments', { postId: post.id }), { content: '좋아요' })).body;
    expect((await totals(fan)).point).toBe(before.point + 2);
    await fan.delete(apiPath('comment', { postId: post.id, id: comment.id }));
    expect((await totals(fan)).point).toBe(before.point);
  });
});

describe('the summary and the history', () => {
  it('sums earned and spent, and names the tier and the points to the next', async () => {
    const stat = (await fan.get(apiPath('mePointStat'))).body;
    const { point, earned } = await totals(fan);
    expect(stat).toMatchObject({
      point,
      earned,
      tier: 'SLU',
      nextTier: 'PIU',
      toNextTier: 2_000_000 - earned,
    });
    expect(stat.spent).toBeGreaterThanOrEqual(7);
    expect(stat.monthSpent).toBe(stat.spent);
  });

  it('shows members their own history and staff anyone’s; never another member’s to a member', async () => {
    const own = (await fan.get(`${apiPath('mePointHistoryTable')}?length=100`)).body;
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((r: { userUuid: string }) => r.userUuid === uuidOf.fan)).toBe(true);
    const search = encodeURIComponent(JSON.stringify([{ name: 'userUuid', value: uuidOf.newbie }]));
    const staffView = await manager.get(`${apiPath('pointHistoryTable')}?searchColumns=${search}`);
    expect(staffView.status).toBe(200);
    expect(staffView.body.data.every((r: { userUuid: string }) => r.userUuid === uuidOf.newbie)).toBe(true);
    expect((await fan.get(apiPath('pointHistoryTable'))).status).toBe(403);
    expect((await fan.get(`${apiPath('mePointHistoryTable')}?orderColumnName=memo`)).status).toBe(400);
  });
});

describe('rank badges and right icons', () => {
  it('gives each member the tier of their earned points and the icons admins grant', async () => {
    const query = `${apiPath('memberBadges')}?uuid=${uuidOf.fan}&uuid=${uuidOf.newbie}`;
    const before = (await t.client().get(query)).body.badges;
    expect(before).toEqual(
      expect.arrayContaining([
        { uuid: uuidOf.fan, tier: 'SLU', rights: [] },
        { uuid: uuidOf.newbie, tier: expect.any(String), rights: [] },
      ]),
    );
    const grant = { userUuid: uuidOf.fan, code: 'P_S', granted: true };
    expect((await admin.put(apiPath('rightIcon'), grant)).body.badges).toEqual([
      { uuid: uuidOf.fan, tier: 'SLU', rights: ['P_S'] },
    ]);
    await admin.put(apiPath('rightIcon'), { ...grant, code: 'P_B' });
    await admin.put(apiPath('rightIcon'), grant);
    expect(
      (await t.client().get(`${apiPath('memberBadges')}?uuid=${uuidOf.fan}`)).body.badges[0].rights,
    ).toEqual(['P_B', 'P_S']);
    await admin.put(apiPath('rightIcon'), { ...grant, granted: false });
    expect(
      (await t.client().get(`${apiPath('memberBadges')}?uuid=${uuidOf.fan}`)).body.badges[0].rights,
    ).toEqual(['P_B']);
  });

  it('refuses every role but admin to grant right icons, and everyone below manager to adjust', async () => {
    const grant = { userUuid: uuidOf.newbie, code: 'P_S', granted: true };
    for (const c of [fan, newbie, crew, manager])
      expect((await c.put(apiPath('rightIcon'), grant)).status).toBe(403);
    expect((await t.client().put(apiPath('rightIcon'), grant)).status).toBe(401);
    for (const c of [fan, newbie, crew]) {
      const body = { userUuid: uuidOf.newbie, type: 'C', amount: 1, memo: '시도', idempotencyKey: key() };
      expect((await c.post(apiPath('userPoint'), body)).status).toBe(403);
    }
  });
});
