import { lineIcon } from './layout/icons';

/** The icons of actions many features offer (add, edit, delete, pick an image), drawn once here. */
export const PlusIcon = lineIcon('PlusIcon', 'M12 5v14', 'M5 12h14');
export const PencilIcon = lineIcon('PencilIcon', 'M12 20h9', 'M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z');
export const TrashIcon = lineIcon(
  'TrashIcon',
  'M3 6h18',
  'M19 6l-1 14H6L5 6',
  'M10 11v6',
  'M14 11v6',
  'M9 6V4h6v2',
);
export const ImageIcon = lineIcon(
  'ImageIcon',
  'M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2z',
  'M8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  'm21 15-5-5L5 21',
);
