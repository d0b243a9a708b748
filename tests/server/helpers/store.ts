import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiPath, DEVICE_ID_HEADER } from '../../../src/contract';
import type { ApiClient } from './api-client';
import type { TestServer } from './server';

/** A 2x2 PNG: the file module reads, checks and re-encodes it like any upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4nGP4z8DwH4QZYAwAR8oH+WdZbrcAAAAASUVORK5CYII=',
  'base64',
);

/** Uploads an emoticon image as the page does (multipart, purpose first) and answers its file id. */
export async function uploadEmoticon(baseUrl: string, client: ApiClient): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'emoticon');
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'emoticon.png');
  const res = await fetch(baseUrl + apiPath('files'), {
    method: 'POST',
    body: form,
    headers: { cookie: client.cookie, origin: baseUrl, [DEVICE_ID_HEADER]: client.deviceId },
  });
  const body = (await res.json()) as { id: string };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.id;
}

/** PRODUCT.md: the sum of a member's ledger is always their balance. */
export async function expectLedgerSumsToBalances(t: TestServer) {
  const { rows } = (await t.server.database.db.execute(sql`
    select u.uuid, u.point, coalesce(sum(case l.type when 'C' then l.amount else -l.amount end), 0)::bigint as ledger
    from users u left join point_ledger l on l.user_uuid = u.uuid
    group by u.uuid, u.point`)) as unknown as { rows: { point: string | number; ledger: string | number }[] };
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(Number(row.ledger)).toBe(Number(row.point));
}
