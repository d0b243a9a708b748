import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPageViewTimer,
  PAGE_VIEW_DELAY_MS,
  type PageView,
  pageViewPath,
} from '../../../src/app/runtime/page-view-timer';

describe('page view timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const views: PageView[] = [];
    return { views, timer: createPageViewTimer((view) => views.push(view)) };
  }

  it('reports a page about 1 s after it lands, once', () => {
    const { views, timer } = setup();
    timer.landed('/board/all');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(views).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(views).toEqual([{ path: '/board/all', referrer: null }]);
    vi.advanceTimersByTime(10 * PAGE_VIEW_DELAY_MS);
    expect(views).toHaveLength(1);
  });

  it('a navigation superseded within the second reports only the later page', () => {
    const { views, timer } = setup();
    timer.landed('/');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    timer.landed('/board/all');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS / 2);
    timer.landed('/board/free/1');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(views).toEqual([{ path: '/', referrer: null }]);
    vi.advanceTimersByTime(1);
    expect(views).toEqual([
      { path: '/', referrer: null },
      { path: '/board/free/1', referrer: '/' },
    ]);
  });

  it('landing again on the same page (a stackKey redirect) neither restarts nor repeats', () => {
    const { views, timer } = setup();
    timer.landed('/live');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS / 2);
    timer.landed('/live');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS / 2);
    expect(views).toEqual([{ path: '/live', referrer: null }]);
    timer.landed('/live');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(views).toHaveLength(1);
  });

  it('coming back to a page after another one was reported counts again', () => {
    const { views, timer } = setup();
    for (const path of ['/board/all', '/board/free/1', '/board/all']) {
      timer.landed(path);
      vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    }
    expect(views.map((view) => view.path)).toEqual(['/board/all', '/board/free/1', '/board/all']);
    expect(views[2]?.referrer).toBe('/board/free/1');
  });

  it('stop cancels the waiting report', () => {
    const { views, timer } = setup();
    timer.landed('/');
    timer.stop();
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(views).toEqual([]);
  });
});

describe('page view path', () => {
  it('keeps the pathname and the list filters, drops stackKey, pUrl and search words', () => {
    expect(pageViewPath({ pathname: '/board/all', searchStr: '?stackKey=aB3dE5gH&sort=likes' })).toBe(
      '/board/all?sort=likes',
    );
    expect(
      pageViewPath({
        pathname: '/board/free',
        searchStr: '?category=2&popular=true&q=%EB%82%B4+%EC%9D%B4%EB%A6%84',
      }),
    ).toBe('/board/free?category=2&popular=true');
    expect(pageViewPath({ pathname: '/login', searchStr: '?pUrl=%2Fboard%2Ffree' })).toBe('/login');
    expect(pageViewPath({ pathname: '/register', searchStr: '?email=a%40b.c&name=x' })).toBe('/register');
  });
});
