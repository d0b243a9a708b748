import { DEVICE_ID_HEADER } from '../../../src/contract';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like caller: keeps its session cookie and sends the device-id header. */
export class ApiClient {
  cookie = '';

  constructor(
    readonly baseUrl: string,
    readonly deviceId = `test-device-${Math.random().toString(36).slice(2, 10)}`,
  ) {}

  async request<T = any>(
    method: string,
    path: string,
    opts: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    // What a browser sends from a page of the site: writes without them are refused.
    const headers: Record<string, string> = {
      [DEVICE_ID_HEADER]: this.deviceId,
      'sec-fetch-site': 'same-origin',
      ...(method === 'GET' || method === 'HEAD' ? {} : { origin: this.baseUrl }),
      ...opts.headers,
    };
    if (this.cookie) headers.cookie = this.cookie;
    let body: string | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const [name, value] = pair!.split('=');
      if (name === 'sid') this.cookie = value ? `sid=${value}` : '';
      if (/expires=Thu, 01 Jan 1970/i.test(set)) this.cookie = '';
    }
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
  }

  get = <T = any>(path: string) => this.request<T>('GET', path);
  post = <T = any>(path: string, json?: unknown) => this.request<T>('POST', path, { json: json ?? {} });
  put = <T = any>(path: string, json?: unknown) => this.request<T>('PUT', path, { json: json ?? {} });
  delete = <T = any>(path: string) => this.request<T>('DELETE', path);

  async login(username: string, password: string, remember = false) {
    const res = await this.request('POST', '/api/v1/login', {
      form: { username, password, ...(remember ? { 'remember-me': 'true' } : {}) },
    });
    if (res.status !== 200)
      throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  }
}
