import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

/** Browser tests: Debian's Chromium against a real server with a fresh data dir (see global-setup). */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two cores: the server, Chromium and the runner already share them.
  workers: 1,
  retries: 0,
  reporter: [['list'], ['./failure-context-reporter.ts']],
  globalSetup: './global-setup.ts',
  projects: [
    // What `npm test` runs: every test that checks what a user would notice.
    { name: 'app', grepInvert: /screens:/ },
    // `npm run screens`: the pages at 390 and 1440 px, light and dark, into tests/e2e/screens to look at.
    { name: 'screens', grep: /screens:/ },
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // Requests tests make over the API carry the Origin a page of the site sends: writes need it.
    ...(process.env.E2E_BASE_URL ? { extraHTTPHeaders: { origin: process.env.E2E_BASE_URL } } : {}),
    locale: 'ko-KR',
    // The device zone differs from Seoul on purpose: every time shown must still be Seoul time.
    timezoneId: 'America/Los_Angeles',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
