import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  mergeConfigs,
  type SystemConfig,
} from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  emptyStateSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
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

/**
 * Chakra's default theme with only the recipes of the components the first page draws (the shell,
 * home): the rest (./later-recipes) arrive once the page has loaded, before any lazy page or part
 * renders (./theme-system). A component whose recipe is missing renders unstyled without an error,
 * so tests/unit/app/theme-recipes.test.ts checks both sets against the components imported.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      emptyState: emptyStateSlotRecipe,
    },
  },
});

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

export const system = createSystem(defaultBaseConfig, chakraTheme, config);

type Theme = NonNullable<SystemConfig['theme']>;
export interface LaterRecipes {
  recipes: NonNullable<Theme['recipes']>;
  slotRecipes: NonNullable<Theme['slotRecipes']>;
}

/**
 * Adds the later recipes, under our overrides of them, to the system in place. Chakra reads a
 * recipe from the system's theme when a component first asks for it, so they serve every
 * component drawn from now on; one drawn before would keep its empty recipe, which is why lazy
 * pages and parts wait for this (./theme-system). Rebuilding the system instead would cost tens of
 * milliseconds and a render of the whole page.
 */
export function addLaterRecipes(later: LaterRecipes): void {
  const merged = mergeConfigs(defineConfig({ theme: later }), {
    theme: { recipes: config.theme?.recipes, slotRecipes: config.theme?.slotRecipes },
  }).theme;
  const theme = system._config.theme as Theme;
  theme.recipes = { ...theme.recipes, ...pick(merged?.recipes, Object.keys(later.recipes)) };
  theme.slotRecipes = { ...theme.slotRecipes, ...pick(merged?.slotRecipes, Object.keys(later.slotRecipes)) };
}

const pick = <T>(record: Record<string, T> | undefined, keys: string[]) =>
  Object.fromEntries(keys.flatMap((key) => (record?.[key] ? [[key, record[key]]] : [])));
