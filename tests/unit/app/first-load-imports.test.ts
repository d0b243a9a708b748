import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The first page's JavaScript (budget: under 200 KB gzip, `npm run bench`) has no room for zod
 * and the contract's schemas (about 40 KB) or dayjs (6 KB): first-page code imports the
 * contract's plain modules (paths, roles, names), checks answers with `laterSchema`, and labels
 * times with lib/seoul-clock. This walks the static
 * imports from src/main.tsx, as the bundler does (type-only imports are erased, `import()` is a
 * later chunk), and names every first-page module that would pull zod in.
 */
const ROOT = join(import.meta.dirname, '../../..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  return null;
}

/** Every module the entry reaches through static value imports, with the packages each imports. */
function firstPageModules(entry: string) {
  const packages = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop() as string;
    if (packages.has(file)) continue;
    const imported: string[] = [];
    packages.set(file, imported);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
      if (!specifier) continue;
      const local = resolveModule(file, specifier);
      if (local) queue.push(local);
      else if (!specifier.startsWith('.')) imported.push(specifier);
    }
  }
  return packages;
}

describe('the first page', () => {
  const modules = firstPageModules(join(ROOT, 'src/main.tsx'));
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
