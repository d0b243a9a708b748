import { spawn, spawnSync } from 'node:child_process';

/**
 * `npm test`: lint, then the type check beside the unit and server tests (one core checks types
 * while the tests wait on their servers and databases), then the browser tests, stopping after the
 * first stage that fails and printing how long each step took and the total. `npm run test:quick` (`quick`)
 * runs only what the files changed since `main` (committed or not) can affect: the type check and
 * lint, the unit and server tests that import them (vitest `--changed`), and the changed browser specs.
 */
type Step = { name: string; command: string[] };

const git = (...args: string[]) =>
  spawnSync('git', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);

function quickSteps(): Step[] {
  const base = git('merge-base', 'HEAD', 'main')[0] ?? 'HEAD';
  const changed = [
    ...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]),
  ];
  const specs = changed.filter((file) => /^tests\/e2e\/.*\.spec\.ts$/.test(file));
  const linted = changed.filter((file) => /\.(ts|tsx|js|json|css)$/.test(file));
  return [
    { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
    ...(linted.length
      ? [{ name: 'lint', command: ['npx', 'biome', 'check', '--no-errors-on-unmatched', ...linted] }]
      : []),
    { name: 'vitest (changed)', command: ['npx', 'vitest', 'run', '--changed', base, '--passWithNoTests'] },
    ...(specs.length
      ? [
          {
            name: 'browser (changed specs)',
            command: ['npx', 'playwright', 'test', '-c', 'tests/e2e', '--project=app', ...specs],
          },
        ]
      : []),
  ];
}

/** Stages run in turn; the steps of one stage side by side. */
const FULL: Step[][] = [
  [{ name: 'lint', command: ['npm', 'run', 'lint'] }],
  [
    { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
    { name: 'vitest', command: ['npx', 'vitest', 'run'] },
  ],
  [{ name: 'browser', command: ['npm', 'run', 'test:e2e'] }],
];

const minutes = (ms: number) => `${Math.floor(ms / 60_000)}m ${Math.round((ms % 60_000) / 1000)}s`;

const started = Date.now();
const took: string[] = [];

/** Runs one step; resolves with its exit status once it has ended. */
function run(step: Step): Promise<number> {
  const at = Date.now();
  const [command, ...args] = step.command as [string, ...string[]];
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    const end = (status: number) => {
      took.push(`${step.name} ${minutes(Date.now() - at)}${status ? ' (failed)' : ''}`);
      resolve(status);
    };
    child.once('error', () => end(1));
    child.once('exit', (code) => end(code ?? 1));
  });
}

const stages = process.argv[2] === 'quick' ? quickSteps().map((step) => [step]) : FULL;
let status = 0;
for (const stage of stages) {
  status = Math.max(...(await Promise.all(stage.map(run))));
  if (status) break;
}
console.log(`\n${took.join(' · ')} · total ${minutes(Date.now() - started)}`);
process.exit(status);
