import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveStation, type Notice, topics } from '../../src/contract';
import { startTestServer, type TestServer } from './helpers/server';
import { connectStomp } from './helpers/stomp';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const control = (path: string, method = 'POST', body?: unknown) =>
  fetch(`${t.url}/soop-sim/control/${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });

const stations = async (live = false) =>
  (await t.client().get<LiveStation[]>(`/api/v1/p/afreecatv/station${live ? '?live=true' : ''}`)).body;

describe('SOOP adapter against the simulator', () => {
  it('lists the crew after a poll, all offline', async () => {
    await t.poll();
    const all = await stations();
    expect(all.map((s) => s.userId)).toEqual(['c9crew', 'c9kart', 'c9song', 'c9star', 'c9talk']);
    expect(all.every((s) => s.broadList.length === 0)).toBe(true);
    expect(all.find((s) => s.userId === 'c9song')).toMatchObject({
      userNick: '노래하는달',
      department: '음악팀,토크팀',
    });
  });

  it('publishes a go-live to subscribed clients and lists it in the light refresh', async () => {
    const socket = await connectStomp(t.wsUrl);
    await socket.subscribe(topics.liveOn);
    await control('c9star/live', 'POST', { title: '스타 팀전 생방송', viewers: 2400 });
    await t.poll();
    const event = await socket.next(topics.liveOn);
    expect(event).toMatchObject({
      type: 'update',
      wentLive: true,
      data: {
        userId: 'c9star',
        broadList: [{ broadTitle: '스타 팀전 생방송', currentSumViewer: 2400, password: false }],
      },
    });
    expect((await stations(true)).map((s) => s.userId)).toEqual(['c9star']);

    // Nothing changed: no event, no new rev.
    const rev = (await stations(true))[0]!.rev;
    await t.poll();
    await expect(socket.next(topics.liveOn, 300)).rejects.toThrow();
    expect((await stations(true))[0]!.rev).toBe(rev);

    await control('c9star/live', 'DELETE');
    await t.poll();
    expect(await socket.next(topics.liveOn)).toMatchObject({
      type: 'update',
      data: { userId: 'c9star', broadList: [] },
    });
    expect(await stations(true)).toEqual([]);
    await socket.close();
  });

  it('loads notices incrementally with regDateGreaterThan, newest first', async () => {
    await control('c9crew/notice', 'POST', { title: '첫 공지', summary: '안녕하세요' });
    await t.poll();
    const first = (await t.client().get<Notice[]>('/api/v1/p/afreecatv/notice')).body;
    expect(first[0]).toMatchObject({
      userId: 'c9crew',
      userNick: '씨나인크루',
      titleName: '첫 공지',
      content: { summary: '안녕하세요' },
    });
    const watermark = first[0]!.regDate;

    const socket = await connectStomp(t.wsUrl);
    await socket.subscribe(topics.notice);
    // The platform stamps whole seconds: wait for the next one so the new notice is strictly later.
    await new Promise((r) => setTimeout(r, 1100));
    await control('c9kart/notice', 'POST', { title: '카트 리그 공지', summary: '토요일 리그' });
    await t.poll();
    expect(await socket.next(topics.notice)).toMatchObject({
      type: 'create',
      data: { titleName: '카트 리그 공지' },
    });
    const since = (
      await t
        .client()
        .get<Notice[]>(`/api/v1/p/afreecatv/notice?regDateGreaterThan=${encodeURIComponent(watermark)}`)
    ).body;
    expect(since.map((n) => n.titleName)).toEqual(['카트 리그 공지']);
    expect((await t.client().get('/api/v1/p/afreecatv/notice?regDateGreaterThan=어제')).status).toBe(400);
    await socket.close();
  });

  it.each(['timeout', 'error', 'garbage'] as const)(
    'keeps the last good state when the platform answers %s',
    async (mode) => {
      await control('c9talk/live', 'POST', { title: '수다 방송', viewers: 10 });
      await t.poll();
      await control('c9talk/failure', 'POST', { mode });
      await control('c9talk/live', 'DELETE');
      await t.poll();
      expect((await stations(true)).map((s) => s.userId)).toContain('c9talk');
      expect((await t.client().get('/api/actuator/health')).body).toEqual({ status: 'UP' });
      await control('c9talk/failure', 'POST', { mode: null });
      // Back-off: a failing station is skipped for a round before it is read again.
      await t.poll();
      await t.poll();
      expect((await stations(true)).map((s) => s.userId)).not.toContain('c9talk');
    },
  );

  it('lets staff edit the crew list; a removed member disappears for clients', async () => {
    const fan = await t.as('soopfan');
    expect((await fan.get('/api/v1/afreecatv/crew-station')).status).toBe(403);
    expect(
      (await t.client().post('/api/v1/afreecatv/crew-station', { userId: 'x', userNick: 'x' })).status,
    ).toBe(401);
    const manager = await t.as('manager');
    const added = await manager.post('/api/v1/afreecatv/crew-station', {
      userId: 'c9guest',
      userNick: '게스트',
      department: '게스트',
    });
    expect(added.status).toBe(200);
    await t.poll();
    expect((await stations()).map((s) => s.userId)).toContain('c9guest');
    const socket = await connectStomp(t.wsUrl);
    await socket.subscribe(topics.liveOn);
    await manager.delete('/api/v1/afreecatv/crew-station/c9guest');
    await t.poll();
    expect(await socket.next(topics.liveOn)).toMatchObject({
      type: 'delete',
      data: { userId: 'c9guest', deleted: true },
    });
    expect((await stations()).map((s) => s.userId)).not.toContain('c9guest');
    await socket.close();
  });

  it('refuses simulator control from another machine and unknown stations', async () => {
    expect((await control('nobody/live')).status).toBe(404);
  });
});
