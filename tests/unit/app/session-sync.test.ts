import { describe, expect, it } from 'vitest';
import { needsAccountReopen } from '../../../src/app/runtime/session-sync';

const user = (uuid: string) => ({ uuid });

describe('session sync', () => {
  it('re-opens the worker account after the first check, logins, logouts and user changes', () => {
    expect(needsAccountReopen({ reason: 'first-check', user: null, previous: null })).toBe(true);
    expect(needsAccountReopen({ reason: 'login', user: user('a'), previous: null })).toBe(true);
    expect(needsAccountReopen({ reason: 'logout', user: null, previous: user('a') })).toBe(true);
    expect(needsAccountReopen({ reason: 'check', user: user('b'), previous: user('a') })).toBe(true);
    expect(needsAccountReopen({ reason: 'check', user: user('a'), previous: user('a') })).toBe(false);
  });
});
