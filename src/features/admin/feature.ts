import type { ClientFeature } from '../../app';
import { MANAGER_OR_HIGHER, STAFF_ACTION_READERS } from '../../contract/roles';
import { BoardIcon, RecordIcon, ShieldIcon, UsersIcon } from './menu-icons';
import { adminRoutes } from './routes';

export const adminFeature = {
  name: 'admin',
  routes: { admin: adminRoutes },
  menus: {
    admin: [
      { label: '크루 멤버', icon: UsersIcon, href: '/admin/crew-member', order: 10 },
      { label: '사용자', icon: ShieldIcon, href: '/admin/user', order: 20 },
      { label: '게시판', icon: BoardIcon, href: '/admin/board', order: 25 },
      {
        label: '운영 기록',
        icon: RecordIcon,
        href: '/admin/staff-action',
        order: 26,
        roles: STAFF_ACTION_READERS,
      },
    ],
    user: [{ label: '관리자 페이지', icon: ShieldIcon, href: '/admin', order: 60, roles: MANAGER_OR_HIGHER }],
  },
} satisfies ClientFeature;
