import { lineIcon } from '../../app';

export const StationIcon = lineIcon(
  'StationIcon',
  'M4.9 19.1a10 10 0 0 1 0-14.2',
  'M7.8 16.2a6 6 0 0 1 0-8.4',
  'M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  'M16.2 7.8a6 6 0 0 1 0 8.4',
  'M19.1 4.9a10 10 0 0 1 0 14.2',
);
export const ChevronLeftIcon = lineIcon('ChevronLeftIcon', 'm15 18-6-6 6-6');
export const ChevronRightIcon = lineIcon('ChevronRightIcon', 'm9 18 6-6-6-6');
