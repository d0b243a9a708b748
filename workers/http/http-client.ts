import { ErrorBody } from '../../src/contract/common';
import { DEVICE_ID_HEADER } from '../../src/contract/session-names';

export type HttpResult = { ok: true; status: number; body: unknown } | { ok: false; error: ErrorBody };

export type HttpClient = {
  request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<HttpResult>;
};

export type HttpClientOptions = {
  /** Same origin as the app: the session cookie goes along. */
  origin: string;
  deviceId: string;
  fetch: typeof fetch;
};

/** SPEC section 8: a failure without a response is status 0. */
const NETWORK_ERROR: ErrorBody = { status: 0, message: '네트워크에 연결할 수 없습니다.' };

export function createHttpClient(options: HttpClientOptions): HttpClient {
  return {
    async request(method, path, body) {
      let response: Response;
      try {
        response = await options.fetch(new URL(path, options.origin), {
          method,
          credentials: 'include',
          headers: {
            [DEVICE_ID_HEADER]: options.deviceId,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch {
        return { ok: false, error: NETWORK_ERROR };
      }
      const parsed: unknown = await response.json().catch(() => null);
      if (response.ok) return { ok: true, status: response.status, body: parsed };
      const error = ErrorBody.safeParse(parsed);
      return {
        ok: false,
        error: error.success ? error.data : { status: response.status, message: response.statusText },
      };
    },
  };
}

/** Thrown by reads the replication retries; writes return their error instead. */
export class HttpError extends Error {
  constructor(readonly body: ErrorBody) {
    super(`${body.status} ${body.message}`);
  }
}
