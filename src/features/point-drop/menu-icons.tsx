import { lineIcon } from '../../app';

/** 포인트 드롭: a gift envelope falling. */
export const PointDropIcon = lineIcon(
  'PointDropIcon',
  'M4 9h16v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z',
  'M4 9l8 5 8-5M12 3v3M9 4l3 2 3-2',
);
