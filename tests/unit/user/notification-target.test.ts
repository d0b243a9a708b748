import { describe, expect, it } from 'vitest';
import { badgeText, notificationTarget } from '../../../src/features/notification/notification-target';

describe('notificationTarget', () => {
  it('opens http and https links in a new tab', () => {
    expect(notificationTarget('https://play.sooplive.co.kr/c9crew')).toEqual({
      kind: 'external',
      href: 'https://play.sooplive.co.kr/c9crew',
    });
    expect(notificationTarget('HTTP://example.com')).toEqual({
      kind: 'external',
      href: 'HTTP://example.com',
    });
  });

  it('navigates in-app to app paths', () => {
    expect(notificationTarget('/board/free/123')).toEqual({ kind: 'internal', href: '/board/free/123' });
  });

  it('goes nowhere without a usable path', () => {
    expect(notificationTarget(null)).toEqual({ kind: 'none' });
    expect(notificationTarget('')).toEqual({ kind: 'none' });
    expect(notificationTarget('javascript:alert(1)')).toEqual({ kind: 'none' });
    // Protocol-relative: another host, not an app path.
    expect(notificationTarget('//evil.example/x')).toEqual({ kind: 'none' });
  });
});

describe('badgeText', () => {
  it('hides the badge at zero or before the count is known', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(undefined)).toBeNull();
  });

  it('shows the count, capped at 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
