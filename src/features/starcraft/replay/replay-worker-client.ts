import { type Remote, transfer, wrap } from 'comlink';
import type { ReplaySummary } from './parser/parse-replay';
import type { ReplayWorkerApi } from './replay.worker';

let remote: Remote<ReplayWorkerApi> | undefined;

/** One module worker for the page's life, started when the page opens (it loads with this page only). */
export function replayWorker(): Remote<ReplayWorkerApi> {
  remote ??= wrap<ReplayWorkerApi>(
    new Worker(new URL('./replay.worker.ts', import.meta.url), { type: 'module', name: 'replay' }),
  );
  return remote;
}

/**
 * Parses the file in the worker; the bytes are handed over, not copied. Each parse leaves a
 * `replay-parse` performance measure (file read to answer), which `npm run bench` reads.
 */
export async function parseReplayFile(file: Blob): Promise<ReplaySummary> {
  const start = performance.now();
  const bytes = await file.arrayBuffer();
  const replay = await replayWorker().parse(transfer(bytes, [bytes]));
  performance.measure('replay-parse', { start });
  return replay;
}
