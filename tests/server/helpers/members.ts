import { expect } from 'vitest';
import { apiPath } from '../../../src/contract';
import type { ApiClient } from './api-client';
import type { TestServer } from './server';

/** Registers and signs in `count` new members named `{prefix}{n}`, with their uuids. */
export async function newMembers(
  t: TestServer,
  prefix: string,
  count: number,
): Promise<{ client: ApiClient; uuid: string }[]> {
  const members: { client: ApiClient; uuid: string }[] = [];
  for (let n = 1; n <= count; n++) {
    const client = t.client();
    const username = `${prefix}${n}`;
    const res = await client.post(apiPath('register'), {
      username,
      password: 'goodpass1',
      nickname: `${prefix}${n}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await client.login(username, 'goodpass1');
    members.push({ client, uuid: (await client.get(apiPath('me'))).body.uuid });
  }
  return members;
}

/** `total` requests at once, at most `inFlight` open at a time (as tests/server/point-economy.test.ts). */
export async function burst<T>(
  total: number,
  inFlight: number,
  request: (n: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const lane = async () => {
    while (next < total) results.push(await request(next++));
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return results;
}
