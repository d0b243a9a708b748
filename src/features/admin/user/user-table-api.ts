import { apiPath, type TableQuery, tableResponse, UserTableRow } from '../../../contract';
import { http } from '../../../data/http';

export const UserTablePage = tableResponse(UserTableRow);

/** The admin user table and removing a member's SOOP link (SPEC section 7 "Platform account link"). */
export const userTableApi = {
  /** `quiet`: a failure is not alerted, the page shows its kept table with the stale mark. */
  page: (query: TableQuery, quiet = false) =>
    http.get(apiPath('userTable'), { query, schema: UserTablePage, suppressAlert: quiet }),
  removeSoopLink: (userUuid: string) => http.delete(apiPath('userSoopLink', { id: userUuid })),
};
