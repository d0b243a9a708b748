import { MemberProfile, memberEndpoints } from '../../contract';
import { http } from '../../data/http';
import { loadCachedPage } from '../../data/page-cache';

/** A member's profile through the page cache: it opens offline from the account's last answer. */
export const loadMemberProfile = (userUuid: string, cause: 'enter' | 'stay' | 'preload') =>
  loadCachedPage({
    key: `member/${userUuid}`,
    schema: MemberProfile,
    cause,
    fetch: (quiet) =>
      http.call(memberEndpoints.profile, { params: { id: userUuid } }, { suppressAlert: quiet }),
  });
