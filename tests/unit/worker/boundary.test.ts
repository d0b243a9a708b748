import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

const importsOf = (file: string) =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1] ?? '');

/** STYLE.md "three files at a worker boundary", kept by a test since the lint config is shared. */
describe('worker boundary', () => {
  it('keeps rxdb and dexie inside workers/ and comlink in worker-client.ts on the UI side (and in workers)', () => {
    const offenders = sourceFiles('src').flatMap((file) =>
      importsOf(file)
        .filter(
          (source) =>
            /^(rxdb|dexie)(\/|$)/.test(source) ||
            // A feature's own worker (`*.worker.ts`) is worker side; its page reaches it through
            // a `worker-client.ts` beside it.
            (source === 'comlink' && !/(worker-client|\.worker)\.ts$/.test(file)),
        )
        .map((source) => `${relative(root, join(root, file))}: ${source}`),
    );
    expect(offenders).toEqual([]);
  });

  it('lets the UI import only type-only modules of the worker', () => {
    const offenders = sourceFiles('src').flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return [...text.matchAll(/^import (type )?[^;]*from '([^']*workers\/[^']*)'/gm)]
        .filter((m) => !m[1])
        .map((m) => `${file}: ${m[2]}`);
    });
    expect(offenders).toEqual([]);
  });

  it('imports the contract by module in workers/, never through its index', () => {
    // The index evaluates every schema the app has: about twenty modules more at the worker's start.
    const offenders = sourceFiles('workers').flatMap((file) =>
      importsOf(file)
        .filter((source) => /\/src\/contract$/.test(source))
        .map((source) => `${file}: ${source}`),
    );
    expect(offenders).toEqual([]);
  });
});
