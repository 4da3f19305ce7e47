/**
 * Accounts on the server: registration, email confirmation, sign-in and out, password recovery.
 * Every input is checked with the same schemas as the SPA; secrets are single-use and expire;
 * a failed sign-in never tells whether the email exists, and repeated failures lock the account
 * for a while.
 */
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { validateLogin, validatePasswordLost, validatePasswordReset, validateRegister } from '../../src/domain/validation/validate-sign-in.ts';
import { emailKey, sameEmail, type AccountStore, type SecretPurpose, type StoredUser } from '../store/account-store.ts';
import { invalid, iso, userError } from '../shared/errors.ts';
import type { Sessions } from './sessions.ts';
import { createRateLimit } from '../shared/rate-limit.ts';
import { decoyFor, hashPassword, STANDARD_SCRYPT, verifyPassword, type ScryptParams } from '../shared/passwords.ts';
import type { Store } from '../store/store.ts';
import { isUniqueViolation } from '../store/database.ts';

const MINUTE = 60_000;
/** How long an email confirmation link works. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * MINUTE;
/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * MINUTE;
/** Failed sign-ins for one email within the window that lock it for the rest of the window. */
/**
 * Failed sign-ins slow the next attempt down instead of locking the account (its owner would be
 * locked out too): from the third failure in the window an account waits 1 s, then 2, 4, 8…
 * up to 5 minutes; a client address from the tenth, up to 15 minutes, and it also gets harder
 * proofs of work (one more bit per failure past the third, at most six).
 */
export const ACCOUNT_DELAY = { after: 3, firstMs: 1000, maxMs: 5 * MINUTE } as const;
export const CLIENT_DELAY = { after: 10, firstMs: 1000, maxMs: 15 * MINUTE } as const;
export const CLIENT_POW_EXTRA = { after: 3, maxBits: 6 } as const;
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE;

