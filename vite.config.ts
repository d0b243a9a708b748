/// <reference types="vitest/config" />

import { basename, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { type FetchAheadKeys, fetchAhead } from './src/app/snapshot/fetch-ahead.ts';
import { SNAPSHOT_KEYS } from './src/app/snapshot/keys.ts';
import { paintPageSnapshot } from './src/app/snapshot/paint.ts';
import { preloadLandingPage } from './src/app/snapshot/preload-landing-page.ts';
import { startEntry } from './src/app/snapshot/start-entry.ts';
import { FIRST_PAGE_RECIPE_FILES } from './src/app/theme/first-page-recipes.ts';
import { SESSION_MARK_COOKIE } from './src/contract/session-names.ts';
import {
  FETCHED_AHEAD,
  FIRST_VISIT_PLAN,
  firstVisitReadsOf,
  firstVisitUrl,
} from './src/data/first-visit-urls.ts';
import { LAST_USER_KEY } from './src/data/http/last-user-key.ts';
import { LANDING_PAGES } from './src/features/landing-pages.ts';

/** The API server's port in development (`npm run dev:server`); the dev server proxies to it. */
const apiTarget = `http://localhost:${process.env.PORT ?? 8080}`;

/**
 * Libraries grouped into long-lived chunks. The first page loads only the groups its code
 * imports (React, the router, Chakra, dayjs, zod); forms and the rest arrive with the routes
 * that use them, and each group stays cached across app releases that do not update it.
 * Chakra's group holds only what the first page imports (`$initial`): the components that only
 * lazy pages use (tabs, checkboxes, dialogs...) load with those pages.
 */
const vendorGroups: {
  name: string;
  test: RegExp;
  priority: number;
  tags?: '$initial'[];
  includeDependenciesRecursively?: boolean;
}[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  {
    name: 'chakra',
    test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss)[\\/]/,
    priority: 20,
    tags: ['$initial'],
  },
  // The recipes of components only lazy pages draw: their own chunk, loaded after the first page
  // (src/app/theme/theme-system.ts). Their shared helpers stay in Chakra's group.
  {
    name: 'chakra-later-recipes',
    test: new RegExp(
      `@chakra-ui[\\\\/]react[\\\\/]dist[\\\\/]esm[\\\\/]theme[\\\\/]recipes[\\\\/](?!(${FIRST_PAGE_RECIPE_FILES.join('|')})\\.js)`,
    ),
    priority: 25,
    includeDependenciesRecursively: false,
  },
  // Lazy pages' small shared Chakra parts in two files, not a dozen of a few hundred bytes (each a
  // round trip on a phone network): ark's and zag's helpers, and the form fields most forms draw.
  {
    name: 'chakra-helpers',
    test: /node_modules[\\/](@zag-js[\\/](utils|dom-query|core|auto-resize)[\\/]|@ark-ui[\\/]react[\\/]dist[\\/](utils[\\/]|_virtual[\\/]|providers[\\/]|components[\\/]factory\.js))/,
    priority: 15,
    includeDependenciesRecursively: false,
  },
  {
    name: 'chakra-fields',
    test: /node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](field|fieldset|input|input-group|input-addon|input-element|native-select|group|stack)|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/](field|fieldset))[\\/]/,
    priority: 15,
    includeDependenciesRecursively: false,
  },
  { name: 'router', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  // The first page's own modules in one file, not one per module a lazy page shares: each file
  // costs a round trip, six at a time, on a slow phone network.
  { name: 'app', test: /[\\/]src[\\/]/, priority: 10, tags: ['$initial'] },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 20 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
  { name: 'dayjs', test: /node_modules[\\/]dayjs[\\/]/, priority: 20 },
  { name: 'dompurify', test: /node_modules[\\/]dompurify[\\/]/, priority: 20 },
  { name: 'comlink', test: /node_modules[\\/]comlink[\\/]/, priority: 20 },
];

/** What a chunking group may read of the module graph (rolldown's `ChunkingContext`). */
type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
};

/** `start` and all `next` leads to from it, not through what `skip` says. */
function reachable(start: string, next: (id: string) => readonly string[], skip: (id: string) => boolean) {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const id = queue.pop() as string;
    if (seen.has(id) || skip(id)) continue;
    seen.add(id);
    queue.push(...next(id));
  }
  return seen;
}

/** `start` and every module it imports statically, leaving out those `skip` says. */
const staticClosure = (graph: ModuleGraph, start: string, skip: (id: string) => boolean = () => false) =>
  reachable(start, (id) => graph.getModuleInfo(id)?.importedIds ?? [], skip);

