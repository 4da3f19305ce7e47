/**
 * The store section of `npm run bench` (issue 24: the server's data moves from memory to
 * PostgreSQL): on a server of its own, started with the storage settings of the environment
 * (DATA_DIR: PGlite in that folder; DATABASE_URL: a PostgreSQL server; neither: the default),
 *  1. write throughput: CLIENTS members of one organization, each with their own session, create
 *     tickets (the product's CreateTicket operation) over HTTP for BENCH_STORE_SECONDS, ROUNDS
 *     times; then the organization's ticket count is read back and compared with the acknowledged writes;
 *  2. a large organization (BENCH_STORE_TICKETS, seeded through createTicket in parallel batches):
 *     single-request round trips of the tickets list page, a text search and the dashboard;
 *  3. start-up on that data: the server stopped and spawned again (persistent storage only), timed
 *     to its first GraphQL answer, and the ticket count checked.
 * Every part has a time budget (BENCH_STORE_BUDGET_SECONDS in all); a part that runs past it is
 * reported as overran and the section moves on. Only 127.0.0.1 is ever loaded.
 * Run alone: `npm run bench -- --only store`.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { GRAPHQL_LIMITS } from '../mock-server/shared/graphql-limits.ts';
import { parseChallenge, solve } from '../src/domain/shared/pow.ts';
import { SERVER_BUNDLE } from './build.ts';
import { startServer, type RunningServer } from './run-server.ts';

const env = process.env;
const SECONDS = Number(env['BENCH_STORE_SECONDS'] ?? 5);
const ROUNDS = Number(env['BENCH_STORE_ROUNDS'] ?? 3);
const CLIENTS = Number(env['BENCH_STORE_CLIENTS'] ?? 200);
const TICKETS = Number(env['BENCH_STORE_TICKETS'] ?? 100_000);
const RUNS = Number(env['BENCH_STORE_RUNS'] ?? 20);
const RESTARTS = Number(env['BENCH_STORE_RESTARTS'] ?? 3);
const BUDGET_SECONDS = Number(env['BENCH_STORE_BUDGET_SECONDS'] ?? 180);
/** Parallel seeding requests, each with as many aliased createTicket as the server allows. */
const SEED_CONCURRENCY = Number(env['BENCH_STORE_SEED_CONCURRENCY'] ?? 8);
const SEED_BATCH = GRAPHQL_LIMITS.aliases;
const PROJECTS = 5;
const PASSWORD = 'a long enough password';
/** Issue 24's budgets. */
const BUDGET = { pgliteWrites: 1000, postgresWrites: 2000, listMs: 50, searchMs: 50, dashboardMs: 100, startupMs: 3000 } as const;

interface SectionTable {
  readonly title: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly notes?: readonly string[];
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
const spread = (values: readonly number[], unit = ' ms', digits = 1) =>
  `${median(values).toFixed(digits)}${unit} (${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})`;
const count = (n: number) => n.toLocaleString('en-US');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

// ---- the product's own operations, each with the fragments it spreads ----

const DEFINITIONS: readonly DefinitionNode[] = ['tickets', 'search', 'dashboard'].flatMap(
  (file) => parse(readFileSync(new URL(`../src/adapters/graphql/operations/${file}.graphql`, import.meta.url), 'utf8')).definitions,
);

/** The named operation of src/adapters/graphql/operations/ as the SPA sends it (with its fragments). */
function operation(name: string): string {
  const fragments = new Map(DEFINITIONS.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const found = DEFINITIONS.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
  if (!found) throw new Error(`no operation ${name}`);
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value)!;
        if (needed.has(fragment.name.value)) return;
        needed.set(fragment.name.value, fragment);
        collect(fragment);
      },
    });
  collect(found);
  return print({ kind: Kind.DOCUMENT, definitions: [found, ...needed.values()] });
}

const CREATE_TICKET = operation('CreateTicket');
const MORE_TICKETS = operation('MoreTickets');
const SEARCH_TICKETS = operation('SearchTickets');
const DASHBOARD = operation('Dashboard');
const TICKET_COUNT = 'query TicketCount { moreTickets(first: 1) { totalCount } }';

// ---- a client: one person's cookies, GraphQL over HTTP ----

