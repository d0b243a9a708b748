import { showConfirm } from '../../app';
import { appStorage, session } from '../../data/http';
import { SOOP_CONNECT_PATH } from '../../lib/soop-connect-path';
import {
  formInProgress,
  gameInPlay,
  isQuietPath,
  LINK_PROMPT_DELAY_MS,
  LINK_PROMPT_TEXT,
  shouldAskToLink,
} from './link-prompt';

/**
 * The linking prompt of SPEC section 1: 5 s after the app starts (or after a login) a plain
 * member without a linked SOOP account is asked once; the time is stored before asking, so a
 * reload while the modal is open does not ask again.
 */
export function startLinkPrompt(deps: {
  pathname: () => string;
  navigate: (path: string) => void;
}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const ask = async (): Promise<void> => {
    const { user } = session.getSnapshot();
    const lastAskedAt = appStorage.read('user').afreecaAuthCheckTime;
    const pathname = deps.pathname();
    // Not on the linking or sign-in pages, nor over a form being typed or a game being played: ask
    // once the member moved on.
    if (isQuietPath(pathname) || formInProgress(pathname, document.activeElement) || gameInPlay(pathname)) {
      if (shouldAskToLink(user, lastAskedAt, Date.now(), '/')) schedule();
      return;
    }
    if (!shouldAskToLink(user, lastAskedAt, Date.now(), pathname)) return;
    appStorage.update('user', (prefs) => ({
      ...prefs,
      afreecaAuthCheckTime: Date.now(),
    }));
    if (await showConfirm(LINK_PROMPT_TEXT, { title: 'SOOP 계정 연동' })) deps.navigate(SOOP_CONNECT_PATH);
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void ask(), LINK_PROMPT_DELAY_MS);
  };

  const stop = session.subscribe(({ reason, user }) => {
    if (user && (reason === 'first-check' || reason === 'login')) schedule();
    if (!user) clearTimeout(timer);
  });
  if (session.getSnapshot().user) schedule();

  return () => {
    clearTimeout(timer);
    stop();
  };
}
