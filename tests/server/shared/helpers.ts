/**
 * Shared helpers for the server tests: the real server in-process (`app.fetch`), GraphQL calls,
 * solved proofs of work, opened support cases and uploads.
 */
import { deflateSync } from 'node:zlib';
import { createApp, type App, type AppOptions } from '../../../mock-server/shell/app.ts';
import { createServerClock } from '../../../mock-server/shared/clock.ts';
import { readConfig } from '../../../mock-server/shared/config.ts';
import { freshDatabase } from './test-database.ts';
import { isSolution, parseChallenge, solve } from '../../../src/domain/shared/pow.ts';

export const ORIGIN = 'http://test.local';
/** The fixed instant the test clock starts at. */
export const FIXED_NOW = Date.parse('2026-03-02T10:00:00.000Z');
export const MINUTE_MS = 60 * 1000;
export const DAY_MS = 24 * 60 * MINUTE_MS;
/** Low enough to solve in a few milliseconds. */
export const TEST_POW_DIFFICULTY = 4;

/** Tests move the server clock by days and weeks; sessions outlive that unless a test says otherwise. */
export const LONG_SESSIONS = { SESSION_IDLE_HOURS: '8760', SESSION_MAX_DAYS: '365' } as const;

/**
 * The real server on a fixed clock, with a cheap proof of work, quiet logs, and ORIGIN as its public
 * origin, over the test database emptied (or the database `options` names, kept as it is).
 */
export async function makeApp(env: Record<string, string> = {}, options: Partial<AppOptions> = {}, distDir = '/nonexistent/'): Promise<App> {
  const config = readConfig({ POW_DIFFICULTY: String(TEST_POW_DIFFICULTY), PUBLIC_ORIGIN: ORIGIN, PASSWORD_HASHING: 'fast', ...LONG_SESSIONS, ...env }, distDir);
  const database = options.database ?? (await freshDatabase());
  return createApp(config, { clock: createServerClock(() => FIXED_NOW), log: process.env['TEST_SERVER_LOG'] ? (message, error) => console.error(message, error) : () => {}, verifyWork: process.env['TEST_VERIFY_WORK'] === '1', ...options, database });
}

export interface JsonAnswer<T = unknown> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
}

/** A request to the server, in-process. */
export function call(app: App, path: string, init: RequestInit = {}): Promise<Response> {
  return app.fetch(new Request(`${ORIGIN}${path}`, init));
}

/** POSTs JSON (or a raw string) and reads the JSON answer (null when there is no body). */
export async function postJson<T = any>(app: App, path: string, body: unknown, raw = false): Promise<JsonAnswer<T>> {
  const response = await call(app, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ? String(body) : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await readBody<T>(response) };
}

/** GETs a path and reads the JSON answer. */
export async function getJson<T = any>(app: App, path: string): Promise<JsonAnswer<T>> {
  const response = await call(app, path);
  return { status: response.status, headers: response.headers, body: await readBody<T>(response) };
}

async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text === '' ? null : JSON.parse(text)) as T;
}

export interface GraphQLErrorShape {
  readonly message: string;
  /** Where in the answer the error happened (a field's path), when it was a field's. */
  readonly path?: readonly (string | number)[];
  readonly extensions?: Record<string, unknown>;
}

export interface GraphQLAnswer<T = any> {
  readonly status: number;
  readonly data: T | null | undefined;
  readonly errors: readonly GraphQLErrorShape[] | undefined;
}

