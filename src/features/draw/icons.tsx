import { lineIcon } from '../../app';

/** 룰렛: a wheel with its pointer. */
export const RouletteIcon = lineIcon(
  'RouletteIcon',
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  'M12 3v9l6.4 6.4M12 12l-6.4 6.4M12 12H3',
);
