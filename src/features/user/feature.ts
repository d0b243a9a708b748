import type { ClientFeature } from '../../app';
import { HeaderUserMenu } from './HeaderUserMenu';
import { LockIcon, UserIcon } from './icons';
import { userRoutes } from './routes';

export const userFeature = {
  name: 'user',
  routes: { main: userRoutes },
  menus: {
    user: [
      { label: '내 정보', icon: UserIcon, href: '/user/me/info', order: 10 },
      { label: '비밀번호 변경', icon: LockIcon, href: '/user/me/password', order: 40 },
    ],
  },
  slots: { headerActions: HeaderUserMenu },
} satisfies ClientFeature;
