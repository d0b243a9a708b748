import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { falseNames } from './check-doc';
import { configVariables, tableVariables } from './settings';
import { entriesUnder, ROOT, sourceTree } from './source-tree';

/**
 * The docs are how a newcomer learns the tree (issue 29 found five false statements): every
 * file, constant and function a CONTEXT.md or the README names in backticks must exist, a name
 * said to be in a file must be there, and the README's settings are the ones the config reads.
 */
const DOCS = [
  'README.md',
  ...entriesUnder(ROOT)
    .filter((file) => basename(file) === 'CONTEXT.md')
    .map((file) => relative(ROOT, file))
    .sort(),
];

const read = (doc: string) => readFileSync(join(ROOT, doc), 'utf8');
const tree = sourceTree({ env: configVariables() });

describe('the docs name only what exists', () => {
  it('finds every CONTEXT.md', () => {
    expect(DOCS.length).toBeGreaterThan(10);
  });

  it.each(DOCS)('%s', (doc) => {
    expect(falseNames(doc, read(doc), tree)).toEqual([]);
  });

  it('reports a planted path, constant, function and misplaced name, and passes real ones', () => {
    const planted = [
      'Rows live in `server/modules/nowhere/tables.ts` and `lib/no-such-helper`, limited by',
      '`NO_SUCH_LIMITS` and made by `createNothing(db)`; `WRITE_LIMITS`, `loadConfig()`,',
      '`plugins/errors.ts` and `db/` are real, `application/x-starcraft-replay` is no path.',
      '`UNIQUE_FIELDS` (`plugins/errors.ts`) is there, `WRITE_LIMITS` in `plugins/errors.ts` is not.',
    ].join('\n');
    expect(falseNames('server/CONTEXT.md', planted, tree)).toEqual([
      { doc: 'server/CONTEXT.md', line: 1, kind: 'path', name: 'server/modules/nowhere/tables.ts' },
      { doc: 'server/CONTEXT.md', line: 1, kind: 'path', name: 'lib/no-such-helper' },
      { doc: 'server/CONTEXT.md', line: 2, kind: 'constant', name: 'NO_SUCH_LIMITS' },
      { doc: 'server/CONTEXT.md', line: 2, kind: 'function', name: 'createNothing' },
      {
        doc: 'server/CONTEXT.md',
        line: 4,
        kind: 'placement',
        name: 'WRITE_LIMITS',
        place: 'plugins/errors.ts',
      },
    ]);
  });
});

describe("the README's settings table", () => {
  const documented = tableVariables(read('README.md'), 'Settings (environment)');
  const configured = configVariables();

  it('names every variable the server reads', () => {
    expect(configured.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('names only variables the server reads', () => {
    expect(documented.filter((name) => !configured.includes(name))).toEqual([]);
  });

  it('is found, placeholders expanded', () => {
    expect(documented).toEqual(expect.arrayContaining(['PORT', 'SOCIAL_KAKAO_TOKEN_URL']));
  });
});
