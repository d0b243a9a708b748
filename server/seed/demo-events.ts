import sharp from 'sharp';
import type { Db } from '../db/client';
import { newCommittedSeed } from '../lib/committed-seed';
import { newId } from '../lib/ids';
import { dreamTickets } from '../modules/draw/tables';
import { createExcelSessions } from '../modules/excel/sessions';
import { createFileRepository } from '../modules/file/repository';
import { createFileStore } from '../modules/file/store';
import { lotteries } from '../modules/lottery/tables';
import { createPointClaimRepository } from '../modules/reward/point-claim';
import { createRewardShopRepository } from '../modules/reward/reward-shop';
import { storeEmoticons, storeProducts } from '../modules/store/tables';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The claim code the demo's notice tells newcomers to try on /event/point-claim. */
export const DEMO_CLAIM_CODE = 'C9DEMO';

/** One face of a pack: how its eyes and mouth are drawn (SVG paths on a 120 px face). */
const FACES: [name: string, eyes: string, mouth: string][] = [
  ['웃음', '<circle cx="42" cy="50" r="7"/><circle cx="78" cy="50" r="7"/>', 'M38 74 Q60 96 82 74'],
  ['윙크', '<circle cx="42" cy="50" r="7"/><path d="M70 50 h16" stroke-width="6"/>', 'M40 76 Q60 92 80 76'],
  [
    '놀람',
    '<circle cx="42" cy="48" r="9"/><circle cx="78" cy="48" r="9"/>',
    'M60 70 m-10 0 a10 12 0 1 0 20 0 a10 12 0 1 0 -20 0',
  ],
  [
    '하트',
    '<path d="M42 58 l-11 -11 a7 7 0 0 1 11 -9 a7 7 0 0 1 11 9 z"/><path d="M78 58 l-11 -11 a7 7 0 0 1 11 -9 a7 7 0 0 1 11 9 z"/>',
    'M40 74 Q60 94 80 74',
  ],
  [
    '눈물',
    '<circle cx="42" cy="50" r="7"/><circle cx="78" cy="50" r="7"/><path d="M40 60 q-6 12 0 16 q6 -4 0 -16" fill="#4fa3ff"/>',
    'M42 86 Q60 70 78 86',
  ],
  [
    '화남',
    '<path d="M32 40 l18 8 M88 40 l-18 8" stroke-width="6"/><circle cx="44" cy="54" r="6"/><circle cx="76" cy="54" r="6"/>',
    'M42 86 Q60 74 78 86',
  ],
  ['졸림', '<path d="M34 52 q8 6 16 0 M70 52 q8 6 16 0" stroke-width="5"/>', 'M52 80 h16'],
  ['최고', '<path d="M34 48 q8 -8 16 0 M70 48 q8 -8 16 0" stroke-width="5"/>', 'M34 70 Q60 104 86 70 Z'],
];

/** [pack name, description, price, face colour, cheek colour] */
const PACKS: [string, string, number, string, string][] = [
  [
    '씨나인 기본 이모티콘',
    '방송 채팅처럼 댓글에 쓰는 씨나인 크루의 기본 표정 8종',
    300,
    '#ffd84d',
    '#ff9f9f',
  ],
  ['스타 리액션 팩', '스타 방송에서 터지는 순간을 담은 보랏빛 리액션 8종', 500, '#c4a7ff', '#ff8fc7'],
  ['카트 질주 팩', '카트 방송의 질주와 역전을 위한 하늘빛 표정 8종', 800, '#8fd3ff', '#ffb38f'],
];

