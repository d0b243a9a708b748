import type { ComponentType } from 'react';
import {
  BoardIcon,
  ClockIcon,
  FlagIcon,
  GameIcon,
  GiftIcon,
  HomeIcon,
  LiveIcon,
  MailIcon,
  RankIcon,
  ShieldIcon,
  StoreIcon,
  TargetIcon,
  UsersIcon,
  VideoIcon,
} from './icons';

export interface NavLeaf {
  label: string;
  href: string;
  /** Path prefix that also marks this entry active (`/board` for every board under /board/all). */
  match?: string;
}

export interface NavItem {
  label: string;
  icon: ComponentType;
  /** A link; groups without one open the first child from the mini sidebar. */
  href?: string;
  match?: string;
  children?: NavLeaf[];
}

/** The main layout's menu (SPEC section 2 routes). Pages pass their own list to override it. */
export const mainNavItems: NavItem[] = [
  { label: '홈', icon: HomeIcon, href: '/' },
  { label: '라이브', icon: LiveIcon, href: '/live' },
  { label: '게시판', icon: BoardIcon, href: '/board/all', match: '/board' },
  { label: '크루 조직도', icon: UsersIcon, href: '/organization' },
  { label: '타임라인', icon: ClockIcon, href: '/timeline' },
  {
    label: '이벤트',
    icon: GiftIcon,
    children: [
      { label: '드림티켓', href: '/event/dream-ticket' },
      { label: '포인트 받기', href: '/event/point-claim' },
      { label: '출석 포인트 순위', href: '/event/check-in-point-rank' },
      { label: '보상', href: '/event/reward' },
      { label: '룰렛', href: '/event/roulette' },
      { label: '엑셀 이벤트', href: '/event/excel' },
      { label: '두산 이벤트', href: '/event/dusan' },
    ],
  },
  {
    label: '랭킹',
    icon: RankIcon,
    children: [
      { label: '포인트 랭킹', href: '/rank/point' },
      { label: '포인트 드롭', href: '/rank/point-drop' },
      { label: '후원 랭킹', href: '/rank/donation' },
      { label: '엑셀 후원', href: '/rank/excel-donation' },
      { label: '시그니처', href: '/rank/signature' },
    ],
  },
  { label: '이모티콘 상점', icon: StoreIcon, href: '/store' },
  {
    label: '게임',
    icon: GameIcon,
    children: [
      { label: '똥 피하기', href: '/game/stickmanpoop' },
      { label: '사과 게임', href: '/game/apple' },
      { label: '오목 시뮬레이터', href: '/game/omok-simulator' },
      { label: '알까기 시뮬레이터', href: '/game/alkkagi-simulator' },
    ],
  },
  {
    label: '스타크래프트',
    icon: TargetIcon,
    children: [
      { label: '전적', href: '/starcraft/record' },
      { label: '리플레이 분석', href: '/starcraft/replay' },
      { label: '배틀넷 전적', href: '/starcraft/bnet' },
      { label: '리그', href: '/starcraft/league' },
    ],
  },
  { label: '카트라이더 티어', icon: FlagIcon, href: '/kartrider/tier', match: '/kartrider' },
  { label: '다시보기 요청', icon: VideoIcon, href: '/soop-vod-req' },
  { label: '문의하기', icon: MailIcon, href: '/contact' },
];

/** The admin layout's menu (SPEC section 2 "Admin layout"). */
export const adminNavItems: NavItem[] = [
  {
    label: '크루 관리',
    icon: UsersIcon,
    children: [
      { label: '크루 멤버', href: '/admin/crew-member' },
      { label: '조직도', href: '/admin/crew-organization' },
      { label: '타임라인', href: '/admin/crew-timeline' },
      { label: '라이브 위치', href: '/admin/live-location' },
    ],
  },
  {
    label: '이벤트 관리',
    icon: GiftIcon,
    children: [
      { label: '드림티켓', href: '/admin/event/dream-ticket' },
      { label: '포인트', href: '/admin/event/point' },
      { label: '기프티쇼 보상', href: '/admin/reward-giftshow' },
      { label: '엑셀', href: '/admin/excel' },
      { label: '두산', href: '/admin/dusan' },
    ],
  },
  {
    label: '게임 관리',
    icon: GameIcon,
    children: [
      { label: '아카데미', href: '/admin/game/academy' },
      { label: '선수', href: '/admin/game/player' },
    ],
  },
  { label: '사용자', icon: ShieldIcon, href: '/admin/user' },
  { label: '게시판', icon: BoardIcon, href: '/admin/board' },
  { label: '문의', icon: MailIcon, href: '/admin/contact' },
  { label: 'SOOP 채팅', icon: LiveIcon, href: '/admin/soop-chat' },
];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Active when the path is the link (or its `match` prefix) or below it; '/' only matches itself. */
export function isActiveEntry(currentPath: string, entry: { href?: string; match?: string }): boolean {
  if (entry.href === '/') return currentPath === '/';
  return (
    (entry.href !== undefined && under(currentPath, entry.href)) ||
    (entry.match !== undefined && under(currentPath, entry.match))
  );
}

export const isActiveItem = (currentPath: string, item: NavItem): boolean =>
  isActiveEntry(currentPath, item) ||
  (item.children ?? []).some((child) => isActiveEntry(currentPath, child));

export const firstHref = (item: NavItem): string => item.href ?? item.children?.[0]?.href ?? '/';
