import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, ErrorBody } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

/** A 4xx in the `{status, message}` shape every failure uses. */
function expectRefusal(res: { status: number; body: unknown }, status = 400) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = ErrorBody.parse(res.body);
  expect(body.status).toBe(status);
  expect(body.message).toMatch(/[가-힣]/);
  return body;
}

/** Sends raw bytes and reads the whole answer: for requests fetch will not send. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('input that used to answer 500', () => {
  let t: TestServer;
  let admin: ApiClient;
  let crew: ApiClient;
  let postId: string;
  let boardId: string;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.as('admin');
    crew = await t.as('crew');
    boardId = (await crew.get('/api/v1/p/board')).body[0].id;
    const post = await crew.post(`/api/v1/p/board/${boardId}/post`, {
      title: '제목',
      content: '내용',
    });
    expect(post.status).toBe(200);
    postId = post.body.id;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses a NUL byte in JSON text fields, form fields, paths and table searches', async () => {
    const NUL = '\u0000';
    const anonymous = t.client();
    const register = await anonymous.post('/api/v1/user/register', {
      username: 'nulcheck',
      password: 'abcd1234',
      nickname: `닉${NUL}네임`,
    });
    expect(expectRefusal(register).errorFieldName).toBe('nickname');
    expect(
      expectRefusal(
        await anonymous.request('POST', '/api/v1/login', { form: { username: `crew${NUL}`, password: 'x' } }),
      ).errorFieldName,
    ).toBe('username');
    expectRefusal(await anonymous.get('/api/v1/p/board/%00'));
    expectRefusal(await anonymous.get(`/api/v1/p/post/${postId}/comment?x=%00`));
    expect(
      expectRefusal(
        await crew.post(`/api/v1/p/board/${boardId}/post`, { title: `제목${NUL}`, content: '내용' }),
      ).errorFieldName,
    ).toBe('title');
    expectRefusal(await crew.post(`/api/v1/p/post/${postId}/comment`, { content: `댓글${NUL}` }));
    expectRefusal(await crew.put('/api/v1/user/me', { nickname: `크루${NUL}` }));
    const search = JSON.stringify([{ name: 'title', value: `a${NUL}b`, operator: 'contains' }]);
    expectRefusal(await anonymous.get(`/api/v1/p/post/table?searchColumns=${encodeURIComponent(search)}`));
  });

  it('refuses prototype keys as column names on every table endpoint', async () => {
    const tables = Object.values(apiRoutes)
      .filter((path) => path.endsWith('/table'))
      .map((path) => path.replace(':boardId', boardId).replace(':postId', postId));
    expect(tables.length).toBeGreaterThanOrEqual(9);
    for (const table of tables) {
      for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
        expectRefusal(await admin.get(`${table}?orderColumnName=${name}`));
        const search = encodeURIComponent(JSON.stringify([{ name, value: 'x' }]));
        expectRefusal(await admin.get(`${table}?searchColumns=${search}`));
      }
      const byValueOf = encodeURIComponent(JSON.stringify([{ name: 'valueOf', value: 1 }]));
      expectRefusal(await admin.get(`${table}?searchColumns=${byValueOf}`));
    }
  });

  it('keeps integers inside the columns they go to', async () => {
    const board = await admin.post('/api/v1/p/board', { id: 'big-sort', name: '큰 정렬', sort: 2147483648 });
    expect(expectRefusal(board).errorFieldName).toBe('sort');
    const category = await admin.post('/api/v1/p/board', {
      id: 'big-category',
      name: '큰 말머리',
      categories: [{ number: 2147483648, name: '말머리' }],
    });
    expectRefusal(category);
    const post = await crew.post(`/api/v1/p/board/${boardId}/post`, {
      title: '제목',
      content: '내용',
      categoryNumber: 2147483648,
    });
    expect(expectRefusal(post).errorFieldName).toBe('categoryNumber');
    for (const value of [2147483648, -2147483649, 1e300]) {
      const search = encodeURIComponent(JSON.stringify([{ name: 'likeCount', value, operator: 'gte' }]));
      expectRefusal(await crew.get(`/api/v1/p/post/table?searchColumns=${search}`));
    }
    const farPast = encodeURIComponent(
      JSON.stringify([{ name: 'createdAt', value: -8.64e15, operator: 'gt' }]),
    );
    expectRefusal(await crew.get(`/api/v1/p/post/table?searchColumns=${farPast}`));
  });

  it('answers addresses the router cannot take in the usual shape', async () => {
    const port = Number(new URL(t.url).port);
    for (const [path, status] of [
      ['/api/v1/p/board/%E0%A4%A', 400],
      ['/%', 400],
      [`/api/v1/p/board/${'a'.repeat(200)}`, 414],
    ] as const) {
      const answer = await rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer.split('\r\n')[0]).toBe(
        `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'URI Too Long'}`,
      );
      const body = ErrorBody.parse(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)));
      expect(body.status).toBe(status);
      expect(body.message).toMatch(/[가-힣]/);
    }
  });

  it('answers a request over the header or URL limit with 431 in the usual shape', async () => {
    const port = Number(new URL(t.url).port);
    for (const request of [
      `GET /api/v1/p/board HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      `GET /api/v1/p/board?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ]) {
      const answer = await rawRequest(port, request);
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body)).toEqual({ status: 431, message: '요청 헤더나 주소가 너무 깁니다.' });
    }
  });
});
