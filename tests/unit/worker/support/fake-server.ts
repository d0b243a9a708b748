import type {
  Block,
  Board,
  Comment,
  ErrorBody,
  Notification,
  Post,
  SearchColumn,
} from '../../../../src/contract';

type Row = { id: string; rev: number; deleted: boolean };

/** One server table with the contract's pull semantics; every change takes the next global rev. */
export class FakeTable<T extends Row> {
  rows = new Map<string, T>();
  /** Every (id, rev) a checkpointed pull handed out, to prove each change goes out once. */
  served: string[] = [];

  constructor(private readonly nextRev: () => number) {}

  put(row: Omit<T, 'rev' | 'deleted'> & Partial<Pick<T, 'deleted'>>): T {
    const next = { deleted: false, ...row, rev: this.nextRev() } as T;
    this.rows.set(next.id, next);
    return next;
  }

  patch(id: string, change: Partial<T>): T {
    const current = this.rows.get(id);
    if (!current) throw new Error(`no row ${id}`);
    return this.put({ ...current, ...change });
  }

  remove(id: string): T {
    return this.patch(id, { deleted: true } as Partial<T>);
  }

  live(): T[] {
    return [...this.rows.values()].filter((row) => !row.deleted);
  }

  maxRev(): number {
    return Math.max(0, ...[...this.rows.values()].map((row) => row.rev));
  }

