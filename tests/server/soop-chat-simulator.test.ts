import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { soopChatMessages } from '../../server/db/schema';
import { apiPath } from '../../src/contract';
import { SoopChatAdminOverview } from '../../src/contract/soop-chat';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * The simulator left to itself (a tick above 0): a live station's chat keeps talking between reads,
 * and now and then its viewers type the clip sequence, which the reader turns into a moment.
 */

let t: TestServer;
const STATION = 'c9kart';

beforeAll(async () => {
  // The tick itself never fires during the test; above 0 it lets the chat talk by itself.
  t = await startTestServer({
    soop: { stationUrl: null, boardUrl: null, pollMs: 0, timeoutMs: 2000, simulatorTickMs: 3_600_000 },
  });
  const live = await fetch(`${t.url}/soop-sim/control/${STATION}/live`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(live.ok).toBe(true);
  await t.poll();
});
afterAll(() => t.close());

const stored = () =>
  t.server.app.db.select().from(soopChatMessages).where(eq(soopChatMessages.stationUserId, STATION));

describe('the simulator by itself', () => {
  it('makes Korean chatter between reads', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    // The roll that brings a clip scene stays away from this read, so the next test starts with none.
    const roll = vi.spyOn(Math, 'random').mockReturnValue(0.99);
    try {
      await t.server.app.soopChatReader.readOnce();
    } finally {
      roll.mockRestore();
    }
    const lines = await stored();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((line) => /[가-힣ㄱ-ㅎ]/.test(line.message))).toBe(true);
  });

  it('now and then has viewers type the sequence, and that becomes a moment', async () => {
    const admin = await t.as('admin');
    const moments = async () =>
      SoopChatAdminOverview.parse((await admin.get(apiPath('soopChatAdmin'))).body).momentList;
    expect(await moments()).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    // The roll that brings the scene (4 % a read) comes up this time.
    const roll = vi.spyOn(Math, 'random').mockReturnValue(0.01);
    try {
      await t.server.app.soopChatReader.readOnce();
    } finally {
      roll.mockRestore();
    }
    const [moment] = await moments();
    expect(moment).toMatchObject({ stationUserId: STATION, viewerCount: 3 });
  });
});
