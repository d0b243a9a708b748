import { product } from '../../contract/product';
import { opsApi } from '../../data/http';

/** SPEC sections 4 and 9: a return to the tab reads /version.json at most every 30 s. */
export const VERSION_CHECK_INTERVAL_MS = 30_000;

const CONFIRM_PATHS = ['/starcraft/entry', '/afreecatv-connect', '/contact', '/register'];

/** Pages where a reload could lose what the user is typing ask first (SPEC section 8). */
export const updateNeedsConfirm = (pathname: string): boolean =>
  CONFIRM_PATHS.includes(pathname) || pathname.includes('write');

export const isVersionCheckDue = (lastCheckAt: number, now: number): boolean =>
  now - lastCheckAt >= VERSION_CHECK_INTERVAL_MS;

export const isNewVersion = (served: string, running: string = product.version): boolean =>
  served.trim() !== '' && served !== running;

export interface VersionCheckDeps {
  pathname: () => string;
  /** The '알림' yes/no modal; resolves true on 예. */
  confirm: () => Promise<boolean>;
  reload: () => void | Promise<void>;
  now?: () => number;
  fetchVersion?: () => Promise<string>;
}

/**
 * Reloads to the new version: at once, or after a yes where a reload could lose what is typed.
 * Calls while the question is open are dropped.
 */
function createReloadOffer(deps: VersionCheckDeps): () => Promise<void> {
  let asking = false;
  return async () => {
    if (asking) return;
    if (!updateNeedsConfirm(deps.pathname())) {
      await deps.reload();
      return;
    }
    asking = true;
    try {
      if (await deps.confirm()) await deps.reload();
    } finally {
      asking = false;
    }
  };
}

export type VersionCheck = {
  /** To call when the tab becomes visible again: reads /version.json when due. */
  onReturn(): Promise<void>;
  /** The server said this build is out of date (the socket's protocol): no need to ask it. */
  outdated(): Promise<void>;
};

export function createVersionCheck(deps: VersionCheckDeps): VersionCheck {
  const now = deps.now ?? Date.now;
  const fetchVersion = deps.fetchVersion ?? (() => opsApi.version().then((file) => file.version));
  const offerReload = createReloadOffer(deps);
  let lastCheckAt = now();
  return {
    async onReturn() {
      if (!isVersionCheckDue(lastCheckAt, now())) return;
      lastCheckAt = now();
      let served: string;
      try {
        served = await fetchVersion();
      } catch {
        return; // offline or server down: the next return tries again
      }
      if (isNewVersion(served)) await offerReload();
    },
    outdated: offerReload,
  };
}
