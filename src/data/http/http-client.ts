import type { z } from 'zod';
import {
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  endpointPath,
} from '../../contract/endpoint';
import { DEVICE_ID_HEADER } from '../../contract/session-names';
import { describeFailure } from './failure';
import { HTTP_MESSAGES, HttpError } from './http-error';
import type { LaterSchema } from './later-schema';
import { needsSessionCheck } from './paths';
import { RequestQueue } from './request-queue';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** null and undefined are left out; objects and arrays travel as JSON text. */
export type QueryParams = Record<string, unknown>;
type FormValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: QueryParams;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent form-encoded (login, social login). */
  form?: Record<string, FormValue>;
  /** Sent as multipart (uploads). */
  formData?: FormData;
  /** Sends this one request instead of fetch: uploads go through XHR, which reports progress. */
  transport?: (request: Request) => Promise<Response>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** No alert for any failure (login, polling). The promise still rejects. */
  suppressAlert?: boolean;
  /** Skip the 2-minute session re-check before this call. */
  skipSessionCheck?: boolean;
  /**
   * Run at once, outside the queue. Only for the session check itself (queued calls wait for
   * it inside their slot, so queueing it too would wait on itself) and for fire-and-forget
   * reports that no call depends on (page views), which must not hold up the user's writes.
   */
  unqueued?: boolean;
}

/**
 * With a schema the answer is validated and typed; a mismatch rejects with '데이터 형식 오류'.
 * Code on the first page passes a `laterSchema`, fetched when the answer needs it.
 */
export interface TypedRequestOptions<T> extends RequestOptions {
  schema: z.ZodType<T> | LaterSchema<T>;
}

/** Without a schema the answer is `unknown`: nothing unchecked from the network gets a type. */
interface MethodCall {
  (path: string, options?: RequestOptions): Promise<unknown>;
  <T>(path: string, options: TypedRequestOptions<T>): Promise<T>;
}

export interface HttpClientDeps {
  fetch: (request: Request) => Promise<Response>;
  /** Shows the generic '알림' alert. Injected so the data layer never imports the UI. */
  alert: (message: string) => void;
  getDeviceId: () => string;
  /**
   * Runs before calls that need a fresh session (see `needsSessionCheck`); must not throw, and
   * its own requests must be `unqueued`.
   */
  beforeRequest?: () => Promise<void>;
  /** Base for relative paths; the page's own address in the browser. */
  baseUrl?: string;
}

export interface HttpClient {
  request: {
    (method: HttpMethod, path: string, options?: RequestOptions): Promise<unknown>;
    <T>(method: HttpMethod, path: string, options: TypedRequestOptions<T>): Promise<T>;
  };
  /** A contract endpoint's call: its input by part, its answer typed and checked. */
  call<E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    options?: RequestOptions,
  ): Promise<EndpointResponse<E>>;
  get: MethodCall;
  post: MethodCall;
  put: MethodCall;
  patch: MethodCall;
  delete: MethodCall;
}

/** Arrays and objects (the table query's `searchColumns`) travel as JSON text. */
function appendQuery(url: URL, query: QueryParams): void {
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    url.searchParams.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
}

function buildBody(options: RequestOptions, headers: Headers): BodyInit | undefined {
  if (options.formData) return options.formData;
  if (options.form) {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(options.form)) {
      if (value !== null && value !== undefined) form.set(name, String(value));
    }
    return form;
  }
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    return JSON.stringify(options.json);
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  return JSON.parse(text);
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const queue = new RequestQueue();

  const fail = (error: HttpError, alert: string | null, suppressAlert: boolean | undefined): never => {
    if (alert && !suppressAlert) deps.alert(alert);
    throw error;
  };

  function buildRequest(method: HttpMethod, path: string, options: RequestOptions): Request {
    const url = new URL(path, deps.baseUrl ?? globalThis.location?.href);
    if (options.query) appendQuery(url, options.query);
    const headers = new Headers(options.headers);
    headers.set('accept', 'application/json');
    headers.set(DEVICE_ID_HEADER, deps.getDeviceId());
    const body = buildBody(options, headers);
    return new Request(url, {
      method,
      headers,
      body,
      credentials: 'include',
      ...(options.signal ? { signal: options.signal } : {}),
    });
  }

  async function send<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions & { schema?: TypedRequestOptions<T>['schema'] },
  ): Promise<T | unknown> {
    let request: Request;
    try {
      request = buildRequest(method, path, options);
    } catch (cause) {
      throw new HttpError({ status: -1, message: HTTP_MESSAGES.setup, kind: 'setup', cause });
    }

    let response: Response;
    try {
      response = await (options.transport ?? deps.fetch)(request);
    } catch {
      if (options.signal?.aborted) {
        throw new HttpError({ status: 0, message: HTTP_MESSAGES.aborted, kind: 'aborted' });
      }
      return fail(
        new HttpError({ status: 0, message: HTTP_MESSAGES.network, kind: 'network' }),
        HTTP_MESSAGES.network,
        options.suppressAlert,
      );
    }

    let body: unknown;
    try {
      body = await readBody(response);
    } catch {
      if (response.ok)
        throw new HttpError({ status: response.status, message: HTTP_MESSAGES.dataType, kind: 'data-type' });
      // An error status whose body is not JSON: handled like one without a body.
      body = undefined;
    }

    if (!response.ok) {
      const failure = describeFailure(response.status, response.statusText, body);
      return fail(failure.error, failure.alert, options.suppressAlert);
    }
    if (!options.schema) return body;
    const schema = typeof options.schema === 'function' ? await options.schema() : options.schema;
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new HttpError({
        status: response.status,
        message: HTTP_MESSAGES.dataType,
        kind: 'data-type',
        body,
      });
    return parsed.data;
  }

  function request<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions & { schema?: TypedRequestOptions<T>['schema'] } = {},
  ): Promise<T> {
    const check = !options.skipSessionCheck && needsSessionCheck(path) ? deps.beforeRequest : undefined;
    // The check runs inside the call's queue slot, so a call that waits for it keeps its place
    // ahead of calls made after it.
    const task = async () => {
      if (check) await check();
      return send(method, path, options);
    };
    // Typed only through the overloads: without a schema T is `unknown`, with one it is the
    // schema's output, which `send` returned after parsing.
    return (options.unqueued ? task() : queue.run(method !== 'GET', task)) as Promise<T>;
  }

  const method =
    (name: HttpMethod): MethodCall =>
    <T>(path: string, options?: RequestOptions & { schema?: TypedRequestOptions<T>['schema'] }) =>
      request<T>(name, path, options);

  /** Calls a contract endpoint: its path from `params`, its answer checked with its response schema. */
  function call<E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    options: RequestOptions = {},
  ): Promise<EndpointResponse<E>> {
    const { params, query, body } = input as { params?: object; query?: QueryParams; body?: unknown };
    return request<EndpointResponse<E>>(endpoint.method, endpointPath(endpoint.path, { ...params }), {
      ...options,
      ...(query ? { query } : {}),
      ...(body !== undefined ? { json: body } : {}),
      schema: endpoint.response as z.ZodType<EndpointResponse<E>>,
    });
  }

  return {
    request,
    call,
    get: method('GET'),
    post: method('POST'),
    put: method('PUT'),
    patch: method('PATCH'),
    delete: method('DELETE'),
  };
}
