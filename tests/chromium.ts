import { type Browser, chromium } from 'playwright-core';

/**
 * How every Chromium the tests and benches start runs: Debian's build, headless, nothing it does
 * on its own (updates, background fetches), and no host but this machine resolved, so a page that
 * asks another host fails to reach it instead of asking DNS (a test sees the request and fails).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
