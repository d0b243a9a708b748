import { createIcon } from '@chakra-ui/react';

/** Line icons on the shell's 24 px grid (2 px stroke, round caps), sized like text. */
const line = (displayName: string, ...paths: string[]) =>
  createIcon({
    displayName,
    defaultProps: { boxSize: '1em' },
    path: (
      <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
    ),
  });

export const UserIcon = line('UserIcon', 'M20 21a8 8 0 0 0-16 0', 'M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10z');
export const LockIcon = line(
  'LockIcon',
  'M5 11h14a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1z',
  'M8 11V7a4 4 0 0 1 8 0v4',
);
export const LogoutIcon = line(
  'LogoutIcon',
  'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4',
  'm16 17 5-5-5-5',
  'M21 12H9',
);
export const LoginIcon = line(
  'LoginIcon',
  'M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4',
  'm10 17 5-5-5-5',
  'M15 12H3',
);
export const BanIcon = line('BanIcon', 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'm4.9 4.9 14.2 14.2');
export const SettingsIcon = line(
  'SettingsIcon',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.4 9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z',
);
