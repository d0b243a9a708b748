import { type KeptView, SNAPSHOT_KEYS } from './keys';

/**
 * Keeps the page as it is painted now for the next reopen (`paint.ts` paints it). In
 * localStorage: the painter runs before any module and can read nothing slower.
 */

/** Kept pages per account: the pages a member comes back to, not every page ever opened. */
export const KEPT_VIEWS_PER_ACCOUNT = 8;

const { pagePrefix, cssPrefix } = SNAPSHOT_KEYS;

/** The page's markup without what must not come back: hidden kept pages, busy parts, ids. */
function markupOf(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  // Pages of the page stack not on screen, and what says only how things are right now.
  for (const hidden of copy.querySelectorAll('[style*="display: none"], [data-kept-view="skip"]'))
    hidden.remove();
  for (const element of copy.querySelectorAll('[id], [data-testid]')) {
    // An SVG's gradients are painted by id (`fill="url(#...)"`): without it the shape goes blank.
    if (!element.closest('defs')) element.removeAttribute('id');
    const testId = element.getAttribute('data-testid');
    // The app's own elements keep their test names; the painted copy answers to its own.
    if (testId !== null) {
      element.removeAttribute('data-testid');
      element.setAttribute('data-kept-testid', testId);
    }
  }
  return copy.innerHTML;
}

/** A sheet of another origin hides its rules (and throws when asked). */
function readable(sheet: CSSStyleSheet): boolean {
  try {
    return sheet.cssRules !== null;
  } catch {
    return false;
  }
}

let cssCache: { signature: string; id: string; text: string } | undefined;

/** FNV-1a: a short name for a style text, to share it between the pages painted with it. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** Every style rule of the page (the style engine only adds rules, so their count tells a change). */
function pageCss(): { id: string; text: string } {
  const sheets = [...document.styleSheets].filter(
    (sheet) => (sheet.ownerNode as Element | null)?.id !== SNAPSHOT_KEYS.styleId && readable(sheet),
  );
  const signature = sheets.map((sheet) => sheet.cssRules.length).join(',');
  if (cssCache?.signature !== signature) {
    const text = sheets
      .map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'))
      .join('\n');
    cssCache = { signature, id: hashOf(text), text };
  }
  return cssCache;
}

const keysOf = (prefix: string): string[] => {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
};

function readView(key: string): KeptView | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as KeptView | null;
  } catch {
    return null;
  }
}

/** The account's oldest pages beyond the limit, and styles no kept page uses any more. */
function prune(account: string): void {
  const views = keysOf(`${pagePrefix}${account}|`)
    .map((key) => ({ key, savedAt: readView(key)?.savedAt ?? 0 }))
    .sort((a, b) => b.savedAt - a.savedAt);
  for (const { key } of views.slice(KEPT_VIEWS_PER_ACCOUNT)) localStorage.removeItem(key);
  const used = new Set(keysOf(pagePrefix).map((key) => readView(key)?.css));
  for (const key of keysOf(cssPrefix))
    if (!used.has(key.slice(cssPrefix.length))) localStorage.removeItem(key);
}

function write(account: string, page: string, view: KeptView, cssText: string): void {
  const cssKey = `${cssPrefix}${view.css}`;
  if (localStorage.getItem(cssKey) === null) localStorage.setItem(cssKey, cssText);
  localStorage.setItem(`${pagePrefix}${account}|${page}`, JSON.stringify(view));
  prune(account);
}

/** Keeps `root` as the view of `page` for `account` with `roles` (see `keys.ts`). */
export function keepView(root: HTMLElement, account: string, page: string, roles: string): void {
  const css = pageCss();
  const view: KeptView = { html: markupOf(root), css: css.id, roles, width: innerWidth, savedAt: Date.now() };
  try {
    write(account, page, view, css.text);
  } catch {
    // Storage full: the kept views give way to whatever else the origin keeps, then try once more.
    dropKeptViews();
    try {
      write(account, page, view, css.text);
    } catch {
      dropKeptViews();
    }
  }
}

/** Drops the kept views of `account`, or of everyone. */
export function dropKeptViews(account?: string): void {
  try {
    for (const key of keysOf(account === undefined ? pagePrefix : `${pagePrefix}${account}|`))
      localStorage.removeItem(key);
    if (account === undefined) for (const key of keysOf(cssPrefix)) localStorage.removeItem(key);
    else prune(account);
  } catch {
    // Blocked storage keeps nothing to drop.
  }
}
