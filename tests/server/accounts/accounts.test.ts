/**
 * Accounts on the local server (issue 4): me, register, email confirmation, sendConfirmationEmail,
 * login (one message for a wrong email or password, a new session id every time, the lock after
 * repeated failures), logout, passwordLost and passwordReset, and the proof of work they require.
 * Every call goes through `app.fetch` with a cookie jar of its own (account-helpers.ts).
 */
import { parseHash, STANDARD_SCRYPT, verifyPassword } from '../../../mock-server/shared/passwords.ts';
import { loginTooSoon } from '../../../mock-server/accounts/accounts.ts';
import { solve } from '../../../src/domain/shared/pow.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SESSION_COOKIE } from '../../../mock-server/shared/session-cookie.ts';
import { DAY_MS, MINUTE_MS, ORIGIN, advanceClock, call, makeApp, solveProof, wrongProof } from '../shared/helpers.ts';
import {
  Browser,
  OTHER_PASSWORD,
  PASSWORD,
  firstError,
  follow,
  lastMail,
  mailbox,
  resetSecret,
  signedUp,
} from '../shared/account-helpers.ts';

const LOGIN_FAILED = 'Wrong email or password';
const SHORT_PASSWORD = 'The password needs at least 12 characters';
const INVALID_EMAIL = 'Enter a valid email address';
const RESET_INVALID = 'This password reset link is invalid or has expired. Ask for a new one.';
const HOUR_MS = 60 * MINUTE_MS;

/** The Set-Cookie line of the session cookie among an answer's cookies. */
function sessionSetCookie(setCookies: readonly string[]): string | undefined {
  return setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
}

/** The attributes of a Set-Cookie line, lower-cased, without the name=value pair. */
function attributesOf(line: string): string[] {
  return line.split(';').slice(1).map((part) => part.trim().toLowerCase());
}

// ---------------------------------------------------------------------------------------------
const me = suite('me');

me('signed out: status and user are null and every feature flag is false', async () => {
  const browser = new Browser(await makeApp());
  const answer = await browser.me();
  assert.is(answer.status, null);
  assert.is(answer.user, null);
  assert.is(answer.organization, null);
  assert.is(answer.role, null);
  assert.equal(answer.featureFlag, { documentation: false, support: false, report: false });
});

me('a cookie with an unknown session id is simply signed out', async () => {
  const browser = new Browser(await makeApp());
  browser.cookies.set(SESSION_COOKIE, 'not-a-session');
  const answer = await browser.gql('{ me { status user { id } } }');
  assert.is(answer.errors, undefined);
  assert.equal(answer.data, { me: { status: null, user: null } });
});

me.run();

// ---------------------------------------------------------------------------------------------
const register = suite('register');

register('creates an unconfirmed user and signs it in with an HttpOnly, SameSite=Lax session cookie', async () => {
  const app = await makeApp();
  const browser = new Browser(app);
  const answer = await browser.register('ada@example.com');
  assert.is(answer.errors, undefined);
  assert.is(answer.data!.register.status, 'USER');
  assert.is(answer.data!.register.user.email, 'ada@example.com');
  assert.is(answer.data!.register.user.status, 'UNCONFIRMED');
  const line = sessionSetCookie(answer.setCookies);
  assert.ok(line, 'a session cookie is set');
  const attributes = attributesOf(line!);
  assert.ok(attributes.includes('httponly'), `HttpOnly in ${line}`);
  assert.ok(attributes.includes('samesite=lax'), `SameSite=Lax in ${line}`);
  assert.ok(attributes.includes('path=/'), `Path=/ in ${line}`);
  assert.ok(browser.session && browser.session.length >= 32, 'the session id is a long secret');
  const signedIn = await browser.me();
  assert.is(signedIn.status, 'USER');
  assert.is(signedIn.user?.id, answer.data!.register.user.id);
  assert.is(signedIn.user?.email, 'ada@example.com');
  assert.is(signedIn.user?.status, 'UNCONFIRMED');
  assert.is(signedIn.organization, null);
});

register('over https the session cookie is also Secure', async () => {
  const app = await makeApp();
  const solved = await solveProof(app);
  const response = await app.fetch(
    new Request('https://test.local/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', organization: 'null' },
      body: JSON.stringify({
        query: 'mutation ($input: RegisterInput!) { register(input: $input) { status } }',
        variables: { input: { email: 'secure@example.com', password: PASSWORD, ...solved } },
      }),
    }),
  );
  const line = sessionSetCookie(response.headers.getSetCookie());
  assert.ok(line, 'a session cookie is set');
  assert.equal(
    attributesOf(line!).filter((attribute) => ['httponly', 'samesite=lax', 'secure'].includes(attribute)).sort(),
    ['httponly', 'samesite=lax', 'secure'],
  );
});

