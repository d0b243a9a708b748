import { lineIcon } from '../../app';

/** The menu's icons: part of the first page, so apart from the icons only the lazy pages use. */
export const LiveIcon = lineIcon(
  'LiveIcon',
  'M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  'M16.24 7.76a6 6 0 0 1 0 8.49',
  'M7.76 16.24a6 6 0 0 1 0-8.49',
  'M19.07 4.93a10 10 0 0 1 0 14.14',
  'M4.93 19.07a10 10 0 0 1 0-14.14',
);
