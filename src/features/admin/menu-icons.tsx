import { lineIcon } from '../../app';

/** The menu's icons: part of the first page, so apart from the icons only the lazy pages use. */
export const UsersIcon = lineIcon(
  'UsersIcon',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2',
  'M16 3.13a4 4 0 0 1 0 7.75',
  'M21 21v-2a4 4 0 0 0-3-3.85',
);
export const ShieldIcon = lineIcon('ShieldIcon', 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z');
export const BoardIcon = lineIcon('BoardIcon', 'M4 4h16v16H4z', 'M4 9h16', 'M9 9v11');
export const RecordIcon = lineIcon('RecordIcon', 'M9 3h6v4H9z', 'M9 5H5v16h14V5h-4', 'M9 12h6', 'M9 16h4');