register('stores a salted hash, never the password itself', async () => {
  const app = await makeApp();
  await new Browser(app).register('one@example.com', PASSWORD);
  await new Browser(app).register('two@example.com', PASSWORD);
  const one = (await app.store.accounts.userByEmail('one@example.com'))!;
  const two = (await app.store.accounts.userByEmail('two@example.com'))!;
  const stored = JSON.stringify([one, two]);
  assert.not.ok(stored.includes(PASSWORD), 'the password is not stored');
  assert.is(parseHash(one.passwordHash).key.length, 64, 'a 64-byte scrypt key');
  assert.ok(Buffer.from(one.salt, 'base64').length >= 16, 'a salt of 16 bytes or more');
  assert.is.not(one.salt, two.salt, 'each password has its own salt');
  assert.is.not(one.passwordHash, two.passwordHash, 'the same password hashes differently');
});

register('production hashes use an OWASP minimum scrypt cost, kept with each hash; old hashes still verify (issue 16, finding 15)', async () => {
  const app = await makeApp({ PASSWORD_HASHING: '' });
  await new Browser(app).register('cost@example.com', PASSWORD);
  const { params } = parseHash((await app.store.accounts.userByEmail('cost@example.com'))!.passwordHash);
  assert.equal(params, { N: 2 ** 13, r: 8, p: 10 }, "OWASP's N = 2^13, r = 8, p = 10 (beside N = 2^17, p = 1)");
  assert.equal(params, STANDARD_SCRYPT);
  assert.ok((await new Browser(app).login('cost@example.com', PASSWORD)).data?.login, 'and it signs in');
  assert.equal((await makeApp({ NODE_ENV: 'production', PASSWORD_HASHING: 'fast' })).config.fastPasswordHashing, false, 'never cheap in production');
  const legacy = { passwordHash: '', salt: Buffer.alloc(16).toString('base64') };
  const { scryptSync } = await import('node:crypto');
  legacy.passwordHash = scryptSync('old password', Buffer.alloc(16), 64, { N: 2 ** 14, r: 8, p: 1 }).toString('base64');
  assert.ok(await verifyPassword('old password', legacy), 'a hash made before the parameters were kept still verifies');
  assert.not.ok(await verifyPassword('wrong password', legacy));
});

register('passwords are at most 128 characters, refused before any hashing (issue 16, finding 13)', async () => {
  const app = await makeApp();
  const long = 'p'.repeat(129);
  const registered = await new Browser(app).register('long@example.com', long);
  assert.is(firstError(registered).message, 'The password can be at most 128 characters');
  assert.is((await app.store.accounts.userByEmail('long@example.com')), undefined);
  assert.ok((await new Browser(app).register('ok@example.com', 'p'.repeat(128))).data, '128 is fine');
  const login = await new Browser(app).login('ok@example.com', 'p'.repeat(100_000));
  assert.is(firstError(login).message, 'The password can be at most 128 characters');
});

register('emails a confirmation link; following it redirects to /?confirmed=true and activates the user', async () => {
  const app = await makeApp();
  const browser = new Browser(app);
  await browser.register('grace@example.com');
  const mails = await mailbox(app, 'grace@example.com');
  assert.is(mails.length, 1);
  const link = mails[0]!.links[0]!;
  assert.ok(link.startsWith(`${ORIGIN}/auth/confirm_email?token=`), link);
  assert.ok(mails[0]!.text.includes(link), 'the text holds the link');
  const followed = await browser.follow(link);
  assert.is(followed.status, 302);
  assert.is(followed.location, '/?confirmed=true');
  assert.is((await browser.me()).user?.status, 'ACTIVE');
});

register('a confirmation link works once; the second time it redirects to /auth/confirm_email?invalid=true', async () => {
  const app = await makeApp();
  await new Browser(app).register('once@example.com');
  const link = (await lastMail(app, 'once@example.com')).links[0]!;
  assert.is((await follow(app, link)).location, '/?confirmed=true');
  const again = await follow(app, link);
  assert.is(again.status, 302);
  assert.is(again.location, '/auth/confirm_email?invalid=true');
});

register('an unknown confirmation token redirects to /auth/confirm_email?invalid=true', async () => {
  const app = await makeApp();
  const followed = await follow(app, `${ORIGIN}/auth/confirm_email?token=made-up-token`);
  assert.is(followed.status, 302);
  assert.is(followed.location, '/auth/confirm_email?invalid=true');
});

