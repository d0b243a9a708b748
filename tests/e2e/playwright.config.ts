import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

/** The server of this worker (global-setup starts one per worker); unset in the runner itself. */
const baseURL = process.env[`E2E_BASE_URL_${process.env.TEST_PARALLEL_INDEX ?? 0}`];

/** Browser tests: Debian's Chromium against real servers with fresh data dirs (see global-setup). */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two cores: most of a browser test is waiting (polls, sockets, debounces), so two workers, each
  // with its own server, about halve the time without starving either (E2E_WORKERS to change).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list'], ['./failure-context-reporter.ts']],
  globalSetup: './global-setup.ts',
  projects: [
    // What `npm test` runs: every test that checks what a user would notice.
    { name: 'app', grepInvert: /screens:/ },
    // `npm run screens`: the pages at 390 and 1440 px, light and dark, into tests/e2e/screens to look at.
    // Tests tagged @shots run here too, shooting their pages in all four looks.
    { name: 'screens', grep: /screens:|@shots/ },
  ],
  use: {
    baseURL,
    // Requests tests make over the API carry the Origin a page of the site sends: writes need it.
    ...(baseURL ? { extraHTTPHeaders: { origin: baseURL } } : {}),
    locale: 'ko-KR',
    // The device zone differs from Seoul on purpose: every time shown must still be Seoul time.
    timezoneId: 'America/Los_Angeles',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
