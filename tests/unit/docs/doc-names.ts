/**
 * What a doc names in backticks that the tree must have: a file or folder, a constant, a function,
 * or a name in a file (`` `UNIQUE_FIELDS` (`plugins/errors.ts`) ``, `` `fanOut()` in `broker.ts` ``).
 */
export interface DocName {
  kind: 'path' | 'constant' | 'function' | 'placement';
  name: string;
  line: number;
  /** The path a placement names. */
  place?: string;
}

const FILE_EXTENSION = /\.(?:ts|tsx|js|mjs|json|md|html|css|sql)$/;
const PATH = /^[\w.-]+(?:\/[\w.-]+)*\/?$/;
/** Folders a path inside a command (`node --import tsx server/db/x.ts`) starts with. */
const ROOT_PATH = /^(?:server|src|workers|tests)\/[\w./-]+$/;
const CONSTANT = /^([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:\.[\w.]+|=\S*|\(\))?$/;
const CALL = /^(?:[A-Za-z_$][\w$]*\.)*([A-Za-z_$][\w$]*)\([\s\S]*\)$/;
const IDENTIFIER = /^(?:[A-Za-z_$][\w$]*\.)*([A-Za-z_$][\w$]*)(?:\([\s\S]*\))?$/;
/** `` `name` in `path` `` or `` `name` (`path`) ``. */
const PLACED = /`([^`]+)`(?: in | \()`([^`]+)`/g;
/** The docs' stand-in for a new feature's name: `modules/x/`, `createXRepository(db)`, `xModule`. */
const PLACEHOLDER = /(?:^|\/)x(?:\/|\.|$)|^x[A-Z]|[a-z]X[A-Z]/;

/** Fenced blocks are examples, not claims: blanked, keeping the line numbers of what follows. */
const withoutFences = (markdown: string) =>
  markdown.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '));

function namesIn(span: string): Omit<DocName, 'line'>[] {
  if (PLACEHOLDER.test(span)) return [];
  const constant = CONSTANT.exec(span);
  if (constant) return [{ kind: 'constant', name: constant[1] as string }];
  const call = CALL.exec(span);
  if (call && !/\s/.test(span.slice(0, span.indexOf('('))))
    return [{ kind: 'function', name: call[1] as string }];
  if (/\s/.test(span))
    return span
      .split(/\s+/)
      .filter((word) => ROOT_PATH.test(word))
      .map((name) => ({ kind: 'path', name }));
  // A URL path (`/api/v1/...`), a package (`@fastify/oauth2`) or a runtime folder (`./data`) is no file here.
  if (/^[/@.]/.test(span) || !PATH.test(span)) return [];
  if (span.includes('/') || FILE_EXTENSION.test(span)) return [{ kind: 'path', name: span }];
  return [];
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

function placements(text: string): DocName[] {
  const placed: DocName[] = [];
  for (const match of text.matchAll(PLACED)) {
    const [, what = '', where = ''] = match;
    const name = IDENTIFIER.exec(what)?.[1];
    const [path] = namesIn(where);
    if (!name || path?.kind !== 'path' || PLACEHOLDER.test(what)) continue;
    placed.push({ kind: 'placement', name, place: path.name, line: lineAt(text, match.index) });
  }
  return placed;
}

/** Every name a markdown text states in inline code, with its line. */
export function docNames(markdown: string): DocName[] {
  const text = withoutFences(markdown);
  const names: DocName[] = [];
  for (const match of text.matchAll(/`([^`]+)`/g))
    for (const name of namesIn((match[1] as string).trim()))
      names.push({ ...name, line: lineAt(text, match.index) });
  return [...names, ...placements(text)];
}
