/// <reference lib="webworker" />
import { expose } from 'comlink';
import { parseReplay, type ReplaySummary } from './parser/parse-replay';

/** The replay worker: parsing (decompression, thousands of commands) stays off the page's thread. */
const api = {
  parse: (bytes: ArrayBuffer): Promise<ReplaySummary> => parseReplay(new Uint8Array(bytes)),
};

export type ReplayWorkerApi = typeof api;

expose(api);
