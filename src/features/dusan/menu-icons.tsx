import { lineIcon } from '../../app';

/** 두산 응원: a baseball with its seams. */
export const DusanIcon = lineIcon(
  'DusanIcon',
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  'M7 5.5c1.6 1.7 2.5 4 2.5 6.5S8.6 16.8 7 18.5M17 5.5c-1.6 1.7-2.5 4-2.5 6.5s.9 4.8 2.5 6.5',
);
