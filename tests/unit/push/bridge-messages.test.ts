import { describe, expect, it } from 'vitest';
import { deviceRequest, parseBridgeMessage } from '../../../src/features/app-bridge/bridge-messages';

const token = {
  type: 'deviceToken',
  deviceToken: 'fcm-token-123',
  versionRelease: '14',
  versionName: '1.66.20',
  timezone: 'Asia/Seoul',
  locale: 'ko-KR',
  os: 'Android',
};

describe('parseBridgeMessage', () => {
  it('reads the JSON string the wrapper posts, and a plain object', () => {
    expect(parseBridgeMessage(JSON.stringify(token))).toEqual(token);
    expect(parseBridgeMessage(token)).toEqual(token);
  });

  it('fills missing device fields and reads an unknown os as unknown', () => {
    expect(
      parseBridgeMessage({
        type: 'deviceToken',
        deviceToken: 't',
        os: 'Linux',
      }),
    ).toEqual({
      type: 'deviceToken',
      deviceToken: 't',
      versionRelease: '',
      versionName: '',
      timezone: '',
      locale: '',
      os: 'unknown',
    });
  });

  it('ignores everything else on the message channel', () => {
    expect(parseBridgeMessage('not json')).toBeNull();
    expect(parseBridgeMessage({ type: 'SKIP_WAITING' })).toBeNull();
    expect(parseBridgeMessage({ type: 'deviceToken', deviceToken: '  ' })).toBeNull();
    expect(parseBridgeMessage(null)).toBeNull();
    expect(parseBridgeMessage(42)).toBeNull();
  });
});

describe('deviceRequest', () => {
  it('turns the message into the registration body', () => {
    const message = parseBridgeMessage(token);
    if (!message) throw new Error('parse failed');
    expect(deviceRequest(message, 'D')).toEqual({
      ...token,
      type: undefined,
      crudType: 'D',
    });
  });
});
