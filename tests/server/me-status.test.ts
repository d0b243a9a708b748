import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  BLACKLISTED_MESSAGE,
  MeStatus,
  SOOP_BLACKLISTED_MESSAGE,
  SOOP_LINK_NEEDED_MESSAGE,
} from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * `GET /api/v1/user/me/status` (SPEC section 7): the member's standing, and why a write is refused
 * in the very words the write itself is refused with.
 */

let t: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const statusOf = async (client: ApiClient) => {
  const res = await client.get(apiPath('meStatus'));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return MeStatus.parse(res.body);
};
const write = (client: ApiClient) =>
  client.post(apiPath('posts', { boardId: 'free' }), { title: '상태 확인', content: '<p>본문</p>' });

describe('GET /api/v1/user/me/status', () => {
  it("is the signed-in member's own: a visitor gets 401", async () => {
    expect((await t.client().get(apiPath('meStatus'))).status).toBe(401);
  });

  it('says a member without a SOOP link may not write yet, and why, as the write is refused', async () => {
    const newbie = await t.as('newbie');
    expect(await statusOf(newbie)).toEqual({
      soopUserId: null,
      soopLinkRequired: true,
      blacklisted: false,
      soopBlacklisted: false,
      mayWrite: false,
      writeBlockedReason: SOOP_LINK_NEEDED_MESSAGE,
    });
    expect((await write(newbie)).body).toEqual({ status: 403, message: SOOP_LINK_NEEDED_MESSAGE });
    // Crew write without a link.
    expect(await statusOf(await t.as('crew'))).toMatchObject({ soopLinkRequired: false, mayWrite: true });
  });

  it('follows the blacklists: by account, then by SOOP id, and lifted again', async () => {
    const fan = await t.as('soopfan');
    const me = (await fan.get(apiPath('me'))).body as { uuid: string };
    expect(await statusOf(fan)).toMatchObject({
      soopUserId: 'soopfan01',
      mayWrite: true,
      writeBlockedReason: null,
    });

    const bar = (blacklisted: boolean) =>
      admin.post(apiPath('blacklist'), { userUuidList: [me.uuid], blacklisted, reason: '도배' });
    expect((await bar(true)).status).toBe(200);
    expect(await statusOf(fan)).toMatchObject({
      blacklisted: true,
      mayWrite: false,
      writeBlockedReason: BLACKLISTED_MESSAGE,
    });
    expect((await write(fan)).status).toBe(403);
    expect((await bar(false)).status).toBe(200);

    const barSoop = (blacklisted: boolean) =>
      admin.post(apiPath('soopBlacklist'), { userIdList: ['soopfan01'], blacklisted });
    expect((await barSoop(true)).status).toBe(200);
    expect(await statusOf(fan)).toMatchObject({
      blacklisted: false,
      soopBlacklisted: true,
      mayWrite: false,
      writeBlockedReason: SOOP_BLACKLISTED_MESSAGE,
    });
    expect((await write(fan)).status).toBe(403);
    expect((await barSoop(false)).status).toBe(200);
    expect(await statusOf(fan)).toMatchObject({ mayWrite: true });
    expect((await write(fan)).status).toBe(200);
  });
});