/**
 * Each landing page's modules in one file, with the small shared ones only lazy pages import
 * (a field, an input group): fetched ahead on its address (`preload-landing-page.ts`), a dozen
 * files of a few hundred bytes each cost a round trip on a phone network, six at a time. What the
 * first page loads anyway, and what a higher group takes (zod, the later recipes), stays out.
 */
function landingPageGroup() {
  let owners: Map<string, string> | undefined;
  const ownersOf = (graph: ModuleGraph) => {
    const first = staticClosure(graph, resolve('src/main.tsx'));
    // The contract, and any module loaded on its own (import()), keep their own chunks: other
    // pages load them without this one.
    const contract = resolve('src/contract');
    const elsewhere = (id: string) =>
      first.has(id) || id.startsWith(contract) || (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
    const map = new Map<string, string>();
    for (const { page } of LANDING_PAGES) {
      const name = `landing-${basename(page).replace(/\.tsx?$/, '')}`;
      const start = resolve(page);
      const own = staticClosure(graph, start, (id) => id !== start && elsewhere(id));
      for (const id of own) if (!map.has(id)) map.set(id, name);
    }
    return map;
  };
  return {
    debugName: 'landing pages',
    name: (id: string, graph: ModuleGraph) => {
      owners ??= ownersOf(graph);
      return owners.get(id) ?? null;
    },
    priority: 5,
    includeDependenciesRecursively: false,
  };
}

const fetchAheadKeys: FetchAheadKeys = {
  plan: FIRST_VISIT_PLAN,
  store: FETCHED_AHEAD,
  keptViewPrefix: `${SNAPSHOT_KEYS.pagePrefix}${SNAPSHOT_KEYS.visitor}|`,
  markCookie: SESSION_MARK_COOKIE,
  lastUser: LAST_USER_KEY,
};

/**
 * The reopen path: index.html paints the page's kept view before any module loads
 * (src/app/snapshot/paint.ts, inlined after `#root` so it runs while the page is parsed); a
 * visitor with none kept has their first reads asked for at once (src/app/snapshot/fetch-ahead.ts).
 */
const keptViewPainter = (): Plugin => ({
  name: 'kept-view-painter',
  transformIndexHtml: () => [
    {
      tag: 'script',
      children: `(${paintPageSnapshot.toString()})(${JSON.stringify({ ...SNAPSHOT_KEYS, markCookie: SESSION_MARK_COOKIE, lastUser: LAST_USER_KEY })});`,
      injectTo: 'body',
    },
  ],
});

/** A visitor's first reads, asked for first in the head (`fetch-ahead.ts`). */
const firstReadsAhead = (): Plugin => ({
  name: 'first-reads-ahead',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const charset = '<meta charset="UTF-8" />';
      if (!html.includes(charset)) throw new Error('index.html has no charset to put the fetch-ahead after');
      const script = `<script>(${fetchAhead.toString()})(${JSON.stringify(fetchAheadKeys)}, ${firstVisitReadsOf.toString()}, ${firstVisitUrl.toString()});</script>`;
      // Right after the charset: behind the page's script files (six connections at most) the
      // reads would wait.
      return html.replace(charset, `${charset}\n    ${script}`);
    },
  },
});

const LATER_RECIPES_MODULE = 'src/app/theme/later-recipes.ts';

/** The chunk `start` and every chunk it imports, leaving out `without` (and what only they import). */
const chunkClosure = (byName: Map<string, Rollup.OutputChunk>, start: string, without = new Set<string>()) =>
  reachable(
    start,
    (file) => byName.get(file)?.imports ?? [],
    (file) => without.has(file),
  );

const chunksOf = (bundle: Rollup.OutputBundle) =>
  Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');

/** The chunk index.html starts: the first page's code. */
const entryOf = (chunks: Rollup.OutputChunk[]) =>
  chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('index.html'));

/**
 * A landing page's files are fetched beside the first page's when the address is that page's
 * (`preload-landing-page.ts`): its chunks and their styles, less what the first page loads anyway.
 */
