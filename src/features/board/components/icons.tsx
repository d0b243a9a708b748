import { lineIcon, plainLineIcon } from '../../../app';

// Plain SVG for the icons every list row repeats (see plainLineIcon); Chakra icons elsewhere.
const HEART =
  'M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7z';
export const HeartIcon = lineIcon('HeartIcon', HEART);
export const HeartMark = plainLineIcon('HeartMark', HEART);
export const EyeIcon = plainLineIcon(
  'EyeIcon',
  'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
);
export const CommentIcon = plainLineIcon(
  'CommentIcon',
  'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
);
export const BanIcon = lineIcon('BanIcon', 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'm4.9 4.9 14.2 14.2');
export const ReplyIcon = lineIcon('ReplyIcon', 'm9 17-5-5 5-5', 'M20 18v-2a4 4 0 0 0-4-4H4');
export const FlameIcon = plainLineIcon(
  'FlameIcon',
  'M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14 0-5.5 3-7 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5z',
);
export const BoldIcon = lineIcon('BoldIcon', 'M6 4h8a4 4 0 0 1 0 8H6z', 'M6 12h9a4 4 0 0 1 0 8H6z');
export const ItalicIcon = lineIcon('ItalicIcon', 'M19 4h-9', 'M14 20H5', 'M15 4 9 20');
export const LinkIcon = lineIcon(
  'LinkIcon',
  'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71',
  'M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71',
);
export const ZoomInIcon = lineIcon(
  'ZoomInIcon',
  'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z',
  'm21 21-4.35-4.35',
  'M11 8v6',
  'M8 11h6',
);
export const ZoomOutIcon = lineIcon(
  'ZoomOutIcon',
  'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z',
  'm21 21-4.35-4.35',
  'M8 11h6',
);
export const RotateIcon = lineIcon('RotateIcon', 'M21 12a9 9 0 1 1-3-6.7L21 8', 'M21 3v5h-5');
export const FlipIcon = lineIcon('FlipIcon', 'M12 3v18', 'M16 7l4 5-4 5z', 'M8 7l-4 5 4 5z');
export const DownloadIcon = lineIcon(
  'DownloadIcon',
  'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4',
  'm7 10 5 5 5-5',
  'M12 15V3',
);
export const SlidersIcon = lineIcon(
  'SlidersIcon',
  'M4 21v-7',
  'M4 10V3',
  'M12 21v-9',
  'M12 8V3',
  'M20 21v-5',
  'M20 12V3',
  'M1 14h6',
  'M9 8h6',
  'M17 16h6',
);
export const ClockIcon = lineIcon('ClockIcon', 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 6v6l4 2');
