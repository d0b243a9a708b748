/**
 * The recipes ./system registers for the first page; every other recipe (./later-recipes) loads
 * after it. The build keeps the others' files out of the first page's Chakra chunk by this list
 * (vite.config.ts), so it names them as Chakra's files do.
 */
export const FIRST_PAGE_RECIPE_FILES = [
  'badge',
  'button',
  'card',
  'empty-state',
  'heading',
  'icon',
  'link',
  'skeleton',
  'spinner',
] as const;
