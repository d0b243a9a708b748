import sharp from 'sharp';
import type { CrewMemberType, TimelineImage } from '../../src/contract/crew';
import type { Db } from '../db/client';
import { newId } from '../lib/ids';
import { crewDepartments, crewPeople, crewTimeline } from '../modules/crew/tables';
import { createFileRepository } from '../modules/file/repository';
import { createFileStore } from '../modules/file/store';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The chart: departments in order, each with the demo crew stations (DEMO_CREW) placed in it. */
const DEPARTMENTS: { name: string; people: [string, CrewMemberType, string][] }[] = [
  { name: '운영진', people: [['c9crew', 'A', '크루장']] },
  { name: '스타팀', people: [['c9star', 'M', '팀장']] },
  { name: '카트팀', people: [['c9kart', 'M', '']] },
  {
    name: '음악·토크팀',
    people: [
      ['c9song', 'A', '팀장'],
      ['c9talk', 'M', ''],
    ],
  },
];

/** [day, title, text, the colours of its demo picture (none: no picture)] */
const HISTORY: [string, string, string, [string, string] | null][] = [
  [
    '2023-03-01',
    '씨나인 크루 결성',
    '스타, 카트, 노래와 수다를 좋아하는 다섯 명이 모여 크루를 만들었습니다.',
    null,
  ],
  [
    '2023-08-15',
    '첫 합동 방송',
    '광복절 특집으로 다섯 시간 동안 릴레이 합동 방송을 했습니다.\n함께해 주신 모든 분께 감사드립니다.',
    ['#7c3aed', '#14b8a6'],
  ],
  [
    '2024-01-01',
    '팬 커뮤니티 오픈',
    '크루 소식과 게시판, 포인트를 한곳에서 볼 수 있는 커뮤니티를 열었습니다.',
    null,
  ],
  [
    '2024-10-09',
    '스타 리그 우승',
    '스타왕별이가 크루 대표로 나간 가을 스타 리그에서 우승했습니다.',
    ['#f59e0b', '#7c3aed'],
  ],
  ['2025-05-05', '어린이날 자선 방송', '방송 수익 전액을 어린이 병원에 기부했습니다.', null],
];

/** A stage-light picture in two colours, stored through the file module like an upload. */
async function demoPicture(tx: Tx, ownerUuid: string, [from, to]: [string, string]): Promise<TimelineImage> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="960" height="600" fill="url(#g)"/>
    <circle cx="240" cy="180" r="120" fill="#fff" fill-opacity="0.18"/>
    <circle cx="700" cy="420" r="200" fill="#fff" fill-opacity="0.12"/>
    <rect x="0" y="470" width="960" height="130" fill="#000" fill-opacity="0.25"/></svg>`;
  const bytes = new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
  const file = await createFileStore(createFileRepository(tx)).store({
    ownerUuid,
    purpose: 'timeline-image',
    bytes,
    filename: 'crew-history.png',
  });
  return {
    id: file.id,
    uri: file.uri,
    thumbnailUri: file.thumbnailUri,
    width: file.width,
    height: file.height,
  };
}

/** Fills the organisation chart and the crew's history for `npm start`. */
export async function seedDemoCrew(tx: Tx, adminUuid: string): Promise<void> {
  for (const [sort, department] of DEPARTMENTS.entries()) {
    const id = newId();
    await tx.insert(crewDepartments).values({ id, name: department.name, sort });
    await tx.insert(crewPeople).values(
      department.people.map(([stationUserId, memberType, roleTitle], i) => ({
        id: newId(),
        departmentId: id,
        stationUserId,
        memberType,
        roleTitle,
        sort: i,
      })),
    );
  }
  for (const [eventDate, title, content, colours] of HISTORY)
    await tx.insert(crewTimeline).values({
      id: newId(),
      eventDate,
      title,
      content,
      images: colours ? [await demoPicture(tx, adminUuid, colours)] : [],
      createdBy: adminUuid,
    });
}
