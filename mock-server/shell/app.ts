/**
 * The local server as one fetch handler: the SPA, /graphql, /pow.js, /revision.js, uploads and
 * the development endpoints. Tests call `app.fetch` in-process; main.ts serves it over HTTP.
 */
import { fileURLToPath } from 'node:url';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { Kind, parse } from 'graphql';
import { createGraphQLError, createYoga } from 'graphql-yoga';
import { errorCodesPlugin } from '../shared/error-codes.ts';
import { graphqlLimitPlugins } from '../shared/graphql-limits.ts';
import { decodeSegment } from '../../src/domain/shared/paths.ts';
import { createServerClock, type ServerClock } from '../shared/clock.ts';
import type { ServerConfig } from '../shared/config.ts';
import type { ServerContext } from './context.ts';
import { BodyTooLarge, json, jsonError, readBody, readJson } from '../shared/http.ts';
import { createPowService } from '../shared/pow.ts';
import { FAST_SCRYPT, STANDARD_SCRYPT } from '../shared/passwords.ts';
import { buildSchema } from './schema.ts';
import { createStatic } from './static.ts';
import { createStore } from '../store/store.ts';
import { wellFormedTextPlugin } from '../shared/well-formed-text.ts';
import { derive } from '../work/tickets.ts';
import { uploadsFolderOf, type UploadsFolder } from '../store/upload-store.ts';
import type { Database } from '../store/database.ts';
import { createProofStore } from '../store/proof-store.ts';
import { transactionPlugin } from './transactions.ts';
import { createSupport } from '../support/support.ts';
import { createUploads } from '../support/uploads.ts';
import { createAccounts } from '../accounts/accounts.ts';
import { createSessions } from '../accounts/sessions.ts';
import { createOrganizations } from '../accounts/organizations.ts';
import { createWork } from '../work/work.ts';
import { createBlackouts } from '../time/blackouts.ts';
import { createReports } from '../reports/reports.ts';
import { createDocumentation } from '../docs/documentation.ts';
import { createNotes } from '../notes/notes.ts';
import { createProjector, type ProjectorOptions } from '../schedule/projector.ts';
import { projectionPlugin } from '../schedule/projection-plugin.ts';
import { cookiePolicy, sessionCookie, sessionCookiePlugin, sessionIdOf } from '../shared/session-cookie.ts';
import { createDemos, failingBuild } from '../demo/demos.ts';

const SCHEMA_DIR = fileURLToPath(new URL('../../schema/', import.meta.url));

export interface AppOptions {
  readonly clock?: ServerClock;
  /** Where everything is kept (main.ts opens it from DATA_DIR or DATABASE_URL; tests, a fresh one). */
  readonly database: Database;
  /** Where uploaded files go (default: by the database's location, see uploadsFolderOf). */
  readonly uploadsFolder?: UploadsFolder;
  /** Logs unexpected errors (masked for clients). */
  readonly log?: (message: string, error?: unknown) => void;
  /** Told the server-clock time a job becomes due (a demo build), so a running server can wake up then. */
  readonly wake?: (at: number) => void;
  /** How projections run: the engine runner, the quiet time after a change, simulations per run. */
  readonly projection?: Pick<ProjectorOptions, 'run' | 'debounceMs' | 'simulations'>;
  /** Reads each organization's work back after every write and fails the write on a difference (the tests). */
  readonly verifyWork?: boolean;
}

const HOUR_MS = 60 * 60 * 1000;

/** The header main.ts writes the socket's address into (any such header a client sent is replaced). */
export const CLIENT_ADDRESS_HEADER = 'x-tidemark-client-address';

/** Whether a JSON GraphQL body runs nothing but importTickets (a larger body may only do that). */
function onlyImportsTickets(body: Uint8Array): boolean {
  try {
    const { query } = JSON.parse(new TextDecoder().decode(body)) as { query?: unknown };
    if (typeof query !== 'string') return false;
    return parse(query).definitions.every(
      (definition) =>
        definition.kind === Kind.OPERATION_DEFINITION &&
        definition.operation === 'mutation' &&
        definition.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && selection.name.value === 'importTickets'),
    );
  } catch {
    return false;
  }
}

/** The largest GraphQL request body (operations are small; files go to the upload endpoint). */
export const GRAPHQL_BODY_LIMIT = 1024 * 1024;

/**
 * The largest body of an import of tickets (up to 10,000 rows of a CSV file), sent to
 * /graphql?operation=importTickets: a larger body there must be that mutation and nothing else.
 */
export const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;
/** How many import bodies the server receives at once (each may hold IMPORT_BODY_LIMIT). */
export const IMPORTS_READ_AT_ONCE = 4;

/**
 * Operations are sent as JSON (which no form of another site can send without a preflight): a POST
 * of any other content type is refused before it is parsed.
 */
