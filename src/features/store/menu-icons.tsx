import { lineIcon } from '../../app';

/** The menu's icon: part of the first page, so apart from the icons only the lazy pages use. */
export const StoreIcon = lineIcon(
  'StoreIcon',
  'M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4z',
  'M3 6h18',
  'M16 10a4 4 0 0 1-8 0',
);
