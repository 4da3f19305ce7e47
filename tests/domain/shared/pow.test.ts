import { createHash, randomBytes } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isSolution, leadingZeroBits, parseChallenge, powInput, sha256, solve } from '../../../src/domain/shared/pow.ts';

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

function nodeSha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Leading zero bits of a hex digest, counted independently of the code under test. */
function zeroBitsOfHex(digestHex: string): number {
  const bits = [...digestHex].map((ch) => Number.parseInt(ch, 16).toString(2).padStart(4, '0')).join('');
  const firstOne = bits.indexOf('1');
  return firstOne === -1 ? bits.length : firstOne;
}

// ---------------------------------------------------------------------------------------------

const hash = suite('pow: sha256');

hash('the empty input hashes to the known digest', () => {
  const digest = hex(sha256(new Uint8Array(0)));
  assert.is(digest, 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  assert.is(digest, nodeSha256(new Uint8Array(0)));
});

hash("'abc' hashes to the known digest", () => {
  const input = new TextEncoder().encode('abc');
  assert.is(hex(sha256(input)), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  assert.is(hex(sha256(input)), nodeSha256(input));
});

hash('inputs around the padding boundaries agree with node:crypto', () => {
  for (const length of [55, 56, 63, 64, 65, 119, 120, 1000]) {
    const input = Uint8Array.from({ length }, (_, i) => (i * 31 + 7) & 0xff);
    assert.is(hex(sha256(input)), nodeSha256(input), `${length} bytes`);
  }
});

hash('random inputs agree with node:crypto', () => {
  for (const length of [1, 17, 64, 333, 4096]) {
    const input = new Uint8Array(randomBytes(length));
    assert.is(hex(sha256(input)), nodeSha256(input), `${length} random bytes`);
  }
});

hash('a digest is 32 bytes and the input is left untouched', () => {
  const input = new TextEncoder().encode('keep me');
  const copy = Uint8Array.from(input);
  assert.is(sha256(input).length, 32);
  assert.equal(input, copy);
});

hash.run();

// ---------------------------------------------------------------------------------------------

const zeros = suite('pow: leadingZeroBits');

zeros('a first byte with its top bit set has no leading zero bits', () => {
  assert.is(leadingZeroBits(Uint8Array.from([0x80, 0x00])), 0);
  assert.is(leadingZeroBits(Uint8Array.from([0xff])), 0);
});

zeros('zeros inside the first byte are counted', () => {
  assert.is(leadingZeroBits(Uint8Array.from([0x40])), 1);
  assert.is(leadingZeroBits(Uint8Array.from([0x01, 0xff])), 7);
});

zeros('whole zero bytes count eight each', () => {
  assert.is(leadingZeroBits(Uint8Array.from([0x00, 0x0f, 0xff])), 12);
  assert.is(leadingZeroBits(Uint8Array.from([0x00, 0x00, 0x00, 0x01])), 31);
  assert.is(leadingZeroBits(Uint8Array.from([0x00, 0x00, 0x00, 0x00, 0x80])), 32);
});

zeros('an all-zero digest is all zero bits', () => {
  assert.is(leadingZeroBits(new Uint8Array(32)), 256);
  assert.is(leadingZeroBits(new Uint8Array(0)), 0);
});

zeros.run();

// ---------------------------------------------------------------------------------------------

function encodePayload(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function challenge(value: unknown, signature = 'c2lnbmF0dXJl'): string {
  return `${encodePayload(value)}.${signature}`;
}

const parse = suite('pow: parseChallenge');

parse('a signed payload yields its id, difficulty and expiry', () => {
  assert.equal(parseChallenge(challenge({ id: 'ch-1', d: 18, exp: 1_700_000_000_000 })), {
    id: 'ch-1',
    difficulty: 18,
    expiresAt: 1_700_000_000_000,
  });
});

parse('base64url characters and missing padding are understood', () => {
  const id = '>>>???é';
  const payload = encodePayload({ id, d: 4, exp: 1 });
  assert.match(payload, /[-_]/, 'the payload really uses the url-safe alphabet');
  assert.not.match(payload, /=/);
  assert.equal(parseChallenge(`${payload}.sig`), { id, difficulty: 4, expiresAt: 1 });
});

parse('difficulties 0 and 32 are the bounds', () => {
  assert.is(parseChallenge(challenge({ id: 'a', d: 0, exp: 1 }))?.difficulty, 0);
  assert.is(parseChallenge(challenge({ id: 'a', d: 32, exp: 1 }))?.difficulty, 32);
});

parse('a difficulty outside 0..32 or not whole is refused', () => {
  for (const d of [-1, 33, 1.5, Number.MAX_SAFE_INTEGER]) assert.is(parseChallenge(challenge({ id: 'a', d, exp: 1 })), null, `d=${d}`);
});

parse('a missing payload or signature is refused', () => {
  const payload = encodePayload({ id: 'a', d: 1, exp: 1 });
  assert.is(parseChallenge(payload), null);
  assert.is(parseChallenge(`${payload}.`), null);
  assert.is(parseChallenge(`.sig`), null);
  assert.is(parseChallenge(''), null);
});

parse('an extra part is refused', () => {
  assert.is(parseChallenge(`${challenge({ id: 'a', d: 1, exp: 1 })}.extra`), null);
});

parse('a payload that is not JSON, or not base64, is refused', () => {
  assert.is(parseChallenge(`${Buffer.from('not json').toString('base64url')}.sig`), null);
  assert.is(parseChallenge('!!!.sig'), null);
});

parse('a payload that is not an object is refused', () => {
  assert.is(parseChallenge(challenge(null)), null);
  assert.is(parseChallenge(challenge(42)), null);
  assert.is(parseChallenge(challenge('text')), null);
});

parse('fields of the wrong type are refused', () => {
  assert.is(parseChallenge(challenge({ id: 1, d: 1, exp: 1 })), null);
  assert.is(parseChallenge(challenge({ id: 'a', d: '1', exp: 1 })), null);
  assert.is(parseChallenge(challenge({ id: 'a', d: 1, exp: '2030-01-01' })), null);
  assert.is(parseChallenge(challenge({ id: 'a', d: 1 })), null);
});

parse.run();

// ---------------------------------------------------------------------------------------------

const POF = challenge({ id: 'ch-solve', d: 12, exp: 1_700_000_000_000 });

const solving = suite('pow: solve and isSolution');

solving('a found proof really has the leading zero bits, checked with node:crypto', () => {
  for (const difficulty of [1, 8, 12]) {
    const proof = solve(POF, difficulty);
    assert.ok(proof !== null, `difficulty ${difficulty}`);
    const digest = createHash('sha256').update(`${POF}:${proof}`).digest('hex');
    assert.ok(zeroBitsOfHex(digest) >= difficulty, `difficulty ${difficulty}: ${digest}`);
    assert.ok(isSolution(POF, proof, difficulty));
  }
});

solving('solve returns the first proof; every earlier candidate fails isSolution', () => {
  const proof = solve(POF, 8);
  assert.ok(proof !== null);
  const tries = Number.parseInt(proof, 36);
  for (let counter = 0; counter < tries; counter++) {
    const candidate = counter.toString(36);
    assert.not.ok(isSolution(POF, candidate, 8), candidate);
    assert.ok(zeroBitsOfHex(nodeSha256(powInput(POF, candidate))) < 8, candidate);
  }
});

solving('isSolution agrees with the digest node:crypto computes', () => {
  for (let counter = 0; counter < 200; counter++) {
    const proof = counter.toString(36);
    const bits = zeroBitsOfHex(nodeSha256(powInput(POF, proof)));
    assert.ok(isSolution(POF, proof, bits), proof);
    assert.not.ok(isSolution(POF, proof, bits + 1), proof);
  }
});

solving('difficulty 0 is solved by the first candidate', () => {
  assert.is(solve(POF, 0), '0');
  assert.ok(isSolution(POF, 'anything', 0));
});

solving('solve gives up with null when maxTries is too small for the difficulty', () => {
  const proof = solve(POF, 10);
  assert.ok(proof !== null);
  const needed = Number.parseInt(proof, 36) + 1;
  assert.is(solve(POF, 10, needed - 1), null);
  assert.is(solve(POF, 10, needed), proof);
  assert.is(solve(POF, 32, 50), null);
  assert.is(solve(POF, 1, 0), null);
});

solving('a proof is checked against the challenge and proof joined by a colon', () => {
  const other = challenge({ id: 'ch-other', d: 12, exp: 1_700_000_000_000 });
  const proof = solve(POF, 12);
  assert.ok(proof !== null);
  const otherBits = zeroBitsOfHex(nodeSha256(powInput(other, proof)));
  assert.is(isSolution(other, proof, 12), otherBits >= 12);
  assert.is(hex(powInput(POF, proof)), Buffer.from(`${POF}:${proof}`).toString('hex'));
});

solving.run();
