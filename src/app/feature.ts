import type { AnyRoute } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { Role } from '../contract';
import { MANAGER_OR_HIGHER } from '../contract/roles';
import type { NavItem, NavLeaf } from './layout/nav-items';

/**
 * What a feature adds to the app, declared once in `src/features/<name>/feature.ts(x)` and named in
 * the list `src/features/index.ts`. The shell reads that list: it never imports a feature itself.
 * A feature module is part of the first page: it may import route definitions (pages lazy),
 * labels, icons and what the first page shows anyway, nothing heavier.
 */
export interface ClientFeature {
  /** The feature's folder name: unique, stable. */
  name: string;
  /** Routes by the layout they render in; `bare` routes hang off the root, outside every layout. */
  routes?: { readonly [L in LayoutName]?: readonly AnyRoute[] };
  menus?: {
    main?: readonly MenuEntry[];
    admin?: readonly MenuEntry[];
    user?: readonly UserMenuEntry[];
  };
  /**
   * Runs in the main layout on every render with the menu so far and returns it changed, for
   * entries whose children come from live data (the boards). A hook: it may call hooks.
   */
  useMainMenu?: (items: NavItem[]) => NavItem[];
  /** The shell's slots; the first feature in the list that fills one wins. */
  slots?: {
    /** The header's right end in the main and admin layouts (login button, bell, user menu). */
    headerActions?: ComponentType;
    /** The main layout's right drawer; without one there is no drawer. */
    liveDrawer?: ComponentType;
    /** The main layout's row above the page in the horizontal layout. */
    liveStrip?: ComponentType;
    /**
     * The signed-in member's points where the avatar menu and the profile show them; `point` is what
     * the session's user row says. Without one, that figure is shown as it is.
     */
    memberPoint?: ComponentType<{ point: number }>;
    /** The comment box's emoticon button; `onPick` puts an emoticon's text where the caret is. */
    commentEmoticons?: ComponentType<{ onPick: (text: string) => void }>;
    /** A comment's text as shown, emoticons drawn as images. Without one, the plain text. */
    commentText?: ComponentType<{ text: string }>;
    /** Offered to a signed-in member on another member's page (their posts): 알림 받기. */
    memberActions?: ComponentType<{ userUuid: string; nickname: string }>;
    /** What stands beside a member's name wherever it is shown (the rank icon and right icons). */
    memberBadge?: ComponentType<{ uuid: string }>;
    /** A card on the home page under its banner (the daily check-in). */
    homeCard?: ComponentType;
    /** The main layout's header controls before the theme toggle (the layout options). */
    headerTools?: ComponentType;
    /** Beside the main layout's content where the window is wide enough (SPEC sticky-ad widths). */
    stickyBanner?: ComponentType;
  };
  /**
   * Lines under a live broadcast's card (the place the crew shared, a staff control to start a
   * point drop): unlike `slots`, every feature that offers one adds its line, in the list's order.
   */
  liveCardLine?: ComponentType<LiveCardLineProps>;
  /** Mounted inside the main layout, beside the page: reactions to the page shown there. */
  MainLayoutEffect?: ComponentType;
  /** Started once under the router (after the shell's own reactions); returns its stop. */
  start?: (app: AppRuntimeContext) => () => void;
  /** Rendered once under the router, for the app's lifetime. */
  Mounted?: ComponentType;
  /** Before the first render: browser events that may fire before React runs. */
  beforeRender?: () => void;
  /** Once the first page is on screen (after the load event): work it must not wait for. */
  afterLoad?: () => void;
}

/** The three layouts of SPEC section 2, and `bare` for a page that must work without the shell. */
export type LayoutName = 'main' | 'blank' | 'admin' | 'bare';

/** An entry of the main or admin menu. */
export interface MenuEntry extends NavItem {
  /** Place in the menu, lowest first, whichever feature adds the entry. */
  order: number;
  /** Shown only to members holding one of these roles (the pages' own guard); everyone without. */
  roles?: readonly Role[];
  /**
   * A group's label (`이벤트`): entries of any feature naming the same group become its children,
   * the group standing where its first entry would, with that entry's icon.
   */
  group?: string;
}

/** An entry of the signed-in member's avatar menu. */
export interface UserMenuEntry {
  href: string;
  label: string;
  icon: ComponentType;
  /** Place in the menu, lowest first. */
  order: number;
  /** Shown only to members holding one of these roles. */
  roles?: readonly Role[];
}

/** What a feature's `start` gets from the shell. */
export interface AppRuntimeContext {
  /** The path on screen now. */
  pathname(): string;
  /** In-app navigation (history push). */
  navigate(path: string): void;
  /** Calls `listener` each time the app comes back on screen (hidden to visible). */
  onReturn(listener: () => void): () => void;
}

/** A menu's entries from every feature, in their order. */
export const menuEntries = (features: readonly ClientFeature[], menu: 'main' | 'admin'): MenuEntry[] =>
  features.flatMap((feature) => feature.menus?.[menu] ?? []).sort((a, b) => a.order - b.order);

/**
 * Who may open an admin page: the roles of the admin menu entry the path lies under when that
 * entry names roles (a role like EXCEL opens its own screens only), otherwise admins and managers.
 */
export function adminPageRoles(features: readonly ClientFeature[], pathname: string): readonly Role[] {
  const entry = menuEntries(features, 'admin').find(
    (e) => e.href && (pathname === e.href || pathname.startsWith(`${e.href}/`)),
  );
  return entry?.roles ?? MANAGER_OR_HIGHER;
}

/** The menu as shown: entries naming a `group` gathered under it (links only; their order kept). */
export function groupedMenu(entries: readonly MenuEntry[]): NavItem[] {
  const items: NavItem[] = [];
  const groups = new Map<string, NavLeaf[]>();
  for (const { group, order: _order, roles: _roles, ...item } of entries) {
    if (!group || !item.href) {
      items.push(item);
      continue;
    }
    const leaf: NavLeaf = {
      label: item.label,
      href: item.href,
      ...(item.match ? { match: item.match } : {}),
    };
    const children = groups.get(group);
    if (children) children.push(leaf);
    else {
      const leaves = [leaf];
      groups.set(group, leaves);
      items.push({ label: group, icon: item.icon, children: leaves });
    }
  }
  return items;
}

export const userMenuEntries = (features: readonly ClientFeature[]): UserMenuEntry[] =>
  features.flatMap((feature) => feature.menus?.user ?? []).sort((a, b) => a.order - b.order);

/**
 * One hook running every feature's `useMainMenu` in list order. The list never changes while the
 * app runs, so the hooks inside run in the same order on every render.
 */
export function mainMenuHook(features: readonly ClientFeature[]): (items: NavItem[]) => NavItem[] {
  const adjusters = features.flatMap((feature) => (feature.useMainMenu ? [feature.useMainMenu] : []));
  return (items) => adjusters.reduce((menu, adjust) => adjust(menu), items);
}

/** The broadcast a live card shows, as its lines need it. */
export type LiveCardLineProps = { userId: string; userNick: string };

type Slots = NonNullable<ClientFeature['slots']>;

/** The component the first feature offers for a slot. */
export const slotOf = <K extends keyof Slots>(
  features: readonly ClientFeature[],
  slot: K,
): Slots[K] | undefined => features.find((feature) => feature.slots?.[slot])?.slots?.[slot];
