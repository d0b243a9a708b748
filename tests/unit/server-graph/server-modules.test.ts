import { describe, expect, it } from 'vitest';
import { describeCycles, type Edge } from './cycles';
import { moduleFilesImporting, serverModuleImports } from './imports';

/**
 * Server modules (folders of server/modules) meet through the decorators they declare in their
 * `declare module 'fastify'` block, the shared folders (lib/, plugins/, db/) and src/contract. From
 * another module a file may take types (`import type`) and tables (its `tables.ts`, for joins and
 * references); anything else is a decorator to call. See server/CONTEXT.md "Footguns".
 */

/** Logic imports not moved yet, each with why it stays. A new one fails; a moved one must leave this list. */
const ALLOWED_LOGIC: Record<string, string> = {
  'server/modules/crew/routes.ts → server/modules/soop/dto.ts':
    'the contract shape of a crew station row (soop tables), which the crew admin page lists',
  'server/modules/starcraft/routes.ts → server/modules/soop/dto.ts':
    'the same crew station shape, for the players admin page',
  'server/modules/push/sender.ts → server/modules/user/setting-repository.ts':
    "a push reads the member's APP_PUSH setting with its default; push registers before user",
  'server/modules/reward/reward-shop.ts → server/modules/point/ledger.ts':
    "tells the ledger's refusal for too few points from other errors; belongs on app.points",
  'server/modules/social/routes.ts → server/modules/user/cookie.ts':
    'a social sign-in opens the session the way the password login does; to become a user decorator',
  'server/modules/social/routes.ts → server/modules/user/name-rules.ts':
    'a social sign-up checks the names as registering does',
  'server/modules/social/routes.ts → server/modules/user/sessions.ts':
    'a social sign-in creates the session the password login creates',
};

const imports = serverModuleImports();
const step = (i: { fromFile: string; toFile: string }) => `${i.fromFile} → ${i.toFile}`;

describe('server module boundaries', () => {
  it('names a planted cycle and the imports that close it', () => {
    const planted: Edge[] = [
      { from: 'a', to: 'b', via: 'a/x.ts → b/tables.ts' },
      { from: 'b', to: 'c', via: 'b/y.ts → c/z.ts' },
      { from: 'c', to: 'a', via: 'c/z.ts → a/tables.ts' },
      { from: 'c', to: 'd', via: 'c/z.ts → d/tables.ts' },
    ];
    expect(describeCycles(planted)).toEqual([
      'a → b → c → a\n  a → b: a/x.ts → b/tables.ts\n  b → c: b/y.ts → c/z.ts\n  c → a: c/z.ts → a/tables.ts',
    ]);
    expect(describeCycles(planted.filter((e) => e.from !== 'c' || e.to !== 'a'))).toEqual([]);
  });

  it('has no cycle of modules, counting type and table imports', () => {
    const edges = imports.map((i) => ({ from: i.from, to: i.to, via: step(i) }));
    expect(describeCycles(edges)).toEqual([]);
  });

  it('takes only types and tables from another module, but for the listed imports', () => {
    const logic = imports.filter((i) => i.kind === 'logic').map(step);
    expect(logic.filter((s) => !(s in ALLOWED_LOGIC))).toEqual([]);
    expect(Object.keys(ALLOWED_LOGIC).filter((s) => !logic.includes(s))).toEqual([]);
  });

  it('imports a table from the module that owns it, not through db/schema, so the graph sees it', () => {
    expect(moduleFilesImporting('server/db/schema.ts')).toEqual([]);
  });
});