register('a confirmation link still works just before 7 days', async () => {
  const app = await makeApp();
  const browser = new Browser(app);
  await browser.register('late@example.com');
  const link = (await lastMail(app, 'late@example.com')).links[0]!;
  await advanceClock(app, 7 * DAY_MS - MINUTE_MS);
  assert.is((await browser.follow(link)).location, '/?confirmed=true');
  assert.is((await browser.me()).user?.status, 'ACTIVE');
});

register('a confirmation link expires after 7 days and the user stays unconfirmed', async () => {
  const app = await makeApp();
  const browser = new Browser(app);
  await browser.register('expired@example.com');
  const link = (await lastMail(app, 'expired@example.com')).links[0]!;
  await advanceClock(app, 7 * DAY_MS + MINUTE_MS);
  const followed = await follow(app, link);
  assert.is(followed.status, 302);
  assert.is(followed.location, '/auth/confirm_email?invalid=true');
  assert.is((await browser.me()).user?.status, 'UNCONFIRMED');
});

register('an address that has an account answers exactly like a new one; its owner is told by email (issue 16, finding 12)', async () => {
  const app = await makeApp();
  await signedUp(app, 'taken@example.com');
  const fresh = await new Browser(app).register('new@example.com', OTHER_PASSWORD);
  const mailsBefore = (await mailbox(app, 'taken@example.com')).length;
  for (const email of ['taken@example.com', '  TAKEN@Example.com ']) {
    const browser = new Browser(app);
    const answer = await browser.register(email, OTHER_PASSWORD);
    assert.is(answer.errors, undefined, email);
    const shape = (result: typeof answer) => ({ status: result.data!.register.status, userStatus: result.data!.register.user.status, idIsNumber: /^\d+$/.test(result.data!.register.user.id), email: result.data!.register.user.email.toLowerCase().replace('new', 'taken') });
    assert.equal(shape(answer), shape(fresh), 'the same answer as a new registration');
    assert.ok(browser.session, 'a session, as for a new account');
    const me = await browser.me();
    assert.is(me.user?.status, 'UNCONFIRMED', 'the confirmation screen, as for a new account');
    assert.equal((await browser.myRoles()).data!.myRoles, []);
    assert.ok((await browser.createOrganization('Nope', 'Nobody')).errors?.length, 'and nothing more');
  }
  const mails = (await mailbox(app, 'taken@example.com')).slice(mailsBefore);
  assert.is(mails.length, 2, 'the owner is told each time');
  assert.is(mails[0]!.subject, 'Your Tidemark account');
  assert.ok(mails[0]!.links.some((link) => link.endsWith('/auth/password_lost')));
  const owner = await new Browser(app).login('taken@example.com', PASSWORD);
  assert.is(owner.errors, undefined, "the owner's password is unchanged");
  assert.ok((await new Browser(app).login('taken@example.com', OTHER_PASSWORD)).errors?.length, "the other password opens nothing");
});

register('refuses a password of 11 characters with the §5 message; 12 characters are enough', async () => {
  const app = await makeApp();
  const browser = new Browser(app);
  const short = await browser.register('short@example.com', 'a'.repeat(11));
  assert.equal(firstError(short), { message: SHORT_PASSWORD, code: 'BAD_USER_INPUT' });
  assert.is(short.errors![0]!.extensions?.['field'], 'password');
  assert.is(browser.session, undefined);
  assert.is((await app.store.accounts.userByEmail('short@example.com')), undefined, 'no account');
  assert.equal(await mailbox(app), [], 'no email');
  const enough = await browser.register('short@example.com', 'a'.repeat(12));
  assert.is(enough.errors, undefined);
  assert.is(enough.data!.register.user.status, 'UNCONFIRMED');
});

register('refuses an invalid email address', async () => {
  const app = await makeApp();
  for (const email of ['not-an-email', 'a@b', 'two words@example.com', '']) {
    const answer = await new Browser(app).register(email);
    assert.is(firstError(answer).code, 'BAD_USER_INPUT', email);
    assert.is(answer.errors![0]!.extensions?.['field'], 'email', email);
    assert.is(answer.errors![0]!.message, email === '' ? 'Email address is required' : INVALID_EMAIL, email);
  }
  assert.equal(await mailbox(app), []);
});

register('refuses an unknown field and creates nothing', async () => {
  const app = await makeApp();
  const browser = new Browser(app);
  const answer = await browser.register('extra@example.com', PASSWORD, { role: 'OWNER' });
  assert.ok(answer.errors && answer.errors.length > 0, 'an error');
  assert.is(answer.data ?? null, null);
  assert.ok(answer.errors![0]!.message.includes('"role"'), answer.errors![0]!.message);
  assert.is(browser.session, undefined);
  assert.is((await app.store.accounts.userByEmail('extra@example.com')), undefined);
});

