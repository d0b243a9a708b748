import { lineIcon } from '../../app';

export const CheckAllIcon = lineIcon('CheckAllIcon', 'M18 6 7 17l-5-5', 'm22 10-7.5 7.5L13 16');
export const ExternalIcon = lineIcon(
  'ExternalIcon',
  'M15 3h6v6',
  'M10 14 21 3',
  'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
);
export const ChevronRightIcon = lineIcon('ChevronRightIcon', 'm9 18 6-6-6-6');
