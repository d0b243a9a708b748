import { describe, expect, it } from 'vitest';
import { menuEntries, slotOf, userMenuEntries } from '../../../src/app/feature';
import { features } from '../../../src/features';

describe('the feature list', () => {
  it('names each feature once', () => {
    const names = features.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
  });
  it('orders the menus as SPEC section 2 lists them, whichever feature adds an entry', () => {
    expect(menuEntries(features, 'main').map((entry) => entry.label)).toEqual([
      '홈',
      '라이브',
      '게시판',
      '앱 설치 안내',
    ]);
    expect(menuEntries(features, 'admin').map((entry) => entry.href)).toEqual([
      '/admin/crew-member',
      '/admin/user',
    ]);
    expect(userMenuEntries(features).map((entry) => entry.href)).toEqual([
      '/user/me/info',
      '/user/me/notification',
      '/user/me/settings',
      '/user/me/password',
      '/afreecatv-connect',
      '/admin',
    ]);
    expect(userMenuEntries(features).find((entry) => entry.href === '/admin')?.roles).toEqual([
      'ADMIN',
      'MANAGER',
    ]);
  });
  it('fills every slot of the shell', () => {
    for (const slot of ['headerActions', 'liveDrawer', 'liveStrip'] as const)
      expect(slotOf(features, slot)).toBeTypeOf('function');
  });
});
