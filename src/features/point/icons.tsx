import { lineIcon } from '../../app';

/** The avatar menu's entry for the point history: a coin. */
export const CoinIcon = lineIcon(
  'CoinIcon',
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  'M14.5 9.5c-.5-1-1.4-1.5-2.5-1.5-1.5 0-2.5.8-2.5 2s1 1.7 2.5 2 2.5.8 2.5 2-1 2-2.5 2c-1.1 0-2-.5-2.5-1.5M12 6.5V8M12 16v1.5',
);