/** One emoticon drawn as a PNG, stored through the file module like a seller's upload. */
async function emoticonImage(
  tx: Tx,
  ownerUuid: string,
  face: string,
  cheek: string,
  [name, eyes, mouth]: (typeof FACES)[number],
) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 120 120">
    <circle cx="60" cy="60" r="54" fill="${face}" stroke="#3b2f2f" stroke-width="4"/>
    <circle cx="30" cy="70" r="8" fill="${cheek}" opacity="0.7"/><circle cx="90" cy="70" r="8" fill="${cheek}" opacity="0.7"/>
    <g fill="#3b2f2f" stroke="#3b2f2f" stroke-linecap="round">${eyes}</g>
    <path d="${mouth}" fill="${mouth.endsWith('Z') ? '#3b2f2f' : 'none'}" stroke="#3b2f2f" stroke-width="5" stroke-linecap="round"/></svg>`;
  const file = await createFileStore(createFileRepository(tx)).store({
    ownerUuid,
    purpose: 'emoticon',
    bytes: new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer()),
    filename: `${name}.png`,
  });
  return { fileId: file.id, imageUrl: file.uri, name };
}

/** Approved packs on the shelf, listed by the crew member. */
async function seedPacks(tx: Tx, sellerUuid: string) {
  for (const [name, description, price, face, cheek] of PACKS) {
    const [product] = await tx
      .insert(storeProducts)
      .values({ sellerUuid, name, description, price, status: 'APPROVED' })
      .returning({ id: storeProducts.id });
    const images = [];
    for (const spec of FACES) images.push(await emoticonImage(tx, sellerUuid, face, cheek, spec));
    await tx
      .insert(storeEmoticons)
      .values(images.map((image, position) => ({ id: newId(), productId: product!.id, position, ...image })));
  }
}

/** A draw open now: tickets on sale for a week, drawn an hour after the sale ends. */
async function seedDraws(tx: Tx, adminUuid: string, now: number) {
  await tx.insert(dreamTickets).values({
    id: newId(),
    title: '씨나인 드림티켓 1회차',
    prize: '크루 전원 친필 사인 포토북',
    description:
      '티켓 한 장에 한 번의 기회! 많이 살수록 당첨 확률이 올라가요. 추첨 결과는 누구나 검증할 수 있어요.',
    ticketPrice: 100,
    perMemberCap: 50,
    saleStartAt: new Date(now - HOUR_MS),
    saleEndAt: new Date(now + 7 * DAY_MS),
    drawAt: new Date(now + 7 * DAY_MS + HOUR_MS),
    createdBy: adminUuid,
    ...(await newCommittedSeed()),
  });
  await tx.insert(lotteries).values({
    id: newId(),
    title: '주말 합동 방송 기념 추첨',
    prize: '씨나인 굿즈 세트',
    description: '응모는 한 번이면 충분해요. 당첨자 세 분께는 쪽지로 연락드립니다.',
    posterUrl: null,
    entryCost: 50,
    winnerCount: 3,
    startAt: new Date(now - HOUR_MS),
    endAt: new Date(now + 5 * DAY_MS),
    createdBy: adminUuid,
    ...(await newCommittedSeed()),
  });
}

/** The reward shop with stock, a claim code and a running excel broadcast. */
async function seedRewards(tx: Tx, adminUuid: string, now: number) {
  const shop = createRewardShopRepository(tx);
  const opensAt = new Date(now - HOUR_MS).toISOString();
  await shop.createItem(
    {
      name: '씨나인 머그컵',
      description: '크루 로고가 새겨진 머그컵',
      cost: 3000,
      stock: 5,
      opensAt,
      hidden: false,
    },
    adminUuid,
  );
  await shop.createItem(
    {
      name: '편의점 상품권 5천 원',
      description: '당첨되면 기프티콘 코드를 보내 드려요',
      cost: 1500,
      stock: 10,
      opensAt,
      hidden: false,
    },
    adminUuid,
  );
  await createPointClaimRepository(tx).createCode(
    {
      code: DEMO_CLAIM_CODE,
      title: '데모 환영 포인트',
      amount: 500,
      quantity: 1000,
      startAt: new Date(now - HOUR_MS).toISOString(),
      endAt: new Date(now + 30 * DAY_MS).toISOString(),
    },
    adminUuid,
  );
  await createExcelSessions(tx).create(
    { title: '씨나인 엑셀 방송', stationUserIds: ['c9crew', 'c9star', 'c9kart', 'c9song', 'c9talk'] },
    adminUuid,
  );
}

/**
 * The demo's shop and events (README "Demo and production"): a newcomer sees every feature on the
 * first start, before staff have made anything.
 */
export async function seedDemoEvents(tx: Tx, staff: { adminUuid: string; sellerUuid: string }) {
  const now = Date.now();
  await seedPacks(tx, staff.sellerUuid);
  await seedDraws(tx, staff.adminUuid, now);
  await seedRewards(tx, staff.adminUuid, now);
}
