import { loadCachedPage } from '../../data/page-cache';
import { CrewStationList, crewStationApi } from './crew-member/crew-station-api';
import { UserTablePage, userTableApi } from './user/user-table-api';
import { type UserTableSearch, userTableQuery } from './user/user-table-search';

/** The admin pages' loaders, through the page cache: each opens offline from the account's last answer. */

type Cause = 'enter' | 'stay' | 'preload';

export const loadCrewMembers = (cause: Cause) =>
  loadCachedPage({ key: 'admin/crew-member', schema: CrewStationList, cause, fetch: crewStationApi.list });

export const loadUserTable = (search: UserTableSearch, cause: Cause) =>
  loadCachedPage({
    key: `admin/user?${JSON.stringify(search)}`,
    schema: UserTablePage,
    cause,
    fetch: (quiet) => userTableApi.page(userTableQuery(search), quiet),
  });
