import { createHash, createHmac } from 'node:crypto';

/**
 * An outsider's checker, written only from the README section "Checking a draw" with Node's own
 * crypto: it shares no code with `src/contract/fairness.ts`, so the two agreeing is the evidence.
 */

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export function fairNumber(serverSeed: string, message: string, n: number): number {
  const limit = Math.floor(2 ** 32 / n) * n;
  for (let round = 0; ; round++) {
    const data = round === 0 ? message : `${message}:${round}`;
    const digest = createHmac('sha256', serverSeed).update(data, 'utf8').digest();
    for (let i = 0; i < 8; i++) {
      const word = digest.readUInt32BE(i * 4);
      if (word < limit) return word % n;
    }
  }
}

export function checkSpin(serverSeed: string, clientSeed: string, nonce: number, weights: number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  const number = fairNumber(serverSeed, `${clientSeed}:${nonce}`, total);
  let running = 0;
  for (let slot = 0; slot < weights.length; slot++) {
    running += weights[slot]!;
    if (running > number) return slot;
  }
  throw new Error('number beyond the table');
}

export function checkRaffle(serverSeed: string, entryIds: string[], winners: number): string[] {
  const sorted = [...entryIds].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const input = sorted.join('\n');
  const left = [...sorted];
  const drawn: string[] = [];
  for (let j = 0; j < winners && left.length > 0; j++) {
    const index = fairNumber(serverSeed, `winner:${j}\n${input}`, left.length);
    drawn.push(left.splice(index, 1)[0]!);
  }
  return drawn;
}
