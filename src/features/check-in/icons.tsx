import { lineIcon } from '../../app';

/** 출석 체크: a calendar with a check. */
export const CheckInIcon = lineIcon(
  'CheckInIcon',
  'M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM4 9h16M8 2.5v3M16 2.5v3',
  'm9 14.5 2 2 4-4',
);