/** A GraphQL operation as the SPA sends it (POST /graphql, JSON). */
export async function gql<T = any>(app: App, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer<T>> {
  const response = await call(app, '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: GraphQLErrorShape[] };
  return { status: response.status, data: body.data, errors: body.errors };
}

/** The code of the first GraphQL error. */
export function errorCode(answer: GraphQLAnswer): unknown {
  return answer.errors?.[0]?.extensions?.['code'];
}

/** A fresh challenge from the server, not solved. */
export async function getChallenge(app: App): Promise<string> {
  const answer = await gql<{ getProofOfWork: string }>(app, '{ getProofOfWork }');
  const pof = answer.data?.getProofOfWork;
  if (typeof pof !== 'string') throw new Error(`no proof of work: ${JSON.stringify(answer.errors)}`);
  return pof;
}

export interface Proof {
  readonly proof: string;
  readonly hash: string;
}

/** A challenge from the server, solved as the /pow.js worker would. */
export async function solveProof(app: App, difficulty?: number): Promise<Proof> {
  const hash = await getChallenge(app);
  // As the worker does: the difficulty the challenge asks for (harder for a client that keeps failing).
  const proof = solve(hash, difficulty ?? parseChallenge(hash)!.difficulty);
  if (proof === null) throw new Error('could not solve the proof of work');
  return { proof, hash };
}

/** A genuine challenge with a proof that does not solve it. */
export async function wrongProof(app: App, difficulty = TEST_POW_DIFFICULTY): Promise<Proof> {
  const hash = await getChallenge(app);
  for (let counter = 0; ; counter++) {
    const proof = `wrong-${counter}`;
    if (!isSolution(hash, proof, difficulty)) return { proof, hash };
  }
}

export interface OpenedCase {
  readonly token: string;
  readonly url: string;
  readonly issueId: string;
}

/** A client's email reaches support through the dev endpoint; answers the opened case. */
export async function openCase(
  app: App,
  input: { email?: string; name?: string; description?: string; organizationId?: string } = {},
): Promise<OpenedCase> {
  const answer = await postJson<OpenedCase>(app, '/dev/support/inbound', {
    email: 'client@example.com',
    name: 'Ada Client',
    description: 'The export button does nothing.\nPlease help.',
    ...input,
  });
  if (answer.status !== 201) throw new Error(`could not open a case: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export const ISSUE_FIELDS = `
  id localId email name description createdAt status
  issueActions { id title body category createdAt author { id name avatarUrl } }
`;

export interface IssueActionShape {
  readonly id: string;
  readonly title: string | null;
  readonly body: string;
  readonly category: string;
  readonly createdAt: string;
  readonly author: { readonly id: string; readonly name: string; readonly avatarUrl: string | null } | null;
}

export interface IssueShape {
  readonly id: string;
  readonly localId: number;
  readonly email: string;
  readonly name: string;
  readonly description: string;
  readonly createdAt: string;
  readonly status: string;
  readonly issueActions: readonly IssueActionShape[];
}

/** The case as the client sees it (null when the token is unknown). */
export async function issueByToken(app: App, token: string): Promise<IssueShape | null> {
  const answer = await gql<{ issueByToken: IssueShape | null }>(app, `query ($token: String!) { issueByToken(token: $token) { ${ISSUE_FIELDS} } }`, { token });
  if (answer.errors) throw new Error(`issueByToken failed: ${JSON.stringify(answer.errors)}`);
  return answer.data?.issueByToken ?? null;
}

/** The client's update, with a freshly solved proof unless one is given. */
export async function updateIssue(
  app: App,
  token: string,
  input: Record<string, unknown>,
  proof?: Proof,
): Promise<GraphQLAnswer<{ updateIssueByToken: IssueShape }>> {
  const solved = proof ?? (await solveProof(app));
  return gql(app, `mutation ($token: String!, $input: ClientUpdateInput!) { updateIssueByToken(token: $token, input: $input) { ${ISSUE_FIELDS} } }`, {
    token,
    input: { ...solved, ...input },
  });
}

/** Moves the server clock through the dev endpoint (which runs the due jobs). */
export async function advanceClock(app: App, ms: number): Promise<number> {
  const answer = await postJson<{ now: number }>(app, '/dev/clock/advance', { ms });
  if (answer.status !== 200) throw new Error(`could not advance the clock: ${answer.status}`);
  return answer.body.now;
}

export interface UploadDetails {
  readonly url: string;
  readonly fields: Record<string, string>;
}

/** Asks for upload details for a case, with a solved proof. */
export async function requestUpload(app: App, token: string, extra: Record<string, unknown> = {}): Promise<JsonAnswer<UploadDetails>> {
  const solved = await solveProof(app);
  return postJson<UploadDetails>(app, '/upload/request-unverified', { ...solved, token, domain: 'issue', ...extra });
}

/** The multipart POST of a file with the fields the request endpoint returned. */
export async function sendFile(app: App, details: UploadDetails, file: Blob, fileName = 'screenshot.png'): Promise<JsonAnswer<{ url?: string; error?: string }>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(details.fields)) form.append(name, value);
  form.append('file', file, fileName);
  const response = await call(app, details.url, { method: 'POST', body: form });
  return { status: response.status, headers: response.headers, body: await readBody(response) };
}

/** Uploads an image to a case; answers its address. */
export async function uploadImage(app: App, token: string, bytes: Uint8Array = tinyPng()): Promise<string> {
  const details = await requestUpload(app, token);
  if (details.status !== 200) throw new Error(`upload request refused: ${details.status} ${JSON.stringify(details.body)}`);
  const sent = await sendFile(app, details.body, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }));
  if (sent.status !== 201 || !sent.body.url) throw new Error(`upload refused: ${sent.status} ${JSON.stringify(sent.body)}`);
  return sent.body.url;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  const typeAndData = new Uint8Array(4 + data.length);
  typeAndData.set(new TextEncoder().encode(type));
  typeAndData.set(data, 4);
  out.set(typeAndData, 4);
  view.setUint32(8 + data.length, crc32(typeAndData));
  return out;
}

/** A valid 1x1 red PNG, built byte by byte (signature, IHDR, IDAT, IEND). */
export function tinyPng(): Uint8Array<ArrayBuffer> {
  const signature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = new Uint8Array(13);
  const ihdrView = new DataView(ihdr.buffer);
  ihdrView.setUint32(0, 1); // width
  ihdrView.setUint32(4, 1); // height
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  // compression, filter, interlace: 0
  const scanline = new Uint8Array([0, 0xff, 0x00, 0x00]); // filter byte + one RGB pixel
  const idat = new Uint8Array(deflateSync(scanline));
  const parts = [signature, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', new Uint8Array(0))];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}
