import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../server/plugins/write-limit/rate';
import { apiPath, CLIENT_ERROR_BODY_MAX } from '../../src/contract';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * The error log is open to visitors (a page can crash before sign-in), so it had no limit at all
 * (issue 27: 300 reports of 22 KB added 6.6 MB to the log). Now each address has a budget and a
 * report a size cap.
 */

let t: TestServer;
beforeAll(async () => {
  // Behind a trusted proxy each test names the caller's address in X-Forwarded-For.
  t = await startTestServer({ trustProxy: true });
});
afterAll(() => t.close());

const report = (address: string, body: unknown) =>
  t.client().request('POST', apiPath('logError'), { json: body, headers: { 'x-forwarded-for': address } });

describe('client error reports', () => {
  it('takes a burst from one address, then answers 429 in Korean; another address still reports', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.clientError.burst + 2; i++)
      statuses.push((await report('198.51.100.70', { message: `TypeError ${i}` })).status);
    expect(statuses.slice(0, RATE_LIMITS.clientError.burst).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(RATE_LIMITS.clientError.burst)).toEqual([429, 429]);
    expect((await report('198.51.100.70', { message: 'again' })).body).toEqual({
      status: 429,
      message: '이 주소에서 오류 보고가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    });
    expect((await report('198.51.100.71', { message: 'TypeError' })).status).toBe(200);
  });

  it('refuses a report over the size cap with 413 and an over-long stack with 400', async () => {
    const huge = await report('198.51.100.72', { message: 'x', stack: 'a'.repeat(CLIENT_ERROR_BODY_MAX) });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ message: '요청이 너무 큽니다.' });
    const long = await report('198.51.100.72', { message: 'x', stack: 'a'.repeat(9000) });
    expect(long.status).toBe(400);
  });
});
