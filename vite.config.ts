/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The API server's port in development (`npm run dev:server`); the dev server proxies to it. */
const apiTarget = `http://localhost:${process.env.PORT ?? 8080}`;

/**
 * Libraries grouped into long-lived chunks. The first page loads only the groups its code
 * imports (React, the router, Chakra, dayjs, zod); forms and the rest arrive with the routes
 * that use them, and each group stays cached across app releases that do not update it.
 * Chakra's group holds only what the first page imports (`$initial`): the components that only
 * lazy pages use (tabs, checkboxes, dialogs...) load with those pages.
 */
const vendorGroups: { name: string; test: RegExp; priority: number; tags?: '$initial'[] }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  {
    name: 'chakra',
    test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss)[\\/]/,
    priority: 20,
    tags: ['$initial'],
  },
  { name: 'router', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 20 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
  { name: 'dayjs', test: /node_modules[\\/]dayjs[\\/]/, priority: 20 },
  { name: 'dompurify', test: /node_modules[\\/]dompurify[\\/]/, priority: 20 },
  { name: 'comlink', test: /node_modules[\\/]comlink[\\/]/, priority: 20 },
];

const serverTests = ['tests/server/**/*.test.ts'];

/**
 * Tells one build's kept query results from another's (src/lib/query-snapshots.ts): a new build
 * may shape them differently, and the page must not render an older shape.
 */
const buildId = String(Date.now());

export default defineConfig({
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  plugins: [
    react(),
    // Our own service worker (workers/sw.ts) with the build's file list injected for precaching.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'workers',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest,woff2}'] },
    }),
  ],
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Server tests start real servers and databases; two cores cannot run many at once.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'server', include: serverTests, env: { TEST_DB: 'pglite' } } },
      // The same server tests again on PostgreSQL (and Redis for the several-node test) when CI provides them.
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { name: 'server-postgres', include: serverTests, env: { TEST_DB: 'postgres' } },
            },
          ]
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
      treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe'] },
      output: {
        codeSplitting: { groups: vendorGroups },
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
