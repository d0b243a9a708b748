import { apiPath, User } from '../../../contract';
import {
  SOCIAL_QUERY,
  SocialLoginResponse,
  type SocialRegisterRequest,
  type SocialRegistrationId,
  SocialTokenResponse,
} from '../../../contract/social';
import { http, session, sessionApi } from '../../../data/http';

/**
 * Where a social button sends the browser: the server's authorize route, which goes on to the
 * provider. `query` comes back to the page the flow ends on (pUrl...); `link` adds the provider
 * to the signed-in member's account instead of signing in.
 */
export function authorizeHref(id: SocialRegistrationId, query: string, link = false): string {
  const params = new URLSearchParams(query);
  for (const name of Object.values(SOCIAL_QUERY)) params.delete(name);
  if (link) params.set('link', '1');
  const search = params.toString();
  return `${apiPath('socialAuthorize', { provider: id })}${search ? `?${search}` : ''}`;
}

/**
 * SPEC section 3's social login call. `silent`: a failure shows nothing (SPEC section 8, the
 * login page); the account page lets the HTTP layer say why adding was refused.
 */
export const socialLogin = (
  id: SocialRegistrationId,
  token: string,
  options: { addProvider?: boolean; silent?: boolean } = {},
) =>
  http.post(apiPath('socialLogin', { provider: id }), {
    form: {
      registrationId: id,
      accessToken: token,
      rememberMe: 'true',
      ...(options.addProvider ? { addProvider: 'true' } : {}),
    },
    suppressAlert: options.silent ?? true,
    schema: SocialLoginResponse,
  });

export const readSocialUser = (token: string) =>
  http.get(apiPath('socialToken'), {
    query: { value: token },
    suppressAlert: true,
    schema: SocialTokenResponse,
  });

/** A field error rejects without an alert; the register form puts it on its field. */
export const registerSocialAccount = (input: SocialRegisterRequest) =>
  http.post(apiPath('socialRegister'), { json: input, schema: User });

export const removeSocialLogin = (id: SocialRegistrationId) =>
  http.delete(apiPath('meSocial', { provider: id }), { schema: User });

/** The session learns who is signed in now (the social calls set the cookie, not the user). */
export async function refreshSession(): Promise<void> {
  const user = await sessionApi.fetchMe().catch(() => null);
  if (user) session.signedIn(user);
}
