import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, topics } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { newMembers } from './helpers/members';
import { startTestServer, type TestServer } from './helpers/server';
import { connectStomp } from './helpers/stomp';

/** Sending points by the receiver's nickname, as the send form does (PRODUCT.md "Transfers"). */

let t: TestServer;
let fan: ApiClient;
let sender: ApiClient;
let keys = 0;
const key = () => `send-test-${++keys}-${Math.random().toString(36).slice(2)}`;
const send = (from: ApiClient, body: object) =>
  from.post(apiPath('sendPoint'), { amount: 10, idempotencyKey: key(), ...body });
const totalsOf = async (c: ApiClient) =>
  (await c.get(apiPath('mePoint'))).body as { point: number; earned: number };

beforeAll(async () => {
  t = await startTestServer();
  fan = await t.as('soopfan');
  sender = (await newMembers(t, 'sender', 1, { linked: true }))[0]!.client;
});
afterAll(async () => {
  const { rows } = (await t.server.database.db.execute(sql`
    select u.point, coalesce(sum(case l.type when 'C' then l.amount else -l.amount end), 0)::bigint as ledger
    from users u left join point_ledger l on l.user_uuid = u.uuid
    group by u.uuid, u.point`)) as unknown as { rows: { point: string | number; ledger: string | number }[] };
  for (const row of rows) expect(Number(row.ledger)).toBe(Number(row.point));
  await t.close();
});

describe('sending points by nickname', () => {
  // The receiver is a fresh member with no SOOP account: only the sender must be linked.
  it('finds the receiver whatever the case, moves both balances and tells both members', async () => {
    const username = `sendto${Date.now().toString(36)}`;
    const nickname = `Pal${Date.now().toString(36).slice(-6)}`;
    const register = await t
      .client()
      .post(apiPath('register'), { username, password: 'goodpass1', nickname });
    expect(register.status).toBe(200);
    const receiver = t.client();
    await receiver.login(username, 'goodpass1');
    const receiverUuid = (await receiver.get(apiPath('me'))).body.uuid;
    const socket = await connectStomp(t.wsUrl, receiver.cookie);
    await socket.subscribe(topics.userPoint(receiverUuid));
    const before = await totalsOf(fan);

    const sent = await send(fan, {
      receiverNickname: ` ${nickname.toLowerCase()} `,
      amount: 1_234,
      memo: '선물',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ point: before.point - 1_234, earned: before.earned });
    expect(await socket.next(topics.userPoint(receiverUuid))).toEqual({ point: 1_234, earned: 0 });
    const history = (await receiver.get(`${apiPath('mePointHistoryTable')}?length=1`)).body;
    expect(history.data[0]).toMatchObject({ reason: 'TRANSFER_IN', type: 'C', amount: 1_234 });
    await socket.close();
  });

  it('says in Korean on the nickname field why it cannot send', async () => {
    const fanNickname = (await fan.get(apiPath('me'))).body.nickname as string;
    expect((await send(fan, { receiverNickname: fanNickname })).body).toMatchObject({
      status: 400,
      message: '자기 자신에게는 보낼 수 없습니다.',
      errorFieldName: 'receiverNickname',
    });
    expect((await send(fan, { receiverNickname: '없는회원닉네임' })).body).toMatchObject({
      status: 404,
      message: '받는 회원을 찾을 수 없습니다.',
      errorFieldName: 'receiverNickname',
    });
    expect((await send(fan, {})).body).toMatchObject({
      status: 400,
      message: '받는 회원의 닉네임을 입력해 주세요.',
      errorFieldName: 'receiverNickname',
    });
    const { point } = await totalsOf(sender);
    expect(
      (
        await send(sender, {
          receiverNickname: (await fan.get(apiPath('me'))).body.nickname,
          amount: point + 1,
        })
      ).body,
    ).toMatchObject({ status: 400, message: '포인트가 부족합니다.', errorFieldName: 'amount' });
  });
});
