import { describe, expect, it } from 'vitest';
import { dataWorkerName } from '../../src/lib/data-worker-name';
import { accountToOpenOf } from '../../workers/account-to-open';

describe('data worker name', () => {
  const uuid = '11111111-2222-4333-8444-555555555555';

  it('carries the account to open, or none', () => {
    const account = {
      user: { uuid, nickname: '앨리스 "A"', profileUri: '/img/a b.png' },
      deviceId: 'device',
      alerts: { live: false, notice: true },
    };
    expect(accountToOpenOf(dataWorkerName(account))).toEqual(account);
    expect(accountToOpenOf(dataWorkerName({ ...account, user: null }))).toEqual({ ...account, user: null });
    expect(accountToOpenOf(dataWorkerName())).toBeNull();
  });

  it('reads a name it did not make as asking nothing', () => {
    expect(accountToOpenOf('')).toBeNull();
    expect(
      accountToOpenOf('other {"user":null,"deviceId":"d","alerts":{"live":true,"notice":true}}'),
    ).toBeNull();
    expect(accountToOpenOf('data {"user":')).toBeNull();
    expect(accountToOpenOf('data {"user":null}')).toBeNull();
  });
});
