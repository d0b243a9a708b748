/**
 * `npm run bench`: every benchmark prints its figure beside its target. Benchmarks are not tests:
 * they never fail for time. Each runs in turn so they do not share the two cores.
 * `npm run bench -- offline query` runs only the benchmarks whose names contain one of the words.
 */
import { benchBundleSize } from './bundle-size';
import { benchClientLatency } from './client-latency';
import { benchColdVisit } from './cold-visit';
import { benchLocalQuery } from './local-query';
import { benchMemberReopen } from './member-reopen';
import { benchOfflineOpen } from './offline-open';
import { benchPointLedger } from './point-ledger';
import { benchStompFanout } from './stomp-fanout';
import { benchTableLoad } from './table-load';
import { benchWorkerStart } from './worker-start';

const benches: [string, () => Promise<string[]>][] = [
  ['STOMP fan-out', benchStompFanout],
  ['post table under load', benchTableLoad],
  ['point ledger', benchPointLedger],
  ['local query', benchLocalQuery],
  ['first-load JavaScript', benchBundleSize],
  ['client latency', benchClientLatency],
  ['offline open', benchOfflineOpen],
  ['member reopen', benchMemberReopen],
  ['cold visit', benchColdVisit],
  ['worker start', benchWorkerStart],
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
