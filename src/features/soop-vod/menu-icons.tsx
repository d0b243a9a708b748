import { lineIcon } from '../../app';

/** The menu's icons: part of the first page, so apart from the icons only the lazy pages use. */

/** 클립 요청: a clapperboard. */
export const ClipIcon = lineIcon(
  'ClipIcon',
  'M3 10h18v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  'M3 10l1-4.5 16-3 1 4.5M8 5l2.5 4M13.5 4l2.5 4',
);

/** 채팅 모먼트 (admin): a chat bubble with a mark. */
export const ChatMomentIcon = lineIcon(
  'ChatMomentIcon',
  'M4 5h16v11H9l-5 4z',
  'M12 7.5l.9 1.8 2 .3-1.45 1.4.35 2-1.8-.95-1.8.95.35-2L9.1 9.6l2-.3z',
);
