import { lineIcon } from '../../app';

/** 게임: a game pad. */
export const GameIcon = lineIcon(
  'GameIcon',
  'M6 8h12a4 4 0 0 1 4 4v1a4 4 0 0 1-7.2 2.4L14 14h-4l-.8 1.4A4 4 0 0 1 2 13v-1a4 4 0 0 1 4-4z',
  'M7 10.5v3M5.5 12h3M15.5 11.5h.01M17.5 13h.01',
);
