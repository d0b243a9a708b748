import { lineIcon } from '../../app';

/** 문의하기: a speech bubble with a question mark. */
export const ContactIcon = lineIcon(
  'ContactIcon',
  'M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z',
  'M10.3 9.6a2 2 0 1 1 2.9 1.8c-.7.3-1.2.9-1.2 1.6M12 15.6h.01',
);
