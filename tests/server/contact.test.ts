import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, apiRoutes, type ContactThread, DEVICE_ID_HEADER, FILE_MESSAGES } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { newMembers } from './helpers/members';
import { startTestServer, type TestServer } from './helpers/server';

let t: TestServer;
let admin: ApiClient;
let manager: ApiClient;
let fan: ApiClient;
let asker: { client: ApiClient; uuid: string };
let other: { client: ApiClient; uuid: string };

beforeAll(async () => {
  t = await startTestServer();
  [admin, manager, fan] = await Promise.all([t.as('admin'), t.as('manager'), t.as('soopfan')]);
  const members = await newMembers(t, 'asker', 2);
  asker = members[0]!;
  other = members[1]!;
});
afterAll(() => t.close());

/** Uploads an image as the page does (multipart, purpose first); answers the status and body. */
async function upload(client: ApiClient, purpose: string, bytes: Uint8Array, type = 'image/png') {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'screen.png');
  const res = await fetch(client.baseUrl + apiPath('files'), {
    method: 'POST',
    body: form,
    headers: { cookie: client.cookie, origin: client.baseUrl, [DEVICE_ID_HEADER]: client.deviceId },
  });
  return { status: res.status, body: (await res.json()) as { id: string; message?: string } };
}

const screenshot = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

const ask = (client: ApiClient, overrides: Record<string, unknown> = {}) =>
  client.post(apiPath('meContacts'), {
    category: 'BUG',
    title: '글쓰기가 안 돼요',
    content: '저장을 누르면 멈춥니다.',
    attachmentFileId: null,
    ...overrides,
  });

const notificationsOf = async (client: ApiClient) =>
  (await client.get(apiPath('notifications'))).body as { content: string; addData: { path: string } }[];

describe('sending feedback', () => {
  it('keeps the thread with its image, lists it for its author and waits for an answer', async () => {
    const image = await upload(asker.client, 'contact-image', await screenshot());
    expect(image.status, JSON.stringify(image.body)).toBe(201);
    const sent = await ask(asker.client, { attachmentFileId: image.body.id, category: 'POINT' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const thread = sent.body as ContactThread;
    expect(thread).toMatchObject({
      category: 'POINT',
      title: '글쓰기가 안 돼요',
      status: 'WAITING',
      answer: null,
      author: { uuid: asker.uuid, nickname: 'asker1' },
      attachment: { uri: apiPath('file', { id: image.body.id }), width: 60, height: 40 },
    });
    const mine = (await asker.client.get(apiPath('meContacts'))).body.data;
    expect(mine).toEqual([
      {
        id: thread.id,
        category: 'POINT',
        title: '글쓰기가 안 돼요',
        status: 'WAITING',
        createdAt: thread.createdAt,
        answeredAt: null,
      },
    ]);
    expect((await asker.client.get(apiPath('meContact', { id: thread.id }))).body).toEqual(thread);
  });

  it('refuses an empty title, an unknown category and a file that is not a contact image of the sender', async () => {
    const empty = await ask(asker.client, { title: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errorFieldName: 'title', message: '제목을 입력해 주세요.' });
    expect((await ask(asker.client, { category: 'LOVE' })).body.errorFieldName).toBe('category');

    const othersImage = await upload(other.client, 'contact-image', await screenshot());
    const postImage = await upload(asker.client, 'post-image', await screenshot());
    for (const fileId of [othersImage.body.id, postImage.body.id]) {
      const res = await ask(asker.client, { attachmentFileId: fileId });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errorFieldName: 'attachmentFileId', message: FILE_MESSAGES.notFound });
    }
    // Checked by the bytes: a page that calls itself a PNG is still a page.
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    expect((await upload(asker.client, 'contact-image', html)).status).toBe(415);
  });

  it('is for signed-in members only', async () => {
    const visitor = t.client();
    expect((await ask(visitor)).status).toBe(401);
    expect((await visitor.get(apiPath('meContacts'))).status).toBe(401);
  });
});

describe('a member reads only their own threads', () => {
  it("answers another member's thread, and a made-up id, as not found", async () => {
    const theirs = (await ask(other.client, { title: '다른 회원의 문의' })).body as ContactThread;
    for (const id of [theirs.id, '00000000-0000-7000-8000-000000000000', 'not-a-uuid']) {
      const res = await asker.client.get(apiPath('meContact', { id }));
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe('문의를 찾을 수 없습니다.');
    }
    const mine = (await asker.client.get(apiPath('meContacts'))).body.data as { id: string }[];
    expect(mine.map((thread) => thread.id)).not.toContain(theirs.id);
    expect((await t.client().get(apiPath('meContact', { id: theirs.id }))).status).toBe(401);
  });
});

