import { SESSION_MARK_COOKIE } from '../../contract';

/** The server's readable mark beside the session cookie (contract `SESSION_MARK_COOKIE`). */
export function createSessionMark(doc: Pick<Document, 'cookie'> = document) {
  return {
    present: () => doc.cookie.split('; ').some((pair) => pair.startsWith(`${SESSION_MARK_COOKIE}=`)),
    // The server answered that there is no session: the mark is stale.
    clear: () => {
      doc.cookie = `${SESSION_MARK_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    },
  };
}