register('refuses a missing, wrong or replayed proof of work and creates nothing', async () => {
  const app = await makeApp();
  const missing = await new Browser(app).register('pow@example.com', PASSWORD, {}, null);
  assert.is(firstError(missing).code, 'POW_REQUIRED');
  const wrong = await new Browser(app).register('pow@example.com', PASSWORD, {}, await wrongProof(app));
  assert.is(firstError(wrong).code, 'POW_INVALID');
  assert.is((await app.store.accounts.userByEmail('pow@example.com')), undefined);
  assert.equal(await mailbox(app), []);
  const solved = await solveProof(app);
  assert.is((await new Browser(app).register('pow@example.com', PASSWORD, {}, solved)).errors, undefined);
  const replayed = await new Browser(app).register('pow2@example.com', PASSWORD, {}, solved);
  assert.is(firstError(replayed).code, 'POW_REPLAYED');
  assert.is((await app.store.accounts.userByEmail('pow2@example.com')), undefined);
});

register('two registrations with one email at the same time create a single account', async () => {
  const app = await makeApp();
  const [first, second] = await Promise.all([solveProof(app), solveProof(app)]);
  const answers = await Promise.all([
    new Browser(app).register('race@example.com', PASSWORD, {}, first),
    new Browser(app).register('race@example.com', OTHER_PASSWORD, {}, second),
  ]);
  assert.ok(answers.every((answer) => answer.errors === undefined), 'both answer as new registrations');
  const stored = await Promise.all(answers.map((answer) => app.store.accounts.userById(answer.data!.register.user.id)));
  const accounts = answers.filter((_answer, index) => stored[index] !== undefined);
  assert.is(accounts.length, 1, 'one account was made');
});

register.run();

// ---------------------------------------------------------------------------------------------
const resend = suite('sendConfirmationEmail');

resend('sends an unconfirmed user a new confirmation email whose link works', async () => {
  const app = await makeApp();
  const browser = await signedUp(app, 'resend@example.com', { confirmed: false });
  const answer = await browser.sendConfirmationEmail();
  assert.is(answer.errors, undefined);
  assert.is(answer.data!.sendConfirmationEmail, true);
  const mails = await mailbox(app, 'resend@example.com');
  assert.is(mails.length, 2);
  const link = mails[1]!.links[0]!;
  assert.is.not(link, mails[0]!.links[0], 'a new link');
  assert.is((await browser.follow(link)).location, '/?confirmed=true');
  assert.is((await browser.me()).user?.status, 'ACTIVE');
});

resend('is refused for a confirmed user, and no email is sent', async () => {
  const app = await makeApp();
  const browser = await signedUp(app, 'done@example.com');
  const answer = await browser.sendConfirmationEmail();
  assert.equal(firstError(answer), { message: 'Your email address is already confirmed', code: 'BAD_USER_INPUT' });
  assert.is((await mailbox(app, 'done@example.com')).length, 1);
});

resend('is refused for a signed-out caller', async () => {
  const app = await makeApp();
  const answer = await new Browser(app).sendConfirmationEmail();
  assert.equal(firstError(answer), { message: 'Sign in first', code: 'UNAUTHENTICATED' });
  assert.equal(await mailbox(app), []);
});

resend.run();

// ---------------------------------------------------------------------------------------------
const login = suite('login');

login('signs in with the right password: a user-only result and an HttpOnly, SameSite=Lax cookie', async () => {
  const app = await makeApp();
  await signedUp(app, 'ada@example.com');
  const browser = new Browser(app);
  const answer = await browser.login('ada@example.com');
  assert.is(answer.errors, undefined);
  assert.equal(answer.data!.login, { status: 'USER', organization: null, user: { email: 'ada@example.com' }, role: null });
  const line = sessionSetCookie(answer.setCookies)!;
  assert.ok(attributesOf(line).includes('httponly'), line);
  assert.ok(attributesOf(line).includes('samesite=lax'), line);
  const signedIn = await browser.me();
  assert.is(signedIn.status, 'USER');
  assert.is(signedIn.user?.email, 'ada@example.com');
});

login('accepts the email in another case or with spaces around it', async () => {
  const app = await makeApp();
  await signedUp(app, 'case@example.com', { confirmed: false });
  const answer = await new Browser(app).login('  CASE@Example.COM ');
  assert.is(answer.errors, undefined);
  assert.is(answer.data!.login.user.email, 'case@example.com');
});

