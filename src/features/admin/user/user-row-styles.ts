import type { SystemStyleObject } from '@chakra-ui/react';
import { product, type Role } from '../../../contract';

/** Shared with the table's header row, so the columns line up on wide screens. */
export const USER_COLUMNS = {
  base: 'minmax(0, 1fr) auto',
  md: 'minmax(0, 1.3fr) minmax(0, 1.1fr) 8.5rem minmax(0, 1.5fr)',
};

/** Staff roles stand out; a plain member's role stays quiet. */
const ROLE_PALETTE: Record<Role, string> = {
  ADMIN: 'red',
  MANAGER: 'orange',
  EXCEL: 'green',
  USER: 'gray',
  [product.code]: 'primary',
};

const truncate = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * The member list's rows are plain elements styled once here, on the list: the rows change on
 * every keystroke, and styling each of their elements as a component cost most of a key's time.
 */
export const userListStyles: SystemStyleObject = {
  listStyleType: 'none',
  '& > li + li': { borderTopWidth: '1px' },
  '& .user-row': {
    display: 'grid',
    gridTemplateColumns: USER_COLUMNS,
    columnGap: '4',
    rowGap: '2',
    alignItems: 'center',
    px: { base: '4', md: '5' },
    py: '3',
  },
  '& .user-who': { display: 'flex', minW: '0', alignItems: 'center', gap: '2' },
  '& .user-names': { minW: '0', flex: '1' },
  '& .user-nick': { fontWeight: 'semibold', ...truncate },
  '& .user-name': { fontSize: 'sm', color: 'fg.muted', ...truncate },
  '& .user-roles': {
    gridColumn: { base: '1 / -1', md: 'auto' },
    gridRow: { base: '2', md: 'auto' },
    display: 'flex',
    flexWrap: 'wrap',
    gap: '1',
    listStyleType: 'none',
  },
  '& .user-role': {
    display: 'inline-flex',
    alignItems: 'center',
    px: '1.5',
    minH: '5',
    borderRadius: 'l1',
    fontSize: 'xs',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
  },
  ...Object.fromEntries(
    Object.entries(ROLE_PALETTE).map(([role, palette]) => [
      `& .user-role[data-role="${role}"]`,
      { bg: `${palette}.subtle`, color: `${palette}.fg` },
    ]),
  ),
  '& .user-joined': {
    fontSize: 'sm',
    color: 'fg.muted',
    whiteSpace: 'nowrap',
    textAlign: { base: 'end', md: 'start' },
  },
  '& .user-soop': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    minW: '0',
    gridColumn: { base: '1 / -1', md: 'auto' },
  },
  '& .user-soop-id': { fontSize: 'sm', color: 'fg.subtle', ...truncate },
  '& .user-soop-id[data-linked]': { color: 'fg' },
  // The row's buttons look like the theme's outline xs buttons, without a component each.
  '& .user-btn': {
    colorPalette: 'primary',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    h: '8',
    minW: '8',
    px: '2.5',
    fontSize: 'xs',
    fontWeight: 'medium',
    borderRadius: 'l2',
    borderWidth: '1px',
    borderColor: 'colorPalette.muted',
    color: 'colorPalette.fg',
    cursor: 'pointer',
    _hover: { bg: 'colorPalette.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
  '& .user-btn[data-danger]': { colorPalette: 'red' },
  // On phones the header row is hidden, so each value says what it is.
  '& .phone-label': {
    display: { base: 'inline', md: 'none' },
    fontSize: 'xs',
    color: 'fg.subtle',
    me: '1.5',
  },
};
