import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entriesUnder, ROOT } from './source-tree';

/**
 * server/CONTEXT.md: "Logs never carry SQL parameters". The `err` serializer drops them, but only
 * from an error: `err: String(err)` or `reason: err.message` (under any key) hands it a query
 * error's message with its `params:` line already in (tests/server/hardening-logs.test.ts sees it).
 */
const ERROR_AS_TEXT =
  /\b\w+:\s*(?:String\((?:err|error|e)\)|(?:err|error|e) instanceof Error\b|(?:err|error|e)\.message\b)/;

const LOG_CALL = /\blog\.(?:trace|debug|info|warn|error|fatal)\(/g;

/** Each log call (up to its closing `);`) that hands over an error as text, as `file:line`. */
const offenders = (files: Record<string, string>) =>
  Object.entries(files).flatMap(([file, text]) =>
    [...text.matchAll(LOG_CALL)]
      .filter((call) => ERROR_AS_TEXT.test(text.slice(call.index, text.indexOf(');', call.index))))
      .map((call) => `${file}:${text.slice(0, call.index).split('\n').length}`),
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
        'c.ts':
          "const body = { message: error.message };\nreq.log.warn(\n  { toon, reason: err instanceof Error ? err.message : 'x' },\n  'x',\n);",
      }),
    ).toEqual(['a.ts:1', 'b.ts:1', 'b.ts:2', 'c.ts:2']);
  });
});