describe('admins answer', () => {
  it('lists every thread whole; the answer closes it and notifies its author only', async () => {
    const thread = (await ask(asker.client, { title: '출석 포인트가 안 들어왔어요' })).body as ContactThread;
    const listed = (await admin.get(apiPath('adminContacts'))).body.data as ContactThread[];
    expect(listed[0]).toEqual(thread);
    expect(listed.map((row) => row.author?.uuid)).toEqual(expect.arrayContaining([asker.uuid, other.uuid]));

    const before = {
      asker: (await notificationsOf(asker.client)).length,
      other: (await notificationsOf(other.client)).length,
      manager: (await notificationsOf(manager)).length,
    };
    const answered = await manager.put(apiPath('adminContactAnswer', { id: thread.id }), {
      answer: '확인해 보니 지급이 늦었습니다. 지금 넣어 드렸어요.',
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body).toMatchObject({
      status: 'ANSWERED',
      answer: '확인해 보니 지급이 늦었습니다. 지금 넣어 드렸어요.',
    });

    const told = await notificationsOf(asker.client);
    expect(told).toHaveLength(before.asker + 1);
    expect(told[0]).toMatchObject({
      content: '문의 「출석 포인트가 안 들어왔어요」에 답변이 등록되었습니다.',
      addData: { path: `/contact?thread=${thread.id}` },
    });
    expect(await notificationsOf(other.client)).toHaveLength(before.other);
    expect(await notificationsOf(manager)).toHaveLength(before.manager);

    const seen = (await asker.client.get(apiPath('meContact', { id: thread.id }))).body as ContactThread;
    expect(seen).toMatchObject({ status: 'ANSWERED', answer: answered.body.answer });
    expect(seen.answeredAt).not.toBeNull();
  });

  it('refuses an empty answer and answers a missing thread as not found', async () => {
    const thread = (await ask(asker.client)).body as ContactThread;
    const empty = await admin.put(apiPath('adminContactAnswer', { id: thread.id }), { answer: ' ' });
    expect(empty.body).toMatchObject({ status: 400, errorFieldName: 'answer' });
    const missing = await admin.put(
      apiPath('adminContactAnswer', { id: '00000000-0000-7000-8000-000000000000' }),
      { answer: '답변' },
    );
    expect(missing.status).toBe(404);
  });
});

describe('a visitor', () => {
  const visitorAsk = (overrides: Record<string, unknown> = {}) =>
    t.client().post(apiPath('visitorContacts'), {
      category: 'ACCOUNT',
      title: '가입 전에 궁금한 점',
      content: '소셜 로그인만으로 가입할 수 있나요?',
      replyEmail: 'Visitor@Example.com',
      ...overrides,
    });

  it('sends feedback with an e-mail to answer to; the admins read it, answering notifies no one', async () => {
    const noEmail = await visitorAsk({ replyEmail: '' });
    expect(noEmail.body).toMatchObject({ status: 400, errorFieldName: 'replyEmail' });
    const sent = await visitorAsk();
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toEqual({ result: true });

    const listed = (await admin.get(apiPath('adminContacts'))).body.data as ContactThread[];
    const thread = listed.find((row) => row.title === '가입 전에 궁금한 점')!;
    expect(thread).toMatchObject({ author: null, replyEmail: 'visitor@example.com', attachment: null });
    const answered = await manager.put(apiPath('adminContactAnswer', { id: thread.id }), {
      answer: '네, 소셜 로그인만으로 가입할 수 있어요.',
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: 'ANSWERED', author: null });
    // A member sends through their own list, not as a visitor.
    expect((await asker.client.post(apiPath('visitorContacts'), {})).status).toBe(400);
  });

  it('is limited per address: a burst, then a Korean 429', async () => {
    const statuses: number[] = [];
    let refused: { status: number; body: unknown } | undefined;
    for (let i = 0; i < 10 && !refused; i++) {
      const res = await visitorAsk({ title: `도배 ${i}` });
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(3);
    expect(refused?.body).toEqual({
      status: 429,
      message: '이 주소에서 문의를 너무 자주 보내고 있습니다. 잠시 후 다시 시도해 주세요.',
    });
  });
});

describe('every admin call', () => {
  /** Enumerated, not sampled: each admin endpoint of the contact module, by its name in `apiRoutes`. */
  const adminCalls: [string, 'adminContacts' | 'adminContactAnswer', unknown][] = [
    ['GET', 'adminContacts', undefined],
    ['PUT', 'adminContactAnswer', { answer: '권한 없는 답변' }],
  ];

  it.each(adminCalls)(
    '%s %s: a USER gets 403, a visitor 401, and nothing changes',
    async (method, route, body) => {
      const thread = (await ask(other.client, { title: '권한 시험' })).body as ContactThread;
      const path = apiRoutes[route].replace(':id', thread.id);
      const opts = body === undefined ? {} : { json: body };
      for (const user of [fan, asker.client]) {
        const refused = await user.request(method, path, opts);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ status: 403, message: '권한이 없습니다.' });
      }
      expect((await t.client().request(method, path, opts)).status).toBe(401);
      expect((await other.client.get(apiPath('meContact', { id: thread.id }))).body.answer).toBeNull();
      expect((await admin.request(method, path, opts)).status).toBe(200);
    },
  );

  it('the table above holds every admin contact path there is', () => {
    const served = Object.keys(apiRoutes).filter((name) => name.startsWith('adminContact'));
    expect(served.sort()).toEqual(adminCalls.map(([, route]) => route).sort());
  });
});
