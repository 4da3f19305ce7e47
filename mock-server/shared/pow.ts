/**
 * Proof-of-work challenges: signed with the database's key (every process shares it), expiring,
 * and single-use (spent challenges are kept in the database).
 * The worker's solution is checked with the same rule as the browser's (src/domain/shared/pow.ts).
 */
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { leadingZeroBits, parseChallenge } from '../../src/domain/shared/pow.ts';
import { userError, type ErrorCode } from './errors.ts';
import type { ProofStore } from '../store/proof-store.ts';

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
  readonly verify: (proof: unknown, hash: unknown, extra?: number) => Promise<PowFailure | null>;
}

/** A challenge issuer and verifier on a clock. */
export function createPowService(options: { readonly difficulty: number; readonly now: () => number; readonly secret: Buffer; readonly spent: ProofStore }): PowService {
  const { secret, spent } = options;
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

  return {
    challenge: (extra = 0) => {
      const payload = Buffer.from(
        JSON.stringify({ id: randomUUID(), d: options.difficulty + extra, exp: options.now() + CHALLENGE_TTL_MS }),
      ).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    verify: async (proof, hash, extra = 0) => {
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
      const digest = createHash('sha256').update(`${hash}:${proof}`).digest();
      if (leadingZeroBits(digest) < challenge.difficulty || challenge.difficulty < options.difficulty + extra) {
        return { code: 'POW_INVALID', message: 'The security check failed; reload the page and try again' };
      }
      if (!(await spent.spend(challenge.id, challenge.expiresAt))) return { code: 'POW_REPLAYED', message: 'This security check was already used; please try again' };
      return null;
    },
  };
}

/** Checks and uses up the proof of work a call carries. */
export async function requireProof(pow: PowService, input: Readonly<Record<string, unknown>>, extra = 0): Promise<void> {
  const failure = await pow.verify(input['proof'], input['hash'], extra);
  if (failure) throw userError(failure.message, failure.code);
}
