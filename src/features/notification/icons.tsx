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

export const BellIcon = line(
  'BellIcon',
  'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9',
  'M10.3 21a1.94 1.94 0 0 0 3.4 0',
);
export const CheckAllIcon = line('CheckAllIcon', 'M18 6 7 17l-5-5', 'm22 10-7.5 7.5L13 16');
export const ExternalIcon = line(
  'ExternalIcon',
  'M15 3h6v6',
  'M10 14 21 3',
  'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
);
export const ChevronRightIcon = line('ChevronRightIcon', 'm9 18 6-6-6-6');
