import type { Db } from '../db/client';
import { newId } from '../lib/ids';
import { kartRecords, kartTiers } from '../modules/kartrider/tables';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const TIERS: [name: string, racers: string[]][] = [
  ['S', ['카트질주']],
  ['A', ['스타왕별이', '씨나인크루']],
  ['B', ['노래하는달', '수다쟁이']],
  ['C', []],
];

/** [track, lap time in ms, racer, day] */
const RECORDS: [string, number, string, string][] = [
  ['빌리지 고가의 질주', 98_412, '카트질주', '2025-03-02'],
  ['사막 빙글빙글 공사장', 112_087, '스타왕별이', '2025-02-16'],
  ['광산 꼬불꼬불 다운힐', 105_530, '카트질주', '2025-01-25'],
  ['아이스 설산 다운힐', 121_904, '씨나인크루', '2024-12-21'],
  ['월드 리오 다운힐', 94_276, '카트질주', '2025-03-09'],
];

export async function seedDemoKartrider(tx: Tx) {
  await tx
    .insert(kartTiers)
    .values(TIERS.map(([name, racers], sort) => ({ id: newId(), name, racers, sort })));
  await tx.insert(kartRecords).values(
    RECORDS.map(([track, timeMs, racer, recordedOn]) => ({
      id: newId(),
      track,
      timeMs,
      racer,
      recordedOn,
    })),
  );
}
