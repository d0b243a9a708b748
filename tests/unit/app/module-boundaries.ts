import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** Every relative import of a file: static, type-only, re-exports and `import()`. */
const IMPORT =
  /(?:^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?|\bimport\(\s*)['"](\.[^'"]*)['"]/gm;

/** A source file as the checker reads it: its path from the repository root and its text. */
export interface SourceFile {
  path: string;
  code: string;
}

/** One import the boundaries refuse, and why. */
export interface Violation {
  from: string;
  to: string;
  rule: string;
}

const toPosix = (path: string) => path.split(sep).join('/');

/** `specifier` of `from` as a repository path, the way the bundler finds it (extension, index). */
function resolve(from: string, specifier: string, exists: (path: string) => boolean): string {
  const base = toPosix(join(dirname(from), specifier));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((path) => /\.tsx?$/.test(path) && exists(path)) ?? base;
}

const featureOf = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1];

/**
 * The client's module boundaries (src/app/CONTEXT.md "Module boundaries"): a feature imports no
 * other feature's files (they compose through the shell's slots), and imports of the shell only
 * the modules `appEntries` names (its index and the documented doors).
 */
export function boundaryViolations(
  files: readonly SourceFile[],
  appEntries: ReadonlySet<string>,
  exists: (path: string) => boolean = (path) => files.some((file) => file.path === path),
): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const feature = featureOf(file.path);
    if (!feature) continue;
    for (const [, specifier] of file.code.matchAll(IMPORT)) {
      const to = resolve(file.path, specifier as string, exists);
      const other = featureOf(to);
      if (other && other !== feature)
        violations.push({ from: file.path, to, rule: `feature ${feature} imports feature ${other}` });
      else if (to.startsWith('src/app/') && !appEntries.has(to))
        violations.push({ from: file.path, to, rule: 'a shell module past its index' });
    }
  }
  return violations;
}

/** The client's source files under `dir` (src/features, with its list), read from disk. */
export function readSources(root: string, dir: string): SourceFile[] {
  const found: SourceFile[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name))
        found.push({ path: toPosix(relative(root, path)), code: readFileSync(path, 'utf8') });
    }
  };
  walk(join(root, dir));
  return found;
}

/** Whether a repository path exists on disk (the resolver's check for the real tree). */
export const existsIn = (root: string) => (path: string) => existsSync(join(root, path));
