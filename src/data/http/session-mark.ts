import { SESSION_MARK_COOKIE } from '../../contract/session-names';

/**
 * The server's readable mark beside the session cookie (contract `SESSION_MARK_COOKIE`). Where
 * there is no document (Node, a worker) nothing is known: it counts as present, so the check asks.
 */
export function createSessionMark(
  doc: () => Pick<Document, 'cookie'> | undefined = () => globalThis.document,
) {
  return {
    present: () => {
      const cookie = doc()?.cookie;
      return (
        cookie === undefined || cookie.split('; ').some((pair) => pair.startsWith(`${SESSION_MARK_COOKIE}=`))
      );
    },
    // The server answered that there is no session: the mark is stale.
    clear: () => {
      const target = doc();
      if (target) target.cookie = `${SESSION_MARK_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    },
  };
}
