/**
 * Proof-of-work challenges: signed with a per-process secret, expiring, and single-use.
 * The worker's solution is checked with the same rule as the browser's (src/domain/shared/pow.ts).
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { leadingZeroBits, parseChallenge } from '../../src/domain/shared/pow.ts';
import { userError, type ErrorCode } from './errors.ts';

/** How long a challenge can be used. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export interface PowFailure {
  readonly code: Extract<ErrorCode, `POW_${string}`>;
  readonly message: string;
}

export interface PowService {
  /** A new challenge (`payload.signature`), `extra` bits harder than the base difficulty. */
  readonly challenge: (extra?: number) => string;
  /** Checks and uses up a solved challenge of at least the base difficulty plus `extra`; null when it passes. */
  readonly verify: (proof: unknown, hash: unknown, extra?: number) => PowFailure | null;
}

/** A challenge issuer and verifier on a clock. */
export function createPowService(options: { readonly difficulty: number; readonly now: () => number; readonly secret?: Buffer }): PowService {
  const secret = options.secret ?? randomBytes(32);
  const used = new Map<string, number>();
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

  function forgetExpired(now: number): void {
    for (const [id, expiresAt] of used) if (expiresAt <= now) used.delete(id);
  }

  return {
    challenge: (extra = 0) => {
      const payload = Buffer.from(
        JSON.stringify({ id: randomUUID(), d: options.difficulty + extra, exp: options.now() + CHALLENGE_TTL_MS }),
      ).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    verify: (proof, hash, extra = 0) => {
      if (typeof proof !== 'string' || typeof hash !== 'string' || proof === '' || hash === '' || proof.length > 64 || hash.length > 1024) {
        return { code: 'POW_REQUIRED', message: 'A security check is required; reload the page and try again' };
      }
      const [payload, signature] = hash.split('.');
      const expected = payload ? sign(payload) : '';
      const challenge = parseChallenge(hash);
      if (
        !challenge ||
        !signature ||
        signature.length !== expected.length ||
        !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
      ) {
        return { code: 'POW_INVALID', message: 'The security check failed; reload the page and try again' };
      }
      const now = options.now();
      if (challenge.expiresAt <= now) return { code: 'POW_EXPIRED', message: 'The security check expired; please try again' };
      if (used.has(challenge.id)) return { code: 'POW_REPLAYED', message: 'This security check was already used; please try again' };
      const digest = createHash('sha256').update(`${hash}:${proof}`).digest();
      if (leadingZeroBits(digest) < challenge.difficulty || challenge.difficulty < options.difficulty + extra) {
        return { code: 'POW_INVALID', message: 'The security check failed; reload the page and try again' };
      }
      forgetExpired(now);
      used.set(challenge.id, challenge.expiresAt);
      return null;
    },
  };
}

/** Checks and uses up the proof of work a call carries. */
export function requireProof(pow: PowService, input: Readonly<Record<string, unknown>>, extra = 0): void {
  const failure = pow.verify(input['proof'], input['hash'], extra);
  if (failure) throw userError(failure.message, failure.code);
}