interface Answer<T> {
  readonly status: number;
  readonly data?: T | null;
  readonly errors?: readonly { readonly message: string; readonly extensions?: Record<string, unknown> }[];
}

class Client {
  private readonly cookies = new Map<string, string>();

  constructor(
    /** The server's address (changes when the server is started again). */
    public url: string,
    readonly email = '',
  ) {}

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const [name, ...value] = pair!.split('=');
      if (attributes.some((a) => /^max-age=0$/i.test(a)) || value.join('=') === '') this.cookies.delete(name!);
      else this.cookies.set(name!, value.join('='));
    }
  }

  async gql<T = any>(query: string, variables: Record<string, unknown> = {}, organization: string | null = null, operationName?: string): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', organization: organization ?? 'null' };
    if (this.cookies.size) headers['cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables, ...(operationName ? { operationName } : {}) }) });
    this.keep(response);
    const body = (await response.json()) as Omit<Answer<T>, 'status'>;
    return { status: response.status, ...body };
  }

  /** A call that must succeed: its data. */
  async ok<T = any>(query: string, variables: Record<string, unknown> = {}, organization: string | null = null): Promise<T> {
    const answer = await this.gql<T>(query, variables, organization);
    if (answer.status !== 200 || answer.errors || !answer.data) throw new Error(`${query.slice(0, 60)}… answered ${answer.status} ${JSON.stringify(answer.errors)}`);
    return answer.data;
  }

  /** A solved proof of work. */
  async proof(): Promise<{ proof: string; hash: string }> {
    const { getProofOfWork: hash } = await this.ok<{ getProofOfWork: string }>('{ getProofOfWork }');
    return { proof: solve(hash, parseChallenge(hash)!.difficulty)!, hash };
  }

  /** Follows an emailed link (cookies kept, no redirect followed). */
  async follow(link: string): Promise<void> {
    const target = new URL(link);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    this.keep(await fetch(`${this.url}${target.pathname}${target.search}`, { redirect: 'manual', headers: cookie ? { cookie } : {} }));
  }

  /** Signs in again (a store that lost the session, or a new one). */
  async login(): Promise<void> {
    await this.ok('mutation ($input: LoginInput!) { login(input: $input) { status } }', { input: { email: this.email, password: PASSWORD, ...(await this.proof()) } });
  }
}

interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly links: readonly string[];
}

async function mailbox(url: string): Promise<Mail[]> {
  return (await (await fetch(`${url}/dev/mailbox`)).json()) as Mail[];
}

/** Runs `work` over the items, `limit` at a time. */
async function pool<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

// ---- time budgets ----

class Overran extends Error {}

interface Budget {
  readonly ms: number;
  /** Milliseconds left. */
  left(): number;
  /** Throws Overran when the budget is spent. */
  check(): void;
}

function budgetOf(ms: number): Budget {
  const end = performance.now() + ms;
  return {
    ms,
    left: () => end - performance.now(),
    check: () => {
      if (performance.now() > end) throw new Overran();
    },
  };
}

type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly why: string };

/** Runs a part within its budget: its figures, or why there are none ('overran', or the error). */
async function within<T>(ms: number, part: (budget: Budget) => Promise<T>): Promise<Outcome<T>> {
  const budget = budgetOf(ms);
  let timer: NodeJS.Timeout | undefined;
  const work = part(budget);
  work.catch(() => {}); // a part abandoned at its deadline may still fail later
  const deadline = new Promise<'late'>((done) => (timer = setTimeout(() => done('late'), ms + 5_000)));
  try {
    const result = await Promise.race([work, deadline]);
    return result === 'late' ? { ok: false, why: `overran (budget ${Math.round(ms / 1000)} s)` } : { ok: true, value: result as T };
  } catch (error) {
    if (error instanceof Overran) return { ok: false, why: `overran (budget ${Math.round(ms / 1000)} s)` };
    return { ok: false, why: `failed: ${(error as Error).message.slice(0, 200)}` };
  } finally {
    clearTimeout(timer);
  }
}

// ---- people and organizations ----

let accounts = 0;
const uniqueEmail = (who: string) => `${who}-${Date.now()}-${++accounts}@bench.example`;

