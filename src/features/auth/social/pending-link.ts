import { showToast } from '../../../app';
import { providerOf, SocialRegistrationId, socialProviderNames } from '../../../contract/social';
import { refreshSession, socialLogin } from './social-api';

/**
 * A provider waiting to be added to an account its owner is signing in to (an e-mail match: only
 * the signed-in owner adds a provider). In this tab's session storage, so it outlives the sign-in,
 * which may go through another provider's pages. The token alone is useless: the server takes it
 * only beside the browser's own cookie of it.
 */
export type PendingLink = { provider: SocialRegistrationId; token: string };

const KEY = 'c9_social_pending_link';

export function savePendingLink(link: PendingLink): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(link));
  } catch {
    // Storage refused: the page still says to sign in; adding waits for another try.
  }
}

export function readPendingLink(): PendingLink | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<PendingLink> | null;
    const provider = SocialRegistrationId.safeParse(value?.provider);
    return provider.success && typeof value?.token === 'string' && value.token
      ? { provider: provider.data, token: value.token }
      : null;
  } catch {
    return null;
  }
}

export function clearPendingLink(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * Once signed in: adds the waiting provider to the account now signed in, and says so. A refusal
 * (another member's account, already linked, expired) is shown by the HTTP layer; the sign-in stands.
 */
export async function finishPendingLink(): Promise<void> {
  const link = readPendingLink();
  if (!link) return;
  clearPendingLink();
  try {
    await socialLogin(link.provider, link.token, { addProvider: true, silent: false });
  } catch {
    return;
  }
  await refreshSession();
  showToast({
    type: 'success',
    title: `${socialProviderNames[providerOf(link.provider)]} 로그인이 연결되었습니다`,
  });
}
