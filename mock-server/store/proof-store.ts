/**
 * Proofs of work on the database: the key challenges are signed with (one per database, so every
 * server process accepts every other's challenges) and the challenges already used (single use
 * survives a restart). A proof spent by a call that then fails stays spent (it is written again
 * after the call's transaction rolls back).
 */
import { randomBytes } from 'node:crypto';
import type { Database } from './database.ts';

export interface ProofStore {
  /** The signing key, made on first use. */
  readonly signingKey: () => Promise<Buffer>;
  /** Marks a challenge used; false when it already was. */
  readonly spend: (challengeId: string, expiresAt: number) => Promise<boolean>;
  /** Forgets challenges that expired (they are refused as expired anyway); answers how many. */
  readonly prune: (now: number) => Promise<number>;
}

export function createProofStore(database: Database): ProofStore {
  const db = database.executor;
  return {
    signingKey: async () => {
      await db().insertInto('server_keys').values({ name: 'pow', value: randomBytes(32).toString('base64') }).onConflict((conflict) => conflict.column('name').doNothing()).execute();
      const row = await db().selectFrom('server_keys').select('value').where('name', '=', 'pow').executeTakeFirstOrThrow();
      return Buffer.from(row.value, 'base64');
    },
    spend: async (challengeId, expiresAt) => {
      const row = { challenge_id: challengeId, expires_at: new Date(expiresAt) };
      const spent = await db().insertInto('spent_proofs').values(row).onConflict((conflict) => conflict.column('challenge_id').doNothing()).returning('challenge_id').executeTakeFirst();
      if (spent) database.onRollback(async (trx) => void (await trx.insertInto('spent_proofs').values(row).onConflict((conflict) => conflict.column('challenge_id').doNothing()).execute()));
      return spent !== undefined;
    },
    prune: async (now) => Number((await db().deleteFrom('spent_proofs').where('expires_at', '<=', new Date(now)).executeTakeFirst()).numDeletedRows),
  };
}
