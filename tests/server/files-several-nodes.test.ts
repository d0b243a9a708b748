import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEVICE_ID_HEADER, StoredFile } from '../../src/contract';
import { ApiClient } from './helpers/api-client';
import { twoNodesEnabled, useTwoNodes } from './helpers/two-nodes';

describe.skipIf(!twoNodesEnabled)('uploads on two nodes', () => {
  const nodes = useTwoNodes();

  it('serves from node B the picture uploaded to node A', async () => {
    const member = new ApiClient(nodes.a.url);
    await member.login('soopfan', 'fan12345');
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('purpose', 'post-image');
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
    const uploaded = await fetch(`${nodes.a.url}/api/v1/file`, {
      method: 'POST',
      body: form,
      headers: { [DEVICE_ID_HEADER]: member.deviceId, origin: nodes.a.url, cookie: member.cookie },
    });
    expect(uploaded.status).toBe(201);
    const file = StoredFile.parse(await uploaded.json());
    const served = await fetch(nodes.b.url + file.uri);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(64);
  });
});
