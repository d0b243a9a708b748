import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * What one server module takes from another: a type (erased at run time), its Drizzle tables (for
 * joins), or anything else ("logic", which must go through a decorator instead).
 */
export type ImportKind = 'type' | 'tables' | 'logic';

/** One import or `export ... from` of a file in server/modules/<from> naming a file of server/modules/<to>. */
export type ModuleImport = { from: string; to: string; fromFile: string; toFile: string; kind: ImportKind };

export const ROOT = join(import.meta.dirname, '../../..');
const MODULES = join(ROOT, 'server/modules');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

function resolve(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(fromFile), specifier).replace(/\.(ts|js)$/, '');
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')])
    if (statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  return null;
}

/** Every name of the clause is a type: `import type {...}`, `import { type A }`, `export type {...}`. */
function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return !!clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly);
  }
  const clause = node.importClause;
  if (!clause) return false; // `import './x'` runs the file
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.every((e) => e.isTypeOnly)
  );
}

/** The specifiers a file imports, with whether each is type-only; `import('x')` counts as a value import. */
function specifiers(file: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier))
        found.push({ specifier: node.moduleSpecifier.text, typeOnly: typeOnly(node) });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push({ specifier: literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The module a file belongs to: the first folder under server/modules (null for modules/index.ts). */
function moduleOf(file: string): string | null {
  const parts = relative(MODULES, file).split(sep);
  return parts.length > 1 ? (parts[0] as string) : null;
}

/** Every relative import of every file of a module, resolved to a file of the repository (read once). */
let read: { from: string; fromFile: string; toFile: string; typeOnly: boolean }[] | undefined;
function moduleFileImports() {
  read ??= tsFiles(MODULES).flatMap((fromFile) => {
    const from = moduleOf(fromFile);
    if (!from) return [];
    return specifiers(fromFile).flatMap(({ specifier, typeOnly }) => {
      const toFile = resolve(fromFile, specifier);
      return toFile ? [{ from, fromFile, toFile, typeOnly }] : [];
    });
  });
  return read;
}

/** Every import between two different modules of server/modules. */
export function serverModuleImports(): ModuleImport[] {
  return moduleFileImports().flatMap(({ from, fromFile, toFile, typeOnly }) => {
    const to = toFile.startsWith(MODULES + sep) ? moduleOf(toFile) : null;
    if (!to || to === from) return [];
    const kind: ImportKind = typeOnly ? 'type' : toFile.endsWith(`${sep}tables.ts`) ? 'tables' : 'logic';
    return [{ from, to, fromFile: relative(ROOT, fromFile), toFile: relative(ROOT, toFile), kind }];
  });
}

/** The module files importing `target` (a path from the repository root). */
export function moduleFilesImporting(target: string): string[] {
  const wanted = join(ROOT, target);
  return [
    ...new Set(
      moduleFileImports().flatMap(({ fromFile, toFile }) =>
        toFile === wanted ? [relative(ROOT, fromFile)] : [],
      ),
    ),
  ];
}
