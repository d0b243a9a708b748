import type { SocialRegistrationId } from '../../../src/contract/social';
import type { SocialProviderConfig } from '../../config';

/** How one provider's OAuth 2.0 endpoints are reached and its profile is read (SOOP.md). */
export interface ProviderSpec {
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string;
  /** SOOP reads the profile by POST with the token in the form; the others by GET with Bearer. */
  profileMethod: 'GET' | 'POST';
  scope: string[];
  /** PKCE where the provider supports it (KAKAO); NAVER and SOOP take the client secret only. */
  pkce: boolean;
}

export const PROVIDER_SPECS: Record<SocialRegistrationId, ProviderSpec> = {
  naver: {
    authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize',
    tokenUrl: 'https://nid.naver.com/oauth2.0/token',
    profileUrl: 'https://openapi.naver.com/v1/nid/me',
    profileMethod: 'GET',
    scope: [],
    pkce: false,
  },
  kakao: {
    authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
    tokenUrl: 'https://kauth.kakao.com/oauth/token',
    profileUrl: 'https://kapi.kakao.com/v2/user/me',
    profileMethod: 'GET',
    scope: [],
    pkce: true,
  },
  afreecatv: {
    authorizeUrl: 'https://openapi.sooplive.co.kr/auth/code',
    tokenUrl: 'https://openapi.sooplive.co.kr/auth/token',
    profileUrl: 'https://openapi.sooplive.co.kr/user/stationinfo',
    profileMethod: 'POST',
    scope: [],
    pkce: false,
  },
};

/** The simulator's paths, under its prefix, mirror each provider's own. */
export const SIMULATED_PATHS: Record<
  SocialRegistrationId,
  { authorize: string; token: string; profile: string }
> = {
  naver: { authorize: '/naver/authorize', token: '/naver/token', profile: '/naver/v1/nid/me' },
  kakao: { authorize: '/kakao/authorize', token: '/kakao/token', profile: '/kakao/v2/user/me' },
  afreecatv: {
    authorize: '/afreecatv/auth/code',
    token: '/afreecatv/auth/token',
    profile: '/afreecatv/user/stationinfo',
  },
};

export const SIMULATOR_CLIENT = { id: 'c9-simulator', secret: 'c9-simulator-secret' } as const;

/** The endpoints and client of one provider: the settings', else the real ones, else the simulator's. */
export function resolveProvider(
  id: SocialRegistrationId,
  settings: SocialProviderConfig,
  simulatorBase: string,
): ProviderSpec & { clientId: string; clientSecret: string; simulated: boolean } {
  const spec = PROVIDER_SPECS[id];
  if (!settings.clientId) {
    const paths = SIMULATED_PATHS[id];
    return {
      ...spec,
      authorizeUrl: `${simulatorBase}${paths.authorize}`,
      tokenUrl: `${simulatorBase}${paths.token}`,
      profileUrl: `${simulatorBase}${paths.profile}`,
      clientId: SIMULATOR_CLIENT.id,
      clientSecret: SIMULATOR_CLIENT.secret,
      simulated: true,
    };
  }
  return {
    ...spec,
    authorizeUrl: settings.authorizeUrl ?? spec.authorizeUrl,
    tokenUrl: settings.tokenUrl ?? spec.tokenUrl,
    profileUrl: settings.profileUrl ?? spec.profileUrl,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    simulated: false,
  };
}