/** A new owner (registered, confirmed, signed in) with a new organization: its id and first project. */
async function ownerWithOrganization(url: string, name: string): Promise<{ owner: Client; org: string; projectId: string }> {
  const owner = new Client(url, uniqueEmail('owner'));
  await owner.ok('mutation ($input: RegisterInput!) { register(input: $input) { status } }', { input: { email: owner.email, password: PASSWORD, ...(await owner.proof()) } });
  const confirmation = (await mailbox(url)).filter((mail) => mail.to === owner.email).at(-1);
  await owner.follow(confirmation!.links[0]!);
  const created = await owner.ok<{ createOrganization: { organization: { id: string }; project: { id: string } } }>(
    'mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } project { id } } }',
    { input: { name, userName: 'Bench Owner', timeZone: 'UTC' } },
  );
  return { owner, org: created.createOrganization.organization.id, projectId: created.createOrganization.project.id };
}

/** `n` members of the organization, each registered from their invitation and signed in with a session of their own. */
async function members(owner: Client, org: string, n: number, budget: Budget): Promise<Client[]> {
  const people = Array.from({ length: n }, () => new Client(owner.url, uniqueEmail('member')));
  const roles = await pool(people, 20, async (person) => {
    budget.check();
    const invited = await owner.ok<{ inviteMember: { role: { id: string } } }>(
      'mutation ($input: InviteMemberInput!) { inviteMember(input: $input) { role { id } } }',
      { input: { email: person.email, role: 'MEMBER' } },
      org,
    );
    return invited.inviteMember.role.id;
  });
  const invitations = new Map((await mailbox(owner.url)).filter((mail) => mail.subject.startsWith('You are invited')).map((mail) => [mail.to, mail.links[0]!]));
  await pool(people, 20, async (person, index) => {
    budget.check();
    const secret = new URL(invitations.get(person.email)!).searchParams.get('invite');
    await person.ok('mutation ($input: RegisterInput!) { registerFromInvite(input: $input) { status } }', {
      input: { email: person.email, password: PASSWORD, invite: secret, ...(await person.proof()) },
    });
    await person.ok('mutation ($input: AcceptRoleInput!) { acceptRole(input: $input) { role { id } } }', { input: { roleId: roles[index], timeZone: 'UTC' } });
  });
  return people;
}

/** The organization's tickets, counted through the API (signing in again if the session is gone). */
async function ticketCount(owner: Client, org: string): Promise<number> {
  let answer = await owner.gql<{ moreTickets: { totalCount: number } }>(TICKET_COUNT, {}, org);
  if (answer.errors?.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED' || /sign in|signed in/i.test(e.message))) {
    await owner.login();
    answer = await owner.gql(TICKET_COUNT, {}, org);
  }
  if (!answer.data) throw new Error(`counting tickets answered ${answer.status} ${JSON.stringify(answer.errors)}`);
  return answer.data.moreTickets.totalCount;
}

// ---- 1. write throughput ----

interface WriteRound {
  readonly acknowledged: number;
  readonly errors: number;
  readonly elapsedMs: number;
  readonly writesPerSecond: number;
  readonly p50: number;
  readonly p99: number;
}

