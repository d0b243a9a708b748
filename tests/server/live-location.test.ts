import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveLocation, LiveLocationList, topics } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';
import { connectStomp } from './helpers/stomp';

/** /admin/live-location: staff share where the crew is; everyone reads it beside the live status. */

let t: TestServer;
let admin: ApiClient;
let manager: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  [admin, manager] = await Promise.all([t.as('admin'), t.as('manager')]);
});
afterAll(() => t.close());

const SEOUL_PARK = { latitude: 37.5283, longitude: 126.9327, accuracy: 12, place: '여의도 한강공원' };
const shared = async () =>
  LiveLocationList.parse((await t.client().get('/api/v1/afreecatv/live-location')).body);

describe('sharing the crew place', () => {
  it('refuses visitors and members on both writes, and changes nothing', async () => {
    const writes = [
      (c: ApiClient) => c.put('/api/v1/admin/live-location/c9star', SEOUL_PARK),
      (c: ApiClient) => c.delete('/api/v1/admin/live-location/c9star'),
    ];
    for (const write of writes) {
      expect((await write(t.client())).status).toBe(401);
      for (const username of ['soopfan', 'crew', 'excel']) {
        const res = await write(await t.as(username));
        expect(res.status, username).toBe(403);
        expect(res.body.message).toBe('권한이 없습니다.');
      }
    }
    expect((await shared()).locations).toEqual([]);
  });

  it('publishes a shared place to every viewer and lists it until it is stopped', async () => {
    const viewer = await connectStomp(t.wsUrl);
    await viewer.subscribe(topics.liveLocation);

    const res = await manager.put('/api/v1/admin/live-location/c9star', SEOUL_PARK);
    expect(res.status).toBe(200);
    const location = LiveLocation.parse(res.body);
    expect(location).toMatchObject({ userId: 'c9star', ...SEOUL_PARK });
    expect(await viewer.next(topics.liveLocation)).toEqual({ userId: 'c9star', location });
    expect((await shared()).locations).toEqual([location]);

    // A newer reading replaces the place; the station keeps one.
    const moved = { ...SEOUL_PARK, latitude: 37.53, place: '마포대교 아래' };
    expect((await admin.put('/api/v1/admin/live-location/c9star', moved)).status).toBe(200);
    expect((await viewer.next(topics.liveLocation)).location).toMatchObject(moved);
    expect((await shared()).locations).toHaveLength(1);

    expect((await admin.delete('/api/v1/admin/live-location/c9star')).status).toBe(200);
    expect(await viewer.next(topics.liveLocation)).toEqual({ userId: 'c9star', location: null });
    expect((await shared()).locations).toEqual([]);
    expect((await admin.delete('/api/v1/admin/live-location/c9star')).status).toBe(404);
    await viewer.close();
  });

  it('refuses a place for no crew station and a reading out of range, with Korean messages', async () => {
    const unknown = await admin.put('/api/v1/admin/live-location/nobody-here', SEOUL_PARK);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('크루 멤버 방송국을 찾을 수 없습니다.');
    const tooLong = await admin.put('/api/v1/admin/live-location/c9star', {
      ...SEOUL_PARK,
      place: '가'.repeat(41),
    });
    expect(tooLong.body).toMatchObject({
      status: 400,
      errorFieldName: 'place',
      message: '장소는 40자 이하로 적어 주세요.',
    });
    const offEarth = await admin.put('/api/v1/admin/live-location/c9star', { ...SEOUL_PARK, latitude: 91 });
    expect(offEarth.body).toMatchObject({ status: 400, errorFieldName: 'latitude' });
    expect((await shared()).locations).toEqual([]);
  });
});
