import { useSyncExternalStore } from 'react';
import { type SessionState, session } from '../../data/http';

/** The signed-in user and whether the first check has answered. */
export const useSession = (): SessionState =>
  useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
