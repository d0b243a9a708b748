import { describe, expect, it } from 'vitest';
import { resolveColorMode, toggledChoice } from '../../src/lib/color-mode';

describe('resolveColorMode', () => {
  it('follows the system without a stored choice', () => {
    expect(resolveColorMode(null, true)).toBe('dark');
    expect(resolveColorMode(null, false)).toBe('light');
  });
  it('follows a stored choice over the system', () => {
    expect(resolveColorMode({ initAt: 1, value: false }, true)).toBe('light');
    expect(resolveColorMode({ initAt: 1, value: true }, false)).toBe('dark');
  });
});

describe('toggledChoice', () => {
  it('stores a choice that differs from the system', () => {
    expect(toggledChoice(null, false, 5)).toEqual({ initAt: 5, value: true });
    expect(toggledChoice(null, true, 5)).toEqual({ initAt: 5, value: false });
  });
  it('removes the record when the toggle lands on the system preference', () => {
    expect(toggledChoice({ initAt: 1, value: true }, false, 5)).toBeNull();
    expect(toggledChoice({ initAt: 1, value: false }, true, 5)).toBeNull();
  });
});