/** The one message for a wrong email or password: it does not say which. */
export const LOGIN_FAILED = 'Wrong email or password';
/** What asking for confirmation emails too often says. */
export const RESEND_TOO_SOON = 'A confirmation email was sent a moment ago: check your inbox, or ask again in a minute';
export const RESEND_TOO_OFTEN = 'Several confirmation emails were sent this hour: check your inbox (and its spam folder), or ask again later';
/** What an attempt made before its delay is over says. */
export const loginTooSoon = (seconds: number) => `Too many failed attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

export interface AccountsDeps {
  readonly store: Store;
  readonly now: () => number;
  /** The cost of password hashes (the standard one unless a test says otherwise). */
  readonly scrypt?: ScryptParams;
  readonly sessions: Sessions;
}

/** The account operations; `origin` is where emailed links point. */
export function createAccounts({ store, now, scrypt = STANDARD_SCRYPT, sessions }: AccountsDeps) {
  const decoy = decoyFor(scrypt);
  const accounts: AccountStore = store.accounts;
  const failures = new Map<string, number[]>();
  const resendsPerMinute = createRateLimit({ now, limit: 1, windowMs: 60_000 });
  const resendsPerHour = createRateLimit({ now, limit: 5, windowMs: 60 * 60_000 });
  /** Stand-in accounts of registrations with a taken address, by id (never in the account store). */
  const standIns = new Map<string, StoredUser>();
  /** Emails whose registration is hashing its password: a second one at the same time is refused. */
  const registering = new Set<string>();

  const clientFailures = new Map<string, number[]>();

  /** The failures of a key (an account, a client address) still in the window. */
  function recent(map: Map<string, number[]>, key: string): number[] {
    const since = now() - LOGIN_FAILURE_WINDOW_MS;
    const kept = (map.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) map.delete(key);
    else map.set(key, kept);
    return kept;
  }

  /** How long (ms) the next attempt must still wait after these failures. */
  function waitAfter(fails: readonly number[], rule: { readonly after: number; readonly firstMs: number; readonly maxMs: number }): number {
    if (fails.length < rule.after) return 0;
    const delay = Math.min(rule.firstMs * 2 ** (fails.length - rule.after), rule.maxMs);
    return Math.max(0, fails.at(-1)! + delay - now());
  }

  async function issueSecret(userId: string, purpose: SecretPurpose, ttl: number): Promise<string> {
    const secret = randomBytes(24).toString('base64url');
    await accounts.putSecret({ secret, purpose, userId, expiresAt: now() + ttl });
    return secret;
  }

  function mail(to: string, subject: string, text: string, links: string[]): void {
    store.deliver({ id: randomUUID(), to, subject, text, links, createdAt: iso(now()) });
  }

  async function sendConfirmation(user: StoredUser, origin: string): Promise<void> {
    const link = `${origin}/auth/confirm_email?token=${await issueSecret(user.id, 'confirmEmail', CONFIRMATION_TTL_MS)}`;
    mail(user.email, 'Confirm your email address for Tidemark', `Welcome to Tidemark!\n\nConfirm your email address to start:\n${link}\n\nThe link works once, for 7 days.`, [link]);
  }

  /** A new account; null when the address already has one (or is being registered right now). */
  async function createUser(
    email: string,
    password: string,
    status: 'UNCONFIRMED' | 'ACTIVE' = 'UNCONFIRMED',
    /** What else the registration writes, in the same transaction as the account. */
    also: (user: StoredUser) => Promise<void> = async () => {},
  ): Promise<StoredUser | null> {
    if ((await accounts.userByEmail(email)) || registering.has(emailKey(email))) return null;
    // Claimed before the slow hash, so two registrations at once cannot both pass the check.
    registering.add(emailKey(email));
    try {
      const hashed = await hashPassword(password, scrypt);
      const user: StoredUser = {
        id: await accounts.nextId('user'),
        email,
        ...hashed,
        status,
        createdAt: iso(now()),
        lastOrganizationId: null,
        favoriteOrganizations: [],
      };
      try {
        await store.database.transaction(async () => {
          await accounts.putUser(user);
          await also(user);
        });
      } catch (error) {
        // Another server process registered the address a moment ago (the unique email index).
        if (isUniqueViolation(error)) return null;
        throw error;
      }
      return user;
    } finally {
      registering.delete(emailKey(email));
    }
  }

  /**
   * An address that already has an account is answered exactly like a new one (issue 16, finding
   * 12): an unconfirmed account signed in, with the same cost, so nobody learns which addresses
   * are taken. It is a stand-in, kept apart from the real accounts and good for nothing but the
   * confirmation screen; the address's owner is emailed, and signs in or resets their password.
   */
  async function answerAsNew(email: string, password: string, origin: string): Promise<{ user: StoredUser; sessionId: string }> {
    const standIn: StoredUser = {
      id: await accounts.nextId('user'),
      email,
      ...(await hashPassword(password, scrypt)),
      status: 'UNCONFIRMED',
      createdAt: iso(now()),
      lastOrganizationId: null,
      favoriteOrganizations: [],
    };
    standIns.set(standIn.id, standIn);
    sendAlreadyRegistered(email, origin);
    return { user: standIn, sessionId: await startSession(standIn.id) };
  }

  function sendAlreadyRegistered(email: string, origin: string): void {
    const login = `${origin}/auth/login`;
    const reset = `${origin}/auth/password_lost`;
    mail(
      email,
      'Your Tidemark account',
      `Someone, perhaps you, asked to create a Tidemark account with this address, which already has one.\n\nIf it was you, sign in:\n${login}\n\nForgot your password? Choose a new one:\n${reset}\n\nIf it was not you, there is nothing to do: your account is unchanged.`,
      [login, reset],
    );
  }

  /** Whether a secret matches the expected one, in constant time. */
  function sameSecret(expected: string | undefined, given: string): boolean {
    if (expected === undefined) return false;
    const a = Buffer.from(expected);
    const b = Buffer.from(given);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** A new session for a user: a new id every time (no fixation). */
  async function startSession(userId: string): Promise<string> {
    const sessionId = randomBytes(32).toString('base64url');
    await sessions.start(sessionId, userId);
    return sessionId;
  }

  return {
    startSession,

    /** Signs in; answers the user and a new session id. */
    async login(input: Readonly<Record<string, unknown>>, client = 'local'): Promise<{ user: StoredUser; sessionId: string }> {
      const { proof: _proof, hash: _hash, ...credentials } = input;
      const checked = validateLogin(credentials);
      if (!checked.ok) throw invalid(checked.errors);
      const { email, password } = checked.value;
      const account = emailKey(email);
      const wait = Math.max(waitAfter(recent(failures, account), ACCOUNT_DELAY), waitAfter(recent(clientFailures, client), CLIENT_DELAY));
      if (wait > 0) throw userError(loginTooSoon(Math.ceil(wait / 1000)), 'TOO_MANY_REQUESTS');
      // The attempt counts as a failure until the password is known to match, so a burst of
      // attempts sent together cannot all pass the delay before any failure is recorded.
      const attempt = now();
      failures.set(account, [...recent(failures, account), attempt]);
      clientFailures.set(client, [...recent(clientFailures, client), attempt]);
      const user = await accounts.userByEmail(email);
      const matches = await verifyPassword(password, user ?? decoy);
      if (!user || !matches || user.status === 'SUSPENDED' || user.status === 'DELETED') throw userError(LOGIN_FAILED, 'UNAUTHENTICATED');
      failures.delete(account);
      clientFailures.set(client, (clientFailures.get(client) ?? []).filter((at) => at !== attempt));
      return { user, sessionId: await startSession(user.id) };
    },

    /**
     * Registers a new account and signs it in. It is unconfirmed, and its confirmation link is
     * emailed, unless it comes with the secret of an invitation link sent to that address.
     */
    async register(input: Readonly<Record<string, unknown>>, origin: string, fromInvite: boolean): Promise<{ user: StoredUser; sessionId: string }> {
      const { proof: _proof, hash: _hash, invite, ...credentials } = input;
      const checked = validateRegister(credentials);
      if (!checked.ok) throw invalid(checked.errors);
      const { email, password } = checked.value;
      const invitations = (await accounts.membershipsOf('', email)).filter((m) => m.status === 'INVITED');
      if (fromInvite && invitations.length === 0) {
        throw userError('There is no invitation for this email address', 'BAD_USER_INPUT', { field: 'email' });
      }
      const proven = fromInvite && typeof invite === 'string' && invitations.some((invitation) => sameSecret(invitation.inviteSecret, invite));
      let sessionId = '';
      const user = await createUser(email, password, proven ? 'ACTIVE' : 'UNCONFIRMED', async (created) => {
        // Invitations are bound to the account only when it proved the address; otherwise they wait for the confirmation.
        if (proven) for (const { inviteSecret: _used, ...invitation } of invitations) await accounts.putMembership({ ...invitation, userId: created.id });
        if (!proven) await sendConfirmation(created, origin);
        sessionId = await startSession(created.id);
      });
      if (!user) return answerAsNew(email, password, origin);
      return { user, sessionId };
    },

    /**
     * Follows a confirmation link: the address is confirmed, every session that existed before ends
     * (one may be a stranger's who registered this address), and the browser that followed the link
     * (which proved it reads the mailbox) gets a new session. Answers that session, or null.
     */
    async confirmEmail(secret: string): Promise<string | null> {
      const found = await accounts.takeSecret(secret, 'confirmEmail');
      const user = found ? await accounts.userById(found.userId) : undefined;
      if (!found || !user || found.expiresAt <= now()) return null;
      if (user.status === 'UNCONFIRMED') await accounts.putUser({ ...user, status: 'ACTIVE' });
      await accounts.dropSecretsOf(user.id, 'confirmEmail');
      await accounts.endSessionsOf(user.id);
      return startSession(user.id);
    },

    /** Sends a new confirmation link to a signed-in, unconfirmed user: one a minute, five an hour. */
    async resendConfirmation(user: StoredUser, origin: string): Promise<void> {
      if (user.status !== 'UNCONFIRMED') throw userError('Your email address is already confirmed', 'BAD_USER_INPUT');
      if (!resendsPerMinute.take(user.id)) throw userError(RESEND_TOO_SOON, 'TOO_MANY_REQUESTS');
      if (!resendsPerHour.take(user.id)) throw userError(RESEND_TOO_OFTEN, 'TOO_MANY_REQUESTS');
      if (standIns.has(user.id)) sendAlreadyRegistered(user.email, origin);
      else await sendConfirmation(user, origin);
    },

    /** Extra proof-of-work bits for a client address that keeps failing to sign in. */
    powExtra(client: string): number {
      return Math.min(Math.max(0, recent(clientFailures, client).length - CLIENT_POW_EXTRA.after), CLIENT_POW_EXTRA.maxBits);
    },

    /** A registration's stand-in account (see answerAsNew), or undefined. */
    standIn: (userId: string): StoredUser | undefined => standIns.get(userId),

    /** Forgets stand-ins whose sessions can no longer be alive. */
    pruneStandIns(maxAgeMs: number): void {
      for (const [id, standIn] of standIns) if (now() - Date.parse(standIn.createdAt) > maxAgeMs) standIns.delete(id);
    },

    /** Emails a reset link when the account exists; answers the same either way. */
    async passwordLost(input: Readonly<Record<string, unknown>>, origin: string): Promise<void> {
      const { proof: _proof, hash: _hash, ...rest } = input;
      const checked = validatePasswordLost(rest);
      if (!checked.ok) throw invalid(checked.errors);
      const user = await accounts.userByEmail(checked.value.email);
      if (!user) return;
      const secret = await issueSecret(user.id, 'passwordReset', PASSWORD_RESET_TTL_MS);
      const link = `${origin}/auth/password_reset?email=${encodeURIComponent(user.email)}&secret=${secret}`;
      mail(user.email, 'Reset your Tidemark password', `Someone asked to reset the password of this account.\nIf it was you, choose a new one here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this email.`, [link]);
    },

    /** Sets a new password with a reset secret (single use); signs in, ending every other session. */
    async passwordReset(input: Readonly<Record<string, unknown>>): Promise<{ user: StoredUser; sessionId: string }> {
      const { proof: _proof, hash: _hash, ...rest } = input;
      const checked = validatePasswordReset(rest);
      if (!checked.ok) throw invalid(checked.errors);
      const { email, secret, password } = checked.value;
      const found = await accounts.takeSecret(secret, 'passwordReset');
      const user = found ? await accounts.userById(found.userId) : undefined;
      if (!found || !user || found.expiresAt <= now() || !sameEmail(user.email, email)) {
        throw userError('This password reset link is invalid or has expired. Ask for a new one.', 'BAD_USER_INPUT', { field: 'secret' });
      }
      const updated: StoredUser = { ...user, ...(await hashPassword(password, scrypt)), status: user.status === 'UNCONFIRMED' ? 'ACTIVE' : user.status };
      const sessionId = await store.database.transaction(async () => {
        await accounts.putUser(updated);
        await accounts.endSessionsOf(user.id);
        await accounts.dropSecretsOf(user.id, 'passwordReset');
        return startSession(user.id);
      });
      failures.delete(emailKey(email));
      return { user: updated, sessionId };
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