  query(params: URLSearchParams, scope: (row: T) => boolean = () => true) {
    const length = Number(params.get('length') ?? 20);
    const revParam = params.get('rev');
    const search: SearchColumn[] = JSON.parse(params.get('searchColumns') ?? '[]');
    const matches = (row: T) =>
      search.every(({ name, value, operator }) => {
        const field = (row as Record<string, unknown>)[name];
        if (operator === 'lt') return String(field) < String(value);
        if (operator === 'gt') return String(field) > String(value);
        return field === value;
      });
    const all = [...this.rows.values()].filter(scope);
    if (revParam !== null) {
      const after = Number(revParam);
      const data = all
        .filter((row) => row.rev > after && matches(row))
        .sort((a, b) => a.rev - b.rev)
        .slice(0, length);
      this.served.push(...data.map((row) => `${row.id}@${row.rev}`));
      return { data, checkpoint: { rev: data.at(-1)?.rev ?? after } };
    }
    const column = params.get('orderColumnName') ?? 'rev';
    const sign = params.get('order') === 'asc' ? 1 : -1;
    const value = (row: T) => (row as Record<string, unknown>)[column] as string | number;
    const data = all
      .filter((row) => !row.deleted && matches(row))
      .sort((a, b) => (value(a) < value(b) ? -sign : value(a) > value(b) ? sign : a.id < b.id ? -sign : sign))
      .slice(Number(params.get('start') ?? 0), Number(params.get('start') ?? 0) + length);
    return { data, checkpoint: { rev: this.maxRev() } };
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The API server as far as the worker sees it: table pulls, the REST writes (a client id is applied
 * once), health. Set `online = false` to make every request fail like a dropped network.
 */
export class FakeServer {
  private rev = 0;
  private readonly nextRev = () => ++this.rev;
  boards = new FakeTable<Board>(this.nextRev);
  posts = new FakeTable<Post>(this.nextRev);
  comments = new FakeTable<Comment>(this.nextRev);
  notifications = new FakeTable<Notification & { userUuid: string }>(this.nextRev);
  blocks = new FakeTable<Block & { ownerUuid: string }>(this.nextRev);
  online = true;
  /** Whose cookie the requests carry. */
  signedIn: string | null = null;
  /** Every write request, as `METHOD path`. */
  writes: string[] = [];
  /** Answers the next write to a path with this error instead. */
  refuse = new Map<string, ErrorBody>();

  fetch: typeof fetch = async (input, init) => {
    if (!this.online) throw new TypeError('Failed to fetch');
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (method !== 'GET') {
      this.writes.push(`${method} ${url.pathname}`);
      const refused = this.refuse.get(url.pathname);
      if (refused) {
        this.refuse.delete(url.pathname);
        return json(refused.status, refused);
      }
    }
    return this.route(method, url, body);
  };

  private route(method: string, url: URL, body: Record<string, unknown> | undefined): Response {
    const path = url.pathname;
    const params = url.searchParams;
    const user = this.signedIn;
    const id = String(body?.id);
    const [, postId] = path.match(/^\/api\/v1\/p\/post\/([^/]+)\/comment(\/table)?$/) ?? [];
    const [, boardId] = path.match(/^\/api\/v1\/p\/board\/([^/]+)\/post$/) ?? [];
    const [, notificationId] = path.match(/^\/api\/v1\/notification\/([^/]+)$/) ?? [];
    const [, commentId] = path.match(/^\/api\/v1\/p\/post\/[^/]+\/comment\/([^/]+)$/) ?? [];

    if (path === '/api/actuator/health') return json(200, { status: 'UP' });
    if (path === '/api/v1/p/board/table') return this.table(this.boards.query(params));
    if (path === '/api/v1/p/post/table') return this.table(this.posts.query(params));
    if (path === '/api/v1/notification/table') {
      return this.table(this.notifications.query(params, (row) => row.userUuid === user));
    }
    if (path === '/api/v1/user/me/block/table') {
      return this.table(this.blocks.query(params, (row) => row.ownerUuid === user));
    }
    if (postId && path.endsWith('/table')) {
      return this.table(this.comments.query(params, (row) => row.postId === postId));
    }
    if (method === 'POST' && postId) {
      const row = this.comments.rows.get(id) ?? this.comments.put(comment(id, postId, String(body?.content)));
      return json(200, row);
    }
    if (method === 'POST' && boardId) {
      const row =
        this.posts.rows.get(id) ?? this.posts.put(post(id, boardId, { title: String(body?.title) }));
      return json(200, row);
    }
    if (method === 'PUT' && commentId && this.comments.rows.has(commentId)) {
      return json(200, this.comments.patch(commentId, { content: String(body?.content) }));
    }
    if (method === 'DELETE' && commentId && this.comments.rows.has(commentId)) {
      this.comments.remove(commentId);
      return json(200, { result: true });
    }
    if (method === 'PUT' && notificationId) {
      return json(200, this.notifications.patch(notificationId, { confirmed: true }));
    }
    return json(404, { status: 404, message: `없는 경로: ${method} ${path}` });
  }

  private table<T>(result: { data: T[]; checkpoint: { rev: number } }): Response {
    // Server-only columns (the owner of a notification or block) are left for the client's zod to drop.
    return json(200, {
      draw: 0,
      recordsTotal: result.data.length,
      recordsFiltered: result.data.length,
      data: result.data,
      checkpoint: result.checkpoint,
    });
  }
}

const at = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString();

export function board(id: string, sort = 0): Omit<Board, 'rev' | 'deleted'> {
  return {
    id,
    name: `게시판 ${id}`,
    description: '',
    categories: [],
    readRoles: [],
    writeRoles: [],
    sort,
    createdAt: at(0),
    updatedAt: at(0),
  };
}

export function post(id: string, boardId: string, extra: Partial<Post> = {}): Omit<Post, 'rev' | 'deleted'> {
  return {
    id,
    boardId,
    categoryNumber: null,
    title: `글 ${id}`,
    content: '<p>내용</p>',
    authorUuid: '00000000-0000-4000-8000-000000000001',
    authorNickname: '작성자',
    authorProfileUri: '/img/user/profile.png',
    viewCount: 0,
    likeCount: 0,
    commentCount: 0,
    popular: false,
    staffEditedAt: null,
    createdAt: at(0),
    updatedAt: at(0),
    ...extra,
  };
}

export function comment(id: string, postId: string, content: string): Omit<Comment, 'rev' | 'deleted'> {
  return {
    id,
    postId,
    parentId: null,
    content,
    authorUuid: '00000000-0000-4000-8000-000000000001',
    authorNickname: '작성자',
    authorProfileUri: '/img/user/profile.png',
    createdAt: at(0),
    updatedAt: at(0),
  };
}

export function notification(id: string, userUuid: string, n: number) {
  return { id, userUuid, content: `알림 ${n}`, createdAt: at(n), confirmed: false, addData: { path: null } };
}

export { at };
