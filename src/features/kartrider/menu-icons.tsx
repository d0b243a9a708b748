import { lineIcon } from '../../app';

/** 카트라이더: a flag on a finish line. */
export const KartIcon = lineIcon('KartIcon', 'M5 21V4', 'M5 4h13l-3 4 3 4H5', 'M3 21h6');
