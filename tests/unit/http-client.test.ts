import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DEVICE_ID_HEADER } from '../../src/contract';
import { createHttpClient, type HttpClientDeps } from '../../src/data/http/http-client';
import { HTTP_MESSAGES, HttpError } from '../../src/data/http/http-error';
import { laterSchema } from '../../src/data/http/later-schema';

const json = (body: unknown, status = 200, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

function setup(respond: (request: Request) => Promise<Response> | Response = () => json({})) {
  const requests: Request[] = [];
  const alert = vi.fn<(message: string) => void>();
  const beforeRequest = vi.fn(async () => {});
  const deps: HttpClientDeps = {
    fetch: async (request) => {
      requests.push(request);
      return respond(request);
    },
    alert,
    getDeviceId: () => 'device-1',
    beforeRequest,
    baseUrl: 'http://app.test',
  };
  return { http: createHttpClient(deps), requests, alert, beforeRequest };
}

const rejection = async (promise: Promise<unknown>): Promise<HttpError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
};

describe('requests', () => {
  it('send credentials and the device id header', async () => {
    const { http, requests } = setup();
    await http.get('/api/v1/p/board');
    const [request] = requests;
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get(DEVICE_ID_HEADER)).toBe('device-1');
    expect(request?.url).toBe('http://app.test/api/v1/p/board');
  });
  it('serialises query values, leaving out null and undefined and sending objects as JSON', async () => {
    const { http, requests } = setup();
    await http.get('/api/v1/p/board/table', {
      query: {
        start: 0,
        order: 'desc',
        skip: undefined,
        none: null,
        searchColumns: [{ name: 'boardId', value: 'free' }],
      },
    });
    const url = new URL(requests[0]?.url ?? '');
    expect(url.searchParams.get('start')).toBe('0');
    expect(url.searchParams.has('skip')).toBe(false);
    expect(url.searchParams.has('none')).toBe(false);
    expect(JSON.parse(url.searchParams.get('searchColumns') ?? '')).toEqual([
      { name: 'boardId', value: 'free' },
    ]);
  });
  it('sends JSON and form bodies', async () => {
    const { http, requests } = setup();
    await http.post('/api/v1/user/me/block', { json: { userUuid: 'u', reason: '' } });
    await http.post('/api/v1/login', { form: { username: 'crew', password: 'pw', skipped: undefined } });
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(await requests[0]?.json()).toEqual({ userUuid: 'u', reason: '' });
    expect(requests[1]?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(await requests[1]?.text()).toBe('username=crew&password=pw');
  });
});

describe('answers', () => {
  it('parse JSON, and validate it when given a schema', async () => {
    const { http } = setup(() => json({ count: 3 }));
    expect(await http.get('/api/actuator/active-websocket-sessions')).toEqual({ count: 3 });
    const typed: { count: number } = await http.get('/x', { schema: z.object({ count: z.number() }) });
    expect(typed.count).toBe(3);
  });
  it('reject a schema mismatch or broken JSON with 데이터 형식 오류 and no alert', async () => {
    const { http, alert } = setup(() => json({ count: 'three' }));
    const error = await rejection(http.get('/x', { schema: z.object({ count: z.number() }) }));
    expect(error).toMatchObject({ status: 200, message: '데이터 형식 오류', kind: 'data-type' });
    const broken = setup(() => new Response('{', { headers: { 'content-type': 'application/json' } }));
    expect(await rejection(broken.http.get('/x'))).toMatchObject({ message: '데이터 형식 오류' });
    expect(alert).not.toHaveBeenCalled();
  });
  it('validate with a contract schema loaded later, once, and reject its mismatch the same way', async () => {
    const { http } = setup(() => json({ publicKey: 'key-1' }));
    const picks: string[] = [];
    const VapidKey = laterSchema((contract) => {
      picks.push('VapidPublicKey');
      return contract.VapidPublicKey;
    });
    expect(await http.get('/key', { schema: VapidKey })).toEqual({ publicKey: 'key-1' });
    expect(await http.get('/key', { schema: VapidKey })).toEqual({ publicKey: 'key-1' });
    expect(picks).toEqual(['VapidPublicKey']);
    const wrong = setup(() => json({ publicKey: 7 }));
    expect(await rejection(wrong.http.get('/key', { schema: VapidKey }))).toMatchObject({
      kind: 'data-type',
      message: '데이터 형식 오류',
    });
  });
  it('resolve an empty or 204 answer as undefined and plain text as text', async () => {
    expect(await setup(() => new Response(null, { status: 204 })).http.delete('/x/1')).toBeUndefined();
    expect(
      await setup(() => new Response('ok', { headers: { 'content-type': 'text/plain' } })).http.get('/x'),
    ).toBe('ok');
  });
});

