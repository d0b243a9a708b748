import { updateNeedsConfirm } from './version-check';

/**
 * A tab opened before a deploy asks for page chunks the new build no longer has (the server
 * answers 404): the page reloads once, the version check's way, to get the new build. A mark with
 * the time in sessionStorage keeps a chunk that stays missing from reloading the page in a loop;
 * a page where a reload could lose typing is not reloaded (the chunk's error shows instead), and
 * neither is an offline page.
 */
const RELOAD_MARK = 'c9_chunk_reload_at';
/** Within this time after such a reload, a failed chunk is an error again, not a reason to reload. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** Answers whether to reload now, and marks the reload when so. */
export function claimChunkReload(storage: Storage, now: number): boolean {
  const last = Number(storage.getItem(RELOAD_MARK));
  if (Number.isFinite(last) && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_MARK, String(now));
  return true;
}

/** Listens for the bundler's failed chunk load (every lazy `import()` goes through it). */
export function reloadOnMissingChunk(reload: () => void): void {
  window.addEventListener('vite:preloadError', (event) => {
    // Offline, a chunk the service worker has not cached yet is missing for now, not gone: a
    // reload would only show the browser's offline page.
    if (!navigator.onLine) return;
    if (updateNeedsConfirm(location.pathname)) return;
    if (!claimChunkReload(sessionStorage, Date.now())) return;
    event.preventDefault();
    reload();
  });
}
