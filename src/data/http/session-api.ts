import type { LoginRequest, User } from '../../contract';
import type { HttpClient } from './http-client';
import { laterSchema } from './later-schema';
import { API_PATHS } from './paths';
import type { SessionStore } from './session-store';

const UserAnswer = laterSchema((contract) => contract.UserAnswer);

export function createSessionApi(http: HttpClient, session: SessionStore) {
  const logoutTasks = new Set<() => Promise<unknown>>();
  return {
    /** The user check's request. Failures are never alerted: this call polls. */
    fetchMe: () =>
      http.get(API_PATHS.me, {
        suppressAlert: true,
        skipSessionCheck: true,
        unqueued: true,
        schema: UserAnswer,
      }),

    /**
     * Form-encoded login. Errors are not shown in the generic alert (SPEC section 7): the login
     * page shows its own message and the rejected HttpError carries the server's text.
     */
    async login(input: LoginRequest): Promise<User | null> {
      const user = await http.post(API_PATHS.login, {
        form: { 'remember-me': 'true', ...input },
        suppressAlert: true,
        schema: UserAnswer,
      });
      if (user) session.signedIn(user);
      return user;
    },

    /**
     * Work that needs the session on the way out (SPEC section 4: the device token and the push
     * subscription are removed before logging out). Returns the unregister function.
     */
    beforeLogout(task: () => Promise<unknown>): () => void {
      logoutTasks.add(task);
      return () => logoutTasks.delete(task);
    },

    /** Signed out locally even when the call fails: the user asked to leave. */
    async logout(): Promise<void> {
      await Promise.allSettled([...logoutTasks].map((task) => task()));
      try {
        await http.post(API_PATHS.logout, { suppressAlert: true });
      } finally {
        session.signedOut();
      }
    },
  };
}

export type SessionApi = ReturnType<typeof createSessionApi>;
