import { type Role, topicAccess } from '../../src/contract';
import { REFUSAL_MESSAGES, StompRefusal } from './refusals';

export interface Identity {
  uuid: string;
  sessionId: string;
  /** The member's roles when the socket opened: which `audience` messages it may hear. */
  roles: readonly Role[];
}

/** Throws a refusal unless `identity` (null = anonymous) may hear `destination`. */
export function authorizeSubscription(destination: string, identity: Identity | null): void {
  const access = topicAccess(destination);
  switch (access.kind) {
    case 'public':
    case 'audience':
      // Anyone may listen; each message of an audience topic reaches only those who may read it.
      return;
    case 'user':
      if (identity === null) {
        throw new StompRefusal(
          REFUSAL_MESSAGES.loginRequired,
          `anonymous socket may not subscribe to ${destination}`,
        );
      }
      if (identity.uuid !== access.uuid) {
        throw new StompRefusal(REFUSAL_MESSAGES.forbidden, `${destination} belongs to another user`);
      }
      return;
    case 'unknown':
      throw new StompRefusal(REFUSAL_MESSAGES.unknownDestination, `unknown destination ${destination}`);
  }
}
