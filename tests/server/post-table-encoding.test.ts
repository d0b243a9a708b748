import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, TableResponse } from '../../src/contract';
import { startTestServer, type TestServer } from './helpers/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const tablePath = (draw: number, boardId = 'free') =>
  `/api/v1/p/post/table?draw=${draw}&length=20&orderColumnName=createdAt&order=desc&searchColumns=${encodeURIComponent(
    JSON.stringify([{ name: 'boardId', value: boardId }]),
  )}`;

/** The answer's bytes as sent (fetch would decode them), decoded strictly by zlib. */
function fetchRaw(path: string, acceptEncoding: string, headers: Record<string, string> = {}) {
  return new Promise<{ encoding: string | undefined; vary: string | undefined; body: TableResponse<Post> }>(
    (resolve, reject) => {
      get(`${t.url}${path}`, { headers: { 'accept-encoding': acceptEncoding, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const text =
            encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ encoding, vary: res.headers.vary, body: JSON.parse(text.toString()) });
        });
      }).on('error', reject);
    },
  );
}

describe('post table answers, kept compressed', () => {
  it('sends the same page in every encoding the caller takes, with its own draw', async () => {
    const plain = await fetchRaw(tablePath(1), 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.draw).toBe(1);
    expect(plain.body.data.length).toBeGreaterThan(0);

    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'br'],
      ['deflate', undefined],
    ];
    let draw = 2;
    for (const [accept, expected] of cases) {
      const got = await fetchRaw(tablePath(draw), accept);
      expect(got.encoding, accept).toBe(expected);
      if (expected) expect(got.vary).toMatch(/accept-encoding/i);
      expect(got.body).toEqual({ ...plain.body, draw });
      draw++;
    }
  });

  it('sends the page as it is to a caller that asks for no compression, as every other answer', async () => {
    const got = await fetchRaw(tablePath(4), 'br, gzip', { 'x-no-compression': '1' });
    expect(got.encoding).toBeUndefined();
    expect(got.body.draw).toBe(4);
    expect(got.body.data.length).toBeGreaterThan(0);
  });

  it('sends a written post to a reader who takes brotli or gzip at once', async () => {
    await fetchRaw(tablePath(1), 'br');
    await fetchRaw(tablePath(1), 'gzip');
    const fan = await t.as('soopfan');
    const created = (
      await fan.post<Post>('/api/v1/p/board/free/post', {
        title: '압축된 목록의 새 글',
        content: '<p>내용</p>',
      })
    ).body;
    for (const accept of ['br', 'gzip']) {
      const { body } = await fetchRaw(tablePath(9), accept);
      expect(body.data[0]?.id, accept).toBe(created.id);
      expect(body.draw).toBe(9);
    }
  });

  it('sends a short page as it is', async () => {
    const empty = await fetchRaw(tablePath(3, 'no-such-board'), 'br, gzip');
    expect(empty.encoding).toBeUndefined();
    expect(empty.body).toMatchObject({ draw: 3, data: [], recordsFiltered: 0 });
  });
});