const landingPagePreload = (): Plugin => ({
  name: 'landing-page-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) => {
      if (!bundle) return html;
      const chunks = chunksOf(bundle);
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = entryOf(chunks);
      if (!entry) throw new Error('the build has no index.html entry');
      const first = chunkClosure(byName, entry.fileName);
      // A lazy module's chunk: its own, or the group's that holds it (a landing page's).
      const lazyChunk = (module: string) => {
        const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
        if (!chunk) throw new Error(`${module} is not a lazy chunk of the build`);
        return chunk.fileName;
      };
      // A lazy page renders once the whole theme is in (src/app/router/lazy-page.ts).
      const wholeTheme = chunkClosure(byName, lazyChunk(LATER_RECIPES_MODULE), first);
      const pages = LANDING_PAGES.map(({ path, page }) => {
        // The largest first: fetched at low priority in turn, they would otherwise come last.
        const size = (file: string) => byName.get(file)?.code.length ?? 0;
        const files = [...new Set([...chunkClosure(byName, lazyChunk(page), first), ...wholeTheme])].sort(
          (a, b) => size(b) - size(a),
        );
        const css = files.flatMap((file) => [...(byName.get(file)?.viteMetadata?.importedCss ?? [])]);
        return { path, files: [...files, ...css].map((file) => `/${file}`) };
      });
      const script = `<script>(${preloadLandingPage.toString()})(${JSON.stringify(pages)});</script>`;
      return html.replace('</head>', `  ${script}\n  </head>`);
    },
  },
});

/** The built entry starts after the painter, and after the kept view's first frame (`start-entry.ts`). */
const entryAfterKeptView = (): Plugin => ({
  name: 'entry-after-kept-view',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
      if (!entry) throw new Error('index.html has no entry script to start after the kept view');
      const src = entry[1] as string;
      const start = `<script>(${startEntry.toString()})(${JSON.stringify({ src, viewId: SNAPSHOT_KEYS.viewId })});</script>`;
      return html
        .replace(entry[0], `<link rel="modulepreload" crossorigin href="${src}">`)
        .replace('</body>', `${start}\n  </body>`);
    },
  },
});

/** KB gzip: the first page's JavaScript (every route loads it), and what each lazy page adds. */
const FIRST_LOAD_BUDGET_KB = 200;
const PAGE_BUDGET_KB = 60;
/**
 * Loaded right after the load event on every route: the contract's schemas (`laterSchema`), the
 * recipes the first page left out (`src/app/theme/theme-system.ts`) and the shell's parts fetched
 * ahead (`partAfterLoad`: the toaster, the alert dialog, the hint popup, the phone menu).
 */
const AFTER_LOAD_MODULES =
  /[\\/]src[\\/](contract[\\/]index\.ts|app[\\/](theme[\\/]later-recipes|toast[\\/]AppToaster|modal[\\/]AlertDialog|layout[\\/]HintTooltipPopup|layout[\\/]MobileSidebarDrawer)\.tsx?)$/;

/**
 * The build prints the per-route budget: the entry's static imports (what every route loads first)
 * and, per lazy page, the chunks it adds. `npm run bench` measures the same in the browser.
 */
const routeBudgets = (): Plugin => ({
  name: 'route-budgets',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = chunksOf(bundle);
    const byName = new Map(chunks.map((c) => [c.fileName, c]));
    const kb = (files: Iterable<string>) =>
      [...files].reduce((sum, f) => sum + gzipSync(byName.get(f)?.code ?? '', { level: 9 }).length / 1024, 0);
    const closure = (start: string, without?: Set<string>) => chunkClosure(byName, start, without);
    const entry = entryOf(chunks);
    if (!entry) return;
    const first = closure(entry.fileName);
    const later = new Set<string>();
    for (const c of chunks.filter((c) => c.moduleIds.some((id) => AFTER_LOAD_MODULES.test(id))))
      for (const file of closure(c.fileName, first)) later.add(file);
    const verdict = (size: number, budget: number) =>
      `${size.toFixed(1)} KB gzip (budget ${budget}: ${size < budget ? 'met' : 'over'})`;
    const lines = [
      `first load, every route: ${verdict(kb(first), FIRST_LOAD_BUDGET_KB)}`,
      `after the load event, every route: ${kb(later).toFixed(1)} KB gzip (the contract's schemas, zod, the later recipes, the shell's parts)`,
    ];
    const shared = new Set([...first, ...later]);
    // A page is a module loaded with import(), in its own chunk or in a group's (a landing page's).
    const lazyPage = (id: string) =>
      /\/pages?\/|Page\.tsx$/.test(id) && (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
    for (const chunk of chunks)
      for (const id of chunk.moduleIds.filter(lazyPage)) {
        const name = id.split('/src/')[1] ?? chunk.fileName;
        lines.push(`  + ${name}: ${verdict(kb(closure(chunk.fileName, shared)), PAGE_BUDGET_KB)}`);
      }
    console.log(`\nper-route budget\n${lines.join('\n')}`);
  },
});

