import { describe, expect, it } from 'vitest';
import { isSupportedBrowser } from '../../../src/app/router/browser-support';
import { HttpError } from '../../../src/data/http';
import { LOGIN_FAILED_MESSAGE, loginErrorMessage } from '../../../src/features/auth/login-form';
import { RegisterForm } from '../../../src/features/auth/register-form';
import { safeReturnPath } from '../../../src/features/auth/safe-return';
import { chromeIntentUrl } from '../../../src/features/pages/chrome-intent';

describe('auth helpers', () => {
  it('returns only to paths of this app', () => {
    expect(safeReturnPath('/user/me/notification?tab=1')).toBe('/user/me/notification?tab=1');
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath('//evil.example/')).toBe('/');
    expect(safeReturnPath('/login?pUrl=/x')).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
  });

  it('shows the fixed message for a refused pair and the network text otherwise', () => {
    expect(loginErrorMessage(new HttpError({ status: 401, message: 'x', kind: 'response' }))).toBe(
      LOGIN_FAILED_MESSAGE,
    );
    const network = new HttpError({ status: 0, message: '네트워크 오류', kind: 'network' });
    expect(loginErrorMessage(network)).toBe('네트워크 오류');
    // Slowed down: the wait the server names, not a wrong password.
    const wait = '로그인 시도가 너무 많습니다. 3초 후에 다시 시도해 주세요.';
    expect(loginErrorMessage(new HttpError({ status: 429, message: wait, kind: 'response' }))).toBe(wait);
  });

  it('checks the typed-again password and the agreement with the contract rules', () => {
    const base = {
      username: 'newfan',
      nickname: '새팬',
      password: 'c9fan2025',
      passwordConfirm: 'c9fan2025',
    };
    expect(RegisterForm.safeParse({ ...base, agree: true }).success).toBe(true);
    const issues = RegisterForm.safeParse({ ...base, passwordConfirm: 'other123', agree: false }).error
      ?.issues;
    expect(issues?.map((issue) => issue.path[0]).sort()).toEqual(['agree', 'passwordConfirm']);
  });
});

describe('browser support', () => {
  const chrome =
    'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
  const webView =
    'Mozilla/5.0 (Linux; Android 14; SM-S918N; wv) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';

  it('sends embedded webviews and browsers without IndexedDB or workers away', () => {
    expect(isSupportedBrowser({ userAgent: chrome, indexedDB: true, worker: true })).toBe(true);
    expect(isSupportedBrowser({ userAgent: webView, indexedDB: true, worker: true })).toBe(false);
    expect(isSupportedBrowser({ userAgent: chrome, indexedDB: false, worker: true })).toBe(false);
    expect(isSupportedBrowser({ userAgent: chrome, indexedDB: true, worker: false })).toBe(false);
  });

  it('builds a Chrome intent for the same address', () => {
    expect(chromeIntentUrl('https://c9.example/board/all?x=1')).toBe(
      'intent://c9.example/board/all?x=1#Intent;scheme=https;package=com.android.chrome;end',
    );
  });
});
