import { browserStorage, createAppStorage } from '../../lib/storage';
import { createDeviceIdSource } from './device-id';
import { createHttpClient } from './http-client';
import { createLastUserStore } from './last-user';
import { createOpsApi } from './ops-api';
import { createSessionApi } from './session-api';
import { createSessionMark } from './session-mark';
import { createSessionStore } from './session-store';

/**
 * The browser's data-side singletons: local storage, session, HTTP client. The UI plugs its
 * alert modal in with `configureHttp` at start; until then alerts wait, so an error during the
 * first paint is still shown once the modal host is mounted.
 */

let alertHandler: ((message: string) => void) | null = null;
const pendingAlerts: string[] = [];
let sessionLostHandler = () => globalThis.location.reload();

export const session = createSessionStore({
  fetchMe: () => sessionApi.fetchMe(),
  lastUser: createLastUserStore(browserStorage()),
  sessionMark: createSessionMark(),
  onSessionLost: () => sessionLostHandler(),
});

export const appStorage = createAppStorage(browserStorage(), () => session.getSnapshot().user?.uuid ?? null);

session.subscribe(({ reason, user, previous }) => {
  if (user?.uuid !== previous?.uuid) appStorage.handleUserChange();
  // A member who logs out leaves no server-loaded pages behind for the next user of the device.
  // (The page cache loads on demand: it is not part of the first page.)
  if (reason === 'logout' && previous)
    void import('../page-cache/forget-account')
      .then((cache) => cache.forgetAccount(previous.uuid))
      .catch(() => undefined);
});

export const http = createHttpClient({
  fetch: (request) => fetch(request),
  alert: (message) => {
    if (alertHandler) alertHandler(message);
    else pendingAlerts.push(message);
  },
  getDeviceId: createDeviceIdSource(appStorage),
  beforeRequest: () => session.ensureFresh(),
});

export const sessionApi = createSessionApi(http, session);
export const opsApi = createOpsApi(http);

export function configureHttp(options: {
  alert: (message: string) => void;
  onSessionLost?: () => void;
}): void {
  alertHandler = options.alert;
  if (options.onSessionLost) sessionLostHandler = options.onSessionLost;
  for (const message of pendingAlerts.splice(0)) options.alert(message);
}

export { createDeviceIdSource } from './device-id';
export type {
  HttpClient,
  HttpClientDeps,
  HttpMethod,
  RequestOptions,
  TypedRequestOptions,
} from './http-client';
export { createHttpClient } from './http-client';
export { HTTP_MESSAGES, HttpError, type HttpErrorKind, isHttpError } from './http-error';
export { type LaterSchema, laterSchema } from './later-schema';
export { API_PATHS } from './paths';
export type { SessionApi } from './session-api';
export {
  createSessionStore,
  SESSION_TIMING,
  type SessionChange,
  type SessionState,
  type SessionStore,
} from './session-store';
