/** Password hashing: scrypt with a random salt per password, compared in constant time. */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
/** scrypt cost (N = 2^14): slow enough to hurt guessing, fast enough for a login. */
const COST = 16_384;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: COST, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** A new hash and salt for a password. */
export async function hashPassword(password: string): Promise<{ passwordHash: string; salt: string }> {
  const salt = randomBytes(16);
  return { passwordHash: (await derive(password, salt)).toString('base64'), salt: salt.toString('base64') };
}

/** Whether a password matches a stored hash. */
export async function verifyPassword(password: string, stored: { passwordHash: string; salt: string }): Promise<boolean> {
  const expected = Buffer.from(stored.passwordHash, 'base64');
  const actual = await derive(password, Buffer.from(stored.salt, 'base64'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of nothing, checked when an email is unknown so both cases cost the same time. */
export const DECOY = { passwordHash: Buffer.alloc(KEY_LENGTH).toString('base64'), salt: Buffer.alloc(16).toString('base64') };