const serverTests = ['tests/server/**/*.test.ts'];
/**
 * Server test files that mock a module the server imports (fastify, the password module): they
 * need a module graph of their own. The others share one per worker (`isolate: false`), which
 * spares importing the whole server again for every file.
 */
const mockingServerTests = [
  'tests/server/api-paths.test.ts',
  'tests/server/crew-access.test.ts',
  'tests/server/hardening-accounts-login.test.ts',
  'tests/server/hardening-input-fuzz.test.ts',
  'tests/server/production-mode.test.ts',
];
/** Migrates one database per server project; each test file starts from a copy of it. */
const serverSetup = ['tests/server/helpers/database-template.ts'];

/**
 * What runs on PostgreSQL too: the server tests whose outcome can depend on the engine. PGlite is
 * PostgreSQL itself, so a query answers alike on both; what differs is concurrency (PGlite runs one
 * statement at a time, PostgreSQL many, on a pool), connections that drop, and several nodes (with
 * Redis). Money and bursts, several nodes, the schema, restarts and the table queries run on both;
 * the rest (access rules, validation, sanitising, protocols) on PGlite only.
 */
const engineSensitiveServerTests = [
  'audit-points',
  'boards',
  'database-restart',
  'database-schema',
  'dream-ticket',
  'dream-ticket-nodes',
  'dusan-nodes',
  'excel-nodes',
  'files-several-nodes',
  'hardening-input-races',
  'lottery',
  'lottery-nodes',
  'point-claim',
  'point-drop',
  'point-drop-nodes',
  'point-economy',
  'points',
  'post-table',
  'post-table-encoding',
  'ranking',
  'replication',
  'reward-shop',
  'roulette',
  'send-point',
  'several-nodes',
  'store',
  'user-table',
].map((name) => `tests/server/${name}.test.ts`);

/**
 * The server tests on one database: the shared-module files, then the mocking ones on their own;
 * with `only`, just those files (none of which mock).
 */
const serverProjects = (name: string, db: 'pglite' | 'postgres', only?: string[]) => [
  {
    extends: true as const,
    test: {
      name,
      include: only ?? serverTests,
      exclude: mockingServerTests,
      isolate: false,
      env: { TEST_DB: db },
      globalSetup: serverSetup,
    },
  },
  ...(!only
    ? [
        {
          extends: true as const,
          test: {
            name: `${name}-mocking`,
            include: mockingServerTests,
            env: { TEST_DB: db },
            globalSetup: serverSetup,
          },
        },
      ]
    : []),
];

/**
 * Tells one build's kept query results from another's (src/lib/query-snapshots.ts): a new build
 * may shape them differently, and the page must not render an older shape.
 */
const buildId = String(Date.now());

export default defineConfig({
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  plugins: [
    react(),
    keptViewPainter(),
    firstReadsAhead(),
    entryAfterKeptView(),
    landingPagePreload(),
    routeBudgets(),
    // Our own service worker (workers/sw.ts) with the build's file list injected for precaching.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'workers',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest,woff2}'] },
    }),
    // Brotli and gzip copies of the text files, served by the server as they are (a cold visit on a
    // slow phone network downloads about a third). Not the service worker, which is written later.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      exclude: [/sw\.m?js$/],
      logLevel: 'silent',
    }),
  ],
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Server tests start real servers and databases; two cores cannot run many at once.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      ...serverProjects('server', 'pglite'),
      // The engine-sensitive server tests again on PostgreSQL (and Redis for several nodes) when CI provides them.
      ...(process.env.DATABASE_URL
        ? serverProjects('server-postgres', 'postgres', engineSensitiveServerTests)
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Chakra's chunk is large by nature; the budget that matters is the first page's total.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Chakra's theme helpers return their argument, but the bundler cannot tell across modules:
      // without this, the full theme object Chakra builds at import time keeps every recipe.
      // Likewise a contract schema (`z.object(...)`) nobody reads: the first page imports the
      // contract's constants (paths, roles) without its schemas or zod.
      treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'z'] },
      output: {
        codeSplitting: { groups: [...vendorGroups, landingPageGroup()] },
      },
    },
  },
  // The data worker imports ES modules (comlink, rxdb); classic workers cannot.
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': apiTarget,
      '/version.json': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': apiTarget,
      '/version.json': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
});
