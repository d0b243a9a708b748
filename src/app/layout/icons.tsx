import { createIcon } from '@chakra-ui/react';

const drawing = (paths: string[]) => (
  <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
    {paths.map((d) => (
      <path key={d} d={d} />
    ))}
  </g>
);

/**
 * Line icons drawn for the shell (24 px grid, 2 px stroke, round caps). No icon font to load.
 * Marked free of side effects, so an icon module's unused icons are left out of the bundle.
 */
export const lineIcon = /* @__NO_SIDE_EFFECTS__ */ (displayName: string, ...paths: string[]) =>
  createIcon({
    displayName,
    // Sized by the surrounding font size, like text; Chakra's icon recipe sets no size.
    defaultProps: { boxSize: '1em' },
    path: drawing(paths),
  });

const PLAIN_ICON_STYLE = { flexShrink: 0, verticalAlign: 'middle' } as const;

/**
 * The same drawing as a plain `<svg>` that takes no style props: for icons repeated in every row
 * of a list, where a styled Chakra icon each would weigh on the list's first render.
 */
/* @__NO_SIDE_EFFECTS__ */
export function plainLineIcon(displayName: string, ...paths: string[]) {
  const content = drawing(paths);
  const Icon = () => (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      style={PLAIN_ICON_STYLE}
    >
      {content}
    </svg>
  );
  Icon.displayName = displayName;
  return Icon;
}

export const MenuIcon = lineIcon('MenuIcon', 'M4 6h16', 'M4 12h16', 'M4 18h16');
export const CloseIcon = lineIcon('CloseIcon', 'M18 6 6 18', 'M6 6l12 12');
export const SunIcon = lineIcon(
  'SunIcon',
  'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M12 2v2',
  'M12 20v2',
  'm4.93 4.93 1.41 1.41',
  'm17.66 17.66 1.41 1.41',
  'M2 12h2',
  'M20 12h2',
  'm6.34 17.66-1.41 1.41',
  'm19.07 4.93-1.41 1.41',
);
export const MoonIcon = lineIcon('MoonIcon', 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z');
export const ChevronsLeftIcon = lineIcon('ChevronsLeftIcon', 'm11 17-5-5 5-5', 'm18 17-5-5 5-5');
export const ChevronsRightIcon = lineIcon('ChevronsRightIcon', 'm13 17 5-5-5-5', 'm6 17 5-5-5-5');
export const ChevronDownIcon = lineIcon('ChevronDownIcon', 'm6 9 6 6 6-6');
export const PanelRightIcon = lineIcon(
  'PanelRightIcon',
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
  'M15 3v18',
);
export const ArrowLeftIcon = lineIcon('ArrowLeftIcon', 'M19 12H5', 'm12 19-7-7 7-7');
/** The magnifier of every search field. */
export const SearchIcon = lineIcon('SearchIcon', 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z', 'm21 21-4.35-4.35');
