import { StaffActionPage, staffActionEndpoints } from '../../../contract';
import { http } from '../../../data/http';
import { type CachedPage, loadCachedPage } from '../../../data/page-cache';
import { type StaffActionSearch, staffActionQuery } from './staff-action-search';

/** One page of the record, filtered by the server; quiet when a kept answer can stand in. */
const readPage = (search: StaffActionSearch, quiet: boolean) =>
  http.call(staffActionEndpoints.page, { query: search }, { suppressAlert: quiet });

/** The route's loader, through the page cache: each filter's last answer opens offline, marked stale. */
export const loadStaffActions = (
  search: StaffActionSearch,
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<StaffActionPage>> => {
  const query = staffActionQuery(search);
  return loadCachedPage({
    key: `admin/staff-action?${query}`,
    schema: StaffActionPage,
    cause,
    fetch: (quiet) => readPage(search, quiet),
  });
};
