import { lineIcon } from '../../app';

/** 엑셀 방송: a spreadsheet grid. */
export const ExcelIcon = lineIcon('ExcelIcon', 'M4 4h16v16H4z', 'M4 9h16M4 14h16M10 4v16');

/** 시그니처: a star balloon. */
export const SignatureIcon = lineIcon(
  'SignatureIcon',
  'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z',
  'M12 19v2',
);
