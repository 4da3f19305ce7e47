/**
 * Proof of work on the local server: signed, expiring, single-use challenges, checked on
 * updateIssueByToken (and the unverified upload request, see uploads.test.ts).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseChallenge, solve } from '../../../src/domain/shared/pow.ts';
import {
  FIXED_NOW,
  MINUTE_MS,
  TEST_POW_DIFFICULTY,
  advanceClock,
  errorCode,
  getChallenge,
  gql,
  issueByToken,
  makeApp,
  openCase,
  solveProof,
  updateIssue,
  wrongProof,
} from './helpers.ts';

const CHALLENGE_TTL_MS = 5 * MINUTE_MS;

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

// ---------------------------------------------------------------------------------------------
const challenge = suite('getProofOfWork');

challenge('answers a signed challenge at the configured difficulty that expires in 5 minutes', async () => {
  const app = await makeApp();
  const pof = await getChallenge(app);
  const parsed = parseChallenge(pof);
  assert.ok(parsed, `a challenge: ${pof}`);
  assert.is(parsed!.difficulty, TEST_POW_DIFFICULTY);
  assert.is(parsed!.expiresAt, FIXED_NOW + CHALLENGE_TTL_MS);
  assert.is(pof.split('.').length, 2, 'payload.signature');
});

challenge('answers a different challenge every time', async () => {
  const app = await makeApp();
  const first = parseChallenge(await getChallenge(app));
  const second = parseChallenge(await getChallenge(app));
  assert.is.not(first?.id, second?.id);
});

challenge('follows POW_DIFFICULTY', async () => {
  const app = await makeApp({ POW_DIFFICULTY: '7' });
  assert.is(parseChallenge(await getChallenge(app))?.difficulty, 7);
});

challenge.run();

// ---------------------------------------------------------------------------------------------
const verify = suite('proof of work on updateIssueByToken');

verify('a solved challenge lets the message through', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const answer = await updateIssue(app, opened.token, { message: 'hello' }, await solveProof(app));
  assert.is(answer.errors, undefined);
  assert.is((await issueByToken(app, opened.token))!.issueActions.length, 1);
});

verify('an empty proof or hash is refused with POW_REQUIRED and nothing is stored', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const solved = await solveProof(app);
  for (const proof of [
    { proof: '', hash: solved.hash },
    { proof: solved.proof, hash: '' },
    { proof: '', hash: '' },
  ]) {
    const answer = await updateIssue(app, opened.token, { message: 'hello' }, proof);
    assert.is(errorCode(answer), 'POW_REQUIRED', JSON.stringify(proof));
  }
  assert.equal((await issueByToken(app, opened.token))!.issueActions, []);
});

verify('a proof that is far too long is refused with POW_REQUIRED', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const { hash } = await solveProof(app);
  const answer = await updateIssue(app, opened.token, { message: 'hello' }, { proof: '0'.repeat(65), hash });
  assert.is(errorCode(answer), 'POW_REQUIRED');
});

verify('leaving proof or hash out is refused by the schema (both are required)', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const { proof, hash } = await solveProof(app);
  const mutation = 'mutation ($token: String!, $input: ClientUpdateInput!) { updateIssueByToken(token: $token, input: $input) { id } }';
  for (const input of [{ hash, message: 'hello' }, { proof, message: 'hello' }, { message: 'hello' }]) {
    const answer = await gql(app, mutation, { token: opened.token, input });
    assert.ok(answer.errors && answer.errors.length > 0, JSON.stringify(input));
    assert.not.ok(answer.data?.updateIssueByToken);
  }
  assert.equal((await issueByToken(app, opened.token))!.issueActions, []);
});

verify('a wrong solution is refused with POW_INVALID and nothing is stored', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const answer = await updateIssue(app, opened.token, { message: 'hello' }, await wrongProof(app));
  assert.is(errorCode(answer), 'POW_INVALID');
  assert.equal((await issueByToken(app, opened.token))!.issueActions, []);
});

verify('a tampered signature is refused with POW_INVALID', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const { proof, hash } = await solveProof(app);
  const [payload, signature] = hash.split('.') as [string, string];
  const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
  for (const tampered of [`${payload}.${flipped}`, `${payload}.${signature}x`, `${payload}.`, payload]) {
    // The proof is re-solved for the tampered text so only the signature is wrong.
    const answer = await updateIssue(app, opened.token, { message: 'hello' }, { proof: solve(tampered, TEST_POW_DIFFICULTY) ?? proof, hash: tampered });
    assert.is(errorCode(answer), 'POW_INVALID', tampered);
  }
  assert.equal((await issueByToken(app, opened.token))!.issueActions, []);
});

verify('a tampered payload (easier difficulty, later expiry) is refused with POW_INVALID', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const { hash } = await solveProof(app);
  const [payload, signature] = hash.split('.') as [string, string];
  const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { id: string; d: number; exp: number };
  const forged = `${base64url(JSON.stringify({ ...data, d: 0, exp: data.exp + 60 * MINUTE_MS }))}.${signature}`;
  const answer = await updateIssue(app, opened.token, { message: 'hello' }, { proof: '0', hash: forged });
  assert.is(errorCode(answer), 'POW_INVALID');
  assert.equal((await issueByToken(app, opened.token))!.issueActions, []);
});

verify('a challenge signed by another server is refused with POW_INVALID', async () => {
  const other = await makeApp();
  const app = await makeApp();
  const opened = await openCase(app);
  const answer = await updateIssue(app, opened.token, { message: 'hello' }, await solveProof(other));
  assert.is(errorCode(answer), 'POW_INVALID');
});

verify('text that is not a challenge is refused with POW_INVALID', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const answer = await updateIssue(app, opened.token, { message: 'hello' }, { proof: '1', hash: 'not-a-challenge' });
  assert.is(errorCode(answer), 'POW_INVALID');
});

verify('a challenge used just before its 5 minutes are up is accepted', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const solved = await solveProof(app);
  await advanceClock(app, CHALLENGE_TTL_MS - 1000);
  const answer = await updateIssue(app, opened.token, { message: 'hello' }, solved);
  assert.is(answer.errors, undefined);
});

verify('a challenge used after 5 minutes is refused with POW_EXPIRED and nothing is stored', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const solved = await solveProof(app);
  await advanceClock(app, CHALLENGE_TTL_MS + 1000);
  const answer = await updateIssue(app, opened.token, { message: 'hello' }, solved);
  assert.is(errorCode(answer), 'POW_EXPIRED');
  assert.equal((await issueByToken(app, opened.token))!.issueActions, []);
});

verify('a replayed proof is refused with POW_REPLAYED and stores nothing more', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const solved = await solveProof(app);
  assert.is((await updateIssue(app, opened.token, { message: 'first' }, solved)).errors, undefined);
  const replay = await updateIssue(app, opened.token, { message: 'second' }, solved);
  assert.is(errorCode(replay), 'POW_REPLAYED');
  assert.equal(
    (await issueByToken(app, opened.token))!.issueActions.map((action) => action.body),
    ['first'],
  );
});

verify('a proof used on one case cannot be replayed on another', async () => {
  const app = await makeApp();
  const first = await openCase(app);
  const second = await openCase(app);
  const solved = await solveProof(app);
  assert.is((await updateIssue(app, first.token, { message: 'hello' }, solved)).errors, undefined);
  assert.is(errorCode(await updateIssue(app, second.token, { message: 'hello' }, solved)), 'POW_REPLAYED');
  assert.equal((await issueByToken(app, second.token))!.issueActions, []);
});

verify('each message needs its own proof: two fresh proofs, two messages', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  assert.is((await updateIssue(app, opened.token, { message: 'one' })).errors, undefined);
  assert.is((await updateIssue(app, opened.token, { message: 'two' })).errors, undefined);
  assert.is((await issueByToken(app, opened.token))!.issueActions.length, 2);
});

verify.run();

// ---------------------------------------------------------------------------------------------
const order = suite('input is checked before the proof is used up');

order('an over-long message with a valid proof leaves the proof usable', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const solved = await solveProof(app);
  const refused = await updateIssue(app, opened.token, { message: 'm'.repeat(2049) }, solved);
  assert.is(errorCode(refused), 'BAD_USER_INPUT');
  const retried = await updateIssue(app, opened.token, { message: 'shorter now' }, solved);
  assert.is(retried.errors, undefined, 'the same proof still works');
  assert.equal(
    (await issueByToken(app, opened.token))!.issueActions.map((action) => action.body),
    ['shorter now'],
  );
});

order('an empty update or a forbidden status leaves the proof usable', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const solved = await solveProof(app);
  assert.is(errorCode(await updateIssue(app, opened.token, {}, solved)), 'BAD_USER_INPUT');
  assert.is(errorCode(await updateIssue(app, opened.token, { status: 'NEW' }, solved)), 'BAD_USER_INPUT');
  assert.is(errorCode(await updateIssue(app, opened.token, { imageUrl: 'u'.repeat(513) }, solved)), 'BAD_USER_INPUT');
  assert.is((await updateIssue(app, opened.token, { status: 'RESOLVED' }, solved)).errors, undefined);
  assert.is((await issueByToken(app, opened.token))!.status, 'RESOLVED');
});

order('an invalid input is reported before a bad proof', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const answer = await updateIssue(app, opened.token, { message: 'm'.repeat(2049) }, { proof: '', hash: '' });
  assert.is(errorCode(answer), 'BAD_USER_INPUT');
});

order('a valid input with a valid proof uses the proof up', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const solved = await solveProof(app);
  assert.is((await updateIssue(app, opened.token, { message: 'ok' }, solved)).errors, undefined);
  assert.is(errorCode(await updateIssue(app, opened.token, { message: 'm'.repeat(2049) }, { proof: '', hash: '' })), 'BAD_USER_INPUT');
  assert.is(errorCode(await updateIssue(app, opened.token, { message: 'again' }, solved)), 'POW_REPLAYED');
});

order.run();
