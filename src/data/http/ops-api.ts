import { apiPath } from '../../contract/api-paths';
import type { HttpClient } from './http-client';
import { laterSchema } from './later-schema';
import { API_PATHS } from './paths';

const Health = laterSchema((contract) => contract.Health);
const ActiveSessions = laterSchema((contract) => contract.ActiveSessions);
const VersionFile = laterSchema((contract) => contract.VersionFile);
const Services = laterSchema((contract) => contract.Services);

/**
 * The operational polls of SPEC section 7. They run on timers while the tab is visible, so a
 * failure is never alerted (SPEC section 8): the next tick simply tries again.
 */
const polling = { suppressAlert: true, skipSessionCheck: true } as const;

export const createOpsApi = (http: HttpClient) => ({
  health: () => http.get(API_PATHS.health, { ...polling, schema: Health }),
  activeSessions: () => http.get(apiPath('activeSockets'), { ...polling, schema: ActiveSessions }),
  /** The query string keeps caches and the service worker from answering with an old file. */
  version: () => http.get('/version.json', { ...polling, query: { t: Date.now() }, schema: VersionFile }),
  services: () => http.get(apiPath('services'), { ...polling, schema: Services }),
});
