import { lineIcon } from '../../app';

/** 라이브 위치: a map pin. */
export const LivePlaceIcon = lineIcon(
  'LivePlaceIcon',
  'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z',
  'M12 12.2a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
);
