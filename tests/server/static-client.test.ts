import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server';

let t: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'c9-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>v1</title>');
  writeFileSync(join(dist, 'assets', 'main-v1.js'), 'console.log(1)');
  t = await startTestServer({ staticDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string) => fetch(t.url + path);

describe('the built client', () => {
  it('serves its files and sends page paths to index.html', async () => {
    const asset = await get('/assets/main-v1.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const page = await get('/board/free');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>v1</title>');
  });

  it('answers a missing file under /assets/ with 404, not the page', async () => {
    for (const path of ['/assets/gone-abc123.js', '/assets/gone.css', '/assets/fonts/x.woff2']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('<title>');
    }
  });

  it("sends the build's brotli copy to a browser that takes it, the file itself to one that does not", async () => {
    const source = `console.log('${'씨나인'.repeat(400)}')`;
    writeFileSync(join(dist, 'assets', 'big-v1.js'), source);
    writeFileSync(join(dist, 'assets', 'big-v1.js.br'), brotliCompressSync(source));
    const brotli = await fetch(`${t.url}/assets/big-v1.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await brotli.text()).toBe(source);
    const plain = await fetch(`${t.url}/assets/big-v1.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(source);
  });

  it('compresses a large API answer for a client that takes it', async () => {
    const table = await fetch(`${t.url}/api/v1/p/post/table?length=100`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(table.status).toBe(200);
    expect(table.headers.get('content-encoding')).toBe('gzip');
    expect(((await table.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it('serves a rebuilt client without a restart', async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>v2</title>');
    writeFileSync(join(dist, 'assets', 'main-v2.js'), 'console.log(2)');
    const asset = await get('/assets/main-v2.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log(2)');
    expect(await (await get('/')).text()).toContain('<title>v2</title>');
    expect(await (await get('/post/1')).text()).toContain('<title>v2</title>');
  });
});
