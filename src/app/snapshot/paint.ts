import type { PaintKeys } from './keys';

/**
 * The reopen path (DESIGN section 1): paints the last view of this page, kept by
 * `page-snapshot.ts`, before any module loads. The vite config inlines this function into
 * index.html after `#root`, so it must stay self-contained: no imports at run time, no helpers
 * outside its body (`keys` carries every name it needs).
 *
 * It paints only a view of the account whose readable session mark the browser holds (or the
 * visitor's when there is none), with the roles that account had when the view was kept, at the
 * same window width. `#root` stays hidden under it until the app takes over (`takeover.ts`).
 */
export function paintPageSnapshot(keys: PaintKeys): void {
  try {
    const root = document.getElementById('root');
    if (!root) return;
    const mark = document.cookie
      .split('; ')
      .find((pair) => pair.startsWith(`${keys.markCookie}=`))
      ?.slice(keys.markCookie.length + 1);
    let account: string = keys.visitor;
    let roles = '';
    if (mark !== undefined) {
      const last = JSON.parse(localStorage.getItem(keys.lastUser) ?? 'null') as {
        uuid?: unknown;
        roles?: unknown;
        boardRoleList?: unknown;
      } | null;
      if (!last || last.uuid !== decodeURIComponent(mark)) return;
      if (!Array.isArray(last.roles) || !Array.isArray(last.boardRoleList)) return;
      account = last.uuid;
      // The same signature as `rolesSignature` in keys.ts.
      const boardRoles = (last.boardRoleList as { boardId: string; role: { code: string } }[]).map(
        (grant) => `${grant.boardId}:${grant.role.code}`,
      );
      roles = `${[...last.roles].sort().join(',')}|${boardRoles.sort().join(',')}`;
    }
    const search = new URLSearchParams(location.search);
    search.delete(keys.ignoredParam);
    search.sort();
    const query = search.toString();
    const page = `${location.pathname}${query ? `?${query}` : ''}`;
    const kept = JSON.parse(localStorage.getItem(`${keys.pagePrefix}${account}|${page}`) ?? 'null') as {
      html?: unknown;
      css?: unknown;
      roles?: unknown;
      width?: unknown;
    } | null;
    if (!kept || kept.roles !== roles || kept.width !== innerWidth || typeof kept.html !== 'string') return;
    const css = localStorage.getItem(`${keys.cssPrefix}${String(kept.css)}`);
    if (css === null) return;

    const style = document.createElement('style');
    style.id = keys.styleId;
    style.textContent = css;
    document.head.append(style);
    const view = document.createElement('div');
    view.id = keys.viewId;
    // Over the hidden app, where the app's own page will be: the app lays out as it will show.
    view.style.cssText = 'position:absolute;top:0;left:0;width:100%';
    view.innerHTML = kept.html;
    // Until the app answers, a tapped link is remembered and followed by the app, not reloaded.
    view.addEventListener('click', (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      event.preventDefault();
      if (link) (window as unknown as Record<string, unknown>)[keys.pendingHref] = link.getAttribute('href');
    });
    root.style.visibility = 'hidden';
    root.after(view);
  } catch {
    // Blocked or corrupt storage: the app paints as it always did.
  }
}
