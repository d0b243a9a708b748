import type { ClientFeature } from '../../app';
import { CommentEmoticons, CommentEmoticonText } from './comment-slots';
import { StoreIcon } from './menu-icons';
import { storeRoutes } from './routes';

/** The emoticon shop: its pages, the comment box's emoticon button and emoticons drawn in comments. */
export const storeFeature = {
  name: 'store',
  routes: { main: storeRoutes },
  menus: { main: [{ label: '상점', icon: StoreIcon, href: '/store', order: 35 }] },
  // Their code arrives after the first page (comment-slots.tsx).
  slots: { commentEmoticons: CommentEmoticons, commentText: CommentEmoticonText },
} satisfies ClientFeature;
