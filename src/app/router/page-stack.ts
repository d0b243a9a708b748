/** Pages the stack keeps mounted at most (SPEC sections 2 and 9). */
export const PAGE_STACK_LIMIT = 10;

export interface StackItem {
  /** The route and its stack key: one kept-alive page. */
  id: string;
  /** What the page shows (its params and search); a page at the same id showing something else is replaced. */
  signature: string;
}

export interface PageStack<T extends StackItem> {
  /** In the order they were first shown, which is their order in the document: kept pages never move. */
  pages: readonly T[];
  /** Ids from the page shown longest ago to the one on screen. */
  recency: readonly string[];
}

export const emptyStack = <T extends StackItem>(): PageStack<T> => ({ pages: [], recency: [] });

/**
 * The stack after showing `next`: a page already kept is shown as it was, a new one is added,
 * and past the limit the page shown longest ago is dropped. An unchanged stack is returned as it
 * was, so a caller can compare by identity.
 */
export function visitStack<T extends StackItem>(
  stack: PageStack<T>,
  next: T,
  limit = PAGE_STACK_LIMIT,
): PageStack<T> {
  const kept = stack.pages.find((page) => page.id === next.id);
  const same = kept?.signature === next.signature;
  if (same && stack.recency.at(-1) === next.id) return stack;
  let pages = stack.pages;
  if (!kept) pages = [...pages, next];
  else if (!same) pages = pages.map((page) => (page === kept ? next : page));
  let recency = [...stack.recency.filter((id) => id !== next.id), next.id];
  if (recency.length > limit) {
    const dropped = new Set(recency.slice(0, recency.length - limit));
    pages = pages.filter((page) => !dropped.has(page.id));
    recency = recency.slice(-limit);
  }
  return { pages, recency };
}
