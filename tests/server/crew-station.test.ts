import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CrewStation } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

/** The crew's station list the poller reads (/admin/crew-member): roles, field errors, upsert. */

const BASE = '/api/v1/afreecatv/crew-station';

let t: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const list = async (client: ApiClient = admin) => {
  const res = await client.get(BASE);
  expect(res.status).toBe(200);
  return z.array(CrewStation).parse(res.body);
};

describe('crew stations', () => {
  it('answers managers and admins only', async () => {
    expect((await t.client().get(BASE)).status).toBe(401);
    for (const username of ['soopfan', 'crew', 'excel']) {
      const client = await t.as(username);
      expect((await client.get(BASE)).status, username).toBe(403);
      expect((await client.post(BASE, { userId: 'sneaky', userNick: '몰래' })).status, username).toBe(403);
      expect((await client.delete(`${BASE}/c9crew`)).status, username).toBe(403);
    }
    expect((await list(await t.as('manager'))).length).toBeGreaterThan(0);
  });

  it('lists in sort order with the contract shape', async () => {
    const stations = await list();
    expect(stations.slice(0, 2)).toMatchObject([
      { userId: 'c9crew', userNick: '씨나인크루', department: '운영진', sort: 1 },
      { userId: 'c9star', sort: 2 },
    ]);
    expect(stations.find((s) => s.userId === 'c9song')?.department).toBe('음악팀,토크팀');
  });

  it('puts each refusal on its field in Korean', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      // A missing field is a malformed request, not a form slip.
      [{ userNick: '이름' }, 'userId', '잘못된 요청입니다.'],
      [{ userId: '  ', userNick: '이름' }, 'userId', 'SOOP 아이디 항목은 필수입니다.'],
      [{ userId: '한글', userNick: '이름' }, 'userId', 'SOOP 아이디는 영문, 숫자, 밑줄(_)만 쓸 수 있습니다.'],
      [{ userId: 'newone', userNick: ' ' }, 'userNick', '닉네임 항목은 필수입니다.'],
      [
        { userId: 'newone', userNick: '가'.repeat(31) },
        'userNick',
        '닉네임 항목은 최대 30자 이하여야 합니다.',
      ],
      [
        { userId: 'newone', userNick: '이름', department: 'x'.repeat(101) },
        'department',
        '소속 항목은 최대 100자 이하여야 합니다.',
      ],
      [{ userId: 'newone', userNick: '이름', sort: -1 }, 'sort', '최소 0 이상'],
      [{ userId: 'newone', userNick: '이름', sort: '3' }, 'sort', '잘못된 요청입니다.'],
    ];
    for (const [body, field, message] of cases) {
      expect((await admin.post(BASE, body)).body, JSON.stringify(body)).toEqual({
        status: 400,
        errorFieldName: field,
        message,
      });
    }
    expect((await list()).some((s) => s.userId === 'newone')).toBe(false);
  });

  it('adds, edits by id (lower-cased, departments tidied) and removes', async () => {
    const added = await admin.post(BASE, {
      userId: ' C9Guest ',
      userNick: '게스트',
      department: ' 게스트팀 , 토크팀,, ',
      sort: 9,
    });
    expect(added.status).toBe(200);
    expect(CrewStation.parse(added.body)).toMatchObject({
      userId: 'c9guest',
      userNick: '게스트',
      department: '게스트팀,토크팀',
      sort: 9,
    });

    const edited = await admin.post(BASE, { userId: 'c9guest', userNick: '새게스트' });
    expect(edited.body).toMatchObject({ userId: 'c9guest', userNick: '새게스트', department: '', sort: 0 });
    expect((await list()).filter((s) => s.userId === 'c9guest')).toHaveLength(1);
    expect((await list())[0]?.userId).toBe('c9guest');

    expect((await admin.delete(`${BASE}/c9guest`)).body).toEqual({ result: true });
    expect((await list()).some((s) => s.userId === 'c9guest')).toBe(false);
  });
});
