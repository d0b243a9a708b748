import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDeviceIdSource } from '../../src/data/http/device-id';
import { createHttpClient } from '../../src/data/http/http-client';
import { createResource, getItem, pickItem } from '../../src/data/http/item';
import { needsSessionCheck } from '../../src/data/http/paths';
import { createAppStorage, memoryStorage } from '../../src/lib/storage';

const Store = z.object({ id: z.string(), name: z.string() });

describe('pickItem', () => {
  it('returns the item under the field', () => {
    expect(pickItem({ store: { id: '1', name: '이모티콘' } }, 'store', Store)).toEqual({
      id: '1',
      name: '이모티콘',
    });
  });
  it('rejects a missing field with 항목을 찾을 수 없습니다', () => {
    expect(() => pickItem({ other: 1 }, 'store', Store)).toThrow('항목을 찾을 수 없습니다');
  });
  it('rejects a non-object answer or a wrong item with 데이터 형식 오류', () => {
    for (const body of [null, 'text', 3, [{ store: {} }]]) {
      expect(() => pickItem(body, 'store', Store)).toThrow('데이터 형식 오류');
    }
    expect(() => pickItem({ store: { id: 1 } }, 'store', Store)).toThrow('데이터 형식 오류');
  });
});

function server() {
  const calls: string[] = [];
  const http = createHttpClient({
    fetch: async (request) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
      const body = url.pathname.endsWith('/table')
        ? { draw: 1, recordsTotal: 1, recordsFiltered: 1, data: [{ id: 'a', name: 'A' }] }
        : url.pathname === '/api/v1/things'
          ? request.method === 'GET'
            ? [{ id: 'a', name: 'A' }]
            : { id: 'b', name: 'B' }
          : { id: 'a', name: 'A', store: { id: 'a', name: 'A' } };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    },
    alert: () => {},
    getDeviceId: () => 'd',
    baseUrl: 'http://app.test',
  });
  return { http, calls };
}

describe('getItem', () => {
  it('fetches and picks the field', async () => {
    const { http } = server();
    expect(await getItem(http, '/api/v1/user/me/store/a', 'store', Store)).toEqual({ id: 'a', name: 'A' });
  });
});

describe('createResource', () => {
  it('maps the generic resource pattern to paths and methods', async () => {
    const { http, calls } = server();
    const things = createResource(http, { base: '/api/v1/things', row: Store });
    expect(await things.get('a/b')).toEqual({ id: 'a', name: 'A' });
    expect(await things.list()).toHaveLength(1);
    expect(await things.create({ name: 'B' })).toEqual({ id: 'b', name: 'B' });
    await things.update('a', { name: 'C' });
    await things.remove('a');
    const table = await things.table({
      start: 0,
      length: 10,
      searchColumns: [{ name: 'name', value: 'A', operator: 'eq' }],
    });
    expect(table.data[0]?.name).toBe('A');
    expect(calls).toEqual([
      'GET /api/v1/things/a%2Fb',
      'GET /api/v1/things',
      'POST /api/v1/things',
      'PUT /api/v1/things/a',
      'DELETE /api/v1/things/a',
      `GET /api/v1/things/table?start=0&length=10&searchColumns=${encodeURIComponent(
        JSON.stringify([{ name: 'name', value: 'A', operator: 'eq' }]),
      )}`,
    ]);
  });
});

describe('needsSessionCheck', () => {
  it('exempts the session calls, social login, operations and non-API files', () => {
    expect(needsSessionCheck('/api/v1/p/board?x=1')).toBe(true);
    expect(needsSessionCheck('/api/v1/user/me/point')).toBe(true);
    for (const path of [
      '/api/v1/login',
      '/api/v1/logout',
      '/api/v1/user/me',
      '/api/actuator/health',
      '/api/v1/social/naver',
      '/version.json',
    ]) {
      expect(needsSessionCheck(path), path).toBe(false);
    }
  });
});

describe('device id', () => {
  it('is made once and kept in the shared common record', () => {
    const backend = memoryStorage();
    const storage = createAppStorage(backend, () => null);
    let made = 0;
    const deviceId = createDeviceIdSource(storage, () => `device-${++made}`);
    expect(deviceId()).toBe('device-1');
    expect(deviceId()).toBe('device-1');
    expect(JSON.parse(backend.getItem('shared_storage_common') ?? '{}').deviceId).toBe('device-1');
    const again = createDeviceIdSource(
      createAppStorage(backend, () => null),
      () => 'other',
    );
    expect(again()).toBe('device-1');
  });
  it('stays the same for the page when storage is blocked', () => {
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {},
    };
    let made = 0;
    const deviceId = createDeviceIdSource(
      createAppStorage(blocked, () => null),
      () => `device-${++made}`,
    );
    expect([deviceId(), deviceId()]).toEqual(['device-1', 'device-1']);
  });
});
