import { lineIcon } from '../../app';

/** The menu's icons: part of the first page, so apart from the icons only the lazy pages use. */

/** 조직도: one box above, two below. */
export const OrganizationIcon = lineIcon(
  'OrganizationIcon',
  'M9 3h6v5H9z',
  'M3 16h6v5H3z',
  'M15 16h6v5h-6z',
  'M12 8v4',
  'M6 16v-4h12v4',
);

/** 크루 연혁: a line with milestones. */
export const TimelineIcon = lineIcon(
  'TimelineIcon',
  'M6 3v18',
  'M6 7a2 2 0 1 0 0-.01',
  'M6 17a2 2 0 1 0 0-.01',
  'M10 7h10',
  'M10 17h7',
);
