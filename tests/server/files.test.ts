import { encode as encodeBmp } from 'bmp-ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_ID_HEADER, FILE_MESSAGES, MAX_UPLOAD_BYTES, StoredFile } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

let t: TestServer;
let fan: ApiClient;
let crew: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  [fan, crew] = await Promise.all([t.as('soopfan'), t.as('crew')]);
});
afterAll(() => t.close());

/** What the browser's FormData upload sends: the purpose field, then the file part. */
async function upload(
  client: ApiClient,
  bytes: Uint8Array,
  { name = 'photo.png', type = 'image/png', purpose = 'post-image' } = {},
) {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${client.baseUrl}/api/v1/file`, {
    method: 'POST',
    body: form,
    headers: {
      [DEVICE_ID_HEADER]: client.deviceId,
      origin: client.baseUrl,
      ...(client.cookie ? { cookie: client.cookie } : {}),
    },
  });
  return { status: res.status, body: await res.json() };
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 40, b: 200 } } });

const png = (width = 40, height = 30) => picture(width, height).png().toBuffer();

function bmp(width: number, height: number): Uint8Array {
  // bmp-ts wants ABGR pixels.
  const data = Buffer.alloc(width * height * 4, 0xff);
  return encodeBmp({ data, width, height, bitPP: 24 } as Parameters<typeof encodeBmp>[0]).data;
}

const REFUSED: [string, Uint8Array][] = [
  ['html', new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>')],
  [
    'svg',
    new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  ],
  ['pdf', new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')],
  ['exe', new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00])],
  ['zip', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00])],
];

describe('uploads are checked by their bytes', () => {
  it.each(REFUSED)('refuses %s bytes named like an image and declared as one', async (_kind, bytes) => {
    for (const [name, type] of [
      ['cat.png', 'image/png'],
      ['cat.jpg', 'image/jpeg'],
      ['cat.gif', 'application/octet-stream'],
    ] as const) {
      const res = await upload(fan, bytes, { name, type });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ message: FILE_MESSAGES.notAllowed, errorFieldName: 'file' });
    }
  });

  it('takes every allowed image type whatever its name or declared type, and serves the type of its bytes', async () => {
    const allowed: [string, Uint8Array, string][] = [
      ['png', await png(), 'image/png'],
      ['jpeg', await picture(40, 30).jpeg().toBuffer(), 'image/jpeg'],
      ['gif', await picture(40, 30).gif().toBuffer(), 'image/gif'],
      ['webp', await picture(40, 30).webp().toBuffer(), 'image/webp'],
      // libvips reads no BMP; it is decoded and kept as PNG.
      ['bmp', bmp(40, 30), 'image/png'],
    ];
    for (const [kind, bytes, storedType] of allowed) {
      const res = await upload(fan, bytes, { name: `notes-${kind}.html`, type: 'text/html' });
      expect(res.status, kind).toBe(201);
      const file = StoredFile.parse(res.body);
      expect(file).toMatchObject({ mimeType: storedType, width: 40, height: 30, purpose: 'post-image' });
      expect(file.filename).toMatch(new RegExp(`^notes-${kind}\\.(png|jpg|gif|webp)$`));

      const served = await fetch(t.url + file.uri);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(storedType);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('content-security-policy')).toContain('sandbox');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.width).toBe(40);
    }
  });

  it('answers a repeat request from the browser cache with 304', async () => {
    const file = StoredFile.parse((await upload(fan, await png())).body);
    const first = await fetch(t.url + file.uri);
    const etag = first.headers.get('etag')!;
    const again = await fetch(t.url + file.uri, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('scales a wide image down to the purpose width, never a narrow one up', async () => {
    const wide = StoredFile.parse((await upload(fan, await png(3000, 1500))).body);
    expect(wide).toMatchObject({ width: 1280, height: 640 });
    const narrow = StoredFile.parse((await upload(fan, await png(300, 200))).body);
    expect(narrow).toMatchObject({ width: 300, height: 200 });
    const profile = StoredFile.parse(
      (await upload(fan, await png(900, 600), { purpose: 'profile-image' })).body,
    );
    expect(profile).toMatchObject({ width: 512, height: 341 });
    expect(profile.thumbnailUri).not.toBe(profile.uri);
    const thumb = await fetch(t.url + profile.thumbnailUri);
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([128, 128]);
  });

  it('keeps every frame of an animated GIF while scaling it to the emoticon width', async () => {
    const frame = (r: number) => picture(600, 300).tint({ r, g: 0, b: 0 }).png().toBuffer();
    const frames = await Promise.all([frame(255), frame(0), frame(128)]);
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [100, 100, 100] })
      .toBuffer();
    const file = StoredFile.parse((await upload(fan, gif, { name: 'dance.gif', purpose: 'emoticon' })).body);
    expect(file).toMatchObject({ mimeType: 'image/gif', width: 240, height: 120 });
    const served = Buffer.from(await (await fetch(t.url + file.uri)).arrayBuffer());
    expect((await sharp(served, { animated: true }).metadata()).pages).toBe(3);
  });

  it('refuses a file over the size limit, a corrupt image, an empty part and an unknown purpose', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(await png());
    const tooBig = await upload(fan, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(FILE_MESSAGES.tooLarge);

    const truncated = (await png(400, 400)).subarray(0, 60);
    expect((await upload(fan, truncated)).body).toMatchObject({
      status: 400,
      message: FILE_MESSAGES.unreadable,
    });
    expect((await upload(fan, new Uint8Array())).status).toBe(400);
    expect((await upload(fan, await png(), { purpose: 'virus' })).body).toMatchObject({
      status: 400,
      errorFieldName: 'purpose',
    });
    expect((await fan.post('/api/v1/file', { purpose: 'post-image' })).status).toBe(400);
  });

  it('answers a multipart body it cannot split with a 400 that says so, never a server error', async () => {
    const send = (contentType: string, body: string) =>
      fetch(`${fan.baseUrl}/api/v1/file`, {
        method: 'POST',
        body,
        headers: {
          'content-type': contentType,
          [DEVICE_ID_HEADER]: fan.deviceId,
          origin: fan.baseUrl,
          cookie: fan.cookie,
        },
      });
    for (const contentType of ['multipart/form-data', 'multipart/form-data; charset=utf-8']) {
      const res = await send(
        contentType,
        '--x\r\ncontent-disposition: form-data; name="file"\r\n\r\nab\r\n--x--',
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: FILE_MESSAGES.malformed, errorFieldName: 'file' });
    }
    // The store still takes a proper upload afterwards.
    expect((await upload(fan, await png())).status).toBe(201);
  });

  it('refuses visitors, and pages of other sites', async () => {
    const visitor = await upload(t.client(), await png());
    expect(visitor.status).toBe(401);
    const form = new FormData();
    form.append('purpose', 'post-image');
    form.append('file', new Blob([await png()], { type: 'image/png' }), 'a.png');
    const forged = await fetch(`${t.url}/api/v1/file`, {
      method: 'POST',
      body: form,
      headers: { cookie: fan.cookie, origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
  });

  it('answers 404 for a file that does not exist and 400 for a malformed id', async () => {
    expect((await fetch(`${t.url}/api/v1/file/0190a1b2-0000-7000-8000-000000000000`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/v1/file/..%2Fetc`)).status).toBe(400);
  });
});

