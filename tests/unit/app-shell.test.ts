import { describe, expect, it, vi } from 'vitest';
import { menuEntries } from '../../src/app/feature';
import { firstHref, isActiveEntry, isActiveItem } from '../../src/app/layout/nav-items';
import { createUploadProgressStore } from '../../src/app/modal/upload-progress-store';
import { remainingToastTime, TOAST_DURATION_MS, toastConfig } from '../../src/app/toast/toast-config';
import { features } from '../../src/features';
import { withBoards } from '../../src/features/board/board-menu';
import { formatFileSize } from '../../src/lib/file-size';

const mainNavItems = menuEntries(features, 'main');

describe('toast config', () => {
  it('stacks 3 at the bottom right on desktops, 5000 ms each', () => {
    expect(toastConfig('windows', 1440)).toEqual({
      placement: 'bottom-end',
      max: 3,
      duration: 5000,
      pauseOnPageIdle: true,
      offsets: '1rem',
    });
    expect(toastConfig('other', 1024).max).toBe(3);
    expect(TOAST_DURATION_MS).toBe(5000);
  });
  it('shows 1 at the top right, under the 64 px header, on Android, iOS and phone-wide windows', () => {
    for (const [platform, width] of [
      ['android', 1024],
      ['ios', 390],
      ['windows', 390],
    ] as const) {
      expect(toastConfig(platform, width)).toMatchObject({
        placement: 'top-end',
        max: 1,
        offsets: { top: '72px' },
      });
    }
  });
  it("counts a queued toast's time from when it was raised", () => {
    expect(remainingToastTime(5000, 1000, 1100)).toBe(4900);
    expect(remainingToastTime(10_000, 0, 6000)).toBe(4000);
    expect(remainingToastTime(5000, 0, 4000)).toBeNull();
  });
});

describe('upload progress store', () => {
  it('opens, updates, clamps the percentage and closes', () => {
    const store = createUploadProgressStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.open({ filename: 'a.png', uploadLength: 2, totalFileSize: 2048 });
    store.update({ percentage: 140, loadedFileSize: 2048 });
    expect(store.getSnapshot()).toMatchObject({
      filename: 'a.png',
      currentIndex: 1,
      uploadLength: 2,
      percentage: 100,
    });
    store.close();
    expect(store.getSnapshot()).toBeNull();
    store.update({ percentage: 5 });
    expect(store.getSnapshot()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('formatFileSize', () => {
  it('uses 2 decimals and binary units', () => {
    expect(formatFileSize(0)).toBe('0.00 B');
    expect(formatFileSize(512)).toBe('512.00 B');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(5 * 1024 ** 2 + 1024 ** 2 / 4)).toBe('5.25 MB');
    expect(formatFileSize(Number.NaN)).toBe('0.00 B');
  });
});

describe('navigation', () => {
  it('marks entries active by path, prefix and children', () => {
    expect(isActiveEntry('/', { href: '/' })).toBe(true);
    expect(isActiveEntry('/live', { href: '/' })).toBe(false);
    expect(isActiveEntry('/board/free/12', { href: '/board/all', match: '/board' })).toBe(true);
    expect(isActiveEntry('/boards', { href: '/board/all', match: '/board' })).toBe(false);
    const [boards] = withBoards(
      mainNavItems.filter((item) => item.label === '게시판'),
      [{ id: 'free', name: '자유게시판' }],
    );
    expect(boards && isActiveItem('/board/free/12', boards)).toBe(true);
    expect(boards?.children?.map((child) => child.href)).toEqual(['/board/all', '/board/free']);
    expect(boards && firstHref(boards)).toBe('/board/all');
  });
  it('links only to SPEC main-layout routes', () => {
    const hrefs = mainNavItems.flatMap((item) => [item.href, ...(item.children ?? []).map((c) => c.href)]);
    for (const href of hrefs.filter((h): h is string => h !== undefined)) {
      expect(href.startsWith('/admin')).toBe(false);
    }
  });
});
