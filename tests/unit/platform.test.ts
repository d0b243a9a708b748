import { describe, expect, it } from 'vitest';
import {
  detectPlatform,
  isForeignAndroidWebView,
  isMobilePlatform,
  isNativeApp,
  NATIVE_APP_UA_TOKEN,
} from '../../src/lib/platform';

const UA = {
  android: 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; SM-S918N; wv) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
};

describe('detectPlatform', () => {
  it('tells android, ios, windows and other apart', () => {
    expect(detectPlatform(UA.android)).toBe('android');
    expect(detectPlatform(UA.iphone)).toBe('ios');
    expect(detectPlatform(UA.windows)).toBe('windows');
    expect(detectPlatform(UA.mac)).toBe('other');
  });
  it('counts a touch Mac (iPadOS) as ios', () => {
    expect(detectPlatform(UA.mac, 5)).toBe('ios');
  });
  it('marks android and ios as mobile', () => {
    expect(isMobilePlatform('ios')).toBe(true);
    expect(isMobilePlatform('windows')).toBe(false);
  });
});

describe('webviews', () => {
  it('recognises the app shell by its token and sends other android webviews away', () => {
    const app = `${UA.androidWebView} ${NATIVE_APP_UA_TOKEN}/1.0`;
    expect(isNativeApp(app)).toBe(true);
    expect(isForeignAndroidWebView(app)).toBe(false);
    expect(isForeignAndroidWebView(UA.androidWebView)).toBe(true);
    expect(isForeignAndroidWebView(UA.android)).toBe(false);
  });
});
