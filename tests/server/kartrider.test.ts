import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/contract';
import type { KartBoard } from '../../src/contract/kartrider';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

let t: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const board = async () => (await t.client().get<KartBoard>(apiPath('kartBoard'))).body;

describe('KartRider tiers and records', () => {
  it('shows the demo tiers in order and the records by track', async () => {
    const { tiers, records } = await board();
    expect(tiers.map((tier) => tier.name)).toEqual(['S', 'A', 'B', 'C']);
    expect(tiers[0]!.racers).toEqual(['카트질주']);
    expect(records.find((r) => r.track === '월드 리오 다운힐')).toMatchObject({
      timeMs: 94_276,
      racer: '카트질주',
      recordedOn: '2025-03-09',
    });
  });

  it('an admin writes, corrects and removes a record and a tier', async () => {
    const record = {
      track: '쥐라기 공룡 결투장',
      time: '1:41.250',
      racer: '수다쟁이',
      recordedOn: '2025-04-01',
    };
    expect((await admin.post(apiPath('adminKartRecords'), record)).status).toBe(200);
    const written = (await board()).records.find((r) => r.track === '쥐라기 공룡 결투장')!;
    expect(written).toMatchObject({ timeMs: 101_250, racer: '수다쟁이' });

    await admin.put(apiPath('adminKartRecord', { id: written.id }), { ...record, time: '1:39.9' });
    expect((await board()).records.find((r) => r.id === written.id)!.timeMs).toBe(99_900);

    const bad = await admin.post(apiPath('adminKartRecords'), { ...record, time: '빠름' });
    expect(bad.body).toMatchObject({ status: 400, errorFieldName: 'time' });

    await admin.delete(apiPath('adminKartRecord', { id: written.id }));
    expect((await board()).records.some((r) => r.id === written.id)).toBe(false);

    await admin.post(apiPath('adminKartTiers'), { name: 'SS', racers: ['카트질주'], sort: 0 });
    const tier = (await board()).tiers.find((x) => x.name === 'SS')!;
    await admin.put(apiPath('adminKartTier', { id: tier.id }), { name: 'SS', racers: [], sort: 9 });
    expect((await board()).tiers.at(-1)).toMatchObject({ name: 'SS', racers: [] });
    expect((await admin.delete(apiPath('adminKartTier', { id: tier.id }))).status).toBe(200);
    expect((await admin.delete(apiPath('adminKartTier', { id: tier.id }))).status).toBe(404);
  });

  it('a member cannot edit tiers or records (403)', async () => {
    const { tiers, records } = await board();
    const tierBody = { name: 'X', racers: [], sort: 0 };
    const recordBody = { track: '몰래', time: '1:00.000', racer: '몰래', recordedOn: '2025-01-01' };
    const calls: [string, string, unknown][] = [
      ['POST', apiPath('adminKartTiers'), tierBody],
      ['PUT', apiPath('adminKartTier', { id: tiers[0]!.id }), tierBody],
      ['DELETE', apiPath('adminKartTier', { id: tiers[0]!.id }), undefined],
      ['POST', apiPath('adminKartRecords'), recordBody],
      ['PUT', apiPath('adminKartRecord', { id: records[0]!.id }), recordBody],
      ['DELETE', apiPath('adminKartRecord', { id: records[0]!.id }), undefined],
    ];
    for (const username of ['soopfan', 'crew']) {
      const member = await t.as(username);
      for (const [method, path, json] of calls) {
        const res = await member.request(method, path, json === undefined ? {} : { json });
        expect(res.body, `${username} ${method} ${path}`).toEqual({
          status: 403,
          message: '권한이 없습니다.',
        });
      }
    }
    expect(await board()).toEqual({ tiers, records });
  });
});
