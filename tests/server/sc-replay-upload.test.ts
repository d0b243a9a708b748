import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_ID_HEADER, FILE_MESSAGES, FILE_RULES, STARCRAFT_REPLAY_MIME_TYPE } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

/** A StarCraft replay goes through the file module like any upload, recognised by its bytes. */

let t: TestServer;
let fan: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  fan = await t.as('soopfan');
});
afterAll(() => t.close());

const replay = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../fixtures/replays/${name}`, import.meta.url)));

async function upload(
  bytes: Uint8Array,
  { name = 'game.rep', type = '', purpose = 'starcraft-replay' } = {},
) {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${fan.baseUrl}/api/v1/file`, {
    method: 'POST',
    body: form,
    headers: {
      [DEVICE_ID_HEADER]: fan.deviceId,
      origin: fan.baseUrl,
      ...(fan.cookie ? { cookie: fan.cookie } : {}),
    },
  });
  return { status: res.status, body: await res.json() };
}

describe('StarCraft replay uploads', () => {
  it('keeps a replay of each format byte for byte, whatever its name, typed by its replay id', async () => {
    for (const name of ['things.rep', 'scr_old.rep', 'somavssnow.rep']) {
      const bytes = replay(name);
      const res = await upload(bytes, { name: 'renamed.png', type: 'image/png' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        purpose: 'starcraft-replay',
        mimeType: STARCRAFT_REPLAY_MIME_TYPE,
        size: bytes.length,
      });
      expect(res.body.filename).toBe('renamed.rep');
      const served = await fetch(`${fan.baseUrl}${res.body.uri}`);
      expect(served.headers.get('content-type')).toBe(STARCRAFT_REPLAY_MIME_TYPE);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    }
  });

  it('refuses other files named .rep, and replays for an image purpose', async () => {
    const notReplays = [
      new TextEncoder().encode('reRS is not at byte 12 of this text, which is no replay at all'),
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    ];
    for (const bytes of notReplays) {
      const res = await upload(new Uint8Array(bytes));
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({
        message: FILE_RULES['starcraft-replay'].refusal,
        errorFieldName: 'file',
      });
    }
    const asImage = await upload(replay('things.rep'), { purpose: 'post-image' });
    expect(asImage.status).toBe(415);
    expect(asImage.body.message).toBe(FILE_MESSAGES.notAllowed);
  });
});
