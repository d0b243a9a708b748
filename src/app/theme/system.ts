import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
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
 * Chakra's default theme with only the recipes of the components the app uses: the full set
 * (`defaultConfig`) weighs 13 KB gzip on the first page. A component whose recipe is missing
 * renders unstyled without an error, so tests/unit/app/theme-recipes.test.ts checks that every
 * Chakra component imported under src/ has its recipe here.
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
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      switch: switchSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
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