login('a wrong password and an unknown email give the same message and code, and no session', async () => {
  const app = await makeApp();
  await signedUp(app, 'known@example.com', { confirmed: false });
  const wrongPassword = new Browser(app);
  const unknownEmail = new Browser(app);
  const first = await wrongPassword.login('known@example.com', 'not the password');
  const second = await unknownEmail.login('nobody@example.com', 'not the password');
  assert.equal(firstError(first), { message: LOGIN_FAILED, code: 'UNAUTHENTICATED' });
  assert.equal(firstError(second), firstError(first));
  assert.equal(first.errors![0]!.extensions, second.errors![0]!.extensions, 'nothing in the extensions tells them apart');
  assert.is(first.data ?? null, null);
  assert.is(wrongPassword.session, undefined);
  assert.is(unknownEmail.session, undefined);
  assert.is((await wrongPassword.me()).status, null);
});

login('every login gets a new session id; the old cookie no longer signs in', async () => {
  const app = await makeApp();
  const browser = await signedUp(app, 'rotate@example.com', { confirmed: false });
  const before = browser.clone();
  const answer = await browser.login('rotate@example.com');
  assert.is(answer.errors, undefined);
  assert.ok(browser.session, 'a session');
  assert.is.not(browser.session, before.session, 'a new session id');
  assert.is((await browser.me()).user?.email, 'rotate@example.com');
  assert.is((await before.me()).status, null, 'the old session ended');
  assert.is((await before.me()).user, null);
});

login('is refused without a proof of work or with a wrong one', async () => {
  const app = await makeApp();
  await signedUp(app, 'pow@example.com', { confirmed: false });
  const missing = await new Browser(app).login('pow@example.com', PASSWORD, { proof: '', hash: '' });
  assert.is(firstError(missing).code, 'POW_REQUIRED');
  const wrong = await new Browser(app).login('pow@example.com', PASSWORD, await wrongProof(app));
  assert.is(firstError(wrong).code, 'POW_INVALID');
});

login('refuses an invalid email address with the §5 message', async () => {
  const app = await makeApp();
  const answer = await new Browser(app).login('not-an-email', PASSWORD);
  assert.equal(firstError(answer), { message: INVALID_EMAIL, code: 'BAD_USER_INPUT' });
});

login('two failures do not slow anyone down', async () => {
  const app = await makeApp();
  await signedUp(app, 'two@example.com', { confirmed: false });
  for (let attempt = 0; attempt < 2; attempt++) {
    assert.is(firstError(await new Browser(app).login('two@example.com', 'wrong password!')).message, LOGIN_FAILED);
  }
  assert.is((await new Browser(app).login('two@example.com')).errors, undefined);
});

login('from the third failure each attempt waits, 1 s then doubling up to 5 minutes; the owner signs in once the wait is over (issue 16, finding 10)', async () => {
  const app = await makeApp();
  await signedUp(app, 'slow@example.com', { confirmed: false });
  for (let attempt = 0; attempt < 3; attempt++) assert.is(firstError(await new Browser(app).login('slow@example.com', `wrong ${attempt} password`)).message, LOGIN_FAILED);
  const browser = new Browser(app);
  assert.equal(firstError(await browser.login('slow@example.com')), { message: loginTooSoon(1), code: 'TOO_MANY_REQUESTS' }, 'even the right password waits');
  await advanceClock(app, 1000);
  assert.is(firstError(await browser.login('slow@example.com', 'wrong again!!')).message, LOGIN_FAILED, 'a fourth failure');
  assert.is(firstError(await browser.login('slow@example.com')).message, loginTooSoon(2), 'then 2 seconds');
  // Each later failure waits out the one before: 2 s, 4, 8… (12 failures within the 15 minutes).
  for (let n = 5; n <= 12; n++) {
    await advanceClock(app, Math.min(2 ** (n - 4), 300) * 1000);
    assert.is(firstError(await browser.login('slow@example.com', `wrong ${n} password`)).message, LOGIN_FAILED, `failure ${n}`);
  }
  assert.is(firstError(await browser.login('slow@example.com')).message, loginTooSoon(300), 'never more than 5 minutes');
  await advanceClock(app, 5 * MINUTE_MS);
  assert.is((await browser.login('slow@example.com')).errors, undefined, 'the owner gets in');
});

login('a slowed account does not slow another one, and an unknown email is slowed like a known one', async () => {
  const app = await makeApp();
  await signedUp(app, 'victim@example.com', { confirmed: false });
  await signedUp(app, 'bystander@example.com', { confirmed: false });
  for (let attempt = 0; attempt < 3; attempt++) await new Browser(app).login('victim@example.com', 'wrong password!');
  assert.is(firstError(await new Browser(app).login('victim@example.com')).code, 'TOO_MANY_REQUESTS');
  assert.is((await new Browser(app).login('bystander@example.com')).errors, undefined);
  for (let attempt = 0; attempt < 3; attempt++) await new Browser(app).login('ghost@example.com', 'wrong password!');
  assert.equal(firstError(await new Browser(app).login('ghost@example.com', 'wrong password!')), { message: loginTooSoon(1), code: 'TOO_MANY_REQUESTS' });
});

