import { isForeignAndroidWebView } from '../../lib/platform';

export const NOT_SUPPORTED_PATH = '/error/not-support-browser';

/**
 * SPEC section 2 "Other": embedded Android webviews (in-app browsers of chat and social apps)
 * and browsers without IndexedDB or workers cannot run the app; they get the redirect page.
 */
export function isSupportedBrowser(env: { userAgent: string; indexedDB: boolean; worker: boolean }): boolean {
  return !isForeignAndroidWebView(env.userAgent) && env.indexedDB && env.worker;
}

export const currentBrowserSupported = (): boolean =>
  isSupportedBrowser({
    userAgent: navigator.userAgent,
    indexedDB: typeof indexedDB !== 'undefined',
    worker: typeof Worker !== 'undefined',
  });
