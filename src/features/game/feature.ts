import type { ClientFeature } from '../../app';
import { GameIcon } from './menu-icons';
import { QueuedScoresEffect } from './QueuedScoresEffect';
import { gameRoutes } from './routes';

/** Games with verified scores (PRODUCT.md "Games"): each game's page and leaderboards, and offline games' scores. */
export const gameFeature = {
  name: 'game',
  routes: { main: gameRoutes },
  menus: {
    main: [
      {
        label: '게임',
        icon: GameIcon,
        match: '/game',
        order: 36.5,
        children: [
          { label: '사과 게임', href: '/game/apple' },
          { label: '똥 피하기', href: '/game/stickmanpoop' },
          { label: '오목', href: '/game/omok-simulator' },
          { label: '알까기', href: '/game/alkkagi-simulator' },
        ],
      },
    ],
  },
  MainLayoutEffect: QueuedScoresEffect,
} satisfies ClientFeature;
