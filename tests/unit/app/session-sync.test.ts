import { describe, expect, it } from 'vitest';
import { errorReport } from '../../../src/app/runtime/error-reporting';
import { needsAccountReopen } from '../../../src/app/runtime/session-sync';
import { CLIENT_ERROR_BODY_MAX, ClientErrorReport } from '../../../src/contract';

const user = (uuid: string, nickname = '크루') => ({
  uuid,
  nickname,
  profile: { uri: '/img/user/profile.png' },
});

describe('session sync', () => {
  it('re-opens the worker account after the first check, logins, logouts, user changes and renames', () => {
    expect(needsAccountReopen({ reason: 'first-check', user: null, previous: null })).toBe(true);
    expect(needsAccountReopen({ reason: 'login', user: user('a'), previous: null })).toBe(true);
    expect(needsAccountReopen({ reason: 'logout', user: null, previous: user('a') })).toBe(true);
    expect(needsAccountReopen({ reason: 'check', user: user('b'), previous: user('a') })).toBe(true);
    expect(needsAccountReopen({ reason: 'check', user: user('a'), previous: user('a') })).toBe(false);
    // A rename reaches the worker, so unsent rows show the new nickname.
    expect(needsAccountReopen({ reason: 'check', user: user('a', '새이름'), previous: user('a') })).toBe(
      true,
    );
  });
});

describe('error reports', () => {
  it('keeps within the contract limits', () => {
    const error = new TypeError('x'.repeat(3000));
    const report = errorReport(error, 'https://c9.example/board/all', 'UA');
    expect(ClientErrorReport.safeParse(report).success).toBe(true);
    expect(report.message.startsWith('TypeError: xxx')).toBe(true);
    expect(errorReport('boom', '/', 'UA')).toEqual({ message: 'boom', url: '/', userAgent: 'UA' });
  });

  it('fits the server byte cap however much Korean the message and stack hold, keeping the top of the stack', () => {
    const error = new Error('오류'.repeat(1000));
    error.stack = `Error: 오류\n    at 맨위 (app.js:1:1)\n${'    at 함수 (app.js:2:2)\n'.repeat(1000)}`;
    const report = errorReport(error, `/board/${'가'.repeat(1990)}`, 'UA');
    expect(ClientErrorReport.safeParse(report).success).toBe(true);
    expect(new TextEncoder().encode(JSON.stringify(report)).byteLength).toBeLessThanOrEqual(
      CLIENT_ERROR_BODY_MAX,
    );
    expect(report.stack?.startsWith('Error: 오류\n    at 맨위')).toBe(true);
  });
});
