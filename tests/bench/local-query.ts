/**
 * A filter and sort over 20,000 local posts, through the worker's own query code (postsMangoQuery
 * on an RxDB database with the worker's schemas, posts stored with the worker's keys). Runs in Node
 * on RxDB's memory storage: it times the query engine, not IndexedDB. Baseline: the same filter and
 * sort as a plain array scan. The queries are the home page's two panels, a board, a board's
 * category by likes, and a title search that matches some posts and one that matches none.
 */
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { openDatabase } from '../../workers/db/database';
import { postSearchText, withPostKeys } from '../../workers/features/board/post-keys';
import { postsMangoQuery } from '../../workers/features/board/posts-query';
import type { PostRow, PostsQuery } from '../../workers/features/board/types';

const POSTS = 20_000;
const ROUNDS = 15;
const TARGET_MS = 16;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function makePosts(): PostRow[] {
  const start = Date.parse('2026-01-01T00:00:00Z');
  return Array.from({ length: POSTS }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    rev: i + 1,
    deleted: false,
    boardId: ['free', 'fanart', 'humor', 'notice'][i % 4]!,
    categoryNumber: i % 3 === 0 ? null : i % 3,
    title: `게시글 제목 ${i} ${i % 17 === 0 ? '레전드' : '일상'}`,
    content: `<p>본문 ${i}</p>`,
    authorUuid: '00000000-0000-4000-8000-000000000001',
    authorNickname: '작성자',
    authorProfileUri: '/img/user/profile.png',
    viewCount: (i * 31) % 1000,
    likeCount: (i * 7919) % 500,
    commentCount: i % 9,
    popular: (i * 7919) % 500 >= 5,
    staffEditedAt: null,
    createdAt: new Date(start + i * 60_000).toISOString(),
    updatedAt: new Date(start + i * 60_000).toISOString(),
  }));
}

const queries: PostsQuery[] = [
  { sort: 'latest', limit: 10 },
  { popular: true, sort: 'likes', limit: 10 },
  { boardId: 'free', sort: 'latest', limit: 20 },
  { boardId: 'humor', categoryNumber: 1, sort: 'likes', limit: 20 },
  { search: '레전드', sort: 'views', limit: 20 },
  { search: '없는 말', sort: 'latest', limit: 20 },
];

function scan(posts: PostRow[], q: PostsQuery) {
  const search = q.search?.toLowerCase();
  const key = q.sort === 'likes' ? 'likeCount' : q.sort === 'views' ? 'viewCount' : null;
  return posts
    .filter(
      (p) =>
        (q.boardId === undefined || p.boardId === q.boardId) &&
        (q.categoryNumber === undefined || p.categoryNumber === q.categoryNumber) &&
        (!q.popular || p.popular) &&
        (!search || postSearchText(p).includes(search)),
    )
    .sort((a, b) => (key ? b[key] - a[key] : 0) || b.createdAt.localeCompare(a.createdAt))
    .slice(0, q.limit ?? 20);
}

export async function benchLocalQuery(): Promise<string[]> {
  const db = await openDatabase({
    name: `bench-${Date.now()}`,
    storage: getRxStorageMemory(),
    multiInstance: false,
  });
  const posts = makePosts();
  await db.posts.bulkInsert(posts.map(withPostKeys));
  const lines: string[] = [];
  try {
    for (const q of queries) {
      const rx: number[] = [];
      const plain: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        // A new limit each round: RxDB caches the answer of an identical query.
        const fresh = { ...q, limit: (q.limit ?? 20) + i };
        let t = performance.now();
        await db.posts.find(postsMangoQuery(fresh, {}, [])).exec();
        rx.push(performance.now() - t);
        t = performance.now();
        scan(posts, fresh);
        plain.push(performance.now() - t);
      }
      const m = median(rx);
      lines.push(
        `local query over ${POSTS} posts ${JSON.stringify(q)}: ${m.toFixed(2)} ms median (target < ${TARGET_MS} ms: ${m < TARGET_MS ? 'met' : 'missed'}; plain array scan ${median(plain).toFixed(2)} ms, ratio ${(m / Math.max(median(plain), 0.01)).toFixed(2)})`,
      );
    }
  } finally {
    await db.close();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchLocalQuery()) console.log(line);
}
