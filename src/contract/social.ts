import { z } from 'zod';
import { Nickname, SocialProvider, Username } from './user';

/**
 * Social login (SPEC sections 3, 4 and 7). The provider's authorization-code flow runs on the
 * server; the page only ever holds a one-time social token naming the finished flow, never the
 * provider's own token.
 */

/** The provider as it appears in paths and the payload's `registrationId`: lower-cased. */
export const SocialRegistrationId = z.enum(['naver', 'kakao', 'afreecatv']);
export type SocialRegistrationId = z.infer<typeof SocialRegistrationId>;

export const providerOf = (id: SocialRegistrationId): SocialProvider => id.toUpperCase() as SocialProvider;
export const registrationIdOf = (provider: SocialProvider): SocialRegistrationId =>
  provider.toLowerCase() as SocialRegistrationId;

/** What people read for each provider. */
export const socialProviderNames: Record<SocialProvider, string> = {
  NAVER: '네이버',
  KAKAO: '카카오',
  AFREECATV: 'SOOP',
};

/** What the provider told us of the person; `email` only when the provider verified it. */
export const SocialUser = z.object({
  provider: SocialProvider,
  name: z.string(),
  email: z.string().nullable(),
  profileImage: z.string().nullable(),
  /** The SOOP id a SOOP (AFREECATV) login proves; linked at once. */
  afreecatvUserId: z.string().nullable(),
});
export type SocialUser = z.infer<typeof SocialUser>;

const formFlag = z.enum(['true', 'false', '']).optional();

/** SPEC section 3's social login payload, form-encoded; `accessToken` is the one-time social token. */
export const SocialLoginRequest = z.object({
  registrationId: SocialRegistrationId.default('naver'),
  accessToken: z.string().min(1).max(200),
  rememberMe: formFlag,
  idToken: z.string().max(4000).optional(),
  name: z.string().max(100).optional(),
  /** Yes to "add the social login to the existing account" (or, signed in, to this account). */
  addProvider: formFlag,
});
export type SocialLoginRequest = z.infer<typeof SocialLoginRequest>;

/** `login`: signed in; `addProvider`: an account already exists, ask; `register`: no account yet. */
export const SocialLoginType = z.enum(['login', 'addProvider', 'register']);
export type SocialLoginType = z.infer<typeof SocialLoginType>;

export const SocialLoginResponse = z.object({
  result: z.boolean(),
  type: SocialLoginType,
  /** The social token again, for /register to finish with. */
  token: z.string().nullable(),
  socialUser: SocialUser,
  /**
   * With `addProvider`: the account was found by an e-mail, which proves nothing of who owns it.
   * Only its owner adds the provider, by signing in to it first (a password, or a provider
   * already linked); the page keeps the social token and adds it once they are signed in.
   */
  needsSignIn: z.boolean(),
});
export type SocialLoginResponse = z.infer<typeof SocialLoginResponse>;

export const SocialTokenResponse = z.object({ social: SocialUser });

export const SocialRegisterRequest = z.object({
  token: z.string().min(1).max(200),
  username: Username,
  nickname: Nickname,
});
export type SocialRegisterRequest = z.infer<typeof SocialRegisterRequest>;

/**
 * Query names of the pages the flow comes back to: `/login` and `/user/me/info` get the social
 * token; `/register` gets it with the social user's details.
 */
export const SOCIAL_QUERY = {
  token: 'socialToken',
  provider: 'provider',
  /** Set only for a provider that did not answer in time; every other failure shows nothing. */
  error: 'socialError',
  name: 'name',
  email: 'email',
} as const;

export const SOCIAL_TIMEOUT = 'timeout';

/** The login page while a provider waits to be added to the account its owner is signing in to. */
export const signInToLinkMessage = (providerName: string) =>
  `${providerName} 로그인을 기존 계정에 연결하려면 먼저 그 계정으로 로그인해 주세요. 비밀번호나 이미 연결한 소셜 로그인으로 로그인하면 바로 연결됩니다.`;

export const SOCIAL_MESSAGES = {
  existing: '이미 가입된 계정이 있습니다. 소셜 로그인 정보를 추가하시겠습니까?',
  useExisting: '이미 가입된 계정으로 로그인해 주세요.',
  /** Said (as the server's 403) when adding is asked for without signing in to that account. */
  signInFirst: '기존 계정에 연결하려면 먼저 그 계정으로 로그인해 주세요.',
  timeout: '로그인 서비스의 응답이 늦어 로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;
