import { product } from './product';

/**
 * The roles and who holds which rights, as plain values: the first page (menus, guards) reads
 * them without loading zod. `Role` in ./user is the schema over the same list.
 */
export const ROLES = ['ADMIN', 'MANAGER', 'USER', 'EXCEL', product.code] as const;
export type Role = (typeof ROLES)[number];

export const roleNames: Record<Role, string> = {
  ADMIN: '관리자',
  MANAGER: '매니저',
  USER: '사용자',
  EXCEL: '엑셀관리',
  [product.code]: product.memberRoleName,
};

/** SPEC section 6 "manager-or-higher": who reaches the admin pages and their endpoints. */
export const MANAGER_OR_HIGHER: readonly Role[] = ['ADMIN', 'MANAGER'];

/** Roles that write without a linked SOOP account: staff and crew (SPEC section 1 asks only USERs to link). */
export const SOOP_LINK_EXEMPT: readonly Role[] = ['ADMIN', 'MANAGER', 'EXCEL', product.code];

/** Whether this member must link a SOOP account before the server takes their posts. */
export const needsSoopLink = (user: { roles: readonly Role[]; afreecatvUserId: string | null }): boolean =>
  !user.afreecatvUserId && !user.roles.some((role) => SOOP_LINK_EXEMPT.includes(role));

/**
 * Why the server refuses such a member what pays points or prizes (check-in, point sends, claim
 * codes, drops, draws, the roulette, rewards, predictions): as for writing, a linked SOOP account
 * (one per account) keeps throwaway accounts out of the events.
 */
export const SOOP_LINK_FOR_EVENTS_MESSAGE = 'SOOP 계정을 연동하면 포인트와 경품 이벤트에 참여할 수 있습니다.';

/** Who runs excel sessions and edits signatures (SPEC section 6: the EXCEL check, and staff). */
export const EXCEL_STAFF: readonly Role[] = ['ADMIN', 'MANAGER', 'EXCEL'];

/** PRODUCT.md "The emoticon shop": crew members and staff list packs; admins approve or hide them. */
export const STORE_SELLER_ROLES: readonly Role[] = ['ADMIN', 'MANAGER', product.code];
export const STORE_REVIEWER_ROLES: readonly Role[] = ['ADMIN'];

/** Who reads the record of staff actions (`./audit`): admins, who oversee the managers it records. */
export const STAFF_ACTION_READERS: readonly Role[] = ['ADMIN'];
