import { lineIcon } from '../../app';

/** The menu's icons: part of the first page, so apart from the icons only the lazy pages use. */
export const DownloadIcon = lineIcon('DownloadIcon', 'M12 3v12', 'm7 10 5 5 5-5', 'M5 21h14');
