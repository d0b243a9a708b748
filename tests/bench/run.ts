/**
 * `npm run bench`: every benchmark prints its figure beside its target. Benchmarks are not tests:
 * they never fail for time. Each runs in turn so they do not share the two cores.
 * `npm run bench -- offline query` runs only the benchmarks whose names contain one of the words.
 */
import { benchAdminFilter } from './admin-filter';
import { benchBundleSize } from './bundle-size';
import { benchCheerBurst } from './cheer-burst';
import { benchClientLatency } from './client-latency';
import { benchColdVisit } from './cold-visit';
import { benchGameVerify } from './game-verify';
import { benchLocalQuery } from './local-query';
import { benchMemberReopen } from './member-reopen';
import { benchOfflineOpen } from './offline-open';
import { benchOmokAi } from './omok-ai';
import { benchPointDrop } from './point-drop';
import { benchPointLedger } from './point-ledger';
import { benchReplayParse } from './replay-parse';
import { benchStompFanout } from './stomp-fanout';
import { benchTableLoad } from './table-load';
import { benchWorkerStart } from './worker-start';

const benches: [string, () => Promise<string[]>][] = [
  ['STOMP fan-out', benchStompFanout],
  ['post table under load', benchTableLoad],
  ['point ledger', benchPointLedger],
  ['point drop', benchPointDrop],
  ['cheer burst', benchCheerBurst],
  ['local query', benchLocalQuery],
  ['first-load JavaScript', benchBundleSize],
  ['client latency', benchClientLatency],
  ['offline open', benchOfflineOpen],
  ['member reopen', benchMemberReopen],
  ['cold visit', benchColdVisit],
  ['worker start', benchWorkerStart],
  ['admin filter', benchAdminFilter],
  ['game replay verification', benchGameVerify],
  ['omok computer move', benchOmokAi],
  ['replay parse', benchReplayParse],
];

const picked = process.argv.slice(2);
for (const [name, bench] of benches) {
  if (picked.length > 0 && !picked.some((word) => name.includes(word))) continue;
  try {
    for (const line of await bench()) console.log(line);
  } catch (err) {
    console.log(`${name}: failed to run (${err instanceof Error ? err.message : String(err)})`);
  }
}
// A bench that left a handle open (a socket, a timer) must not keep the run from ending; the
// server processes it started are stopped on exit (`startNodeProcess`).
process.exit(0);
