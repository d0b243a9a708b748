import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server's port in development (`npm run dev:server`); the dev server proxies to it. */
const apiTarget = `http://localhost:${process.env.PORT ?? 8080}`;

/**
 * Libraries grouped into long-lived chunks. The first page loads only the groups its code
 * imports (React, Chakra, dayjs, zod); forms, the router and the rest arrive with the routes
 * that use them, and each group stays cached across app releases that do not update it.
 */
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  {
    name: 'chakra',
    test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss)[\\/]/,
    priority: 20,
  },
  { name: 'router', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 20 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
  { name: 'dayjs', test: /node_modules[\\/]dayjs[\\/]/, priority: 20 },
  { name: 'dompurify', test: /node_modules[\\/]dompurify[\\/]/, priority: 20 },
  { name: 'comlink', test: /node_modules[\\/]comlink[\\/]/, priority: 20 },
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Chakra's chunk is large by nature; the budget that matters is the first page's total.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
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
