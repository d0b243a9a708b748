/** Pure layout rules of SPEC section 2 "Layout". The React side only feeds them width and prefs. */

export const SIDEBAR_WIDTH = 300;
export const SIDEBAR_MINI_WIDTH = 75;
export const LIVE_DRAWER_WIDTH = 300;
/** Widths under this are "mobile size"; the app marks <html> with `mobile` instead of `pc`. */
export const MOBILE_BREAKPOINT = 1280;

/** Sticky-ad minimum window widths: the ad needs room beside the sidebar, content and drawer. */
export const STICKY_AD_MIN_WIDTH = {
  horizontal: 1500,
  miniWithDrawer: 1620,
  mini: 1400,
  fullWithDrawer: 1940,
  full: 1630,
} as const;

export const isMobileSize = (width: number): boolean => width < MOBILE_BREAKPOINT;

/** What the user chose; `liveDrawer: null` means "not chosen", so the layout default applies. */
export interface LayoutPrefs {
  sidebar: boolean;
  liveDrawer: boolean | null;
  miniSidebar: boolean;
  horizontalLayout: boolean;
  boxed: boolean;
}

/** SPEC defaults: sidebar, live drawer and mini sidebar closed; horizontal layout and boxed on. */
export const DEFAULT_LAYOUT_PREFS: LayoutPrefs = {
  sidebar: false,
  liveDrawer: null,
  miniSidebar: false,
  horizontalLayout: true,
  boxed: true,
};

export interface LayoutEnv {
  width: number;
  /** Running inside the mobile app shell, which brings its own navigation. */
  native: boolean;
}

/** The live drawer is on by default, except in the horizontal layout (live list runs as a strip). */
export const liveDrawerDefault = (horizontalLayout: boolean): boolean => !horizontalLayout;

/** Desktop browsers always show the sidebar; mobile sizes and the native shell open it on demand. */
export const isSidebarOpen = (env: LayoutEnv, prefs: Pick<LayoutPrefs, 'sidebar'>): boolean =>
  !isMobileSize(env.width) && !env.native ? true : prefs.sidebar;

/** A chosen value wins over the default, but mobile sizes never show the drawer. */
export function isLiveDrawerOpen(
  env: Pick<LayoutEnv, 'width'>,
  prefs: Pick<LayoutPrefs, 'liveDrawer' | 'horizontalLayout'>,
): boolean {
  if (isMobileSize(env.width)) return false;
  return prefs.liveDrawer ?? liveDrawerDefault(prefs.horizontalLayout);
}

export function stickyAdMinWidth(state: {
  horizontalLayout: boolean;
  miniSidebar: boolean;
  liveDrawer: boolean;
}): number {
  if (state.horizontalLayout) return STICKY_AD_MIN_WIDTH.horizontal;
  if (state.miniSidebar) {
    return state.liveDrawer ? STICKY_AD_MIN_WIDTH.miniWithDrawer : STICKY_AD_MIN_WIDTH.mini;
  }
  return state.liveDrawer ? STICKY_AD_MIN_WIDTH.fullWithDrawer : STICKY_AD_MIN_WIDTH.full;
}

export interface ResolvedLayout {
  mobile: boolean;
  sidebarOpen: boolean;
  /** Mini only applies to the docked desktop sidebar; the mobile drawer is always full width. */
  miniSidebar: boolean;
  /** Width the docked sidebar takes from the page: 0 when it is an overlay or closed. */
  sidebarWidth: number;
  liveDrawerOpen: boolean;
  horizontalLayout: boolean;
  boxed: boolean;
  stickyAd: boolean;
}

export function resolveLayout(env: LayoutEnv, prefs: LayoutPrefs): ResolvedLayout {
  const mobile = isMobileSize(env.width);
  const sidebarOpen = isSidebarOpen(env, prefs);
  const docked = sidebarOpen && !mobile;
  const miniSidebar = docked && prefs.miniSidebar;
  const liveDrawerOpen = isLiveDrawerOpen(env, prefs);
  const adWidth = stickyAdMinWidth({
    horizontalLayout: prefs.horizontalLayout,
    miniSidebar,
    liveDrawer: liveDrawerOpen,
  });
  return {
    mobile,
    sidebarOpen,
    miniSidebar,
    sidebarWidth: docked ? (miniSidebar ? SIDEBAR_MINI_WIDTH : SIDEBAR_WIDTH) : 0,
    liveDrawerOpen,
    horizontalLayout: prefs.horizontalLayout,
    boxed: prefs.boxed,
    stickyAd: !mobile && env.width >= adWidth,
  };
}

/** `pc` or `mobile`: the class the app keeps on <html> for CSS that cannot read React state. */
export const screenClass = (width: number): 'pc' | 'mobile' => (isMobileSize(width) ? 'mobile' : 'pc');
