import { lineIcon } from '../../app';

export const UserIcon = lineIcon(
  'UserIcon',
  'M20 21a8 8 0 0 0-16 0',
  'M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
);
export const LockIcon = lineIcon(
  'LockIcon',
  'M5 11h14a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1z',
  'M8 11V7a4 4 0 0 1 8 0v4',
);
export const LogoutIcon = lineIcon(
  'LogoutIcon',
  'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4',
  'm16 17 5-5-5-5',
  'M21 12H9',
);
export const LoginIcon = lineIcon(
  'LoginIcon',
  'M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4',
  'm10 17 5-5-5-5',
  'M15 12H3',
);
export const BanIcon = lineIcon('BanIcon', 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'm4.9 4.9 14.2 14.2');
