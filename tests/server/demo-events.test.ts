import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  type DreamTicket,
  type ExcelSession,
  type Lottery,
  type PointDrop,
  type RewardItem,
  type StoreProduct,
} from '../../src/contract';
import { startTestServer, type TestServer } from './helpers/server';

/** The demo as `npm start` makes it: a newcomer finds the shop and every event open. */
describe('the demo seeds its shop and events', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ seedDemoEvents: true, demoDropDelayMs: 300 });
  });
  afterAll(() => t?.close());

  it('puts emoticon packs with their images on the shelf', async () => {
    const { data } = (await t.client().get(apiPath('storeProducts'))).body as { data: StoreProduct[] };
    expect(data.map((p) => p.name)).toEqual(
      expect.arrayContaining(['씨나인 기본 이모티콘', '스타 리액션 팩', '카트 질주 팩']),
    );
    for (const pack of data) expect(pack.emoticons).toHaveLength(8);
    const image = await fetch(`${t.url}${data[0]!.emoticons[0]!.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('opens a dream ticket, a lottery, the reward shop with stock and an excel broadcast', async () => {
    const visitor = t.client();
    const now = Date.now();
    const tickets = (await visitor.get(apiPath('dreamTickets'))).body as { data: DreamTicket[] };
    expect(tickets.data.some((d) => Date.parse(d.saleStartAt) < now && Date.parse(d.saleEndAt) > now)).toBe(
      true,
    );
    const lotteries = (await visitor.get(apiPath('lotteries'))).body as { data: Lottery[] };
    expect(lotteries.data.some((l) => Date.parse(l.startAt) < now && Date.parse(l.endAt) > now)).toBe(true);
    const fan = await t.as('soopfan');
    const items = (await fan.get(apiPath('rewardItems'))).body as { itemList: RewardItem[] };
    expect(items.itemList.filter((i) => i.stock > i.handedOut).length).toBeGreaterThanOrEqual(2);
    const sessions = (await visitor.get(apiPath('excelSessions'))).body as { data: ExcelSession[] };
    expect(sessions.data.some((s) => s.status === 'OPEN')).toBe(true);
  });

  it('has a claim code its newest notice names, which pays a linked member', async () => {
    const notices = await t
      .client()
      .get(
        `${apiPath('postTable', { boardId: 'notice' })}?start=0&length=1&orderColumnName=createdAt&order=desc`,
      );
    expect(notices.body.data[0].title).toContain('C9DEMO');
    const fan = await t.as('soopfan');
    const before = (await fan.get(apiPath('mePoint'))).body.point as number;
    const claimed = await fan.post(apiPath('mePointClaim'), { code: 'c9demo' });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body.point).toBe(before + 500);
  });

  it('starts a point drop soon after the start, and only one', async () => {
    const fan = await t.as('soopfan');
    await expect
      .poll(async () => ((await fan.get(apiPath('pointDropsActive'))).body as { data: PointDrop[] }).data, {
        timeout: 10_000,
      })
      .toEqual([expect.objectContaining({ title: '데모 환영 포인트 뿌리기', status: 'OPEN' })]);
    const [drop] = ((await fan.get(apiPath('pointDropsActive'))).body as { data: PointDrop[] }).data;
    const caught = await fan.post(apiPath('pointDropCatch', { id: drop!.id }));
    expect(caught.status, JSON.stringify(caught.body)).toBe(200);
  });
});
