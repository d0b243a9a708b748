import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entriesUnder, ROOT } from './source-tree';

/**
 * server/CONTEXT.md: "Logs never carry SQL parameters". The `err` serializer drops them, but only
 * from an error: `err: String(err)` or `err: err.message` hands it a query error's message with
 * its `params:` line already in (tests/server/hardening-logs.test.ts sees it happen).
 */
const ERROR_AS_TEXT = /\berr:\s*(?:String\(|\w+ instanceof Error\b|\w+\.message\b)/;

const offenders = (files: Record<string, string>) =>
  Object.entries(files).flatMap(([file, text]) =>
    text
      .split('\n')
      .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
      .filter(({ line }) => ERROR_AS_TEXT.test(line))
      .map(({ at }) => at),
  );

describe('server logs', () => {
  it('hand errors to the err serializer as errors', () => {
    const server = Object.fromEntries(
      entriesUnder(join(ROOT, 'server'))
        .filter((file) => file.endsWith('.ts'))
        .map((file) => [relative(ROOT, file), readFileSync(file, 'utf8')]),
    );
    expect(offenders(server)).toEqual([]);
  });

  it('finds an error logged as text', () => {
    expect(
      offenders({
        'a.ts': "log.warn({ err: String(err) }, 'x');\nlog.warn({ err }, 'fine');",
        'b.ts':
          'log.warn({ err: e instanceof Error ? e.message : String(e) });\nlog.warn({ err: e.message });',
      }),
    ).toEqual(['a.ts:1', 'b.ts:1', 'b.ts:2']);
  });
});
