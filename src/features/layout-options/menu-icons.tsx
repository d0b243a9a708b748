import { lineIcon } from '../../app';

/** The header button's icon: part of the first page, so kept apart from anything heavier. */
export const LayoutIcon = lineIcon('LayoutIcon', 'M4 4h16v16H4z', 'M4 9h16', 'M9 9v11');
