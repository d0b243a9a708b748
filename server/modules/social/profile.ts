import { z } from 'zod';
import type { SocialRegistrationId, SocialUser } from '../../../src/contract/social';
import { providerOf } from '../../../src/contract/social';

/** A provider's answer read into who the person is there. */
export interface SocialProfile {
  providerUserId: string;
  user: SocialUser;
}

const text = z.string().trim().min(1).max(200);
const optionalText = text.nullish().catch(null);

const NaverProfile = z.object({
  resultcode: z.literal('00'),
  response: z.object({
    id: text,
    nickname: optionalText,
    name: optionalText,
    email: optionalText,
    profile_image: optionalText,
  }),
});

const KakaoProfile = z.object({
  id: z.union([z.number().int(), text]),
  kakao_account: z
    .object({
      profile: z.object({ nickname: optionalText, profile_image_url: optionalText }).nullish().catch(null),
      email: optionalText,
      is_email_valid: z.boolean().nullish().catch(null),
      is_email_verified: z.boolean().nullish().catch(null),
    })
    .nullish()
    .catch(null),
});

/** SOOP's answer may lack `user_id` (SOOP.md); without it there is no account to key on. */
const SoopProfile = z.object({
  result: z.literal(1),
  data: z.object({
    user_id: z
      .string()
      .trim()
      .regex(/^[a-z0-9_]{3,40}$/i),
    user_nick: optionalText,
    station_name: optionalText,
    profile_image: optionalText,
  }),
});

const httpsImage = (url: string | null | undefined) => {
  if (!url) return null;
  const absolute = url.startsWith('//') ? `https:${url}` : url;
  return /^https?:\/\//.test(absolute) ? absolute : null;
};

/**
 * Reads one provider's profile answer; null when it is not a usable answer (an error body, no id).
 * An e-mail is kept only when the provider vouches for it: KAKAO says so per field; NAVER gives
 * the address of the NAVER account itself; SOOP gives none.
 */
export function parseProfile(id: SocialRegistrationId, body: unknown): SocialProfile | null {
  const provider = providerOf(id);
  if (id === 'naver') {
    const parsed = NaverProfile.safeParse(body);
    if (!parsed.success) return null;
    const r = parsed.data.response;
    return {
      providerUserId: r.id,
      user: {
        provider,
        name: r.nickname ?? r.name ?? '네이버 회원',
        email: r.email?.toLowerCase() ?? null,
        profileImage: httpsImage(r.profile_image),
        afreecatvUserId: null,
      },
    };
  }
  if (id === 'kakao') {
    const parsed = KakaoProfile.safeParse(body);
    if (!parsed.success) return null;
    const account = parsed.data.kakao_account;
    const verified = account?.is_email_valid === true && account.is_email_verified === true;
    return {
      providerUserId: String(parsed.data.id),
      user: {
        provider,
        name: account?.profile?.nickname ?? '카카오 회원',
        email: verified && account?.email ? account.email.toLowerCase() : null,
        profileImage: httpsImage(account?.profile?.profile_image_url),
        afreecatvUserId: null,
      },
    };
  }
  const parsed = SoopProfile.safeParse(body);
  if (!parsed.success) return null;
  const d = parsed.data.data;
  const soopId = d.user_id.toLowerCase();
  return {
    providerUserId: soopId,
    user: {
      provider,
      name: d.user_nick ?? d.station_name ?? soopId,
      email: null,
      profileImage: httpsImage(d.profile_image),
      afreecatvUserId: soopId,
    },
  };
}
