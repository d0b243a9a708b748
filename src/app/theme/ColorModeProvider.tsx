import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { appStorage } from '../../data/http';
import { type ColorMode, resolveColorMode, toggledChoice } from '../../lib/color-mode';
import { useStoredValue } from '../hooks/use-stored-value';
import { applyColorMode } from './apply-color-mode';

interface ColorModeContextValue {
  colorMode: ColorMode;
  toggleColorMode: () => void;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeSystem(onChange: () => void) {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemPrefersDark = () => window.matchMedia(DARK_QUERY).matches;

/** Light or dark from the system preference, unless the user toggled (SPEC section 4 "Theme"). */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const choice = useStoredValue('darkmode');
  const systemDark = useSyncExternalStore(subscribeSystem, systemPrefersDark, () => false);
  const colorMode = resolveColorMode(choice, systemDark);

  useLayoutEffect(() => applyColorMode(colorMode), [colorMode]);

  const toggleColorMode = useCallback(() => {
    appStorage.write('darkmode', toggledChoice(appStorage.read('darkmode'), systemPrefersDark(), Date.now()));
  }, []);

  const value = useMemo(() => ({ colorMode, toggleColorMode }), [colorMode, toggleColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeContextValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode needs <ColorModeProvider>');
  return value;
}
