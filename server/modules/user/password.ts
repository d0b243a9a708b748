import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;
// N=2^15 keeps a hash around 50-100 ms on this class of machine: slow for guessing, fine for logins.
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;
/** log2 of N for new hashes (`PASSWORD_SCRYPT_COST`); a stored hash keeps the N it was made with. */
let cost = Math.log2(PARAMS.N);

/**
 * Sets the cost of new hashes. Only tests lower it (hundreds of sign-ins each suite, two hashes
 * each); production refuses anything under the default (`config.ts`).
 */
export function setPasswordCost(log2N: number): void {
  cost = log2N;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const key = await scryptAsync(password, salt, KEY_LENGTH, { ...PARAMS, N });
  return `scrypt$${N}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    ...PARAMS,
    N: Number(n),
  });
  return timingSafeEqual(expected, actual);
}

let dummy: Promise<string> | undefined;

/** A hash of a password nobody knows: checking against it costs what checking a real one does. */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummy;
}
