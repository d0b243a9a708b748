/**
 * PKWARE Data Compression Library "explode": the compression of pre-1.18 replays' sections.
 * Written from the published format (the code tables are the format's fixed Shannon-Fano codes,
 * as documented in zlib's contrib/blast): a header of two bytes (literals coded or raw, the
 * dictionary size), then literals and length/distance copies until the end code.
 */

const MAX_BITS = 13;

interface Code {
  /** count[len]: how many symbols have a code of that length. */
  count: Uint16Array;
  /** Symbols ordered by code length, then value. */
  symbol: Uint16Array;
}

/** Builds a code from its compact run-length form: each byte is (repeat - 1) << 4 | length. */
function buildCode(compact: readonly number[]): Code {
  const lengths: number[] = [];
  for (const b of compact) for (let r = (b >> 4) + 1; r > 0; r--) lengths.push(b & 15);
  const count = new Uint16Array(MAX_BITS + 1);
  for (const len of lengths) count[len] = (count[len] as number) + 1;
  const offsets = new Uint16Array(MAX_BITS + 2);
  for (let len = 1; len <= MAX_BITS; len++)
    offsets[len + 1] = (offsets[len] as number) + (count[len] as number);
  const symbol = new Uint16Array(lengths.length);
  lengths.forEach((len, s) => {
    if (len === 0) return;
    const at = offsets[len] as number;
    symbol[at] = s;
    offsets[len] = at + 1;
  });
  return { count, symbol };
}

const LITERALS = buildCode([
  11, 124, 8, 7, 28, 7, 188, 13, 76, 4, 10, 8, 12, 10, 12, 10, 8, 23, 8, 9, 7, 6, 7, 8, 7, 6, 55, 8, 23, 24,
  12, 11, 7, 9, 11, 12, 6, 7, 22, 5, 7, 24, 6, 11, 9, 6, 7, 22, 7, 11, 38, 7, 9, 8, 25, 11, 8, 11, 9, 12, 8,
  12, 5, 38, 5, 38, 5, 11, 7, 5, 6, 21, 6, 10, 53, 8, 7, 24, 10, 27, 44, 253, 253, 253, 252, 252, 252, 13, 12,
  45, 12, 45, 12, 61, 12, 45, 44, 173,
]);
const LENGTHS = buildCode([2, 35, 36, 53, 38, 23]);
const DISTANCES = buildCode([2, 20, 53, 230, 247, 151, 248]);
const LENGTH_BASE = [3, 2, 4, 5, 6, 7, 8, 9, 10, 12, 16, 24, 40, 72, 136, 264];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8];
const END_LENGTH = 519;

export class ExplodeError extends Error {}

/** Decompresses one DCL stream; `expected` (the known output size) sizes the buffer. */
export function explode(input: Uint8Array, expected: number): Uint8Array {
  let pos = 0;
  let bitBuf = 0;
  let bitCount = 0;
  const bits = (need: number): number => {
    while (bitCount < need) {
      if (pos >= input.length) throw new ExplodeError('압축 자료가 중간에 끝났습니다');
      bitBuf |= (input[pos++] as number) << bitCount;
      bitCount += 8;
    }
    const value = bitBuf & ((1 << need) - 1);
    bitBuf >>>= need;
    bitCount -= need;
    return value;
  };
  // Codes are stored bit-inverted, first bit first.
  const decode = (code: Code): number => {
    let value = 0;
    let first = 0;
    let index = 0;
    for (let len = 1; len <= MAX_BITS; len++) {
      value |= bits(1) ^ 1;
      const count = code.count[len] as number;
      if (value - first < count) return code.symbol[index + value - first] as number;
      index += count;
      first = (first + count) << 1;
      value <<= 1;
    }
    throw new ExplodeError('잘못된 압축 부호입니다');
  };

  const literalsCoded = bits(8);
  const dictBits = bits(8);
  if (literalsCoded > 1 || dictBits < 4 || dictBits > 6)
    throw new ExplodeError('DCL 머리글이 잘못되었습니다');

  let out = new Uint8Array(Math.max(expected, 64));
  let n = 0;
  const ensure = (more: number) => {
    if (n + more <= out.length) return;
    const grown = new Uint8Array(Math.max(out.length * 2, n + more));
    grown.set(out.subarray(0, n));
    out = grown;
  };
  for (;;) {
    if (bits(1)) {
      const lenSymbol = decode(LENGTHS);
      const length = (LENGTH_BASE[lenSymbol] as number) + bits(LENGTH_EXTRA[lenSymbol] as number);
      if (length === END_LENGTH) break;
      const shift = length === 2 ? 2 : dictBits;
      const distance = ((decode(DISTANCES) << shift) | bits(shift)) + 1;
      if (distance > n) throw new ExplodeError('거리가 출력보다 깁니다');
      ensure(length);
      // Overlapping copies repeat the last bytes, so copy byte by byte.
      for (let i = 0; i < length; i++, n++) out[n] = out[n - distance] as number;
    } else {
      ensure(1);
      out[n++] = literalsCoded ? decode(LITERALS) : bits(8);
    }
  }
  return out.subarray(0, n);
}
