import type { SocialRegistrationId } from '../../../contract/social';

/** Each provider's button in its own brand colours (NAVER green, KAKAO yellow, SOOP blue). */
export const PROVIDER_STYLE: Record<
  SocialRegistrationId,
  { label: string; mark: string; bg: string; color: string; hover: string }
> = {
  naver: { label: '네이버로 로그인', mark: 'N', bg: '#03C75A', color: '#FFFFFF', hover: '#02b351' },
  kakao: { label: '카카오로 로그인', mark: 'K', bg: '#FEE500', color: '#191919', hover: '#f2da00' },
  afreecatv: { label: 'SOOP으로 로그인', mark: 'S', bg: '#0545B1', color: '#FFFFFF', hover: '#043b99' },
};
