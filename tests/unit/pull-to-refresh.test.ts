import { describe, expect, it } from 'vitest';
import { isInstalledIos } from '../../src/features/pull-to-refresh/installed-ios';
import {
  PULL,
  PULL_TEXTS,
  pastThreshold,
  pullText,
  resistedDistance,
} from '../../src/features/pull-to-refresh/pull-gesture';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36';

describe('where pull-to-refresh runs (SPEC section 4)', () => {
  it('only in the app installed on an iPhone or iPad', () => {
    expect(isInstalledIos({ userAgent: IPHONE, maxTouchPoints: 5, standalone: true })).toBe(true);
    expect(isInstalledIos({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5, standalone: true })).toBe(true);
    expect(isInstalledIos({ userAgent: IPHONE, maxTouchPoints: 5, standalone: false })).toBe(false);
    expect(isInstalledIos({ userAgent: ANDROID, maxTouchPoints: 5, standalone: true })).toBe(false);
    expect(isInstalledIos({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0, standalone: true })).toBe(false);
  });
});

describe('the gesture (SPEC sections 8 and 9)', () => {
  it('has the threshold, max and timeout', () => {
    expect(PULL).toEqual({ threshold: 80, max: 90, timeout: 10 });
  });

  it('resists a short pull, grows with the finger and never passes the max', () => {
    expect(resistedDistance(-30)).toBe(0);
    expect(resistedDistance(0)).toBe(0);
    expect(resistedDistance(100)).toBe(45);
    expect(resistedDistance(150)).toBeLessThan(PULL.threshold);
    expect(resistedDistance(200)).toBe(PULL.max);
    expect(resistedDistance(1000)).toBe(PULL.max);
    for (let travel = 0; travel < 400; travel += 10) {
      expect(resistedDistance(travel + 10)).toBeGreaterThanOrEqual(resistedDistance(travel));
    }
  });

  it('says pull, release or refreshing', () => {
    expect(pastThreshold(79.9)).toBe(false);
    expect(pastThreshold(80)).toBe(true);
    expect(pullText(40, false)).toBe('당겨서 새로고침');
    expect(pullText(85, false)).toBe('새로고침');
    expect(pullText(80, true)).toBe('새로고침중');
    expect(PULL_TEXTS).toEqual({ pull: '당겨서 새로고침', release: '새로고침', refreshing: '새로고침중' });
  });
});
