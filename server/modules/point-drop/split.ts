import { randomInt } from 'node:crypto';

/**
 * A uniformly random split of `total` points into `count` packets of at least 1 each (a random
 * composition): `count - 1` distinct cuts in 1..total-1, the packets being the gaps between them.
 * They always sum to `total`.
 */
export function splitPool(total: number, count: number): number[] {
  if (!Number.isInteger(total) || !Number.isInteger(count) || count < 1 || count > total)
    throw new RangeError(`cannot split ${total} into ${count} packets of at least 1`);
  const cuts = new Set<number>();
  while (cuts.size < count - 1) cuts.add(randomInt(1, total));
  const sorted = [...cuts].sort((a, b) => a - b);
  return [...sorted, total].map((cut, i) => cut - (i === 0 ? 0 : sorted[i - 1]!));
}
