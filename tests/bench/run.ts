/**
 * `npm run bench`: every benchmark prints its figure beside its target. Benchmarks are not tests:
 * they never fail for time. Each runs in turn so they do not share the two cores.
 */
import { benchBundleSize } from './bundle-size';
import { benchClientLatency } from './client-latency';
import { benchLocalQuery } from './local-query';
import { benchStompFanout } from './stomp-fanout';
import { benchTableLoad } from './table-load';

const benches: [string, () => Promise<string[]>][] = [
  ['STOMP fan-out', benchStompFanout],
  ['post table under load', benchTableLoad],
  ['local query', benchLocalQuery],
  ['first-load JavaScript', benchBundleSize],
  ['client latency', benchClientLatency],
];

for (const [name, bench] of benches) {
  try {
    for (const line of await bench()) console.log(line);
  } catch (err) {
    console.log(`${name}: failed to run (${err instanceof Error ? err.message : String(err)})`);
  }
}
