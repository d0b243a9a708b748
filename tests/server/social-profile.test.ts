import { describe, expect, it } from 'vitest';
import { parseProfile } from '../../server/modules/social/profile';

/** Each provider's profile answer (SOOP.md) read into one shape; error bodies and missing ids give nothing. */
describe('social profile shapes', () => {
  it('NAVER: the response id, nickname and e-mail; resultcode other than 00 is no profile', () => {
    expect(
      parseProfile('naver', {
        resultcode: '00',
        message: 'success',
        response: { id: 'abc123', nickname: '팬', email: 'Fan@Naver.com', profile_image: 'https://x/y.png' },
      }),
    ).toEqual({
      providerUserId: 'abc123',
      user: {
        provider: 'NAVER',
        name: '팬',
        email: 'fan@naver.com',
        profileImage: 'https://x/y.png',
        afreecatvUserId: null,
      },
    });
    expect(parseProfile('naver', { resultcode: '024', message: 'Authentication failed' })).toBeNull();
    expect(parseProfile('naver', '<html>점검 중</html>')).toBeNull();
  });

  it('KAKAO: a numeric id, and the e-mail only when KAKAO says it is valid and verified', () => {
    const answer = (verified: boolean) => ({
      id: 1234567890,
      kakao_account: {
        profile: { nickname: '카카오팬', profile_image_url: 'http://k.kakaocdn.net/p.jpg' },
        email: 'fan@kakao.com',
        is_email_valid: true,
        is_email_verified: verified,
      },
    });
    expect(parseProfile('kakao', answer(true))).toMatchObject({
      providerUserId: '1234567890',
      user: { provider: 'KAKAO', name: '카카오팬', email: 'fan@kakao.com' },
    });
    expect(parseProfile('kakao', answer(false))?.user.email).toBeNull();
    // No profile consent: still a member, with a stand-in name.
    expect(parseProfile('kakao', { id: 42 })).toMatchObject({
      providerUserId: '42',
      user: { name: '카카오 회원', email: null, profileImage: null },
    });
  });

  it('SOOP: the user_id is the SOOP id to link; without one there is no account to key on', () => {
    expect(
      parseProfile('afreecatv', {
        result: 1,
        data: { user_id: 'SoopFan01', user_nick: '숲팬', profile_image: '//stimg.sooplive.co.kr/a.jpg' },
      }),
    ).toEqual({
      providerUserId: 'soopfan01',
      user: {
        provider: 'AFREECATV',
        name: '숲팬',
        email: null,
        profileImage: 'https://stimg.sooplive.co.kr/a.jpg',
        afreecatvUserId: 'soopfan01',
      },
    });
    expect(parseProfile('afreecatv', { result: 1, data: { user_nick: '숲팬' } })).toBeNull();
    expect(parseProfile('afreecatv', { result: -1, message: '유효하지 않은 토큰입니다.' })).toBeNull();
  });
});
