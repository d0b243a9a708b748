import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ROULETTE_TABLE } from '../../../src/contract/draw';
import { fairInt, raffleWinners, seedCommitment, spinSlot } from '../../../src/contract/fairness';
import { checkRaffle, checkSpin, fairNumber, sha256Hex } from './fairness-checker';

const seed = () => randomBytes(32).toString('hex');
const weights = ROULETTE_TABLE.map((slot) => slot.weight);

describe('the fairness module against the README checker', () => {
  it('commits to the seed with SHA-256', async () => {
    const s = seed();
    expect(await seedCommitment(s)).toBe(sha256Hex(s));
  });

  it('lands 1,000 roulette spins where the checker does', async () => {
    const serverSeed = seed();
    const clientSeed = randomBytes(6).toString('base64url');
    const slots = new Array<number>(weights.length).fill(0);
    for (let nonce = 0; nonce < 1_000; nonce++) {
      const slot = await spinSlot(serverSeed, clientSeed, nonce, weights);
      expect(slot).toBe(checkSpin(serverSeed, clientSeed, nonce, weights));
      slots[slot]!++;
    }
    // Every slot of some weight turns up: the mapping walks the whole table.
    weights.forEach((w, i) => {
      if (w >= 100) expect(slots[i]).toBeGreaterThan(0);
    });
  });

  it('draws the same raffle winners as the checker', async () => {
    for (const size of [1, 2, 7, 50, 333]) {
      const entries = Array.from({ length: size }, () => randomBytes(8).toString('hex'));
      const s = seed();
      const winners = await raffleWinners(s, entries, 5);
      expect(winners).toEqual(checkRaffle(s, entries, 5));
      expect(new Set(winners).size).toBe(Math.min(size, 5));
      // The order the entries come in does not matter: the input is sorted.
      expect(await raffleWinners(s, [...entries].reverse(), 5)).toEqual(winners);
    }
  });

  it('skips words at or above the limit instead of taking them modulo n', async () => {
    // With n just above 2^31 about half the words are rejected, so later words and rounds are used.
    const n = 2 ** 31 + 12_345;
    for (let i = 0; i < 200; i++) {
      const s = seed();
      const value = await fairInt(s, `m${i}`, n);
      expect(value).toBe(fairNumber(s, `m${i}`, n));
      expect(value).toBeLessThan(n);
    }
  });

  it('spreads a small range evenly', async () => {
    const s = seed();
    const counts = [0, 0, 0];
    for (let i = 0; i < 3_000; i++) counts[await fairInt(s, String(i), 3)]!++;
    for (const c of counts) expect(Math.abs(c - 1_000)).toBeLessThan(150);
  });
});
