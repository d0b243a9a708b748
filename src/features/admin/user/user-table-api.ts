import { type TableQuery, tableResponse, UserTableRow } from '../../../contract';
import { http } from '../../../data/http';

const UserTablePage = tableResponse(UserTableRow);

/** The admin user table and removing a member's SOOP link (SPEC section 7 "Platform account link"). */
export const userTableApi = {
  page: (query: TableQuery) => http.get('/api/v1/user/table', { query, schema: UserTablePage }),
  removeSoopLink: (userUuid: string) => http.delete(`/api/v1/user/${encodeURIComponent(userUuid)}/afreecatv`),
};
