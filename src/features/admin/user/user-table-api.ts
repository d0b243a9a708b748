import { apiPath, type TableQuery, tableResponse, UserDirectory, UserTableRow } from '../../../contract';
import { http } from '../../../data/http';

export const UserTablePage = tableResponse(UserTableRow);

/** The admin member lists and removing a member's SOOP link (SPEC section 7 "Platform account link"). */
export const userTableApi = {
  /** One page of the server's search: finds a member to grant a role. */
  page: (query: TableQuery) => http.get(apiPath('userTable'), { query, schema: UserTablePage }),
  /** Every member. `quiet`: a failure is not alerted, the page shows its kept list with the stale mark. */
  directory: (quiet = false) =>
    http.get(apiPath('userDirectory'), { schema: UserDirectory, suppressAlert: quiet }),
  removeSoopLink: (userUuid: string) => http.delete(apiPath('userSoopLink', { id: userUuid })),
};
