import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/contract';
import {
  CLIP_SEQUENCE_TEXT,
  SoopChatAdminOverview,
  VodRequest,
  VodRequestBoard,
} from '../../src/contract/soop-chat';
import type { ApiClient } from './helpers/api-client';
import { newMembers } from './helpers/members';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * Clip requests from the broadcast chat (issue 16 item 4): the adapter reads the simulator's chat,
 * a crowd typing the clip sequence becomes one moment, admins turn it into a public request and
 * set its status; members ask privately and read only their own requests.
 */

let t: TestServer;
let admin: ApiClient;
const STATION = 'c9crew';

const sim = (path: string, body: unknown = {}) =>
  fetch(`${t.url}/soop-sim/control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The poller sees the station live, then the chat reader reads its chat. */
const readChat = async () => {
  await t.poll();
  await t.server.app.soopChatReader.readOnce();
};

const overview = async () => {
  const res = await admin.get(apiPath('soopChatAdmin'));
  expect(res.status).toBe(200);
  return SoopChatAdminOverview.parse(res.body);
};

/**
 * Sequences within the window of a moment join it, so each case that needs a moment of its own
 * uses a station of its own.
 */
const STATIONS = [STATION, 'c9star', 'c9song'];

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.as('admin');
  for (const station of STATIONS)
    expect((await sim(`${station}/live`, { title: '클립 테스트 방송' })).ok).toBe(true);
  await readChat();
});
afterAll(() => t.close());

describe('who may call what', () => {
  const somePlainId = '00000000-0000-4000-8000-000000000000';
  /** Every staff endpoint of the module, each with a body that would pass. */
  const ADMIN_ENDPOINTS: [string, 'get' | 'post' | 'put', string, unknown][] = [
    ['overview', 'get', apiPath('soopChatAdmin'), undefined],
    ['moment to request', 'post', apiPath('soopChatMomentRequest', { id: 'c9crew_1_1' }), { title: '제목' }],
    [
      'request status',
      'put',
      apiPath('soopVodRequestStatus', { id: somePlainId }),
      { status: 'IN_PROGRESS' },
    ],
    ['popup end', 'put', apiPath('soopVodPopupAdmin'), { endsAt: null }],
  ];

  it.each(ADMIN_ENDPOINTS)(
    '%s refuses a visitor (401) and every non-staff member (403)',
    async (_, method, path, body) => {
      expect((await t.client()[method](path, body)).status).toBe(401);
      for (const username of ['soopfan', 'crew', 'excel']) {
        const client = await t.as(username);
        expect((await client[method](path, body)).status, username).toBe(403);
      }
    },
  );

  it('lets a manager read the moments', async () => {
    expect((await (await t.as('manager')).get(apiPath('soopChatAdmin'))).status).toBe(200);
  });

  it('shows a visitor the public requests but keeps asking for members; the popup setting is public', async () => {
    const visitor = await t.client().get(apiPath('soopVodRequests'));
    expect(visitor.status).toBe(200);
    expect(VodRequestBoard.parse(visitor.body).myList).toEqual([]);
    expect((await t.client().post(apiPath('soopVodRequests'), {})).status).toBe(401);
    expect((await t.client().get(apiPath('soopVodPopup'))).body).toEqual({ endsAt: null });
  });
});

describe('chat moments', () => {
  it('stores the chat and makes one moment of a crowd typing the sequence', async () => {
    const before = (await overview()).momentList.length;
    expect(
      (
        await sim(`${STATION}/chat`, {
          lines: [{ from: 'viewer_a', nick: '시청자A', message: '안녕하세요' }],
        })
      ).ok,
    ).toBe(true);
    expect((await sim(`${STATION}/chat`, { clipViewers: 4 })).ok).toBe(true);
    await readChat();
    // Read again: the same lines are not stored twice and the moment stays one.
    await readChat();
    const { momentList } = await overview();
    expect(momentList).toHaveLength(before + 1);
    const moment = momentList[0]!;
    expect(moment).toMatchObject({
      stationUserId: STATION,
      viewerCount: 4,
      requestId: null,
      broadTitle: '클립 테스트 방송',
    });
    expect(moment.during.filter((line) => line.mark)).toHaveLength(4);
    expect(moment.during.every((line) => !line.mark || line.message.includes(CLIP_SEQUENCE_TEXT))).toBe(true);
    expect(moment.before.map((line) => line.message)).toContain('안녕하세요');
    expect(moment.after.length).toBeGreaterThan(0);
  });

  it('needs several different viewers: one viewer repeating it, or two, is no moment', async () => {
    const before = (await overview()).momentList.length;
    const lines = [
      ...Array.from({ length: 5 }, () => ({ from: 'spammer01', message: CLIP_SEQUENCE_TEXT })),
      { from: 'friend02', message: `ㅋㅋ ${CLIP_SEQUENCE_TEXT}` },
    ];
    expect((await sim('c9star/chat', { lines })).ok).toBe(true);
    await readChat();
    expect((await overview()).momentList).toHaveLength(before);
    // A third viewer within the window makes it one.
    expect((await sim('c9star/chat', { lines: [{ from: 'third03', message: '🎬 ✂ 🎞' }] })).ok).toBe(true);
    await readChat();
    const { momentList } = await overview();
    expect(momentList).toHaveLength(before + 1);
    expect(momentList.find((m) => m.stationUserId === 'c9star')?.viewerCount).toBe(3);
  });

  it('keeps reading when the chat relay answers garbage, and catches up after', async () => {
    const before = (await overview()).momentList.length;
    expect((await sim('c9song/chat', { clipViewers: 3 })).ok).toBe(true);
    expect((await sim('c9song/failure', { mode: 'garbage' })).ok).toBe(true);
    await t.server.app.soopChatReader.readOnce();
    expect((await overview()).momentList).toHaveLength(before);
    expect((await sim('c9song/failure', { mode: null })).ok).toBe(true);
    await readChat();
    expect((await overview()).momentList.length).toBeGreaterThan(before);
  });
});

describe('clip requests', () => {
  it('turns a moment into a public request once, then moves its status', async () => {
    const moment = (await overview()).momentList.find((m) => m.requestId === null)!;
    const path = apiPath('soopChatMomentRequest', { id: moment.id });
    expect((await admin.post(path, { title: ' ' })).body).toMatchObject({ errorFieldName: 'title' });
    const made = await admin.post(path, { title: '역전승 장면', note: '채팅이 폭발한 순간' });
    expect(made.status).toBe(201);
    const request = VodRequest.parse(made.body);
    expect(request).toMatchObject({
      source: 'MOMENT',
      status: 'RECEIVED',
      stationUserId: moment.stationUserId,
      viewerCount: moment.viewerCount,
    });
    expect((await admin.post(path, { title: '또' })).status).toBe(409);
    expect((await overview()).momentList.find((m) => m.id === moment.id)?.requestId).toBe(request.id);

    const status = apiPath('soopVodRequestStatus', { id: request.id });
    expect((await admin.put(status, { status: 'DONE' })).body).toMatchObject({ errorFieldName: 'clipUrl' });
    expect((await admin.put(status, { status: 'REJECTED', reason: '' })).body).toMatchObject({
      errorFieldName: 'reason',
    });
    expect((await admin.put(status, { status: 'DONE', clipUrl: 'javascript:alert(1)' })).status).toBe(400);
    const done = await admin.put(status, { status: 'DONE', clipUrl: 'https://vod.sooplive.co.kr/player/1' });
    expect(done.body).toMatchObject({
      status: 'DONE',
      clipUrl: 'https://vod.sooplive.co.kr/player/1',
      rejectReason: null,
    });

    // Every member sees it in the public list, and so does a visitor.
    const board = VodRequestBoard.parse((await (await t.as('soopfan')).get(apiPath('soopVodRequests'))).body);
    expect(board.publicList.map((r) => r.id)).toContain(request.id);
    const seen = VodRequestBoard.parse((await t.client().get(apiPath('soopVodRequests'))).body);
    expect(seen.publicList.map((r) => r.id)).toContain(request.id);
  });

  it('lets a member ask privately; only that member and the staff see it', async () => {
    const [alice, bob] = await newMembers(t, 'vodreq', 2);
    const ask = {
      stationUserId: STATION,
      approxAt: new Date(Date.now() - 3_600_000).toISOString(),
      description: '게임 이기고 춤춘 장면',
    };
    expect(
      (await alice!.client.post(apiPath('soopVodRequests'), { ...ask, stationUserId: 'nobody' })).body,
    ).toMatchObject({
      errorFieldName: 'stationUserId',
    });
    expect(
      (
        await alice!.client.post(apiPath('soopVodRequests'), {
          ...ask,
          approxAt: new Date(Date.now() + 86_400_000).toISOString(),
        })
      ).body,
    ).toMatchObject({ errorFieldName: 'approxAt' });
    const made = await alice!.client.post(apiPath('soopVodRequests'), ask);
    expect(made.status).toBe(201);
    const mine = VodRequest.parse(made.body);
    expect(mine).toMatchObject({ source: 'MEMBER', status: 'RECEIVED', requesterNick: 'vodreq1' });

    const aliceBoard = VodRequestBoard.parse((await alice!.client.get(apiPath('soopVodRequests'))).body);
    expect(aliceBoard.myList.map((r) => r.id)).toEqual([mine.id]);
    expect(aliceBoard.publicList.some((r) => r.id === mine.id)).toBe(false);
    const bobBoard = VodRequestBoard.parse((await bob!.client.get(apiPath('soopVodRequests'))).body);
    expect(bobBoard.myList).toEqual([]);
    expect(bobBoard.publicList.some((r) => r.id === mine.id)).toBe(false);
    const visitorBoard = VodRequestBoard.parse((await t.client().get(apiPath('soopVodRequests'))).body);
    expect([...visitorBoard.publicList, ...visitorBoard.myList].some((r) => r.id === mine.id)).toBe(false);

    // A member cannot set a status, even of their own request; the staff can, and the member sees it.
    const status = apiPath('soopVodRequestStatus', { id: mine.id });
    expect((await alice!.client.put(status, { status: 'DONE', clipUrl: 'https://x.example/1' })).status).toBe(
      403,
    );
    expect(
      (await admin.put(status, { status: 'REJECTED', reason: '다시보기가 없는 방송입니다' })).status,
    ).toBe(200);
    const after = VodRequestBoard.parse((await alice!.client.get(apiPath('soopVodRequests'))).body);
    expect(after.myList[0]).toMatchObject({ status: 'REJECTED', rejectReason: '다시보기가 없는 방송입니다' });
    expect((await overview()).requestList.map((r) => r.id)).toContain(mine.id);
  });

  it('answers 404 for a request or moment that does not exist', async () => {
    expect(
      (
        await admin.put(apiPath('soopVodRequestStatus', { id: '00000000-0000-4000-8000-000000000000' }), {
          status: 'RECEIVED',
        })
      ).status,
    ).toBe(404);
    expect(
      (await admin.post(apiPath('soopChatMomentRequest', { id: 'nope' }), { title: '제목' })).status,
    ).toBe(404);
  });

  it('sets and clears the popup event end', async () => {
    const endsAt = new Date(Date.now() + 86_400_000).toISOString();
    expect((await admin.put(apiPath('soopVodPopupAdmin'), { endsAt })).body).toEqual({ endsAt });
    expect((await t.client().get(apiPath('soopVodPopup'))).body).toEqual({ endsAt });
    expect((await admin.put(apiPath('soopVodPopupAdmin'), { endsAt: null })).body).toEqual({ endsAt: null });
  });
});
