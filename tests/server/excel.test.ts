import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  type DonationRanking,
  type ExcelBoard,
  type ExcelSession,
  type SignatureList,
  type SignatureRanking,
  topics,
} from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';
import { connectStomp, type TestStomp } from './helpers/stomp';

let t: TestServer;
let excel: ApiClient;
let fan: ApiClient;

const control = (path: string, method: string, body: object = {}) =>
  fetch(`${t.url}/soop-sim/control/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const giveBalloons = (station: string, from: string, count: number) =>
  control(`${station}/balloon`, 'POST', { from, count });

const board = async (id: string) => (await t.client().get(apiPath('excelBoard', { id }))).body as ExcelBoard;
const start = async (title: string, stationUserIds: string[]) => {
  const res = await excel.post(apiPath('excelCreate'), { title, stationUserIds });
  expect(res.status).toBe(200);
  return res.body as ExcelSession;
};

/** Every board message a socket hears on a session's count topic. */
async function boardsHeard(stomp: TestStomp, id: string): Promise<ExcelBoard[]> {
  const heard: ExcelBoard[] = [];
  await new Promise<void>((resolve) => {
    stomp.client.watchForReceipt('boards', () => resolve());
    stomp.client.subscribe(topics.excelCount(id), (m) => heard.push(JSON.parse(m.body)), {
      receipt: 'boards',
    });
  });
  return heard;
}
const newest = (heard: ExcelBoard[]) =>
  heard.reduce<ExcelBoard | undefined>(
    (a, b) => (!a || b.session.version > a.session.version ? b : a),
    undefined,
  );

beforeAll(async () => {
  t = await startTestServer();
  excel = await t.as('excel');
  fan = await t.as('soopfan');
});
afterAll(() => t.close());

describe('who runs excel sessions', () => {
  it('refuses ordinary members (403) and visitors (401), and lets EXCEL users run them', async () => {
    const body = { title: '권한 확인', stationUserIds: ['c9star'] };
    expect((await fan.post(apiPath('excelCreate'), body)).status).toBe(403);
    expect((await t.client().post(apiPath('excelCreate'), body)).status).toBe(401);
    expect((await fan.get(apiPath('adminExcel'))).status).toBe(403);
    const session = await start('권한 확인', ['c9star']);
    const id = session.id;
    expect((await fan.put(apiPath('excelUpdate', { id }), body)).status).toBe(403);
    expect((await fan.post(apiPath('excelRound', { id }), {})).status).toBe(403);
    expect((await fan.post(apiPath('excelClose', { id }))).status).toBe(403);
    expect(
      (await fan.put(apiPath('excelSignature', { stationUserId: 'c9star' }), { numbers: [] })).status,
    ).toBe(403);
    expect(
      (
        await excel.put(apiPath('excelUpdate', { id }), {
          title: '바뀐 제목',
          stationUserIds: ['c9star', 'c9kart'],
        })
      ).status,
    ).toBe(200);
    expect((await board(id)).members.map((m) => m.stationUserId)).toEqual(['c9star', 'c9kart']);
    expect((await excel.post(apiPath('excelClose', { id }))).status).toBe(200);
    expect((await excel.post(apiPath('excelRound', { id }), {})).status).toBe(409);
  });
});

describe('counting balloons', () => {
  it('counts what the simulated excel broadcast sends: the board equals the donations recorded', async () => {
    const session = await start('시뮬레이터 엑셀', ['c9star', 'c9song']);
    const listener = await connectStomp(t.wsUrl);
    const heard = await boardsHeard(listener, session.id);
    expect(
      (await control('excel-broadcast', 'POST', { stations: ['c9star', 'c9song'], perMinute: 600 })).status,
    ).toBe(200);
    for (let read = 0; read < 4; read++) {
      await new Promise((r) => setTimeout(r, 700));
      await t.poll();
    }
    await control('excel-broadcast', 'DELETE');
    await t.poll();

    const recorded = (await fan.get(`${apiPath('donationRank')}?period=all`)).body as DonationRanking;
    const donated = recorded.entries.reduce((sum, e) => sum + e.balloons, 0);
    const now = await board(session.id);
    expect(donated).toBeGreaterThan(0);
    expect(now.total).toBe(donated);
    expect(now.members.every((m) => m.total > 0)).toBe(true);
    // The sockets end on the same board (the newest version wins).
    await expect.poll(() => newest(heard)?.total, { timeout: 5000 }).toBe(donated);

    const excelRank = (await fan.get(`${apiPath('excelDonationRank')}?period=all`)).body as DonationRanking;
    expect(excelRank.entries.reduce((sum, e) => sum + e.balloons, 0)).toBe(donated);
    await excel.post(apiPath('excelClose', { id: session.id }));
    await listener.close();
  });

  it('counts a balloon read twice once, in the round it came in, and ranks by rounds before', async () => {
    const session = await start('두 번 읽기', ['c9kart', 'c9talk']);
    await giveBalloons('c9kart', 'nightowl77', 30);
    await t.poll();
    await t.poll();
    let now = await board(session.id);
    expect(now.members.map((m) => m.rounds)).toEqual([[30], [0]]);

    expect((await excel.post(apiPath('excelRound', { id: session.id }), { title: '2라운드' })).status).toBe(
      200,
    );
    await giveBalloons('c9talk', 'starlover', 100);
    await t.poll();
    await t.poll();
    now = await board(session.id);
    expect(now.rounds.map((r) => r.no)).toEqual([1, 2]);
    expect(now.members.map((m) => [m.rounds, m.rank, m.previousRank])).toEqual([
      [[30, 0], 2, 1],
      [[0, 100], 1, 2],
    ]);
    expect(now.total).toBe(130);
    await excel.post(apiPath('excelClose', { id: session.id }));
  });

  it('takes corrections with a reason, once per key', async () => {
    const session = await start('정정', ['c9crew']);
    const { members, rounds } = await board(session.id);
    const correction = {
      memberId: members[0]!.id,
      roundId: rounds[0]!.id,
      delta: 50,
      reason: '방송 화면에서 확인한 누락분',
      idempotencyKey: crypto.randomUUID(),
    };
    expect(
      (await excel.post(apiPath('excelCorrection', { id: session.id }), { ...correction, reason: '' }))
        .status,
    ).toBe(400);
    expect((await fan.post(apiPath('excelCorrection', { id: session.id }), correction)).status).toBe(403);
    expect((await excel.post(apiPath('excelCorrection', { id: session.id }), correction)).status).toBe(200);
    expect((await excel.post(apiPath('excelCorrection', { id: session.id }), correction)).status).toBe(200);
    expect((await board(session.id)).total).toBe(50);
    const detail = (await excel.get(apiPath('adminExcelDetail', { id: session.id }))).body;
    expect(detail.corrections).toMatchObject([
      { delta: 50, reason: '방송 화면에서 확인한 누락분', roundNo: 1 },
    ]);
    await excel.post(apiPath('excelClose', { id: session.id }));
  });
});

describe('signatures', () => {
  it('are edited by EXCEL users, listed for everyone and ranked by the gifts that hit them', async () => {
    const numbers = [
      { count: 777, title: '행운 댄스' },
      { count: 88, title: '팔팔 체조' },
    ];
    expect(
      (await excel.put(apiPath('excelSignature', { stationUserId: 'c9talk' }), { numbers })).status,
    ).toBe(200);
    expect(
      (
        await excel.put(apiPath('excelSignature', { stationUserId: 'c9talk' }), {
          numbers: [...numbers, { count: 88, title: '중복' }],
        })
      ).status,
    ).toBe(400);
    const list = (await t.client().get(apiPath('excelSignatures'))).body as SignatureList;
    expect(list.data.find((m) => m.stationUserId === 'c9talk')?.numbers).toEqual([
      { count: 88, title: '팔팔 체조' },
      { count: 777, title: '행운 댄스' },
    ]);
    await giveBalloons('c9talk', 'sigfan_one', 777);
    await giveBalloons('c9talk', 'sigfan_one', 88);
    await giveBalloons('c9talk', 'sigfan_two', 777);
    await t.poll();
    const rank = (await t.client().get(`${apiPath('signatureRank')}?period=all`)).body as SignatureRanking;
    expect(rank.entries.filter((e) => ['sigfan_one', 'sigfan_two'].includes(e.soopUserId))).toMatchObject([
      { soopUserId: 'sigfan_one', signatures: 2 },
      { soopUserId: 'sigfan_two', signatures: 1 },
    ]);
  });
});
