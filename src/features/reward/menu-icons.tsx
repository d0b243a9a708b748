import { lineIcon } from '../../app';

/** The menu's icons: part of the first page, so apart from the icons only the lazy pages use. */

/** 이벤트 and 리워드: a gift box. */
export const GiftIcon = lineIcon(
  'GiftIcon',
  'M3 8h18v4H3zM5 12v9h14v-9M12 8v13',
  'M12 8S10.5 3.5 8 3.5a2.25 2.25 0 0 0 0 4.5M12 8s1.5-4.5 4-4.5a2.25 2.25 0 0 1 0 4.5',
);

/** 포인트 받기 (admin): a ticket with a code. */
export const TicketIcon = lineIcon(
  'TicketIcon',
  'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2.5a2.5 2.5 0 0 0 0 5V17a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2.5a2.5 2.5 0 0 0 0-5z',
  'M9 5v14',
);
