import { product } from '../contract/product';

/** Platform detection (SPEC section 9: android, ios, windows or other). Pure: callers pass the UA. */

export type Platform = 'android' | 'ios' | 'windows' | 'other';

/**
 * iPadOS 13+ reports a desktop Mac user agent; only touch support tells it apart from a Mac.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/windows/i.test(userAgent)) return 'windows';
  return 'other';
}

export const isMobilePlatform = (platform: Platform): boolean => platform === 'android' || platform === 'ios';

/**
 * The crew's mobile app shell appends this token to its webview user agent. Other embedded
 * Android webviews (`; wv)`) are not the app: the router sends them to the Chrome redirect page.
 */
export const NATIVE_APP_UA_TOKEN = `${product.code}App`;

export const isNativeApp = (userAgent: string): boolean => userAgent.includes(NATIVE_APP_UA_TOKEN);

export const isForeignAndroidWebView = (userAgent: string): boolean =>
  /android/i.test(userAgent) && /; wv\)/.test(userAgent) && !isNativeApp(userAgent);
