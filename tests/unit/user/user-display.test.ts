import { describe, expect, it } from 'vitest';
import {
  isWithdrawPhrase,
  loginHref,
  roleLabels,
  soopLinkLabel,
  WITHDRAW_PHRASE,
} from '../../../src/features/user/user-display';
import { formatPoint } from '../../../src/lib/point-format';

describe('roleLabels', () => {
  it('names every role in Korean, in the order held', () => {
    expect(roleLabels(['ADMIN', 'USER'])).toEqual(['관리자', '사용자']);
    expect(roleLabels(['C9', 'EXCEL', 'MANAGER'])).toEqual(['씨나인멤버', '엑셀관리', '매니저']);
  });

  it('is empty for no roles', () => {
    expect(roleLabels([])).toEqual([]);
  });
});

describe('formatPoint', () => {
  it('groups thousands and adds P', () => {
    expect(formatPoint(1_200_000)).toBe('1,200,000P');
    expect(formatPoint(0)).toBe('0P');
  });
});

describe('soopLinkLabel', () => {
  it('shows the linked SOOP id', () => {
    expect(soopLinkLabel({ afreecatvUserId: 'soopfan01' })).toEqual({ linked: true, text: 'soopfan01' });
  });

  it('says when no account is linked', () => {
    expect(soopLinkLabel({ afreecatvUserId: null })).toEqual({
      linked: false,
      text: '연결된 SOOP 계정이 없습니다',
    });
  });
});

describe('loginHref', () => {
  it('carries the current page as pUrl, encoded', () => {
    expect(loginHref('/board/free?page=2')).toBe('/login?pUrl=%2Fboard%2Ffree%3Fpage%3D2');
  });
});

describe('isWithdrawPhrase', () => {
  it('accepts the exact phrase, ignoring surrounding spaces', () => {
    expect(isWithdrawPhrase(WITHDRAW_PHRASE)).toBe(true);
    expect(isWithdrawPhrase(`  ${WITHDRAW_PHRASE} `)).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isWithdrawPhrase('')).toBe(false);
    expect(isWithdrawPhrase('회원 탈퇴')).toBe(false);
    expect(isWithdrawPhrase('탈퇴')).toBe(false);
  });
});