describe('error catalogue', () => {
  it('5xx: alerts the status text and rejects with status and message', async () => {
    const { http, alert } = setup(
      () => new Response('oops', { status: 503, statusText: 'Service Unavailable' }),
    );
    const error = await rejection(http.get('/api/v1/p/board'));
    expect(error.status).toBe(503);
    expect(error.message).toBe(`${HTTP_MESSAGES.server} (503 Service Unavailable)`);
    expect(alert).toHaveBeenCalledWith(error.message);
  });
  it('5xx with suppressAlert: rejects without an alert', async () => {
    const { http, alert } = setup(() => json({ status: 500, message: '서버 오류' }, 500));
    expect(await rejection(http.get('/api/actuator/health', { suppressAlert: true }))).toMatchObject({
      status: 500,
    });
    expect(alert).not.toHaveBeenCalled();
  });
  it('4xx body: alerts the message and rejects with the body', async () => {
    const body = { status: 403, message: '권한이 없습니다.' };
    const { http, alert } = setup(() => json(body, 403));
    const error = await rejection(http.put('/api/v1/p/board/free', { json: {} }));
    expect(alert).toHaveBeenCalledWith('권한이 없습니다.');
    expect(error).toMatchObject({ status: 403, message: '권한이 없습니다.', body });
  });
  it('field error: rejects with errorFieldName and no alert', async () => {
    const body = { status: 400, message: '이미 사용 중인 닉네임입니다.', errorFieldName: 'nickname' };
    const { http, alert } = setup(() => json(body, 400));
    const error = await rejection(http.put('/api/v1/user/me', { json: { nickname: 'x' } }));
    expect(error).toMatchObject({ status: 400, errorFieldName: 'nickname', message: body.message });
    expect(alert).not.toHaveBeenCalled();
  });
  it('network failure: alerts and rejects with status 0', async () => {
    const { http, alert } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(http.get('/api/v1/p/board'));
    expect(error).toMatchObject({ status: 0, kind: 'network', message: HTTP_MESSAGES.network });
    expect(alert).toHaveBeenCalledWith(HTTP_MESSAGES.network);
  });
  it('network failure while polling: no alert', async () => {
    const { http, alert } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await rejection(http.get('/api/actuator/health', { suppressAlert: true }))).toMatchObject({
      status: 0,
    });
    expect(alert).not.toHaveBeenCalled();
  });
  it('abort: rejects with status 0 and never alerts', async () => {
    const controller = new AbortController();
    const { http, alert } = setup(
      (request) =>
        new Promise((_resolve, reject) => {
          // Like a real fetch: an aborted signal rejects at once, a later abort when it fires.
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (request.signal.aborted) abort();
          request.signal.addEventListener('abort', abort);
        }),
    );
    const pending = rejection(http.get('/api/v1/p/board', { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ status: 0, kind: 'aborted' });
    expect(alert).not.toHaveBeenCalled();
  });
  it('request setup failure: rejects with status -1 before any fetch', async () => {
    const { http, requests, alert } = setup();
    const error = await rejection(http.post('/api/v1/x', { json: { n: 1n } }));
    expect(error).toMatchObject({ status: -1, kind: 'setup', message: HTTP_MESSAGES.setup });
    expect(requests).toHaveLength(0);
    expect(alert).not.toHaveBeenCalled();
    const noBase = createHttpClient({ fetch: vi.fn(), alert, getDeviceId: () => 'd' });
    expect(await rejection(noBase.get('/relative/without/base'))).toMatchObject({ status: -1 });
  });
});

describe('session re-check before calls', () => {
  it('runs before ordinary API calls only', async () => {
    const { http, beforeRequest } = setup();
    await http.get('/api/v1/p/board');
    expect(beforeRequest).toHaveBeenCalledTimes(1);
    for (const path of [
      '/api/v1/login',
      '/api/v1/logout',
      '/api/v1/user/me',
      '/api/actuator/health',
      '/version.json',
    ]) {
      await http.get(path);
    }
    await http.get('/api/v1/p/board', { skipSessionCheck: true });
    expect(beforeRequest).toHaveBeenCalledTimes(1);
    await http.get('/api/v1/user/me/point');
    expect(beforeRequest).toHaveBeenCalledTimes(2);
  });
});

describe('queue', () => {
  function deferredServer() {
    const pending: { path: string; resolve: () => void }[] = [];
    const { http, requests } = setup(
      (request) =>
        new Promise<Response>((resolve) => {
          pending.push({ path: new URL(request.url).pathname, resolve: () => resolve(json({})) });
        }),
    );
    const started = () => pending.map((p) => p.path);
    const finish = async (path: string) => {
      pending.find((p) => p.path === path)?.resolve();
      await new Promise((r) => setTimeout(r, 0));
    };
    return { http, requests, started, finish };
  }
  const tick = () => new Promise((r) => setTimeout(r, 0));

  it('runs mutations one at a time in order', async () => {
    const { http, started, finish } = deferredServer();
    const first = http.post('/a', { json: {} });
    const second = http.delete('/b');
    await tick();
    expect(started()).toEqual(['/a']);
    await finish('/a');
    expect(started()).toEqual(['/a', '/b']);
    await finish('/b');
    await Promise.all([first, second]);
  });
  it('keeps going after a failed mutation', async () => {
    let call = 0;
    const { http } = setup(() =>
      call++ === 0 ? json({ status: 400, message: 'x' }, 400) : json({ ok: true }),
    );
    const failed = http.post('/a');
    const next = http.post('/b');
    await expect(failed).rejects.toBeInstanceOf(HttpError);
    expect(await next).toEqual({ ok: true });
  });
  it('runs reads concurrently, after the mutations made before them', async () => {
    const { http, started, finish } = deferredServer();
    const write = http.put('/save', { json: {} });
    const readA = http.get('/list-a');
    const readB = http.get('/list-b');
    await tick();
    expect(started()).toEqual(['/save']);
    await finish('/save');
    expect(started()).toEqual(['/save', '/list-a', '/list-b']);
    const laterWrite = http.post('/other');
    await tick();
    // A mutation does not wait for reads in flight.
    expect(started()).toContain('/other');
    await Promise.all([finish('/list-a'), finish('/list-b'), finish('/other')]);
    await Promise.all([write, readA, readB, laterWrite]);
  });
});
