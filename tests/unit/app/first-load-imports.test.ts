import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANDING_PAGES } from '../../../src/features/landing-pages';
import { firstPageModules, ROOT } from './first-page-modules';

/**
 * The first page's JavaScript (budget: under 200 KB gzip, `npm run bench`) has no room for zod
 * and the contract's schemas (about 40 KB) or dayjs (6 KB): first-page code imports the
 * contract's plain modules (paths, roles, names), checks answers with `laterSchema`, and labels
 * times with lib/seoul-clock. These tests name every first-page module that would pull one in.
 */
describe('the first page', () => {
  const modules = firstPageModules();
  const name = (file: string) => relative(ROOT, file);

  it('reaches the shell, the routes and the home page', () => {
    expect([...modules.keys()].map(name)).toEqual(
      expect.arrayContaining(['src/app/router/router.tsx', 'src/features/home/HomePage.tsx']),
    );
  });

  it('imports no zod, so no contract schema', () => {
    const pullingZod = [...modules]
      .filter(([, packages]) => packages.includes('zod'))
      .map(([file]) => name(file));
    expect(pullingZod).toEqual([]);
  });

  it('imports no dayjs: its times are labelled by lib/seoul-clock', () => {
    const pullingDayjs = [...modules]
      .filter(([, packages]) => packages.some((specifier) => specifier.startsWith('dayjs')))
      .map(([file]) => name(file));
    expect(pullingDayjs).toEqual([]);
  });
});

/**
 * A landing page's files come ahead of its rows on a first visit (`preload-landing-page.ts`);
 * zod and the contract's schemas would be 37 KB more among them.
 */
describe('a landing page', () => {
  for (const { page } of LANDING_PAGES)
    it(`${page} imports no zod, so no contract schema`, () => {
      const pullingZod = [...firstPageModules(page)]
        .filter(([, packages]) => packages.includes('zod'))
        .map(([file]) => relative(ROOT, file));
      expect(pullingZod).toEqual([]);
    });
});
