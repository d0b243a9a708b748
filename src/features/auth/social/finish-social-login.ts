import { showConfirm, showMessage } from '../../../app';
import { SOCIAL_MESSAGES, SOCIAL_QUERY, type SocialRegistrationId } from '../../../contract/social';
import { clearPendingLink, finishPendingLink, savePendingLink } from './pending-link';
import { refreshSession, socialLogin } from './social-api';

/**
 * Where the login page goes once a finished flow is answered; `signInToLink`: the person said yes
 * to adding it to an account found by e-mail, which they must sign in to first (the page says so).
 */
export type SocialLoginOutcome =
  | { kind: 'signedIn' }
  | { kind: 'register'; to: string }
  | { kind: 'signInToLink' }
  | { kind: 'stay' };

const started = new Map<string, Promise<SocialLoginOutcome>>();

/**
 * SPEC section 4's outcomes for a finished flow: signed in; an existing account, asked whether to
 * add the provider (yes retries with addProvider, no says to sign in with that account; an account
 * found by e-mail is only added to by its owner, once signed in, so yes keeps the token for then); or
 * /register with the social user's details and the page's query. A failure shows nothing.
 * Once per token: a second mount of the page (React's dev double run) shares the first answer.
 */
export function finishSocialLogin(
  id: SocialRegistrationId,
  token: string,
  currentQuery: string,
): Promise<SocialLoginOutcome> {
  let pending = started.get(token);
  if (!pending) {
    pending = run(id, token, currentQuery);
    started.set(token, pending);
  }
  return pending;
}

async function run(
  id: SocialRegistrationId,
  token: string,
  currentQuery: string,
): Promise<SocialLoginOutcome> {
  try {
    let answer = await socialLogin(id, token);
    if (answer.type === 'addProvider') {
      if (!(await showConfirm(SOCIAL_MESSAGES.existing))) {
        clearPendingLink();
        await showMessage(SOCIAL_MESSAGES.useExisting);
        return { kind: 'stay' };
      }
      if (answer.needsSignIn) {
        savePendingLink({ provider: id, token });
        return { kind: 'signInToLink' };
      }
      answer = await socialLogin(id, token, { addProvider: true });
    }
    if (answer.result) {
      await refreshSession();
      // Signed in with a provider already linked: the one waiting for this account joins it now.
      await finishPendingLink();
      return { kind: 'signedIn' };
    }
    // A new account is not the one the waiting provider was meant for.
    clearPendingLink();
    const query = new URLSearchParams(currentQuery);
    query.set(SOCIAL_QUERY.token, token);
    query.set(SOCIAL_QUERY.provider, id);
    query.set(SOCIAL_QUERY.name, answer.socialUser.name);
    if (answer.socialUser.email) query.set(SOCIAL_QUERY.email, answer.socialUser.email);
    else query.delete(SOCIAL_QUERY.email);
    return { kind: 'register', to: `/register?${query}` };
  } catch {
    return { kind: 'stay' };
  }
}