login('failures sent at the same time count too: no more than 3 passwords are checked', async () => {
  const app = await makeApp();
  await signedUp(app, 'burst@example.com', { confirmed: false });
  const proofs = await Promise.all(Array.from({ length: 8 }, () => solveProof(app)));
  const answers = await Promise.all(proofs.map((proof, index) => new Browser(app).login('burst@example.com', `wrong password ${index}`, proof)));
  const codes = answers.map((answer) => firstError(answer).code);
  assert.is(codes.filter((code) => code === 'UNAUTHENTICATED').length, 3, `answers: ${JSON.stringify(codes)}`);
  assert.is(codes.filter((code) => code === 'TOO_MANY_REQUESTS').length, 5);
});

login('a client address that keeps failing, over any accounts, waits too and gets harder proofs of work; another address does not', async () => {
  const app = await makeApp();
  const from = (address: string) => ({ 'x-tidemark-client-address': address });
  const challengeBits = async (address: string) => {
    const response = await call(app, '/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...from(address) }, body: JSON.stringify({ query: '{ getProofOfWork }' }) });
    const hash = ((await response.json()) as { data: { getProofOfWork: string } }).data.getProofOfWork;
    return (JSON.parse(Buffer.from(hash.split('.')[0]!, 'base64url').toString()) as { d: number }).d;
  };
  const base = await challengeBits('203.0.113.9');
  const login = async (address: string, email: string) => {
    const hash = await (async () => {
      const response = await call(app, '/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...from(address) }, body: JSON.stringify({ query: '{ getProofOfWork }' }) });
      return ((await response.json()) as { data: { getProofOfWork: string } }).data.getProofOfWork;
    })();
    const bits = (JSON.parse(Buffer.from(hash.split('.')[0]!, 'base64url').toString()) as { d: number }).d;
    const proof = solve(hash, bits)!;
    const response = await call(app, '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from(address) },
      body: JSON.stringify({ query: 'mutation ($input: LoginInput!) { login(input: $input) { status } }', variables: { input: { email, password: 'not the password!', proof, hash } } }),
    });
    return ((await response.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
  };
  for (let n = 0; n < 10; n++) assert.is(await login('203.0.113.9', `person${n}@example.com`), 'UNAUTHENTICATED', `failure ${n + 1}, each a different account`);
  assert.is(await challengeBits('203.0.113.9'), base + 6, 'one more bit per failure past the third, at most six');
  assert.is(await login('203.0.113.9', 'someone-new@example.com'), 'TOO_MANY_REQUESTS', 'the eleventh waits, whatever the account');
  assert.is(await challengeBits('198.51.100.7'), base, 'another address: the usual proof');
  assert.is(await login('198.51.100.7', 'someone-new@example.com'), 'UNAUTHENTICATED', 'and no wait');
  const lazy = await call(app, '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from('203.0.113.9') },
    body: JSON.stringify({ query: 'mutation ($input: LoginInput!) { login(input: $input) { status } }', variables: { input: { email: 'x@example.com', password: 'whatever password', ...(await solveProof(app)) } } }),
  });
  assert.is(((await lazy.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code, 'POW_INVALID', 'a proof of the usual difficulty is no longer enough there');
});

login.run();

// ---------------------------------------------------------------------------------------------
const logout = suite('logout');

logout('ends the session on the server and clears the cookie; the old cookie is signed out afterwards', async () => {
  const app = await makeApp();
  const browser = await signedUp(app, 'bye@example.com', { confirmed: false });
  const kept = browser.clone();
  const answer = await browser.logout();
  assert.is(answer.errors, undefined);
  assert.is(answer.data!.logout, true);
  const line = sessionSetCookie(answer.setCookies);
  assert.ok(line, 'the cookie is cleared');
  assert.ok(attributesOf(line!).includes('max-age=0'), line);
  assert.is(browser.session, undefined);
  assert.is((await browser.me()).status, null);
  // The old cookie, replayed: the server no longer knows the session.
  const replayed = await kept.me();
  assert.is(replayed.status, null);
  assert.is(replayed.user, null);
  assert.is(firstError(await kept.sendConfirmationEmail()).code, 'UNAUTHENTICATED');
});

logout('answers true when nobody is signed in', async () => {
  const answer = await new Browser(await makeApp()).logout();
  assert.is(answer.errors, undefined);
  assert.is(answer.data!.logout, true);
});

logout('ends only its own session: another device stays signed in', async () => {
  const app = await makeApp();
  const laptop = await signedUp(app, 'two-devices@example.com', { confirmed: false });
  const phone = new Browser(app);
  assert.is((await phone.login('two-devices@example.com')).errors, undefined);
  await laptop.logout();
  assert.is((await laptop.me()).status, null);
  assert.is((await phone.me()).user?.email, 'two-devices@example.com');
});

logout.run();

// ---------------------------------------------------------------------------------------------
const lost = suite('passwordLost');

lost('answers the same for a known and an unknown email, and emails only the known one', async () => {
  const app = await makeApp();
  await signedUp(app, 'known@example.com', { confirmed: false });
  const before = (await mailbox(app)).length;
  const known = await new Browser(app).passwordLost('known@example.com');
  const unknown = await new Browser(app).passwordLost('unknown@example.com');
  assert.is(known.errors, undefined);
  assert.equal(known.data, unknown.data);
  assert.is(known.status, unknown.status);
  assert.equal(unknown.errors, undefined);
  const mails = (await mailbox(app)).slice(before);
  assert.is(mails.length, 1);
  assert.is(mails[0]!.to, 'known@example.com');
  const link = new URL(mails[0]!.links[0]!);
  assert.is(link.origin, ORIGIN);
  assert.is(link.pathname, '/auth/password_reset');
  assert.is(link.searchParams.get('email'), 'known@example.com');
  assert.ok((link.searchParams.get('secret') ?? '').length >= 16, 'a long secret');
  assert.equal(await mailbox(app, 'unknown@example.com'), []);
});

lost('a reset asked for with a forged Host header still links to the public origin (issue 16: no account takeover by Host)', async () => {
  const app = await makeApp();
  await signedUp(app, 'victim@example.com');
  const solved = await solveProof(app);
  const response = await app.fetch(
    new Request('http://attacker.example/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
      body: JSON.stringify({ query: 'mutation ($input: PasswordLostInput!) { passwordLost(input: $input) }', variables: { input: { email: 'victim@example.com', ...solved } } }),
    }),
  );
  assert.is(response.status, 200);
  const mail = await lastMail(app, 'victim@example.com');
  assert.ok(mail.subject.length > 0);
  for (const link of mail.links) assert.is(new URL(link).origin, ORIGIN, `${link} points at the public origin`);
  assert.not.ok(mail.text.includes('attacker.example'));
});

lost('without PUBLIC_ORIGIN links use the address the server listens on, never the request', async () => {
  const app = await makeApp({ PUBLIC_ORIGIN: '', HOST: '127.0.0.1', PORT: '4555' });
  assert.is(app.publicOrigin(), 'http://127.0.0.1:4555');
  app.listening('http://127.0.0.1:39001');
  assert.is(app.publicOrigin(), 'http://127.0.0.1:39001', 'main.ts tells the port it got (PORT=0)');
  await signedUp(app, 'someone@example.com', { confirmed: false });
  await new Browser(app).passwordLost('someone@example.com');
  assert.is(new URL((await lastMail(app, 'someone@example.com')).links[0]!).origin, 'http://127.0.0.1:39001');
});

lost('refuses an invalid email address', async () => {
  const app = await makeApp();
  const answer = await new Browser(app).passwordLost('nope');
  assert.equal(firstError(answer), { message: INVALID_EMAIL, code: 'BAD_USER_INPUT' });
});

lost.run();

// ---------------------------------------------------------------------------------------------
const reset = suite('passwordReset');

reset('the emailed secret sets the new password, signs in and ends every other session; it works once', async () => {
  const app = await makeApp();
  const elsewhere = await signedUp(app, 'forgot@example.com');
  await new Browser(app).passwordLost('forgot@example.com');
  const secret = await resetSecret(app, 'forgot@example.com');
  const browser = new Browser(app);
  const answer = await browser.passwordReset('forgot@example.com', secret, OTHER_PASSWORD);
  assert.is(answer.errors, undefined);
  assert.equal(answer.data!.passwordReset, { status: 'USER', role: null, user: { email: 'forgot@example.com' }, organization: null });
  const line = sessionSetCookie(answer.setCookies)!;
  assert.ok(attributesOf(line).includes('httponly'), line);
  assert.is((await browser.me()).user?.email, 'forgot@example.com', 'signed in');
  assert.is((await elsewhere.me()).status, null, 'the other session ended');
  assert.equal(firstError(await new Browser(app).login('forgot@example.com', PASSWORD)), { message: LOGIN_FAILED, code: 'UNAUTHENTICATED' });
  assert.is((await new Browser(app).login('forgot@example.com', OTHER_PASSWORD)).errors, undefined, 'the new password works');
  const again = await new Browser(app).passwordReset('forgot@example.com', secret, 'a third long password');
  assert.equal(firstError(again), { message: RESET_INVALID, code: 'BAD_USER_INPUT' });
  assert.is((await new Browser(app).login('forgot@example.com', OTHER_PASSWORD)).errors, undefined, 'the second use changed nothing');
});

reset('a secret older than an hour is refused and the password is unchanged', async () => {
  const app = await makeApp();
  await signedUp(app, 'slow@example.com', { confirmed: false });
  await new Browser(app).passwordLost('slow@example.com');
  const secret = await resetSecret(app, 'slow@example.com');
  await advanceClock(app, HOUR_MS + MINUTE_MS);
  const browser = new Browser(app);
  const answer = await browser.passwordReset('slow@example.com', secret, OTHER_PASSWORD);
  assert.equal(firstError(answer), { message: RESET_INVALID, code: 'BAD_USER_INPUT' });
  assert.is(browser.session, undefined);
  assert.is((await new Browser(app).login('slow@example.com', PASSWORD)).errors, undefined, 'the old password still works');
});

reset('a secret used with another email is refused and changes neither account', async () => {
  const app = await makeApp();
  await signedUp(app, 'owner@example.com', { confirmed: false });
  await signedUp(app, 'attacker@example.com', { confirmed: false });
  await new Browser(app).passwordLost('owner@example.com');
  const secret = await resetSecret(app, 'owner@example.com');
  const answer = await new Browser(app).passwordReset('attacker@example.com', secret, OTHER_PASSWORD);
  assert.equal(firstError(answer), { message: RESET_INVALID, code: 'BAD_USER_INPUT' });
  assert.is((await new Browser(app).login('owner@example.com', PASSWORD)).errors, undefined);
  assert.is((await new Browser(app).login('attacker@example.com', PASSWORD)).errors, undefined);
});

reset('a made-up secret is refused', async () => {
  const app = await makeApp();
  await signedUp(app, 'made-up@example.com', { confirmed: false });
  const answer = await new Browser(app).passwordReset('made-up@example.com', 'made-up-secret', OTHER_PASSWORD);
  assert.equal(firstError(answer), { message: RESET_INVALID, code: 'BAD_USER_INPUT' });
});

reset('a new password of 11 characters is refused with the §5 message, and the secret still works', async () => {
  const app = await makeApp();
  await signedUp(app, 'rules@example.com', { confirmed: false });
  await new Browser(app).passwordLost('rules@example.com');
  const secret = await resetSecret(app, 'rules@example.com');
  const short = await new Browser(app).passwordReset('rules@example.com', secret, 'b'.repeat(11));
  assert.equal(firstError(short), { message: SHORT_PASSWORD, code: 'BAD_USER_INPUT' });
  assert.is(short.errors![0]!.extensions?.['field'], 'password');
  assert.is((await new Browser(app).passwordReset('rules@example.com', secret, 'b'.repeat(12))).errors, undefined);
  assert.is((await new Browser(app).login('rules@example.com', 'b'.repeat(12))).errors, undefined);
});

reset.run();

// ---------------------------------------------------------------------------------------------
const proofs = suite('proof of work on the account mutations');

proofs('login, register, registerFromInvite, passwordLost and passwordReset are refused with POW_REQUIRED without one', async () => {
  const app = await makeApp();
  const browser = new Browser(app);
  const input = { email: 'someone@example.com', password: PASSWORD };
  const calls: [string, string, Record<string, unknown>][] = [
    ['login', 'mutation ($input: LoginInput!) { login(input: $input) { status } }', { ...input, proof: '', hash: '' }],
    ['register', 'mutation ($input: RegisterInput!) { register(input: $input) { status } }', input],
    ['registerFromInvite', 'mutation ($input: RegisterInput!) { registerFromInvite(input: $input) { status } }', input],
    ['passwordLost', 'mutation ($input: PasswordLostInput!) { passwordLost(input: $input) }', { email: input.email }],
    ['passwordReset', 'mutation ($input: PasswordResetInput!) { passwordReset(input: $input) { status } }', { ...input, secret: 'anything' }],
  ];
  for (const [name, query, variables] of calls) {
    const answer = await browser.gql(query, { input: variables });
    assert.is(firstError(answer).code, 'POW_REQUIRED', name);
  }
  assert.is((await app.store.accounts.userByEmail('someone@example.com')), undefined);
  assert.equal(await mailbox(app), []);
  assert.is(browser.session, undefined);
});

proofs.run();
