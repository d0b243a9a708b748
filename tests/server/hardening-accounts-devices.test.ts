import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobileDevices, pushSubscriptions } from '../../server/db/schema';
import { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

/** A push endpoint or phone token registered by one member cannot be taken over by another. */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const ownerOf = {
  endpoint: async (endpoint: string) =>
    (
      await t.server.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint))
    )[0]?.userUuid,
  token: async (deviceToken: string) =>
    (
      await t.server.database.db
        .select()
        .from(mobileDevices)
        .where(eq(mobileDevices.deviceToken, deviceToken))
    )[0]?.userUuid,
};

const uuidOf = async (c: ApiClient) => (await c.get('/api/v1/user/me')).body.uuid as string;

describe('push subscriptions', () => {
  const endpoint = 'https://push.example.com/send/fan-browser';
  const keys = { p256dh: 'BOwnersPublicKey-0123456789', auth: 'owner-auth-secret' };

  it("refuses another member's endpoint unless it comes with the subscription's own keys", async () => {
    const fan = await t.as('soopfan');
    const crew = await t.as('crew');
    expect((await fan.post('/api/v1/user/me/push-subscription', { endpoint, keys })).status).toBe(200);

    const taken = await crew.post('/api/v1/user/me/push-subscription', {
      endpoint,
      keys: { p256dh: 'BAttackersPublicKey-987654321', auth: 'attacker-secret' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ status: 409, message: expect.stringMatching(/[가-힣]/) });
    expect(await ownerOf.endpoint(endpoint)).toBe(await uuidOf(fan));

    // The same browser, now signed in to another account, brings the same keys: it moves.
    expect((await crew.post('/api/v1/user/me/push-subscription', { endpoint, keys })).status).toBe(200);
    expect(await ownerOf.endpoint(endpoint)).toBe(await uuidOf(crew));
  });
});

describe('mobile devices', () => {
  const device = { deviceToken: 'fcm-token-owner', os: 'Android', versionRelease: '14' };

  it("refuses another member's phone token unless it comes from that phone", async () => {
    const phone = new ApiClient(t.url, 'phone-of-the-fan');
    await phone.login('soopfan', 'fan12345');
    expect((await phone.post('/api/v1/user/me/mobile-device', { crudType: 'C', ...device })).status).toBe(
      200,
    );

    const crew = await t.as('crew');
    const taken = await crew.post('/api/v1/user/me/mobile-device', { crudType: 'C', ...device });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ status: 409, errorFieldName: 'deviceToken' });
    expect(await ownerOf.token(device.deviceToken)).toBe(await uuidOf(phone));

    // The owner's removal still works, and a re-registration is theirs again.
    expect(
      (await phone.post('/api/v1/user/me/mobile-device', { crudType: 'D', deviceToken: device.deviceToken }))
        .status,
    ).toBe(200);
    expect(await ownerOf.token(device.deviceToken)).toBeUndefined();
    expect((await phone.post('/api/v1/user/me/mobile-device', { crudType: 'C', ...device })).status).toBe(
      200,
    );

    // The same phone, signed in to another account without unregistering first: it moves.
    const samePhone = new ApiClient(t.url, 'phone-of-the-fan');
    await samePhone.login('crew', 'crew1234');
    expect((await samePhone.post('/api/v1/user/me/mobile-device', { crudType: 'C', ...device })).status).toBe(
      200,
    );
    expect(await ownerOf.token(device.deviceToken)).toBe(await uuidOf(crew));
  });
});
