import { expect } from 'vitest';
import { apiPath, soopSimulatorProfilePath } from '../../../src/contract';
import type { ApiClient } from './api-client';
import type { TestServer } from './server';

/**
 * Links `client`'s account to the SOOP id `soopId` the way a member does (SPEC section 7): a code,
 * the code put on the simulator's station, then the check. Events that pay points or prizes need it.
 */
export async function linkSoop(client: ApiClient, soopId: string): Promise<void> {
  const issued = await client.post(apiPath('meSoopCode'), { afreecatvUserId: soopId });
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  const station = await fetch(client.baseUrl + soopSimulatorProfilePath(issued.body.afreecatvUserId), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: issued.body.code }),
  });
  expect(station.status).toBe(200);
  const linked = await client.post(apiPath('meSoopCodeVerify'), { afreecatvUserId: soopId });
  expect(linked.status, JSON.stringify(linked.body)).toBe(200);
}

/**
 * Registers and signs in `count` new members named `{prefix}{n}`, with their uuids. `linked` links
 * each to the SOOP id `{prefix}{n}` too, as the events that pay points or prizes require.
 */
export async function newMembers(
  t: TestServer,
  prefix: string,
  count: number,
  { linked = false }: { linked?: boolean } = {},
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
    if (linked) await linkSoop(client, username.toLowerCase());
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
