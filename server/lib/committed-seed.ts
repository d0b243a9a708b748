import { randomBytes } from 'node:crypto';
import { seedCommitment } from '../../src/contract/fairness';

export interface CommittedSeed {
  /** Secret until the draw (or the member's seed rotation) reveals it. */
  serverSeed: string;
  /** SHA-256 of the seed, published before any outcome depends on it. */
  serverSeedHash: string;
}

/**
 * A new server seed (32 random bytes as 64 hex characters) and its commitment. The outcomes
 * themselves come from `src/contract/fairness.ts`, the code the browser's verification panel runs too.
 */
export async function newCommittedSeed(): Promise<CommittedSeed> {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: await seedCommitment(serverSeed) };
}
