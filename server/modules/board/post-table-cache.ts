import { z } from 'zod';
import { type ParsedTableQuery, type Post, type TableResponse, topics } from '../../../src/contract';
import { type EncodedJson, encodeJson } from '../../lib/encoded-json';
import type { Publisher } from '../../lib/publisher';
import { ResponseCache } from '../../lib/response-cache';

/** A post's change names its board; a board's change (its read roles, its end) may alter any page. */
const PostChange = z.object({ entity: z.literal('post'), data: z.object({ boardId: z.string() }) });

function boardChangedBy(body: string): string | undefined {
  try {
    return PostChange.safeParse(JSON.parse(body)).data?.data.boardId;
  } catch {
    return undefined;
  }
}

/** The one board a query's rows come from (a `boardId` eq search), if it names one. */
export function boardSearched(query: ParsedTableQuery): string | undefined {
  const named = query.searchColumns.filter((s) => s.name === 'boardId' && s.operator === 'eq');
  const value = named.length === 1 ? named[0]?.value : null;
  // The table reads a searched value as text (`table-query.ts`).
  return value === null || value === undefined ? undefined : String(value);
}

/** A page as it is sent, but for `recordsTotal` (the all-boards table sends its own) and `draw`. */
interface EncodedPage {
  body: EncodedJson;
  recordsTotal: number;
}

async function encodePage(page: Promise<TableResponse<Post>>): Promise<EncodedPage> {
  const { draw: _draw, recordsTotal, ...rest } = await page;
  return { body: encodeJson(rest), recordsTotal };
}

/**
 * The post tables' answers (the hottest reads), each kept until a change may alter it. A page of
 * one board changes only with that board's posts, so a new post re-reads its own board's pages and
 * leaves the others' standing; a page over several boards, and every reader's total, change with
 * any post. The PGlite server answers every query on its one thread: re-reading every page after
 * each post is what kept readers waiting.
 */
export function createPostTableCache(publisher: Publisher) {
  const pages = new ResponseCache<EncodedPage>();
  const totals = new ResponseCache<number>();
  publisher.onPublished((destination, body) => {
    if (destination !== topics.board) return;
    pages.invalidate(boardChangedBy(body));
    totals.invalidate();
  });
  return {
    /** `board`: the one board the page's rows come from, if they come from one. */
    page: (key: string, board: string | undefined, compute: () => Promise<TableResponse<Post>>) =>
      pages.getOrCompute(key, () => encodePage(compute()), board === undefined ? null : [board]),
    /** A total over every board the reader sees: it changes with any post. */
    total: (key: string, compute: () => Promise<number>) => totals.getOrCompute(key, compute),
  };
}
