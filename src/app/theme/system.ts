import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { brandColors, semanticColors } from './palette';

/** Pretendard when installed, else each platform's own Korean UI face; nothing to download. */
export const FONT_STACK = [
  'Pretendard',
  '"Pretendard Variable"',
  '-apple-system',
  'BlinkMacSystemFont',
  'system-ui',
  '"Apple SD Gothic Neo"',
  '"Noto Sans KR"',
  '"Malgun Gothic"',
  '"맑은 고딕"',
  'sans-serif',
].join(', ');

const config = defineConfig({
  globalCss: {
    html: {
      // Buttons, switches and focus rings take the brand purple unless told otherwise.
      colorPalette: 'primary',
      WebkitTapHighlightColor: 'transparent',
      textSizeAdjust: '100%',
    },
    body: {
      fontFamily: 'body',
      letterSpacing: '-0.01em',
      wordBreak: 'keep-all',
      overflowWrap: 'anywhere',
    },
  },
  theme: {
    tokens: {
      colors: brandColors,
      fonts: { body: { value: FONT_STACK }, heading: { value: FONT_STACK } },
    },
    semanticTokens: {
      colors: semanticColors,
      radii: {
        l1: { value: '{radii.sm}' },
        l2: { value: '{radii.lg}' },
        l3: { value: '{radii.xl}' },
      },
    },
    // SPEC section 9 component defaults: outlined comfortable fields, flat buttons,
    // medium-rounded cards.
    recipes: {
      input: { defaultVariants: { variant: 'outline', size: 'md' } },
      textarea: { defaultVariants: { variant: 'outline', size: 'md' } },
      button: { defaultVariants: { variant: 'solid', size: 'md' } },
    },
    slotRecipes: {
      card: {
        slots: ['root', 'header', 'body', 'footer', 'title', 'description'],
        base: { root: { borderRadius: 'l3', bg: 'bg.panel' } },
        defaultVariants: { variant: 'outline', size: 'md' },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
