import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYOUT_PREFS,
  isLiveDrawerOpen,
  isMobileSize,
  isSidebarOpen,
  type LayoutPrefs,
  LIVE_DRAWER_WIDTH,
  resolveLayout,
  SIDEBAR_MINI_WIDTH,
  SIDEBAR_WIDTH,
  screenClass,
  stickyAdMinWidth,
} from '../../src/lib/layout';

const prefs = (over: Partial<LayoutPrefs> = {}): LayoutPrefs => ({ ...DEFAULT_LAYOUT_PREFS, ...over });
const desktop = { width: 1920, native: false };

describe('sizes', () => {
  it('has the SPEC widths', () => {
    expect([SIDEBAR_WIDTH, SIDEBAR_MINI_WIDTH, LIVE_DRAWER_WIDTH]).toEqual([300, 75, 300]);
  });
  it('counts widths under 1280 as mobile', () => {
    expect(isMobileSize(1279)).toBe(true);
    expect(isMobileSize(1280)).toBe(false);
    expect(screenClass(375)).toBe('mobile');
    expect(screenClass(1280)).toBe('pc');
  });
});

describe('defaults', () => {
  it('start with sidebar, drawer and mini closed, horizontal and boxed on', () => {
    expect(DEFAULT_LAYOUT_PREFS).toEqual({
      sidebar: false,
      liveDrawer: null,
      miniSidebar: false,
      horizontalLayout: true,
      boxed: true,
    });
  });
});

describe('sidebar', () => {
  it('is forced open on desktop outside the native app', () => {
    expect(isSidebarOpen(desktop, { sidebar: false })).toBe(true);
  });
  it('follows the choice on mobile sizes and in the native app', () => {
    expect(isSidebarOpen({ width: 800, native: false }, { sidebar: false })).toBe(false);
    expect(isSidebarOpen({ width: 800, native: false }, { sidebar: true })).toBe(true);
    expect(isSidebarOpen({ width: 1920, native: true }, { sidebar: false })).toBe(false);
  });
});

describe('live drawer', () => {
  it('defaults on in the vertical layout and off in the horizontal one', () => {
    expect(isLiveDrawerOpen(desktop, { liveDrawer: null, horizontalLayout: false })).toBe(true);
    expect(isLiveDrawerOpen(desktop, { liveDrawer: null, horizontalLayout: true })).toBe(false);
  });
  it('follows an explicit choice on desktop', () => {
    expect(isLiveDrawerOpen(desktop, { liveDrawer: true, horizontalLayout: true })).toBe(true);
    expect(isLiveDrawerOpen(desktop, { liveDrawer: false, horizontalLayout: false })).toBe(false);
  });
  it('is forced off on mobile sizes', () => {
    expect(isLiveDrawerOpen({ width: 1279 }, { liveDrawer: true, horizontalLayout: false })).toBe(false);
  });
});

describe('sticky ad', () => {
  it('uses the SPEC thresholds', () => {
    expect(stickyAdMinWidth({ horizontalLayout: true, miniSidebar: true, liveDrawer: true })).toBe(1500);
    expect(stickyAdMinWidth({ horizontalLayout: false, miniSidebar: true, liveDrawer: true })).toBe(1620);
    expect(stickyAdMinWidth({ horizontalLayout: false, miniSidebar: true, liveDrawer: false })).toBe(1400);
    expect(stickyAdMinWidth({ horizontalLayout: false, miniSidebar: false, liveDrawer: true })).toBe(1940);
    expect(stickyAdMinWidth({ horizontalLayout: false, miniSidebar: false, liveDrawer: false })).toBe(1630);
  });
  it('shows from the threshold up and never on mobile sizes', () => {
    const vertical = prefs({ horizontalLayout: false, liveDrawer: false });
    expect(resolveLayout({ width: 1629, native: false }, vertical).stickyAd).toBe(false);
    expect(resolveLayout({ width: 1630, native: false }, vertical).stickyAd).toBe(true);
    expect(resolveLayout({ width: 1500, native: false }, prefs()).stickyAd).toBe(true);
    expect(resolveLayout({ width: 1279, native: false }, prefs()).stickyAd).toBe(false);
  });
});

describe('resolveLayout', () => {
  it('docks a full or mini sidebar on desktop', () => {
    expect(resolveLayout(desktop, prefs()).sidebarWidth).toBe(300);
    const mini = resolveLayout(desktop, prefs({ miniSidebar: true }));
    expect(mini).toMatchObject({ miniSidebar: true, sidebarWidth: 75 });
  });
  it('overlays the sidebar on mobile, never mini', () => {
    const layout = resolveLayout({ width: 390, native: false }, prefs({ sidebar: true, miniSidebar: true }));
    expect(layout).toMatchObject({ mobile: true, sidebarOpen: true, miniSidebar: false, sidebarWidth: 0 });
  });
  it('judges the ad by the drawer as it is shown, not as chosen', () => {
    // Drawer chosen on, but mini sidebar with vertical layout: 1620 applies.
    const layout = resolveLayout(
      { width: 1600, native: false },
      prefs({ horizontalLayout: false, miniSidebar: true, liveDrawer: true }),
    );
    expect(layout).toMatchObject({ liveDrawerOpen: true, stickyAd: false });
  });
});
