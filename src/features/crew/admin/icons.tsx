import { lineIcon } from '../../../app';

export const ArrowUpIcon = lineIcon('ArrowUpIcon', 'M12 19V5', 'm5 12 7-7 7 7');
export const ArrowDownIcon = lineIcon('ArrowDownIcon', 'M12 5v14', 'm19 12-7 7-7-7');
