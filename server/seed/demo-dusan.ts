import type { Db } from '../db/client';
import { newId } from '../lib/ids';
import { dusanMatches } from '../modules/dusan/tables';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 18:30 in Seoul, `days` from today. */
function seoulEvening(days: number): Date {
  const seoulDay = new Date(Date.now() + 9 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
  return new Date(`${seoulDay}T18:30:00+09:00`);
}

/** Doosan games for the demo: tomorrow's, open for predictions, and last night's result. */
export async function seedDemoDusan(tx: Db, adminUuid: string): Promise<void> {
  await tx.insert(dusanMatches).values([
    {
      id: newId(),
      opponent: 'LG 트윈스',
      doosanHome: true,
      venue: '잠실',
      startsAt: seoulEvening(1),
      createdBy: adminUuid,
    },
    {
      id: newId(),
      opponent: 'KIA 타이거즈',
      doosanHome: false,
      venue: '광주',
      startsAt: seoulEvening(-1),
      status: 'final',
      doosanScore: 5,
      opponentScore: 3,
      inning: '9회말',
      result: 'DOOSAN',
      cheerCount: 12_840,
      createdBy: adminUuid,
    },
  ]);
}
