import type { ClientFeature } from '../../app';
import { SIGNED_IN_ROLES } from '../../app';
import { TrophyIcon } from './menu-icons';
import { rankingRoutes } from './routes';

/** Rankings (/rank/point, /rank/donation): server-loaded, kept for reading offline. */
export const rankingFeature = {
  name: 'ranking',
  routes: { main: rankingRoutes },
  menus: {
    main: [
      {
        label: '랭킹',
        icon: TrophyIcon,
        match: '/rank',
        order: 36,
        roles: SIGNED_IN_ROLES,
        children: [
          { label: '포인트 랭킹', href: '/rank/point' },
          { label: '별풍선 랭킹', href: '/rank/donation' },
          { label: '포인트 드롭 랭킹', href: '/rank/point-drop' },
          { label: '엑셀 별풍선 랭킹', href: '/rank/excel-donation' },
          { label: '시그니처 랭킹', href: '/rank/signature' },
        ],
      },
    ],
  },
} satisfies ClientFeature;
