import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useState } from 'react';
import { appStorage } from '../../data/http';
import { DEFAULT_LAYOUT_PREFS, type ResolvedLayout, resolveLayout, screenClass } from '../../lib/layout';
import { isNativeApp } from '../../lib/platform';
import { useStoredValue } from '../hooks/use-stored-value';
import { useViewportWidth } from '../hooks/use-viewport-width';

export interface LayoutContextValue extends ResolvedLayout {
  width: number;
  /** Mobile sizes and the native app: open or close the sidebar drawer. */
  setSidebarOpen: (open: boolean) => void;
  toggleMiniSidebar: () => void;
  toggleLiveDrawer: () => void;
  setHorizontalLayout: (horizontal: boolean) => void;
  setBoxed: (boxed: boolean) => void;
}

const LayoutContext = createContext<LayoutContextValue | null>(null);

/**
 * Window width plus the stored layout choices (`common` record), run through the SPEC rules
 * in lib/layout. Also keeps the `pc` / `mobile` class on <html>.
 */
export function LayoutProvider({ children }: { children: ReactNode }) {
  const width = useViewportWidth();
  const common = useStoredValue('common');
  // The mobile drawer's open state is not a preference: a reload starts closed.
  const [sidebar, setSidebarOpen] = useState(DEFAULT_LAYOUT_PREFS.sidebar);
  const [native] = useState(() => isNativeApp(navigator.userAgent));

  const layout = resolveLayout(
    { width, native },
    {
      ...DEFAULT_LAYOUT_PREFS,
      sidebar,
      liveDrawer: common.liveDrawer,
      miniSidebar: common.miniSidebar,
      horizontalLayout: common.horizontalLayout,
      boxed: common.boxed,
    },
  );

  const screen = screenClass(width);
  useLayoutEffect(() => {
    const root = document.documentElement.classList;
    root.toggle('pc', screen === 'pc');
    root.toggle('mobile', screen === 'mobile');
  }, [screen]);

  const { liveDrawerOpen } = layout;
  const toggleMiniSidebar = useCallback(
    () => appStorage.update('common', (c) => ({ ...c, miniSidebar: !c.miniSidebar })),
    [],
  );
  // Stores what the user now sees inverted, so a default-on drawer closes on the first click.
  const toggleLiveDrawer = useCallback(
    () => appStorage.update('common', (c) => ({ ...c, liveDrawer: !liveDrawerOpen })),
    [liveDrawerOpen],
  );
  const setHorizontalLayout = useCallback(
    (horizontal: boolean) => appStorage.update('common', (c) => ({ ...c, horizontalLayout: horizontal })),
    [],
  );
  const setBoxed = useCallback((boxed: boolean) => appStorage.update('common', (c) => ({ ...c, boxed })), []);

  // No memo: this provider only re-renders when width or a choice changed, and then the value
  // changed too.
  const value: LayoutContextValue = {
    ...layout,
    width,
    setSidebarOpen,
    toggleMiniSidebar,
    toggleLiveDrawer,
    setHorizontalLayout,
    setBoxed,
  };
  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>;
}

export function useLayout(): LayoutContextValue {
  const value = useContext(LayoutContext);
  if (!value) throw new Error('useLayout needs <LayoutProvider>');
  return value;
}
