import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, emoticonToken, type StoreItem, type StoreProduct, topics } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { burstSize } from './helpers/burst-size';
import { startTestServer, type TestServer } from './helpers/server';
import { connectStomp } from './helpers/stomp';
import { expectLedgerSumsToBalances, uploadEmoticon } from './helpers/store';

let t: TestServer;
let admin: ApiClient;
let manager: ApiClient;
let crew: ApiClient;
let fan: ApiClient;
let newbie: ApiClient;
let newbieUuid: string;
let keys = 0;
const key = () => `store-key-${++keys}-${Math.random().toString(36).slice(2)}`;
const balanceOf = async (c: ApiClient) => (await c.get(apiPath('mePoint'))).body.point as number;
const credit = (userUuid: string, amount: number, by = manager) =>
  by.post(apiPath('userPoint'), {
    userUuid,
    type: 'C',
    amount,
    memo: '상점 테스트',
    idempotencyKey: key(),
  });

/** A pack listed by `seller` and approved by the admin. */
async function approvedPack(
  seller: ApiClient,
  name: string,
  price: number,
  emoticons = 2,
): Promise<StoreProduct> {
  const images = [];
  for (let i = 0; i < emoticons; i++)
    images.push({ fileId: await uploadEmoticon(t.url, seller), name: `${name} ${i + 1}` });
  const listed = await seller.post(apiPath('storeProductWrite'), { name, price, emoticons: images });
  expect(listed.status).toBe(200);
  const approved = await admin.put(apiPath('storeProductStatus', { id: listed.body.id }), {
    status: 'APPROVED',
  });
  expect(approved.body.status).toBe('APPROVED');
  return approved.body;
}

/** Runs every task, `lanes` at a time, answers in order. */
async function inParallel<T>(tasks: (() => Promise<T>)[], lanes: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}

const buy = (c: ApiClient, productId: number, idempotencyKey = key()) =>
  c.post(apiPath('storePurchase', { id: productId }), { idempotencyKey });

beforeAll(async () => {
  // The burst test sends a thousand purchases from one member at once.
  t = await startTestServer({ writeLimitScale: 1000 });
  admin = await t.as('admin');
  manager = await t.as('manager');
  crew = await t.as('crew');
  fan = await t.as('soopfan');
  newbie = await t.as('newbie');
  newbieUuid = (await newbie.get(apiPath('me'))).body.uuid;
});
afterAll(async () => {
  await expectLedgerSumsToBalances(t);
  await t.close();
});

