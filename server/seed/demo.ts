import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_PROFILE } from '../../src/contract';
import type { Db } from '../db/client';
import { boards, comments, crewStations, pointLedger, postLikes, posts, users } from '../db/schema';
import { newId } from '../lib/ids';
import { hashPassword } from '../modules/user/password';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoBnet } from './demo-bnet';
import { BODY_SENTENCES, COMMENT_TEXTS, DEMO_BOARDS, DEMO_CREW, TITLE_PARTS } from './demo-content';
import { seedDemoCrew } from './demo-crew';
import { seedDemoDusan } from './demo-dusan';
import { DEMO_CLAIM_CODE, seedDemoEvents } from './demo-events';
import { seedDemoExcel } from './demo-excel';
import { seedDemoKartrider } from './demo-kartrider';
import { seedDemoStarcraft } from './demo-starcraft';

const POST_COUNT = 320;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The newest notice: where a newcomer learns the demo's claim code. */
function demoClaimNotice(author: { uuid: string; nickname: string }, createdAt: Date) {
  return {
    id: newId(),
    boardId: 'notice' as const,
    categoryNumber: 1,
    title: `[데모] 환영 포인트 코드 ${DEMO_CLAIM_CODE}`,
    content: `<p>이벤트 메뉴의 포인트 받기 화면에 <strong>${DEMO_CLAIM_CODE}</strong>를 넣으면 500P를 받아요.</p><p>받은 포인트로 상점의 이모티콘을 사거나 드림티켓과 추첨에 응모해 보세요. SOOP 계정을 연동한 회원만 받을 수 있어요.</p>`,
    authorUuid: author.uuid,
    authorNickname: author.nickname,
    authorProfileUri: DEFAULT_PROFILE.thumbnailUri,
    viewCount: 0,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Deterministic, so every fresh start shows the same demo. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/**
 * Fills an empty database with boards, accounts of every role, posts, comments and likes, and with
 * `events` the shop's packs and open events too (the test suites make their own).
 */
export async function seedDemo(
  db: Db,
  log: FastifyBaseLogger,
  { events }: { events: boolean },
): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return;
  const rand = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

  await db.transaction(async (tx) => {
    const people = await tx
      .insert(users)
      .values(
        await Promise.all(
          DEMO_ACCOUNTS.map(async (a) => ({
            uuid: crypto.randomUUID(),
            username: a.username,
            nickname: a.nickname,
            passwordHash: await hashPassword(a.password),
            roles: a.roles,
            afreecatvUserId: a.afreecatvUserId,
            point: a.point,
            // The demo grant below is an admin adjustment, which counts as earned.
            earnedPoint: a.point,
          })),
        ),
      )
      .returning();
    // Demo balances come through the ledger like every other point, so it sums to each balance.
    const granted = people.filter((p) => p.point > 0);
    if (granted.length > 0)
      await tx.insert(pointLedger).values(
        granted.map((p) => ({
          id: newId(),
          userUuid: p.uuid,
          type: 'C' as const,
          amount: p.point,
          balanceAfter: p.point,
          reason: 'ADMIN_ADJUST' as const,
          memo: '데모 지급',
          idempotencyKey: 'demo-seed',
        })),
      );
    await tx.insert(boards).values(DEMO_BOARDS);
    await tx.insert(crewStations).values(DEMO_CREW);
    const adminUuid = people.find((p) => p.roles.includes('ADMIN'))!.uuid;
    await seedDemoCrew(tx, adminUuid);
    await seedDemoStarcraft(tx, adminUuid, people.find((p) => p.username === 'soopfan')!.uuid);
    await seedDemoDusan(tx, adminUuid);
    await seedDemoExcel(tx);
    await seedDemoBnet(tx);
    await seedDemoKartrider(tx);
    if (events)
      await seedDemoEvents(tx, {
        adminUuid,
        sellerUuid: people.find((p) => p.roles.includes('C9'))!.uuid,
      });

    const writers = people.filter((p) => p.afreecatvUserId || p.roles.some((r) => r !== 'USER'));
    const now = Date.now();
    const postRows = Array.from({ length: POST_COUNT }, (_, i) => {
      const board = pick(DEMO_BOARDS);
      const author =
        board.id === 'notice'
          ? pick(people.filter((p) => p.roles.includes('C9') || p.roles.includes('ADMIN')))
          : pick(writers);
      const createdAt = new Date(now - (POST_COUNT - i) * (DAY_MS / 5) * rand() - rand() * DAY_MS);
      const body = Array.from(
        { length: 2 + Math.floor(rand() * 3) },
        () => `<p>${pick(BODY_SENTENCES)}</p>`,
      ).join('');
      return {
        id: newId(),
        boardId: board.id,
        categoryNumber: board.categories.length ? pick(board.categories).number : null,
        title: `${pick(TITLE_PARTS[board.id])}${rand() < 0.3 ? ` (${i + 1})` : ''}`,
        content: body,
        authorUuid: author.uuid,
        authorNickname: author.nickname,
        authorProfileUri: DEFAULT_PROFILE.thumbnailUri,
        viewCount: Math.floor(rand() * 500),
        createdAt,
        updatedAt: createdAt,
      };
    }).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    if (events) postRows.push(demoClaimNotice(people.find((p) => p.roles.includes('C9'))!, new Date(now)));

    const commentRows = postRows.flatMap((post) =>
      Array.from({ length: Math.floor(rand() * 5) }, (_, k) => {
        const author = pick(writers);
        const createdAt = new Date(post.createdAt.getTime() + (k + 1) * 60_000 * (1 + rand() * 30));
        return {
          id: newId(),
          postId: post.id,
          parentId: null,
          content: pick(COMMENT_TEXTS),
          authorUuid: author.uuid,
          authorNickname: author.nickname,
          authorProfileUri: DEFAULT_PROFILE.thumbnailUri,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    const likes = postRows.flatMap((post) => {
      const appeal = rand();
      return people.filter(() => rand() < appeal).map((p) => ({ postId: post.id, userUuid: p.uuid }));
    });
    const countBy = (ids: string[]) =>
      ids.reduce((m, id) => m.set(id, (m.get(id) ?? 0) + 1), new Map<string, number>());
    const likeCounts = countBy(likes.map((l) => l.postId));
    const commentCounts = countBy(commentRows.map((c) => c.postId));
    await tx.insert(posts).values(
      postRows.map((p) => ({
        ...p,
        likeCount: likeCounts.get(p.id) ?? 0,
        commentCount: commentCounts.get(p.id) ?? 0,
      })),
    );
    if (commentRows.length) await tx.insert(comments).values(commentRows);
    if (likes.length) await tx.insert(postLikes).values(likes);
    log.info(
      { posts: postRows.length, comments: commentRows.length, users: people.length },
      'demo data seeded',
    );
  });
}
