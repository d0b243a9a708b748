/**
 * An Android intent URL that opens the same address in Chrome (SPEC section 2: embedded
 * webviews are sent to Chrome). Without Chrome, Android falls back to the Play Store page.
 */
export function chromeIntentUrl(target: string): string {
  const url = new URL(target);
  const scheme = url.protocol.replace(':', '');
  return `intent://${url.host}${url.pathname}${url.search}${url.hash}#Intent;scheme=${scheme};package=com.android.chrome;end`;
}
