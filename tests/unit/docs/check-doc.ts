import { posix } from 'node:path';
import { type DocName, docNames } from './doc-names';
import type { SourceTree } from './source-tree';

export interface Finding extends DocName {
  doc: string;
}

/** A doc's relative paths may start at its folder, any folder above it, or one of the code roots. */
function bases(doc: string): string[] {
  const folders: string[] = [];
  for (let folder = posix.dirname(doc); folder !== '.'; folder = posix.dirname(folder)) folders.push(folder);
  return [...new Set([...folders, '', 'server', 'src', 'workers', 'tests'])];
}

const MODULE_FILES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * What a path names in the tree (repo-relative, a bare name's every match), [] when nothing, or
 * null when it was no path after all (`text/html`).
 */
function resolve(doc: string, name: string, tree: SourceTree): string[] | null {
  const folder = name.endsWith('/');
  const path = name.replace(/\/$/, '');
  // A bare name (`image.ts`, `migrations/`) is one of the doc's neighbours: anywhere in the tree will do.
  if (!path.includes('/')) return tree.entriesNamed(path);
  if (tree.isOutput(path)) return [path];
  for (const base of bases(doc))
    for (const ending of folder ? [''] : MODULE_FILES) {
      const candidate = posix.join(base, path) + ending;
      const kind = tree.exists(candidate);
      if (folder ? kind === 'folder' : kind !== null) return [candidate];
    }
  // A module path is written without its extension; a slash word whose first folder is nowhere is no path.
  const first = path.split('/')[0] as string;
  if (
    !folder &&
    !/\.\w+$/.test(path) &&
    !bases(doc).some((b) => tree.exists(posix.join(b, first)) === 'folder')
  )
    return null;
  return [];
}

/** The file a placement names holds the name; a path that is wrong itself is reported as a path. */
function isMisplaced(doc: string, name: string, place: string, tree: SourceTree): boolean {
  const files = resolve(doc, place, tree) ?? [];
  const word = new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`);
  return files.length > 0 && !files.some((file) => word.test(tree.read(file)));
}

function isFalse(doc: string, { kind, name, place }: DocName, tree: SourceTree): boolean {
  if (kind === 'path') return resolve(doc, name, tree)?.length === 0;
  if (kind === 'placement') return isMisplaced(doc, name, place as string, tree);
  if (kind === 'constant') return !tree.knows(name) && !tree.readsEnv(name);
  return !tree.knows(name);
}

/** The paths, constants and functions a doc (`doc`: its repo-relative path) names that the tree lacks. */
export function falseNames(doc: string, markdown: string, tree: SourceTree): Finding[] {
  return docNames(markdown)
    .filter((name) => isFalse(doc, name, tree))
    .map((name) => ({ doc, ...name }));
}
