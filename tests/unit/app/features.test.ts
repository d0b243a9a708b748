import { describe, expect, it } from 'vitest';
import { adminPageRoles, groupedMenu, menuEntries, slotOf, userMenuEntries } from '../../../src/app/feature';
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
      '조직도',
      '크루 연혁',
      '클립 요청',
      '게시판',
      '상점',
      '출석 체크',
      '포인트 받기',
      '리워드',
      '드림티켓',
      '복권',
      '포인트 드롭',
      '엑셀 방송',
      '시그니처',
      '룰렛',
      '두산 응원',
      '랭킹',
      '게임',
      '스타크래프트',
      '카트라이더',
      '문의하기',
      '앱 설치 안내',
    ]);
    expect(menuEntries(features, 'admin').map((entry) => entry.href)).toEqual([
      '/admin/crew-member',
      '/admin/live-location',
      '/admin/crew-organization',
      '/admin/crew-timeline',
      '/admin/excel',
      '/admin/dusan',
      '/admin/user',
      '/admin/board',
      '/admin/staff-action',
      '/admin/contact',
      '/admin/soop-chat',
      '/admin/game/academy',
      '/admin/game/player',
      '/admin/game/league',
      '/admin/event/dream-ticket',
      '/admin/event/lottery',
      '/admin/event/point-drop',
      '/admin/event/point',
      '/admin/reward-giftshow',
    ]);
    expect(userMenuEntries(features).map((entry) => entry.href)).toEqual([
      '/user/me/info',
      '/event/check-in-point-rank',
      '/user/me/notification',
      '/user/me/point',
      '/user/me/settings',
      '/user/me/password',
      '/afreecatv-connect',
      '/admin',
      '/admin/excel',
    ]);
    // The record of staff actions is for admins alone (issue 27).
    expect(adminPageRoles(features, '/admin/staff-action')).toEqual(['ADMIN']);
    expect(userMenuEntries(features).find((entry) => entry.href === '/admin')?.roles).toEqual([
      'ADMIN',
      'MANAGER',
    ]);
  });
  it('gathers the entries of every feature naming 이벤트 into one group where its first entry stood', () => {
    const menu = groupedMenu(menuEntries(features, 'main'));
    const labels = menu.map((item) => item.label);
    expect(labels.filter((label) => label === '이벤트')).toHaveLength(1);
    expect(labels).not.toContain('출석 체크');
    expect(labels.indexOf('이벤트')).toBe(labels.indexOf('상점') + 1);
    expect(menu.find((item) => item.label === '이벤트')?.children).toEqual([
      { label: '출석 체크', href: '/event/check-in-point-rank' },
      { label: '포인트 받기', href: '/event/point-claim' },
      { label: '리워드', href: '/event/reward' },
      { label: '드림티켓', href: '/event/dream-ticket' },
      { label: '복권', href: '/event/lottery' },
      { label: '포인트 드롭', href: '/event/point-drop' },
      { label: '엑셀 방송', href: '/event/excel' },
      { label: '시그니처', href: '/excel/signature' },
      { label: '룰렛', href: '/event/roulette' },
      { label: '두산 응원', href: '/event/dusan' },
    ]);
    expect(menu.find((item) => item.label === '랭킹')?.children).toHaveLength(5);
  });
  it('fills every slot of the shell', () => {
    for (const slot of ['headerActions', 'liveDrawer', 'liveStrip'] as const)
      expect(slotOf(features, slot)).toBeTypeOf('function');
  });
});
