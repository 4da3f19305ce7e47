/**
 * Password hashing: scrypt with a random salt per password, compared in constant time. The
 * parameters travel with each hash ('scrypt$N$r$p$key'), so they can be raised without losing
 * anyone's password; a hash without them has the old N = 2^14, r = 8, p = 1.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;

/** scrypt's cost parameters. */
export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * One of OWASP's minimum scrypt configurations (N = 2^13, r = 8, p = 10, listed beside
 * N = 2^17, r = 8, p = 1): about 160 ms on this project's machine kind, where N = 2^17 takes 360 ms.
 */
export const STANDARD_SCRYPT: ScryptParams = { N: 2 ** 13, r: 8, p: 10 };
/** The cheap cost tests use (PASSWORD_HASHING=fast; never in production). */
export const FAST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
/** What hashes without parameters were made with. */
const LEGACY_SCRYPT: ScryptParams = { N: 2 ** 14, r: 8, p: 1 };

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** A new hash (with its parameters) and salt for a password. */
export async function hashPassword(password: string, params: ScryptParams = STANDARD_SCRYPT): Promise<{ passwordHash: string; salt: string }> {
  const salt = randomBytes(16);
  const key = (await derive(password, salt, params)).toString('base64');
  return { passwordHash: `scrypt$${params.N}$${params.r}$${params.p}$${key}`, salt: salt.toString('base64') };
}

/** The parameters and key of a stored hash. */
export function parseHash(passwordHash: string): { params: ScryptParams; key: Buffer } {
  const parts = passwordHash.split('$');
  if (parts.length === 5 && parts[0] === 'scrypt') return { params: { N: Number(parts[1]), r: Number(parts[2]), p: Number(parts[3]) }, key: Buffer.from(parts[4]!, 'base64') };
  return { params: LEGACY_SCRYPT, key: Buffer.from(passwordHash, 'base64') };
}

/** Whether a password matches a stored hash. */
export async function verifyPassword(password: string, stored: { passwordHash: string; salt: string }): Promise<boolean> {
  const { params, key } = parseHash(stored.passwordHash);
  const actual = await derive(password, Buffer.from(stored.salt, 'base64'), params);
  return actual.length === key.length && timingSafeEqual(actual, key);
}

/** A hash of nothing at a given cost, checked when an email is unknown so both cases cost the same time. */
export const decoyFor = (params: ScryptParams) => ({
  passwordHash: `scrypt$${params.N}$${params.r}$${params.p}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`,
  salt: Buffer.alloc(16).toString('base64'),
});
