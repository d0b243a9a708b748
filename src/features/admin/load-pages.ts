import { UserDirectory } from '../../contract';
import { loadCachedPage } from '../../data/page-cache';
import { CrewStationList, crewStationApi } from './crew-member/crew-station-api';
import { userTableApi } from './user/user-table-api';

/** The admin pages' loaders, through the page cache: each opens offline from the account's last answer. */

type Cause = 'enter' | 'stay' | 'preload';

export const loadCrewMembers = (cause: Cause) =>
  loadCachedPage({ key: 'admin/crew-member', schema: CrewStationList, cause, fetch: crewStationApi.list });

/** The whole member list: the page filters it as the admin types, so no search reaches the server. */
export const loadUserTable = (cause: Cause) =>
  loadCachedPage({ key: 'admin/user', schema: UserDirectory, cause, fetch: userTableApi.directory });
