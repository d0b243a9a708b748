/**
 * Provably fair draws (PRODUCT.md "Draws and prizes, provably fair"; README "Checking a draw"):
 * the outcome is HMAC-SHA256(serverSeed, publicInput) turned into a number below `n` by rejection
 * sampling, so every outcome is exactly as likely. Web Crypto only, so the browser's verification
 * panel and the server compute with this same code; an outsider's checker follows the README.
 */

const encoder = new TextEncoder();

const hex = (bytes: ArrayBuffer): string =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** The published commitment: SHA-256 of the seed's text (UTF-8), as lowercase hex. */
export async function seedCommitment(serverSeed: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(serverSeed)));
}

async function hmac(serverSeed: string, message: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

const WORD_RANGE = 2 ** 32;

/**
 * A fair whole number in [0, n): the digest of round 0 is HMAC(seed, message), of round r > 0
 * HMAC(seed, `${message}:${r}`); each digest is read as eight 4-byte big-endian words, and the
 * first word below the largest multiple of n under 2^32 gives `word % n`. Words at or above it
 * are skipped (that is what keeps `%` from favouring small numbers).
 */
export async function fairInt(serverSeed: string, message: string, n: number): Promise<number> {
  if (!Number.isInteger(n) || n < 1 || n > WORD_RANGE) throw new RangeError(`n out of range: ${n}`);
  const limit = Math.floor(WORD_RANGE / n) * n;
  for (let round = 0; ; round++) {
    const digest = await hmac(serverSeed, round === 0 ? message : `${message}:${round}`);
    const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
    for (let offset = 0; offset < digest.byteLength; offset += 4) {
      const word = view.getUint32(offset, false);
      if (word < limit) return word % n;
    }
  }
}

/** A roulette spin's public input: the member's client seed and the spin's nonce. */
export const spinMessage = (clientSeed: string, nonce: number): string => `${clientSeed}:${nonce}`;

/**
 * The slot a spin lands on: a fair number below the sum of the weights, then the first slot (in
 * table order) whose running total of weights exceeds it.
 */
export async function spinSlot(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  weights: readonly number[],
): Promise<number> {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const value = await fairInt(serverSeed, spinMessage(clientSeed, nonce), total);
  let running = 0;
  for (const [slot, weight] of weights.entries()) {
    running += weight;
    if (value < running) return slot;
  }
  throw new RangeError('empty prize table');
}

/** A raffle's public input: its entry ids, sorted by UTF-16 code units, one per line. */
export const raffleInput = (entryIds: readonly string[]): string =>
  [...entryIds].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join('\n');

/**
 * A raffle's winners, in drawing order: winner j (from 0) is taken from the entries still in the
 * draw (sorted, earlier winners removed) at index fairInt(seed, `winner:${j}\n${input}`, left).
 */
export async function raffleWinners(
  serverSeed: string,
  entryIds: readonly string[],
  count: number,
): Promise<string[]> {
  const input = raffleInput(entryIds);
  const left = input === '' ? [] : input.split('\n');
  const winners: string[] = [];
  for (let j = 0; j < count && left.length > 0; j++) {
    const index = await fairInt(serverSeed, `winner:${j}\n${input}`, left.length);
    winners.push(left.splice(index, 1)[0]!);
  }
  return winners;
}
