import { defineSemanticTokens, defineTokens } from '@chakra-ui/react';

/**
 * Brand colours (SPEC section 9: primary purple, secondary teal). The purple is a touch bluer
 * than Chakra's so white text on `primary.solid` passes WCAG AA at body sizes.
 */
export const brandColors = defineTokens.colors({
  primary: {
    50: { value: '#f5f1ff' },
    100: { value: '#ebe3ff' },
    200: { value: '#d7c8ff' },
    300: { value: '#b99dff' },
    400: { value: '#9b72fb' },
    500: { value: '#8452f3' },
    600: { value: '#6f3ae2' },
    700: { value: '#5c2dc2' },
    800: { value: '#4a259c' },
    900: { value: '#3c217c' },
    950: { value: '#25124f' },
  },
  secondary: {
    50: { value: '{colors.teal.50}' },
    100: { value: '{colors.teal.100}' },
    200: { value: '{colors.teal.200}' },
    300: { value: '{colors.teal.300}' },
    400: { value: '{colors.teal.400}' },
    500: { value: '{colors.teal.500}' },
    600: { value: '{colors.teal.600}' },
    700: { value: '{colors.teal.700}' },
    800: { value: '{colors.teal.800}' },
    900: { value: '{colors.teal.900}' },
    950: { value: '{colors.teal.950}' },
  },
});

/** The tokens every Chakra `colorPalette` needs, so `colorPalette="primary"` works everywhere. */
const paletteTokens = (name: 'primary' | 'secondary', solidDark: string) => ({
  solid: { value: { _light: `{colors.${name}.600}`, _dark: `{colors.${name}.${solidDark}}` } },
  contrast: { value: { _light: 'white', _dark: 'white' } },
  fg: { value: { _light: `{colors.${name}.700}`, _dark: `{colors.${name}.300}` } },
  muted: { value: { _light: `{colors.${name}.200}`, _dark: `{colors.${name}.800}` } },
  subtle: { value: { _light: `{colors.${name}.100}`, _dark: `{colors.${name}.900}` } },
  emphasized: { value: { _light: `{colors.${name}.300}`, _dark: `{colors.${name}.700}` } },
  focusRing: { value: { _light: `{colors.${name}.500}`, _dark: `{colors.${name}.400}` } },
  border: { value: { _light: `{colors.${name}.500}`, _dark: `{colors.${name}.400}` } },
});

/**
 * Surfaces: a faintly tinted page behind white panels in light mode, a deep violet-black in
 * dark mode, so cards read as cards without heavy shadows.
 */
export const semanticColors = defineSemanticTokens.colors({
  primary: paletteTokens('primary', '500'),
  secondary: paletteTokens('secondary', '600'),
  bg: {
    DEFAULT: { value: { _light: '#f6f5fa', _dark: '#121118' } },
    panel: { value: { _light: '{colors.white}', _dark: '#1b1924' } },
    subtle: { value: { _light: '#f0eef6', _dark: '#211f2b' } },
    muted: { value: { _light: '#e9e6f2', _dark: '#2a2736' } },
  },
  border: {
    DEFAULT: { value: { _light: '#e6e3ee', _dark: '#2e2b3a' } },
    muted: { value: { _light: '#efedf4', _dark: '#262332' } },
  },
});
