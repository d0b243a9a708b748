import { lineIcon } from '../../app';

/** The menu's icons: part of the first page, so apart from the icons only the lazy pages use. */

/** 스타크래프트: a crosshair. */
export const StarcraftIcon = lineIcon(
  'StarcraftIcon',
  'M12 3a9 9 0 1 0 0.01 0',
  'M12 7a5 5 0 1 0 0.01 0',
  'M12 1v5',
  'M12 18v5',
  'M1 12h5',
  'M18 12h5',
);

/** 선수: a person with a star. */
export const PlayerIcon = lineIcon(
  'PlayerIcon',
  'M9 4a4 4 0 1 0 0.01 0',
  'M2 21v-1a6 6 0 0 1 11-3',
  'M18 13l1.5 3 3.5.5-2.5 2.4.6 3.4-3.1-1.6-3.1 1.6.6-3.4-2.5-2.4 3.5-.5z',
);

/** 아카데미: a school roof. */
export const AcademyIcon = lineIcon(
  'AcademyIcon',
  'M2 9l10-5 10 5-10 5z',
  'M6 11v5c3 2 9 2 12 0v-5',
  'M22 9v6',
);

/** 리그: a trophy. */
export const LeagueIcon = lineIcon(
  'LeagueIcon',
  'M7 4h10v5a5 5 0 0 1-10 0z',
  'M7 6H4a3 3 0 0 0 3 4',
  'M17 6h3a3 3 0 0 1-3 4',
  'M12 14v4',
  'M8 21h8',
);
