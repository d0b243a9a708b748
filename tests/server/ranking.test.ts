import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, type DonationRanking, type PointRanking } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { linkSoop } from './helpers/members';
import { startTestServer, type TestServer } from './helpers/server';

let t: TestServer;
let manager: ApiClient;
let fan: ApiClient;
let newbie: ApiClient;
let fanUuid: string;
let keys = 0;

const balloons = (station: string, body: object) =>
  fetch(`${t.url}/soop-sim/control/${station}/balloon`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  t = await startTestServer();
  manager = await t.as('manager');
  fan = await t.as('soopfan');
  newbie = await t.as('newbie');
  fanUuid = (await fan.get(apiPath('me'))).body.uuid;
});
afterAll(() => t.close());

describe('the points ranking', () => {
  const week = async (c: ApiClient) =>
    ((await c.get(`${apiPath('pointRank')}?period=week`)).body as PointRanking).me?.point ?? null;
  const adjust = (userUuid: string, type: 'C' | 'D', amount: number) =>
    manager.post(apiPath('userPoint'), {
      userUuid,
      type,
      amount,
      memo: '랭킹 시험',
      idempotencyKey: `ranking-test-${++keys}`,
    });

  it('ranks only what was earned in the community, net of take-backs, with the caller’s own line', async () => {
    const newbieUuid = (await newbie.get(apiPath('me'))).body.uuid;
    // The demo balances are a staff grant: they rank no one.
    expect(await week(newbie)).toBeNull();
    expect(await week(fan)).toBeNull();

    // Checking in pays points: it needs a linked SOOP account.
    await linkSoop(newbie, 'newbiestation');
    const checkedIn = await newbie.post(apiPath('meCheckedIn'));
    expect(checkedIn.status).toBe(200);
    const earned = checkedIn.body.gained as number;
    const ranking = (await newbie.get(`${apiPath('pointRank')}?period=week`)).body as PointRanking;
    expect(ranking.period).toBe('week');
    expect(ranking.since).not.toBeNull();
    expect(ranking.me).toMatchObject({ userUuid: newbieUuid, point: earned });
    expect(ranking.entries.find((e) => e.userUuid === newbieUuid)?.point).toBe(earned);

    // A staff credit, points received from another member and spending move no one's line.
    expect((await adjust(newbieUuid, 'C', 4_000)).status).toBe(200);
    const sent = await fan.post(apiPath('sendPoint'), {
      receiverUuid: newbieUuid,
      amount: 500,
      idempotencyKey: `ranking-test-${++keys}`,
    });
    expect(sent.status).toBe(200);
    expect((await adjust(newbieUuid, 'D', 1_000)).status).toBe(200);
    expect(await week(newbie)).toBe(earned);
    expect((await newbie.get(`${apiPath('pointRank')}?period=all`)).body.me.point).toBe(earned);

    // A comment earns; deleting it the same day takes it back, and the line goes with it.
    const post = (
      await manager.post(apiPath('posts', { boardId: 'free' }), { title: '랭킹 글', content: '<p>내용</p>' })
    ).body;
    const comment = (await fan.post(apiPath('comments', { postId: post.id }), { content: '랭킹 댓글' })).body;
    expect(await week(fan)).toBe(2);
    await fan.delete(apiPath('comment', { postId: post.id, id: comment.id }));
    expect(await week(fan)).toBeNull();
  });

  it('is for members, with known periods only', async () => {
    expect((await t.client().get(apiPath('pointRank'))).status).toBe(401);
    expect((await fan.get(`${apiPath('pointRank')}?period=year`)).status).toBe(400);
  });
});

describe('balloon donations', () => {
  it('are read from the platform once each and ranked with linked members by their nickname', async () => {
    expect(
      (await balloons('c9star', { from: 'soopfan01', nick: '숲의팬', count: 100, message: '화이팅' })).status,
    ).toBe(200);
    await balloons('c9song', { from: 'outsider77', nick: '지나가던시청자', count: 300 });
    await t.poll();
    await t.poll();

    const ranking = (await fan.get(`${apiPath('donationRank')}?period=month`)).body as DonationRanking;
    const fanNickname = (await fan.get(apiPath('me'))).body.nickname;
    expect(ranking.entries.slice(0, 2)).toEqual([
      { position: 1, soopUserId: 'outsider77', nickname: '지나가던시청자', userUuid: null, balloons: 300 },
      { position: 2, soopUserId: 'soopfan01', nickname: fanNickname, userUuid: fanUuid, balloons: 100 },
    ]);
    expect(ranking.me).toMatchObject({ position: 2, balloons: 100 });
    expect((await newbie.get(`${apiPath('donationRank')}?period=all`)).body.me).toBeNull();

    const latest = (await fan.get(apiPath('meDonationLatest'))).body;
    expect(latest.donationList).toHaveLength(1);
    expect(latest.donationList[0]).toMatchObject({
      stationUserId: 'c9star',
      balloons: 100,
      message: '화이팅',
    });
    expect((await newbie.get(apiPath('meDonationLatest'))).body.donationList).toEqual([]);
  });
});
