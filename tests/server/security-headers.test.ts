import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * Pages had no Content-Security-Policy and no framing protection (issue 27). Now every answer
 * carries the usual headers, and a script runs only from this server's files or as one of the
 * index page's own inline scripts, named by hash.
 */

const PAINTER = "document.documentElement.classList.add('dark');";
const READS = 'window.__reads = [1, 2];';
const page = (scripts: string[]) =>
  `<!doctype html><head>${scripts.map((s) => `<script>${s}</script>`).join('')}</head><body><script type="module" src="/assets/main.js"></script></body>`;
const sourceOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

let t: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'c9-dist-'));
  writeFileSync(join(dist, 'index.html'), page([PAINTER, READS]));
  t = await startTestServer({ staticDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Read to the end: an unread body keeps its connection busy, and the server's close waits for it. */
async function get(url: string): Promise<Response> {
  const res = await fetch(url);
  await res.arrayBuffer();
  return res;
}

const policyOf = (res: Response) =>
  new Map(
    (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values] as const),
  );

describe('security headers', () => {
  it("allows the page's own inline scripts by hash and this server's files, nothing inline else, and no framing", async () => {
    const res = await get(`${t.url}/board/free`);
    const policy = policyOf(res);
    expect(policy.get('script-src')).toEqual(["'self'", sourceOf(PAINTER), sourceOf(READS)]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // Plain HTTP (the demo): no HSTS, no upgrade of requests to an HTTPS that is not there.
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('follows a rebuilt index page without a restart', async () => {
    const next = "console.info('v2');";
    writeFileSync(join(dist, 'index.html'), page([next]));
    const policy = policyOf(await get(`${t.url}/`));
    expect(policy.get('script-src')).toEqual(["'self'", sourceOf(next)]);
  });

  it('sends them on API answers too, and keeps the stricter sandbox on uploaded files', async () => {
    const api = await get(`${t.url}/api/v1/health`);
    expect(policyOf(api).get('frame-ancestors')).toEqual(["'none'"]);
    const missing = await get(`${t.url}/api/v1/file/0190a1b2-0000-7000-8000-000000000000`);
    expect(missing.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('behind HTTPS', () => {
  let secure: TestServer;
  beforeAll(async () => {
    secure = await startTestServer({ staticDir: dist, cookieSecure: true });
  });
  afterAll(() => secure.close());

  it('asks browsers to keep to HTTPS and to upgrade any plain request', async () => {
    const res = await get(`${secure.url}/`);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(policyOf(res).has('upgrade-insecure-requests')).toBe(true);
  });
});