const jsonOnlyPlugin = {
  onRequestParse({ request }: { request: Request }) {
    if (request.method !== 'POST') return;
    const type = (request.headers.get('content-type') ?? '').toLowerCase();
    if (!type.startsWith('application/json') && !type.startsWith('application/graphql-response+json')) {
      throw createGraphQLError('GraphQL operations are sent as application/json', { extensions: { http: { status: 415 }, code: 'BAD_REQUEST' } });
    }
  },
};

/** Builds the server over an open database. */
export async function createApp(config: ServerConfig, options: AppOptions) {
  const clock = options.clock ?? createServerClock();
  const { database } = options;
  // A working set read with ETAs projected before (after a restart, say) is projected again: the
  // planning start is now, and a projection the restart interrupted is done over.
  let projectAgain: (organizationId: string) => void = () => {};
  const store = createStore(database, {
    keepMail: !config.production,
    uploadsFolder: options.uploadsFolder ?? uploadsFolderOf(database.location, config.uploadsDir),
    work: {
      derive,
      verify: options.verifyWork ?? false,
      onRead: (work) => {
        if (work.projection.projectedAt !== null) queueMicrotask(() => projectAgain(work.organizationId));
      },
    },
  });
  const log = options.log ?? ((message, error) => console.error(message, error));
  const proofs = createProofStore(database);
  const pow = createPowService({ difficulty: config.powDifficulty, now: clock.now, secret: await proofs.signingKey(), spent: proofs });
  const support = createSupport({ store, now: clock.now, autoResolveAfterDays: config.autoResolveAfterDays });
  const scrypt = config.fastPasswordHashing ? FAST_SCRYPT : STANDARD_SCRYPT;
  const cookie = cookiePolicy(config);
  const sessions = createSessions({ store, now: clock.now, limits: { idleMs: config.sessionIdleHours * HOUR_MS, maxMs: config.sessionMaxDays * 24 * HOUR_MS } });
  const accounts = createAccounts({ store, now: clock.now, scrypt, sessions });
  const organizations = createOrganizations({ store, now: clock.now });
  const work = createWork(store);
  const blackouts = createBlackouts(store.work);
  const reports = createReports(store.work);
  const documentation = createDocumentation(store.work);
  const notes = createNotes(store.work);
  const projector = createProjector({ store, now: clock.now, log, ...options.projection });
  projectAgain = projector.changed;
  const demos = createDemos({ store, now: clock.now, buildMs: config.demoBuildMs, log, ...(config.demoBuildFails ? { build: failingBuild } : {}), ...(options.wake ? { wake: options.wake } : {}), onBuilt: projector.changed, scrypt });
  const uploads = createUploads({ store, pow, now: clock.now, userOf: (request) => sessions.userOf(sessionIdOf(request, cookie.name)) });
  /** Where the server listens, once main.ts knows (PORT=0 picks a port). */
  let listeningOrigin: string | null = null;
  /** The origin of every emailed link: PUBLIC_ORIGIN, else the listening address. */
  const publicOrigin = () => config.publicOrigin ?? listeningOrigin ?? `http://${config.host}:${config.port}`;
  const files = createStatic(config.distDir, { demoMode: config.demoMode, mainAppUrl: config.mainAppUrl, forceSupportWidget: config.forceSupportWidget }, config.production);

  const yoga = createYoga<Record<string, never>, ServerContext>({
    schema: buildSchema(SCHEMA_DIR),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !config.production,
    logging: { debug: () => {}, info: () => {}, warn: (...args) => log(String(args[0])), error: (...args) => log(String(args[0]), args[1]) },
    maskedErrors: true,
    // Files go to the upload endpoint; operations are JSON only.
    multipart: false,
    // Only the product's own origin may read answers across origins, with credentials.
    cors: () => ({ origin: [publicOrigin()], credentials: true, methods: ['GET', 'POST'], allowedHeaders: ['content-type', 'organization'] }),
    plugins: [jsonOnlyPlugin, useCSRFPrevention({ requestHeaders: ['organization'] }), ...graphqlLimitPlugins(config.production), sessionCookiePlugin, errorCodesPlugin, wellFormedTextPlugin(), transactionPlugin(database), projectionPlugin(projector)],
    context: async ({ request }) => {
      const clientAddress = request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'local';
      const sessionId = sessionIdOf(request, cookie.name);
      const userId = await sessions.userOf(sessionId);
      const user = userId ? ((await store.accounts.userById(userId)) ?? accounts.standIn(userId) ?? null) : null;
      return { config, store, clock, pow, support, accounts, organizations, work, blackouts, reports, documentation, notes, demos, request, origin: publicOrigin(), clientAddress, powExtra: accounts.powExtra(clientAddress), user, sessionId: user ? sessionId : null, organizationId: organizationHeader(request) };
    },
  });

  /** Runs every job that became due (auto-resolve, demo builds and expiries, stale projections); answers how many cases it resolved. */
  async function runDueJobs(): Promise<number> {
    await demos.runDue();
    projector.refreshStale();
    await sessions.prune();
    await proofs.prune(clock.now());
    accounts.pruneStandIns(config.sessionMaxDays * 24 * HOUR_MS);
    await uploads.pruneUnsent();
    return support.autoResolveDue();
  }

  async function dev(request: Request, path: string): Promise<Response | null> {
    if (path === '/dev/support/inbound' && request.method === 'POST') {
      const opened = await support.openCase(await readJson(request), publicOrigin());
      return opened.ok ? json({ token: opened.token, url: opened.url, issueId: opened.issueId }, 201) : jsonError(400, opened.errors[0]!.message, { errors: opened.errors });
    }
    if (path === '/dev/mailbox' && request.method === 'GET') return json(store.mailbox());
    if (path === '/dev/clock/advance' && request.method === 'POST') {
      const body = (await readJson(request)) as { ms?: unknown } | null;
      const ms = body?.ms;
      if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return jsonError(400, 'ms must be a number of milliseconds, 0 or more');
      const now = clock.advance(ms);
      await runDueJobs();
      return json({ now });
    }
    if (path === '/dev/reset' && request.method === 'POST') {
      projector.reset();
      await store.reset();
      return new Response(null, { status: 204 });
    }
    return null;
  }

  /** Import bodies being received now (see IMPORTS_READ_AT_ONCE). */
  let importsReading = 0;

  async function handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (decodeSegment(path) === null) return new Response('The address is malformed.', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    if (path === '/graphql') {
      if (request.method !== 'POST') return yoga.fetch(request, {});
      // The operation is read with a hard cap as it streams in, chunked or not.
      const importing = new URL(request.url).searchParams.get('operation') === 'importTickets';
      // The large body of an import is read for a signed-in person only, and a few at a time: an
      // anonymous caller must not make the server hold 32 MB per request.
      if (importing && (await sessions.userOf(sessionIdOf(request, cookie.name))) === null) return jsonError(401, 'Sign in first');
      if (importing && importsReading >= IMPORTS_READ_AT_ONCE) return jsonError(429, 'Other imports are being received: try again in a moment');
      const limit = importing ? IMPORT_BODY_LIMIT : GRAPHQL_BODY_LIMIT;
      let body: Uint8Array<ArrayBuffer>;
      if (importing) importsReading++;
      try {
        body = await readBody(request, limit);
      } catch (error) {
        if (error instanceof BodyTooLarge) return jsonError(413, importing ? `An import can be at most ${IMPORT_BODY_LIMIT / 1024 / 1024} MB` : `A GraphQL request can be at most ${GRAPHQL_BODY_LIMIT / 1024} KB`);
        throw error;
      } finally {
        if (importing) importsReading--;
      }
      if (body.length > GRAPHQL_BODY_LIMIT && !onlyImportsTickets(body)) return jsonError(413, `A GraphQL request can be at most ${GRAPHQL_BODY_LIMIT / 1024} KB`);
      return yoga.fetch(new Request(request.url, { method: 'POST', headers: request.headers, body }), {});
    }
    if (path.startsWith('/dev/')) {
      const answer = config.production ? null : await dev(request, path);
      return answer ?? jsonError(404, 'Not found');
    }
    if (path.startsWith('/upload/')) return (await uploads(request, path)) ?? jsonError(404, 'Not found');
    const confirmToken = path === '/auth/confirm_email' ? new URL(request.url).searchParams.get('token') : null;
    if (confirmToken !== null) {
      // The link in the confirmation email: confirmed=true makes the SPA say 'Email Verified'.
      const sessionId = await database.transaction(() => accounts.confirmEmail(confirmToken));
      const headers = new Headers({ location: sessionId ? '/?confirmed=true' : '/auth/confirm_email?invalid=true', 'cache-control': 'no-store' });
      if (sessionId) headers.append('set-cookie', sessionCookie(sessionId, cookie, new URL(request.url).protocol === 'https:'));
      return new Response(null, { status: 302, headers });
    }
    if (path === '/revision.js') {
      return new Response(`window.onTidemarkRevision && window.onTidemarkRevision(${JSON.stringify(files.revision())});\n`, {
        headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return jsonError(405, 'Method not allowed');
    return files.file(request, path) ?? (extnameOf(path) ? new Response('Not found', { status: 404 }) : files.index(request, path, sessionIdOf(request, cookie.name) === null));
  }

  async function fetch(request: Request): Promise<Response> {
    try {
      return await handle(request);
    } catch (error) {
      log('Unexpected server error', error);
      return jsonError(500, 'Unexpected error.');
    }
  }

  /** Told by main.ts where the server listens: the default origin of emailed links. */
  const listening = (origin: string) => {
    listeningOrigin = origin;
  };

  return { fetch, yoga, store, database, clock, runDueJobs, config, projector, listening, publicOrigin };
}

/** The `organization` header: an integer id, or null ('null', missing or anything else). */
export function organizationHeader(request: Request): number | null {
  const value = request.headers.get('organization');
  return value !== null && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

function extnameOf(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path) && !path.startsWith('/support/');
}

export type App = Awaited<ReturnType<typeof createApp>>;
