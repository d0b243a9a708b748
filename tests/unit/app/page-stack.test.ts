import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { navigationDirection } from '../../../src/app/router/navigation-direction';
import {
  emptyStack,
  PAGE_STACK_LIMIT,
  type PageStack,
  type StackItem,
  visitStack,
} from '../../../src/app/router/page-stack';
import {
  newStackKey,
  requireStackKey,
  STACK_KEY_LENGTH,
  stackKeyOf,
  withoutStackKey,
} from '../../../src/app/router/stack-key';

const page = (id: string, signature = '') => ({ id, signature });

describe('page stack', () => {
  const ids = (stack: PageStack<StackItem>) => stack.pages.map((entry) => entry.id);

  it('keeps at most 10 pages, dropping the one shown longest ago', () => {
    let stack = emptyStack();
    for (let i = 0; i < 12; i += 1) stack = visitStack(stack, page(`p${i}`));
    expect(PAGE_STACK_LIMIT).toBe(10);
    expect(ids(stack)).toEqual(['p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10', 'p11']);

    // p2 shown again is now the most recent, so p3 goes first; p2 keeps its place in the document.
    stack = visitStack(stack, page('p2'));
    stack = visitStack(stack, page('p12'));
    expect(ids(stack)).toEqual(['p2', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10', 'p11', 'p12']);
    expect(stack.recency.at(-2)).toBe('p2');
  });

  it('returns to a kept page as it was, and leaves an unchanged stack as it was', () => {
    const list = page('list|aB3dE5gH', 'all');
    const stack = visitStack(visitStack(emptyStack(), list), page('user|k2345678'));
    const back = visitStack(stack, page('list|aB3dE5gH', 'all'));
    expect(back.pages).toBe(stack.pages);
    expect(back.pages[0]).toBe(list);
    expect(back.recency).toEqual(['user|k2345678', 'list|aB3dE5gH']);
    expect(visitStack(back, page('list|aB3dE5gH', 'all'))).toBe(back);
  });

  it('replaces a kept page whose key now shows something else, in its place', () => {
    const stack = visitStack(visitStack(emptyStack(), page('list|aB3dE5gH', 'all')), page('live|q2345678'));
    const changed = page('list|aB3dE5gH', 'category=2');
    expect(visitStack(stack, changed).pages).toEqual([changed, page('live|q2345678')]);
  });
});

describe('stack keys', () => {
  it('are 8 characters, a letter then letters and digits, and differ', () => {
    const keys = new Set(Array.from({ length: 500 }, newStackKey));
    expect(STACK_KEY_LENGTH).toBe(8);
    expect(keys.size).toBe(500);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z][A-Za-z0-9]{7}$/);
      expect(stackKeyOf({ stackKey: key })).toBe(key);
    }
  });

  it('reads only well-formed keys from the search, and hides them from the page', () => {
    expect(stackKeyOf({ stackKey: 'short' })).toBeNull();
    expect(stackKeyOf({ stackKey: 12345678 })).toBeNull();
    expect(stackKeyOf({})).toBeNull();
    expect(withoutStackKey({ stackKey: 'aB3dE5gH', sort: 'likes' })).toEqual({ sort: 'likes' });
  });

  const location = (href: string) => {
    const url = new URL(href, 'http://app.test');
    return {
      pathname: url.pathname,
      searchStr: url.search,
      search: Object.fromEntries(url.searchParams),
      hash: url.hash.slice(1),
    } satisfies Partial<ParsedLocation> as ParsedLocation;
  };
  const flagged = [{ staticData: {} }, { staticData: { stack: true } }];

  function redirectOf(run: () => void) {
    try {
      run();
    } catch (thrown) {
      if (isRedirect(thrown)) return thrown.options;
      throw thrown;
    }
    return null;
  }

  it('a flagged route entered without a key is replaced by the same address with one', () => {
    const options = redirectOf(() =>
      requireStackKey({ location: location('/board/free?sort=likes#top'), matches: flagged, preload: false }),
    );
    expect(options?.replace).toBe(true);
    expect(options?.href).toMatch(/^\/board\/free\?sort=likes&stackKey=[A-Za-z][A-Za-z0-9]{7}#top$/);
  });

  it('leaves keyed, unflagged and preloaded navigations alone', () => {
    const keyed = location('/board/all?stackKey=aB3dE5gH');
    expect(
      redirectOf(() => requireStackKey({ location: keyed, matches: flagged, preload: false })),
    ).toBeNull();
    const post = location('/board/free/1');
    expect(
      redirectOf(() => requireStackKey({ location: post, matches: [{ staticData: {} }], preload: false })),
    ).toBeNull();
    const list = location('/board/all');
    expect(redirectOf(() => requireStackKey({ location: list, matches: flagged, preload: true }))).toBeNull();
  });
});

describe('navigation direction', () => {
  it('is back to a lower history index, forward otherwise', () => {
    expect(navigationDirection(5, 4)).toBe('back');
    expect(navigationDirection(2, 0)).toBe('back');
    expect(navigationDirection(4, 5)).toBe('forward');
    // A replace (the stackKey redirect) stays at the same index.
    expect(navigationDirection(4, 4)).toBe('forward');
    expect(navigationDirection(undefined, 0)).toBe('forward');
  });
});
