import type { ClientFeature } from '../../app';
import { MANAGER_OR_HIGHER } from '../../contract/roles';
import { AcademyIcon, LeagueIcon, PlayerIcon, StarcraftIcon } from './menu-icons';
import { starcraftAdminRoutes, starcraftMainRoutes } from './routes';

/** StarCraft (PRODUCT.md "StarCraft and KartRider"): records, league and entries, and the players' admin screens. */
export const starcraftFeature = {
  name: 'starcraft',
  routes: { main: starcraftMainRoutes, admin: starcraftAdminRoutes },
  menus: {
    main: [
      {
        label: '스타크래프트',
        icon: StarcraftIcon,
        match: '/starcraft',
        order: 36.6,
        children: [
          { label: '전적', href: '/starcraft/record' },
          { label: '리플레이 분석', href: '/starcraft/replay' },
          { label: '배틀넷 기록', href: '/starcraft/bnet' },
          { label: '리그', href: '/starcraft/league' },
          { label: '리그 참가 신청', href: '/starcraft/entry' },
        ],
      },
    ],
    admin: [
      {
        label: '아카데미',
        icon: AcademyIcon,
        href: '/admin/game/academy',
        order: 31,
        roles: MANAGER_OR_HIGHER,
      },
      { label: '선수', icon: PlayerIcon, href: '/admin/game/player', order: 31.5, roles: MANAGER_OR_HIGHER },
      { label: '리그', icon: LeagueIcon, href: '/admin/game/league', order: 31.7, roles: MANAGER_OR_HIGHER },
    ],
  },
} satisfies ClientFeature;
