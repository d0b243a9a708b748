import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const ROOT = join(import.meta.dirname, '../../..');
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

/**
 * Every module `start` (by default src/main.tsx, the first page) reaches through static value
 * imports, as the bundler does (type-only imports are erased, `import()` is a later chunk), with
 * the packages each imports.
 */
export function firstPageModules(start = 'src/main.tsx'): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const queue = [join(ROOT, start)];
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
