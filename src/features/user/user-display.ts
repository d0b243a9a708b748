import type { Role, User } from '../../contract';
import { roleNames } from '../../contract/roles';

/** The phrase a member types to confirm leaving; a slip of the finger never withdraws. */
export const WITHDRAW_PHRASE = '회원탈퇴';

export const isWithdrawPhrase = (input: string): boolean => input.trim() === WITHDRAW_PHRASE;

/** Korean role names in the order the user holds them; unknown codes are left out. */
export const roleLabels = (roles: readonly Role[]): string[] =>
  roles.flatMap((role) => (role in roleNames ? [roleNames[role]] : []));

/** The linked SOOP (afreecatv) account as the info page shows it. */
export function soopLinkLabel(user: Pick<User, 'afreecatvUserId'>): { linked: boolean; text: string } {
  return user.afreecatvUserId
    ? { linked: true, text: user.afreecatvUserId }
    : { linked: false, text: '연결된 SOOP 계정이 없습니다' };
}

/** The login page with the page to come back to (SPEC section 2, `pUrl`). */
export const loginHref = (currentHref: string): string => `/login?pUrl=${encodeURIComponent(currentHref)}`;
