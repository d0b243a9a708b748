import type { Db } from '../db/client';
import { excelSignatures } from '../modules/excel/tables';

/** Signature numbers of the demo crew: the counts the simulated excel broadcast sends now and then. */
const DEMO_SIGNATURES: Record<string, [count: number, title: string][]> = {
  c9crew: [
    [77, '크루장 인사'],
    [333, '삼삼한 댄스'],
    [1004, '천사 애교'],
  ],
  c9star: [
    [77, '럭키 세븐 포즈'],
    [500, '스타 명장면 성대모사'],
    [2424, '이사 가는 춤'],
  ],
  c9kart: [
    [100, '부릉부릉'],
    [1000, '드리프트 챌린지'],
  ],
  c9song: [
    [333, '한 소절 라이브'],
    [1004, '천사 노래'],
    [5000, '신청곡 한 곡'],
  ],
  c9talk: [
    [50, '리액션 폭발'],
    [2424, '썰 풀기'],
  ],
};

/** Fills the demo crew's signatures for `npm start`. */
export async function seedDemoExcel(tx: Db) {
  await tx
    .insert(excelSignatures)
    .values(
      Object.entries(DEMO_SIGNATURES).flatMap(([stationUserId, list]) =>
        list.map(([count, title]) => ({ stationUserId, count, title })),
      ),
    );
}
