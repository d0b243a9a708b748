/**
 * `npm start` step: rebuild the client when any source is newer than the last build, so a fresh
 * clone (or an edit) serves the current app without a separate build command.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'workers', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const BUILT = join('dist', 'index.html');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map(newestMtime));
if (sourcesAt > builtAt) {
  console.log('클라이언트를 빌드합니다…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
