import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

export const ROOT = join(import.meta.dirname, '../../..');

/** What a doc's names are checked against: the files of the tree and what its code knows. */
export interface SourceTree {
  /** A repo-relative path that is a file or a folder. */
  exists(path: string): 'file' | 'folder' | null;
  /** The repo-relative files and folders of this name anywhere in the tree. */
  entriesNamed(name: string): string[];
  /** The text of a file, or of every file in a folder. */
  read(path: string): string;
  /** What a command makes and git ignores (`tests/e2e/screens`): there only once it ran. */
  isOutput(path: string): boolean;
  /** A name the code declares or calls, or the type declarations of a dependency declare. */
  knows(name: string): boolean;
  /** An environment variable the code reads. */
  readsEnv(name: string): boolean;
}

const NOT_SOURCE = new Set(['node_modules', 'dist', '.git', 'test-results']);
/** A package's own types are often under its `dist`; its own dependencies are not ours. */
const NESTED_PACKAGES = new Set(['node_modules']);
const SOURCE_ROOTS = ['server', 'src', 'workers', 'tests', 'vite.config.ts'];
/** This checker's own tests plant made-up names on purpose. */
const OWN_FOLDER = relative(ROOT, import.meta.dirname);

const IDENTIFIER = '([A-Za-z_$][\\w$]*)';
const KNOWN_NAMES = [
  new RegExp(`\\b(?:function\\*?|const|let|var|class|interface|type|enum|namespace)\\s+${IDENTIFIER}`, 'g'),
  // Methods, class fields, interface and object members on their own line.
  new RegExp(
    `^\\s*(?:(?:export|public|private|protected|static|readonly|async|override|declare|get|set)\\s+)*${IDENTIFIER}\\??\\s*[(<:=]`,
    'gm',
  ),
  // Members inside one-line objects and types: `{ poll: () => ..., url }`.
  new RegExp(`[{,]\\s*${IDENTIFIER}\\??\\s*[:(]`, 'g'),
  new RegExp(`\\bdecorate(?:Request|Reply)?\\(\\s*['"]${IDENTIFIER}['"]`, 'g'),
  new RegExp(`\\bas\\s+${IDENTIFIER}`, 'g'),
  // What the code calls exists, or the type check would fail: a library's `route.useSearch()`.
  new RegExp(`${IDENTIFIER}\\s*\\(`, 'g'),
];
const ENV_READ = /\b(?:process\.env|import\.meta\.env|env)\.([A-Z][A-Z0-9_]*)/g;

/** Every file and folder under a path (itself included), outside what is installed or built. */
export function entriesUnder(path: string, skip = NOT_SOURCE): string[] {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return stat ? [path] : [];
  return [
    path,
    ...readdirSync(path)
      .filter((entry) => !skip.has(entry))
      .flatMap((entry) => entriesUnder(join(path, entry), skip)),
  ];
}

/** The type declarations of the app's dependencies, read once and only when a name is not ours. */
function dependencyTypes(root: string): () => string {
  let text: string | undefined;
  return () => {
    if (text !== undefined) return text;
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    text = Object.keys(pkg.dependencies)
      .flatMap((name: string) => entriesUnder(join(root, 'node_modules', name), NESTED_PACKAGES))
      .filter((file) => /\.d\.[cm]?ts$/.test(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    return text;
  };
}

/** `env`: variables read in ways no pattern sees (`env[\`SOCIAL_${p}_CLIENT_ID\`]`). */
export function sourceTree({ root = ROOT, env = [] as string[] } = {}): SourceTree {
  const entries = new Map<string, string[]>();
  for (const entry of entriesUnder(root).map((path) => relative(root, path)))
    entries.set(basename(entry), [...(entries.get(basename(entry)) ?? []), entry]);
  const known = new Set<string>();
  const envRead = new Set(env);
  for (const file of SOURCE_ROOTS.flatMap((folder) => entriesUnder(join(root, folder)))) {
    if (!/\.tsx?$/.test(file) || relative(root, file).startsWith(OWN_FOLDER)) continue;
    const text = readFileSync(file, 'utf8');
    for (const pattern of KNOWN_NAMES) for (const m of text.matchAll(pattern)) known.add(m[1] as string);
    for (const m of text.matchAll(ENV_READ)) envRead.add(m[1] as string);
  }
  const ignored = readFileSync(join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/^\//, ''));
  const types = dependencyTypes(root);
  return {
    exists(path) {
      const stat = statSync(join(root, path), { throwIfNoEntry: false });
      return stat ? (stat.isDirectory() ? 'folder' : 'file') : null;
    },
    entriesNamed: (name) => entries.get(name) ?? [],
    read: (path) =>
      entriesUnder(join(root, path))
        .filter((file) => statSync(file).isFile())
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n'),
    isOutput: (path) => ignored.includes(path),
    knows: (name) => known.has(name) || new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(types()),
    readsEnv: (name) => envRead.has(name),
  };
}