/** Every client creates tickets, one request at a time, until the round's time is up. */
async function writeRound(clients: readonly Client[], org: string, seconds: number, samples: string[]): Promise<WriteRound> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    clients.map(async (client, c) => {
      for (let n = 0; performance.now() < end; n++) {
        const sent = performance.now();
        try {
          const answer = await client.gql(CREATE_TICKET, { input: { title: `Write ${c}-${n} at ${Date.now()}` } }, org, 'CreateTicket');
          if (answer.status === 200 && !answer.errors && answer.data) latencies.push(performance.now() - sent);
          else {
            errors++;
            if (samples.length < 5) samples.push(`${answer.status} ${answer.errors?.[0]?.message ?? ''}`);
          }
        } catch (error) {
          errors++;
          if (samples.length < 5) samples.push((error as Error).message);
        }
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  const sorted = latencies.sort((a, b) => a - b);
  return { acknowledged: sorted.length, errors, elapsedMs, writesPerSecond: (sorted.length / elapsedMs) * 1000, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

interface WriteFigures {
  readonly clients: number;
  readonly seconds: number;
  readonly setupMs: number;
  readonly warmUp: WriteRound;
  readonly rounds: readonly WriteRound[];
  readonly acknowledged: number;
  readonly counted: number;
  readonly errorSamples: readonly string[];
}

async function writes(url: string, budget: Budget): Promise<WriteFigures> {
  const started = performance.now();
  const { owner, org } = await ownerWithOrganization(url, 'Bench Writes');
  const clients = await members(owner, org, CLIENTS, budget);
  const setupMs = performance.now() - started;
  const samples: string[] = [];
  const warmUp = await writeRound(clients, org, 1, samples);
  const rounds: WriteRound[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (budget.left() < SECONDS * 1000 + 5_000) throw new Overran();
    rounds.push(await writeRound(clients, org, SECONDS, samples));
  }
  const acknowledged = warmUp.acknowledged + rounds.reduce((sum, r) => sum + r.acknowledged, 0);
  return { clients: CLIENTS, seconds: SECONDS, setupMs, warmUp, rounds, acknowledged, counted: await ticketCount(owner, org), errorSamples: samples };
}

// ---- 2. a large organization ----

interface LargeFigures {
  readonly asked: number;
  readonly seeded: number;
  readonly counted: number;
  readonly seedMs: number;
  /** Seeding stopped at its share of the budget. */
  readonly seedingOverran: boolean;
  readonly listMs: readonly number[];
  readonly listTotal: number;
  readonly searchMs: readonly number[];
  readonly searchTotal: number;
  readonly dashboardMs: readonly number[];
  readonly queriesOverran: boolean;
}

/** What the restart part needs from the large organization. */
interface Large {
  owner: Client | null;
  org: string | null;
}

/** Seeds the tickets (15 aliased createTicket per request, several requests at once), spread over the projects. */
async function seed(owner: Client, org: string, projects: readonly string[], until: () => boolean): Promise<number> {
  let next = 1;
  let seeded = 0;
  await Promise.all(
    Array.from({ length: SEED_CONCURRENCY }, async () => {
      while (next <= TICKETS && !until()) {
        const first = next;
        const last = Math.min(TICKETS + 1, first + SEED_BATCH);
        next = last;
        const fields: string[] = [];
        const variables: Record<string, unknown> = {};
        for (let n = first; n < last; n++) {
          variables[`i${n}`] = {
            title: n % 10 === 0 ? `Ticket ${n}: the album page` : `Ticket ${n}: playlist work`,
            description: `Notes for ticket ${n}: what the listener sees, and what is left to do.`,
            projectId: projects[n % projects.length],
            publication: n % 3 === 0 ? 'DRAFT' : 'PUBLISHED',
          };
          fields.push(`t${n}: createTicket(input: $i${n}) { ticket { id } }`);
        }
        const declared = Object.keys(variables).map((name) => `$${name}: CreateTicketInput!`).join(', ');
        await owner.ok(`mutation Seed(${declared}) { ${fields.join(' ')} }`, variables, org);
        seeded += last - first;
      }
    }),
  );
  return seeded;
}

/** One request's round trip, in ms (it must succeed). */
async function timed(client: Client, org: string, query: string, operationName: string, variables: Record<string, unknown>): Promise<{ ms: number; data: any }> {
  const started = performance.now();
  const answer = await client.gql(query, variables, org, operationName);
  const ms = performance.now() - started;
  if (answer.status !== 200 || answer.errors || !answer.data) throw new Error(`${operationName} answered ${answer.status} ${JSON.stringify(answer.errors)}`);
  return { ms, data: answer.data };
}

async function large(url: string, budget: Budget, keep: Large): Promise<LargeFigures> {
  const { owner, org, projectId } = await ownerWithOrganization(url, 'Bench Catalogue');
  keep.owner = owner;
  keep.org = org;
  const projects = [projectId];
  for (let p = 1; p < PROJECTS; p++) {
    const created = await owner.ok<{ createProject: { project: { id: string } } }>('mutation ($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }', { input: { name: `Area ${p}` } }, org);
    projects.push(created.createProject.project.id);
  }
  // Seeding gets the budget but a quarter of it (at least 20 s) kept for the queries.
  const reserve = Math.max(20_000, budget.ms / 4);
  const seedStart = performance.now();
  const seeded = await seed(owner, org, projects, () => budget.left() < reserve);
  const seedMs = performance.now() - seedStart;
  const counted = await ticketCount(owner, org);

  const list = { filter: { projects: [projects[1]], recursive: true, displayStates: ['Unassigned'], stages: ['DRAFT', 'PUBLISHED'] }, first: 10, sortBy: 'createdAt', sortDirection: 'ASC' };
  const search = { filter: { search: 'album' }, first: 50, sortBy: 'title', sortDirection: 'ASC' };
  const listMs: number[] = [];
  const searchMs: number[] = [];
  const dashboardMs: number[] = [];
  let listTotal = 0;
  let searchTotal = 0;
  let queriesOverran = false;
  for (let run = -1; run < RUNS; run++) {
    if (budget.left() < 0) {
      queriesOverran = true;
      break;
    }
    const l = await timed(owner, org, MORE_TICKETS, 'MoreTickets', list);
    const s = await timed(owner, org, SEARCH_TICKETS, 'SearchTickets', search);
    const d = await timed(owner, org, DASHBOARD, 'Dashboard', { first: 8 });
    if (run < 0) continue; // warm-up
    listMs.push(l.ms);
    searchMs.push(s.ms);
    dashboardMs.push(d.ms);
    listTotal = l.data.moreTickets.totalCount;
    searchTotal = s.data.moreTickets.totalCount;
  }
  if (listMs.length === 0) throw new Overran();
  return { asked: TICKETS, seeded, counted, seedMs, seedingOverran: seeded < TICKETS, listMs, listTotal, searchMs, searchTotal, dashboardMs, queriesOverran };
}

// ---- 3. start-up ----

/** Spawns the server and waits for its first successful GraphQL answer: the server and the time it took. */
async function spawnToFirstAnswer(serverEnv: Record<string, string>, budget: Budget): Promise<{ server: RunningServer; ms: number }> {
  const started = performance.now();
  const server = await startServer(serverEnv, SERVER_BUNDLE);
  const probe = new Client(server.url);
  for (;;) {
    try {
      const answer = await probe.gql('query Probe { me { status } }');
      if (answer.status === 200 && answer.data && !answer.errors) return { server, ms: performance.now() - started };
    } catch {
      // not answering yet
    }
    if (budget.left() < 0) {
      await server.stop();
      throw new Overran();
    }
    await sleep(10);
  }
}

interface Restart {
  readonly ms: number;
  /** Spawn to the first answer that reads the organization's tickets (its work read from the database). */
  readonly workMs: number;
  readonly before: number;
  /** Null: the organization could not be read any more (its owner's account was gone). */
  readonly after: number | null;
  readonly error?: string;
}

// ---- the section ----

/** Where the section's server keeps its data, from the environment. */
function storage(): { label: string; persistent: boolean; serverEnv: Record<string, string>; cleanUp: () => void } {
  const base = { PASSWORD_HASHING: 'fast', POW_DIFFICULTY: '4' };
  if (env['DATABASE_URL']) return { label: 'PostgreSQL (DATABASE_URL)', persistent: true, serverEnv: { ...base, DATABASE_URL: env['DATABASE_URL'] }, cleanUp: () => {} };
  if (env['DATA_DIR']) {
    // A fresh folder inside DATA_DIR: an empty store, never shared with another server of the bench.
    mkdirSync(resolve(env['DATA_DIR']), { recursive: true });
    const folder = mkdtempSync(join(resolve(env['DATA_DIR']), 'bench-store-'));
    return {
      label: `PGlite (DATA_DIR, in ${folder})`,
      persistent: true,
      serverEnv: { ...base, DATA_DIR: folder },
      cleanUp: () => (env['BENCH_STORE_KEEP'] ? undefined : rmSync(folder, { recursive: true, force: true })),
    };
  }
  return { label: 'no DATA_DIR or DATABASE_URL: PGlite in memory, nothing kept', persistent: false, serverEnv: base, cleanUp: () => {} };
}

/** The store section: its own server, three parts, each within its budget. */
export async function storeSection({ results }: { readonly results: Record<string, unknown> }): Promise<SectionTable> {
  const store = storage();
  const total = BUDGET_SECONDS * 1000;
  const budgets = { writes: total * 0.25, large: total * 0.6, startup: total * 0.15 };
  const postgres = env['DATABASE_URL'] !== undefined && env['DATABASE_URL'] !== '';
  const writeBudget = postgres ? BUDGET.postgresWrites : BUDGET.pgliteWrites;

  const empty = await within(30_000, (budget) => spawnToFirstAnswer(store.serverEnv, budget));
  if (!empty.ok) throw new Error(`the store bench's server did not start: ${empty.why}`);
  let server = empty.value.server;
  const keep: Large = { owner: null, org: null };
  let written: Outcome<WriteFigures>;
  let seeded: Outcome<LargeFigures>;
  let restarted: Outcome<Restart[]> | null = null;
  try {
    written = await within(budgets.writes, (budget) => writes(server.url, budget));
    seeded = await within(budgets.large, (budget) => large(server.url, budget, keep));
    if (store.persistent && keep.owner && keep.org) {
      const { owner, org } = keep as { owner: Client; org: string };
      restarted = await within(budgets.startup, async (budget) => {
        const runs: Restart[] = [];
        for (let run = 0; run < RESTARTS && (run === 0 || budget.left() > 0); run++) {
          const before = await ticketCount(owner, org);
          await server.stop();
          const next = await spawnToFirstAnswer(store.serverEnv, budget);
          server = next.server;
          owner.url = server.url;
          const asked = performance.now();
          try {
            const after = await ticketCount(owner, org);
            runs.push({ ms: next.ms, workMs: next.ms + performance.now() - asked, before, after });
          } catch (error) {
            runs.push({ ms: next.ms, workMs: NaN, before, after: null, error: (error as Error).message.slice(0, 300) });
          }
          if (runs.at(-1)!.after !== before) break;
        }
        return runs;
      });
    }
  } finally {
    await server.stop();
    store.cleanUp();
  }

  results['store'] = {
    storage: store.label,
    settings: { clients: CLIENTS, seconds: SECONDS, rounds: ROUNDS, tickets: TICKETS, runs: RUNS, budgetSeconds: BUDGET_SECONDS, seedBatch: SEED_BATCH, seedConcurrency: SEED_CONCURRENCY },
    emptyStartupMs: empty.value.ms,
    writes: written.ok ? written.value : written.why,
    large: seeded.ok ? seeded.value : seeded.why,
    restarts: restarted === null ? 'n/a (memory)' : restarted.ok ? restarted.value : restarted.why,
  };

  const ratio = (value: number, limit: number) => (value / limit).toFixed(2);
  const rows: string[][] = [];
  if (written.ok) {
    const w = written.value;
    const rates = w.rounds.map((r) => r.writesPerSecond);
    const errors = w.warmUp.errors + w.rounds.reduce((sum, r) => sum + r.errors, 0);
    rows.push(
      [`setup: ${w.clients} members invited, registered and signed in (sessions of their own)`, `${(w.setupMs / 1000).toFixed(1)} s`, '', ''],
      [`writes: acknowledged createTicket per second (${w.clients} clients, ${w.seconds} s x ${w.rounds.length})`, spread(rates, ' /s', 0), `≥ ${count(writeBudget)} /s`, ratio(median(rates), writeBudget)],
      ['writes: latency p50', spread(w.rounds.map((r) => r.p50)), '', ''],
      ['writes: latency p99', spread(w.rounds.map((r) => r.p99)), '', ''],
      ['writes: errors (every round, warm-up included)', `${errors}${w.errorSamples.length ? ` (${w.errorSamples[0]})` : ''}`, '0', ''],
      ['writes: tickets counted through the API / acknowledged writes', `${count(w.counted)} / ${count(w.acknowledged)} (${w.counted === w.acknowledged ? 'equal' : 'DIFFERENT'})`, 'equal', ''],
    );
  } else rows.push([`writes (${CLIENTS} clients, ${SECONDS} s x ${ROUNDS})`, written.why, `≥ ${count(writeBudget)} /s`, '']);
  if (seeded.ok) {
    const l = seeded.value;
    const size = `${count(l.seeded)} tickets`;
    rows.push(
      [
        `seeding ${count(l.asked)} tickets (${SEED_BATCH} createTicket per request, ${SEED_CONCURRENCY} requests at once)`,
        `${(l.seedMs / 1000).toFixed(1)} s, ${Math.round((l.seeded / l.seedMs) * 1000)} tickets/s${l.seedingOverran ? `: overran, ${count(l.seeded)} seeded` : ''}; ${count(l.counted)} counted`,
        '',
        '',
      ],
      [`list: first page of 10, one project + Unassigned (MoreTickets, ${count(l.listTotal)} match), ${size}`, spread(l.listMs), `${BUDGET.listMs} ms`, ratio(median(l.listMs), BUDGET.listMs)],
      [`search: 'album', first 50 by title (SearchTickets, ${count(l.searchTotal)} match), ${size}`, spread(l.searchMs), `${BUDGET.searchMs} ms`, ratio(median(l.searchMs), BUDGET.searchMs)],
      [`dashboard: every block, 8 rows (Dashboard), ${size}`, spread(l.dashboardMs), `${BUDGET.dashboardMs} ms`, ratio(median(l.dashboardMs), BUDGET.dashboardMs)],
    );
    if (l.queriesOverran) rows.push(['queries', `overran after ${l.listMs.length} of ${RUNS} runs`, '', '']);
  } else rows.push([`${count(TICKETS)} tickets: seeding, list, search, dashboard`, seeded.why, '', '']);
  rows.push(['start-up of an empty store: spawn to the first GraphQL answer', `${Math.round(empty.value.ms)} ms`, '', '']);
  const startupLabel = `start-up with ${seeded.ok ? count(seeded.value.counted) : 'the seeded'} tickets: stop, spawn to the first GraphQL answer`;
  if (restarted === null) rows.push([startupLabel, 'n/a (memory)', `${BUDGET.startupMs / 1000} s`, ''], ['tickets after the restart', 'n/a (memory)', 'all', '']);
  else if (!restarted.ok) rows.push([startupLabel, restarted.why, `${BUDGET.startupMs / 1000} s`, '']);
  else {
    const r = restarted.value;
    const kept = r.every((x) => x.after === x.before);
    rows.push(
      [`${startupLabel} (${r.length} restarts)`, spread(r.map((x) => x.ms), ' ms', 0), `${BUDGET.startupMs / 1000} s`, ratio(median(r.map((x) => x.ms)), BUDGET.startupMs)],
      [`${startupLabel.replace('the first GraphQL answer', 'the first answer that reads them')}`, spread(r.map((x) => x.workMs), ' ms', 0), `${BUDGET.startupMs / 1000} s`, ratio(median(r.map((x) => x.workMs)), BUDGET.startupMs)],
      ['tickets after the restart / before', `${r.at(-1)!.after === null ? 'none' : count(r.at(-1)!.after!)} / ${count(r[0]!.before)} (${kept ? 'all kept' : 'LOST'})`, 'all', ''],
    );
  }
  return {
    title: `The store: ${store.label} (median (min-max))`,
    head: ['figure', 'value', 'budget', 'ratio to budget'],
    rows,
    notes: [
      `Budgets (issue 24): writes at least ${count(BUDGET.pgliteWrites)}/s on PGlite and ${count(BUDGET.postgresWrites)}/s on PostgreSQL (the ratio is to the first on PGlite and memory); list and search within ${BUDGET.listMs} ms, the dashboard within ${BUDGET.dashboardMs} ms, start-up within ${BUDGET.startupMs / 1000} s. A write ratio passes at 1.00 or more, a time at 1.00 or less.`,
      `Server time is the round trip of one request on 127.0.0.1 (a warm-up, then ${RUNS} runs, one at a time). Writes: the product's CreateTicket operation, each client one request at a time, each member with a session of their own; a write counts when it answered 200 without errors, and the per-second rate is over the whole round (in-flight writes finished). The section runs the server as npm start does (the bundle .server/main.mjs, built by the bench); start-up includes Node starting.`,
      `Time budget ${BUDGET_SECONDS} s (${Math.round(budgets.writes / 1000)} s writes, ${Math.round(budgets.large / 1000)} s seeding and queries, ${Math.round(budgets.startup / 1000)} s restarts); a part past its budget says overran.`,
    ],
  };
}