describe('profile picture', () => {
  it("becomes the member's own uploaded profile image, shown in their account", async () => {
    const file = StoredFile.parse(
      (await upload(fan, await png(600, 600), { purpose: 'profile-image' })).body,
    );
    const res = await fan.request('POST', '/api/v1/user/me/profile-image', {
      form: { fileDetailId: file.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toEqual({
      id: file.id,
      uri: file.uri,
      thumbnailUri: file.thumbnailUri,
      width: 512,
      height: 512,
    });
    expect((await fan.get('/api/v1/user/me')).body.profile.id).toBe(file.id);
  });

  it("refuses another member's file, a post image and an unknown id", async () => {
    const crewFile = StoredFile.parse((await upload(crew, await png(), { purpose: 'profile-image' })).body);
    const postImage = StoredFile.parse((await upload(fan, await png())).body);
    for (const fileDetailId of [crewFile.id, postImage.id, '0190a1b2-0000-7000-8000-000000000000', 'x']) {
      const res = await fan.request('POST', '/api/v1/user/me/profile-image', { form: { fileDetailId } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errorFieldName: 'fileDetailId', message: FILE_MESSAGES.notFound });
    }
    const visitor = await t.client().request('POST', '/api/v1/user/me/profile-image', {
      form: { fileDetailId: crewFile.id },
    });
    expect(visitor.status).toBe(401);
  });
});