describe('listing packs', () => {
  it('lets crew and staff list, waits for an admin, and keeps members out', async () => {
    const fileId = await uploadEmoticon(t.url, crew);
    const input = { name: '크루 스티커', price: 300, emoticons: [{ fileId, name: '안녕' }] };
    const refused = await fan.post(apiPath('storeProductWrite'), input);
    expect(refused.status).toBe(403);

    const listed = await crew.post(apiPath('storeProductWrite'), input);
    expect(listed.body).toMatchObject({ status: 'PENDING', name: '크루 스티커', price: 300 });
    expect(listed.body.emoticons[0].url).toMatch(/^\/emoticon\//);
    const shelf = async (c: ApiClient) =>
      ((await c.get(apiPath('storeProducts'))).body.data as StoreProduct[]).map((p) => p.id);
    expect(await shelf(fan)).not.toContain(listed.body.id);
    expect((await fan.get(apiPath('storeProduct', { id: listed.body.id }))).status).toBe(404);
    expect((await crew.get(apiPath('storeProduct', { id: listed.body.id }))).status).toBe(200);
    expect(
      (await manager.put(apiPath('storeProductStatus', { id: listed.body.id }), { status: 'APPROVED' }))
        .status,
    ).toBe(403);

    await admin.put(apiPath('storeProductStatus', { id: listed.body.id }), { status: 'APPROVED' });
    expect(await shelf(t.client())).toContain(listed.body.id);
  });

  it('refuses an image someone else uploaded', async () => {
    const theirs = await uploadEmoticon(t.url, manager);
    const res = await crew.post(apiPath('storeProductWrite'), {
      name: '남의 이미지',
      price: 10,
      emoticons: [{ fileId: theirs, name: '빌림' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.errorFieldName).toBe('emoticons.0.fileId');
  });

  it('sends a seller’s change back to review, and serves each emoticon’s image', async () => {
    const pack = await approvedPack(crew, '고칠 스티커', 100, 1);
    const fileId = await uploadEmoticon(t.url, crew);
    const changed = await crew.put(apiPath('storeProductModify', { id: pack.id }), {
      name: '고친 스티커',
      price: 120,
      emoticons: [{ fileId, name: '새것' }],
    });
    expect(changed.body).toMatchObject({ status: 'PENDING', name: '고친 스티커', price: 120 });
    const image = await fetch(`${t.url}${changed.body.emoticons[0].url}`, { redirect: 'manual' });
    expect(image.status).toBe(302);
    expect(image.headers.get('location')).toBe(apiPath('file', { id: fileId }));
    expect((await fan.put(apiPath('storeProductModify', { id: pack.id }), changed.body)).status).toBe(403);
  });
});

describe('buying', () => {
  it('debits through the ledger, adds the pack to the member’s list and tells their sockets', async () => {
    const pack = await approvedPack(crew, '구매 스티커', 1_000);
    const fanUuid = (await fan.get(apiPath('me'))).body.uuid;
    const socket = await connectStomp(t.wsUrl, fan.cookie);
    await socket.subscribe(topics.userStore(fanUuid));
    await socket.subscribe(topics.userPoint(fanUuid));
    const before = await balanceOf(fan);
    const { earned } = (await fan.get(apiPath('mePoint'))).body;

    const once = key();
    const bought = await buy(fan, pack.id, once);
    expect(bought.status).toBe(200);
    expect(bought.body.point).toBe(before - 1_000);
    expect(bought.body.item).toMatchObject({ productId: pack.id, name: '구매 스티커', hidden: false });
    // The same message as every other change of points: the balance and the earned total (spending
    // leaves it), so the member's tabs and worker keep both.
    expect(await socket.next(topics.userPoint(fanUuid))).toEqual({ point: before - 1_000, earned });
    expect(await socket.next(topics.userStore(fanUuid))).toMatchObject({
      type: 'create',
      data: { productId: pack.id },
    });

    // The same request again pays nothing and answers the same pack.
    const again = await buy(fan, pack.id, once);
    expect(again.body.item.id).toBe(bought.body.item.id);
    expect(await balanceOf(fan)).toBe(before - 1_000);

    // A new request for a pack already owned is refused, and its debit rolled back.
    const twice = await buy(fan, pack.id);
    expect(twice.status).toBe(409);
    expect(await balanceOf(fan)).toBe(before - 1_000);
    await socket.close();
    await expectLedgerSumsToBalances(t);
  });

  it('refuses a member short of points and leaves nothing behind', async () => {
    const pack = await approvedPack(crew, '비싼 스티커', 5_000);
    const res = await buy(newbie, pack.id);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('포인트가 부족합니다.');
    expect((await newbie.get(apiPath('meStore'))).body.storeList).toEqual([]);
  });

  const purchases = burstSize(1000);
  it(`never overdraws or double-counts under ${purchases.toLocaleString('en')} concurrent purchases from one account`, async () => {
    const packs: StoreProduct[] = [];
    for (let i = 0; i < 10; i++) packs.push(await approvedPack(crew, `동시 스티커 ${i}`, 150_000, 1));
    const start = await balanceOf(newbie);
    // More than a manager may move at once (issue 27): an admin's adjustment.
    await credit(newbieUuid, 1_000_000 - start, admin);
    // Every pack many times over, each with its own key: only six packs' worth of points exist.
    // 250 in flight at once (more than the listen backlog would see connections reset).
    const requests = Array.from(
      { length: purchases },
      (_, i) => () => buy(newbie, packs[i % packs.length]!.id),
    );
    const results = await inParallel(requests, 250);
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 400 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
    const owned = (await newbie.get(apiPath('meStore'))).body.storeList as StoreItem[];
    expect(owned).toHaveLength(6);
    expect(new Set(owned.map((o) => o.productId)).size).toBe(6);
    expect(await balanceOf(newbie)).toBe(100_000);
    const { rows } = (await t.server.database.db.execute(
      sql`select count(*)::int as n from point_ledger where user_uuid = ${newbieUuid} and reason = 'STORE_PURCHASE'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(rows[0]!.n)).toBe(6);
    await expectLedgerSumsToBalances(t);
  }, 120_000);

  it('counts concurrent retries of one request once', async () => {
    const pack = await approvedPack(crew, '재시도 스티커', 700, 1);
    await credit(newbieUuid, 700);
    const before = await balanceOf(newbie);
    const once = key();
    const results = await Promise.all(Array.from({ length: 20 }, () => buy(newbie, pack.id, once)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.item.id)).size).toBe(1);
    expect(await balanceOf(newbie)).toBe(before - 700);
  });
});

describe('the member’s store list', () => {
  it('hides, orders and pulls only the member’s own packs', async () => {
    const a = await approvedPack(crew, '목록 A', 10, 1);
    const b = await approvedPack(crew, '목록 B', 10, 1);
    const itemA = (await buy(fan, a.id)).body.item as StoreItem;
    const itemB = (await buy(fan, b.id)).body.item as StoreItem;
    const latest = (await fan.get(apiPath('meStoreLatestTime'))).body.latestTime as number;
    expect(latest).toBeGreaterThan(0);

    const hidden = await fan.put(apiPath('meStoreItem', { id: itemA.id }), { hidden: true });
    expect(hidden.body.hidden).toBe(true);
    const shown = (await fan.get(`${apiPath('meStore')}?hidden=false`)).body.storeList as StoreItem[];
    expect(shown.map((s) => s.id)).not.toContain(itemA.id);
    expect(
      (await fan.get(`${apiPath('meStore')}?hidden=true`)).body.storeList.map((s: StoreItem) => s.id),
    ).toEqual([itemA.id]);

    const ordered = await fan.post(apiPath('meStoreOrder'), { storeIdList: [itemA.id, itemB.id] });
    const ids = (ordered.body.storeList as StoreItem[]).map((s) => s.id);
    expect(ids.indexOf(itemA.id)).toBeLessThan(ids.indexOf(itemB.id));

    // Another member can neither change nor pull it.
    expect((await newbie.put(apiPath('meStoreItem', { id: itemA.id }), { hidden: false })).status).toBe(404);
    expect((await newbie.post(apiPath('meStoreOrder'), { storeIdList: [itemA.id] })).status).toBe(404);
    const pulled = (await newbie.get(`${apiPath('meStoreTable')}?rev=0&length=1000`)).body
      .data as StoreItem[];
    expect(pulled.map((s) => s.id)).not.toContain(itemA.id);
    const mine = (await fan.get(`${apiPath('meStoreTable')}?rev=0&length=1000`)).body.data as StoreItem[];
    expect(mine.find((s) => s.id === itemA.id)).toMatchObject({ hidden: true, name: '목록 A' });
    expect((await t.client().get(apiPath('meStore'))).status).toBe(401);
  });
});

describe('emoticons in comments', () => {
  it('are usable by the member who bought the pack and by no one else', async () => {
    const pack = await approvedPack(crew, '댓글 스티커', 50, 1);
    await buy(fan, pack.id);
    const emoticon = pack.emoticons[0]!;
    const post = await crew.post(apiPath('posts', { boardId: 'free' }), {
      title: '이모티콘 시험',
      content: '<p>댓글로 이모티콘을 보내 주세요</p>',
    });
    expect(post.status).toBe(200);
    const content = `좋아요 ${emoticonToken(emoticon.id)}`;
    const written = await fan.post(apiPath('comments', { postId: post.body.id }), { content });
    expect(written.status).toBe(200);
    expect(written.body.content).toBe(content);

    // The crew member listed it but never bought it; the manager neither.
    for (const other of [crew, manager]) {
      const refused = await other.post(apiPath('comments', { postId: post.body.id }), { content });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        message: '가지고 있지 않은 이모티콘은 쓸 수 없습니다.',
        errorFieldName: 'content',
      });
    }
    // Nor may anyone slip one into an edit of a comment.
    const plain = await crew.post(apiPath('comments', { postId: post.body.id }), { content: '평범한 댓글' });
    const edited = await crew.put(apiPath('comment', { postId: post.body.id, id: plain.body.id }), {
      content,
    });
    expect(edited.status).toBe(400);
  });
});
