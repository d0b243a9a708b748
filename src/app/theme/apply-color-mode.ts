import type { ColorMode } from '../../lib/color-mode';

/** Browser chrome colour per mode: the header's surface, so the status bar blends into it. */
export const THEME_COLORS: Record<ColorMode, string> = { light: '#ffffff', dark: '#1b1924' };

/**
 * Chakra's `_dark` styles key on a `dark` class at the root. index.html runs the same logic
 * before the first paint so a dark-mode visitor never sees a white flash.
 */
export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[mode]);
}
