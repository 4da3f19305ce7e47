/**
 * The server's PostgreSQL: PGlite (PostgreSQL compiled to WebAssembly, in this process) in a data
 * folder or in memory, or a PostgreSQL server named by a URL. Both are reached through one Kysely
 * instance, so the same queries and migrations run on either.
 *
 * Every write runs in `transaction(...)`: the callback's queries share one transaction (the
 * repositories find it through `executor()`, so nobody threads it by hand), and the caller's answer
 * is sent after the commit. PGlite has one connection: its queries and transactions take turns.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, accessSync, constants } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type LogEvent,
  sql,
  type QueryResult,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { Tables } from './tables.ts';
import { migrate } from './migrate.ts';
import { DatabaseRefused } from './database-refused.ts';
import { lockDataDir } from './data-dir-lock.ts';

export { DatabaseRefused };

export type Db = Kysely<Tables>;

/** Where the data lives. */
export type DatabaseLocation =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  /** In memory, nothing kept; `template`: a dump of a migrated database to start from (memoryTemplate). */
  | { readonly kind: 'memory'; readonly template?: string | null }
  /** A schema of its own in a PGlite shared with other databases (the tests: one per server). */
  | { readonly kind: 'schema'; readonly shared: SharedPglite; readonly schema: string }
  /**
   * A PostgreSQL server. `schema`: the tables live in that schema (created when missing) instead of
   * the search path's default, so several databases can share one PostgreSQL database (the tests).
   */
  | { readonly kind: 'postgres'; readonly url: string; readonly schema?: string; /** How long an unused connection stays open (default 10 s). */ readonly idleMs?: number };

/** A notification between server processes (PostgreSQL LISTEN/NOTIFY; in one process for PGlite). */
export type Listener = (payload: string) => void;

export interface Database {
  readonly location: DatabaseLocation;
  /** The transaction the caller runs in, or the database itself outside one. */
  readonly executor: () => Db;
  /**
   * Runs `work` in one transaction (joined when one is already running in this call chain);
   * its result is returned after the commit. A thrown error rolls everything back.
   */
  readonly transaction: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  /**
   * Work that must be done even if the running transaction rolls back (a spent proof of work
   * counts even when the call it guarded fails): run after the rollback, in its own transaction.
   * Outside a transaction there is nothing to undo, and this does nothing.
   */
  readonly onRollback: (work: (db: Db) => Promise<void>) => void;
  /** Runs `done` once the running transaction commits (at once outside a transaction); not at all if it rolls back. */
  readonly afterCommit: (done: () => void) => void;
  /**
   * Runs `work` in the running transaction once its own work is done, just before the commit (a
   * repository writing back what the call changed in memory); a failure rolls it all back. Only
   * inside a transaction.
   */
  readonly beforeCommit: (work: (db: Db) => Promise<void>) => void;
  /** Runs `done` when the running transaction ends, committed or not (a lock given back). Only inside a transaction. */
  readonly afterSettle: (done: (committed: boolean) => void) => void;
  /**
   * Runs `work` as one member of a group transaction (group commit): calls arriving while a group
   * runs wait for the next one, and a group runs its members one after another in one transaction,
   * committed once for all, each answered after that commit. A member that throws, or whose result
   * `failed` says is a failure, is undone alone: its statements are rolled back to a savepoint taken
   * before its first write (none is taken for a member that writes nothing), its `afterCommit` work
   * is dropped and its `onRollback` work runs. If the group itself fails, every member fails.
   */
  readonly member: <T>(work: () => Promise<T>, failed: (result: T) => boolean) => Promise<T>;
  /** Runs `done` at the end of each member of the running group transaction, succeeded or not (once its own statements are kept or undone). */
  readonly afterEachMember: (done: (succeeded: boolean) => Promise<void>) => void;
  /** Whether the caller runs inside a transaction. */
  readonly inTransaction: () => boolean;
  /** Whether other server processes may share this database (a PostgreSQL server): they must hear of changes. */
  readonly shared: boolean;
  /** Tells every server process on this database (itself included) about a change. */
  readonly notify: (channel: string, payload: string) => Promise<void>;
  /** Hears `notify` of any process; answers a function that stops listening. */
  readonly listen: (channel: string, listener: Listener) => Promise<() => Promise<void>>;
  readonly close: () => Promise<void>;
}

/**
 * PGlite's options to start from a dump (memoryTemplate, emptyTemplate). A dump of a running
 * database starts with a recovery, which arms PostgreSQL's startup-progress timer: a timer left
 * armed in the process, so a test process never ended. The progress report is switched off.
 */
function fromDump(file: string): { loadDataDir: Blob; startParams: string[] } {
  return { loadDataDir: new Blob([readFileSync(file)]), startParams: [...PGlite.defaultStartParams, '-c', 'log_startup_progress_interval=0'] };
}

/**
 * One PGlite and its one connection, handed to one caller at a time. Several databases may share it,
 * each in a schema of its own (the tests: a fresh schema per server, one PGlite per process): a
 * caller's turn first points the search path at its schema.
 */
export class SharedPglite {
  #queue: Promise<void> = Promise.resolve();
  #schema: string | null = null;

  constructor(readonly pglite: PGlite) {}

  /** Waits for the connection (in `schema`, when given); the turn ends when `release` is called. */
  async take(schema: string | null): Promise<() => void> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#queue;
    this.#queue = previous.then(() => turn);
    await previous;
    if (schema !== null && schema !== this.#schema) {
      await this.pglite.exec(`set search_path to "${schema}", public`);
      this.#schema = schema;
    }
    return release;
  }

  /**
   * Opens PGlite in memory, with the extensions the migrations use ready in the public schema.
   * `template`: a dump of such a database (emptyTemplate) to start from instead of initdb, seconds
   * less on two busy cores.
   */
  static async inMemory(template?: string): Promise<SharedPglite> {
    const pglite = new PGlite('memory://', { extensions: { pg_trgm }, ...(template ? fromDump(template) : {}) });
    await pglite.exec('create extension if not exists pg_trgm schema public');
    return new SharedPglite(pglite);
  }
}

/** PGlite as a Kysely driver over a shared connection. */
class PgliteDriver implements Driver {
  readonly #connection: DatabaseConnection;
  readonly #releases: (() => void)[] = [];

  constructor(
    private readonly shared: SharedPglite,
    private readonly schema: string | null,
    private readonly owned: boolean,
  ) {
    const { pglite } = shared;
    this.#connection = {
      executeQuery: async <R>(compiled: CompiledQuery): Promise<QueryResult<R>> => {
        // Without parameters a text may hold several statements (a migration): the simple protocol.
        const result = compiled.parameters.length === 0 ? (await pglite.exec(compiled.sql)).at(-1) : await pglite.query<R>(compiled.sql, compiled.parameters as unknown[]);
        const rows = (result?.rows ?? []) as R[];
        return result?.affectedRows === undefined ? { rows } : { rows, numAffectedRows: BigInt(result.affectedRows) };
      },
      streamQuery: () => {
        throw new Error('streaming is not supported on PGlite');
      },
    };
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#releases.push(await this.shared.take(this.schema));
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.#releases.shift()?.();
  }

  async destroy(): Promise<void> {
    if (this.owned) await this.shared.pglite.close();
  }
}

function pgliteDialect(shared: SharedPglite, schema: string | null, owned: boolean): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PgliteDriver(shared, schema, owned),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

/** int8 (counts, server-clock milliseconds) as numbers, as PGlite gives them. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/** Refuses a data folder that is not ours to open (unreadable, or something else's files). */
function checkDataDir(dataDir: string): 'new' | 'existing' {
  if (!existsSync(dataDir)) return 'new';
  if (!statSync(dataDir).isDirectory()) throw new DatabaseRefused(`DATA_DIR ${dataDir} is a file, not a folder`);
  try {
    accessSync(dataDir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch {
    throw new DatabaseRefused(`The data folder ${dataDir} cannot be read and written by this process: check its owner and permissions`);
  }
  const entries = readdirSync(dataDir).filter((name) => !name.startsWith('.'));
  if (entries.length === 0) return 'new';
  if (!entries.includes('PG_VERSION')) {
    throw new DatabaseRefused(
      `The data folder ${dataDir} holds files that are not a Tidemark database (${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', ...' : ''}): ` +
        'point DATA_DIR at an empty or a Tidemark folder',
    );
  }
  return 'existing';
}

/**
 * The one connection of this process that LISTENs on a PostgreSQL server, shared by the databases
 * it opened there (one, in a server; hundreds in the tests), opened on first use and closed with the
 * last of them. Like the pool's idle connections, it never keeps the process alive by itself.
 */
interface Hearing {
  readonly add: (channel: string, heard: Listener) => Promise<void>;
  readonly remove: (channel: string, heard: Listener) => void;
  /** One database is done with it. */
  readonly release: () => Promise<void>;
}

const hearings = new Map<string, { readonly hearing: Hearing; users: number }>();

function hearingOf(url: string): Hearing {
  const known = hearings.get(url);
  if (known) {
    known.users += 1;
    return known.hearing;
  }
  const channels = new Map<string, Set<Listener>>();
  let client: Promise<pg.Client> | null = null;
  const connected = () =>
    (client ??= (async () => {
      const listener = new pg.Client({ connectionString: url });
      listener.on('error', () => {}); // a lost connection: nothing more is heard (the caches keep their own limits)
      listener.on('notification', (message) => {
        for (const heard of channels.get(message.channel) ?? []) heard(message.payload ?? '');
      });
      await listener.connect();
      (listener as unknown as { unref(): void }).unref();
      return listener;
    })());
  const entry = {
    users: 1,
    hearing: {
      add: async (channel: string, heard: Listener) => {
        let set = channels.get(channel);
        if (!set) {
          set = new Set();
          channels.set(channel, set);
          set.add(heard);
          await (await connected()).query(`listen ${pg.escapeIdentifier(channel)}`);
        } else set.add(heard);
      },
      remove: (channel: string, heard: Listener) => {
        const set = channels.get(channel);
        set?.delete(heard);
        if (set?.size === 0) {
          channels.delete(channel);
          void client?.then((listener) => listener.query(`unlisten ${pg.escapeIdentifier(channel)}`)).catch(() => {});
        }
      },
      release: async () => {
        entry.users -= 1;
        if (entry.users > 0) return;
        hearings.delete(url);
        const ending = client;
        client = null;
        await ending?.then((listener) => listener.end()).catch(() => {});
      },
    },
  };
  hearings.set(url, entry);
  return entry.hearing;
}

/** Opens the database and brings its tables up to date (the migrations of ./migrations). */
/** One call of a group transaction (Database.member). */
interface MemberContext {
  /** The group's transaction context: statements of other transactions are not this member's. */
  readonly group: unknown;
  savepoint: Promise<string> | null;
  readonly onRollback: ((db: Db) => Promise<void>)[];
  readonly afterCommit: (() => void)[];
  open: boolean;
}

/** The largest group a group transaction takes at once. */
const GROUP_LIMIT = 200;
/** How many turns of the event loop a group waits at most for calls on their way (drain). */
const GATHER_TURNS = 8;

const WRITE_NODES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

/** Whether a statement may write (a raw one is taken to, unless it reads or steers the transaction). */
function writes(compiled: CompiledQuery): boolean {
  const kind = compiled.query.kind;
  if (WRITE_NODES.has(kind)) return true;
  return kind === 'RawNode' && !/^\s*(select|show|begin|start|commit|rollback|savepoint|release|set)\b/i.test(compiled.sql);
}

let savepoints = 0;

/**
 * The dialect with each connection taking a member's savepoint just before the member's first write
 * (Database.member): a member that only reads, or whose writes are made for it later (the work
 * store writes back at the end of the group), costs no savepoint.
 */
function withMemberSavepoints(dialect: Dialect, memberOf: () => MemberContext | undefined, groupOf: () => unknown): Dialect {
  const wrap = (connection: DatabaseConnection): DatabaseConnection =>
    new Proxy(connection, {
      get(target, property) {
        if (property === 'executeQuery') {
          return async (compiled: CompiledQuery) => {
            const member = memberOf();
            if (member?.open && member.group === groupOf() && writes(compiled)) {
              member.savepoint ??= (async () => {
                const name = `member_${++savepoints}`;
                await target.executeQuery(CompiledQuery.raw(`savepoint ${name}`));
                return name;
              })();
              await member.savepoint;
            }
            return target.executeQuery(compiled);
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => {
      const driver = dialect.createDriver();
      return new Proxy(driver, {
        get(target, property) {
          if (property === 'acquireConnection') return async (...args: unknown[]) => wrap(await (target.acquireConnection as (...a: unknown[]) => Promise<DatabaseConnection>)(...args));
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
  };
}

/** TIDEMARK_LOG_SQL=1 prints every statement with its time on stderr (finding what a call costs). */
function sqlLog(): { log?: (event: LogEvent) => void } {
  if (!process.env['TIDEMARK_LOG_SQL']) return {};
  return { log: (event) => console.error(`[sql ${event.queryDurationMillis.toFixed(2)} ms] ${event.query.sql.replace(/\s+/g, ' ').slice(0, 160)}`) };
}

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  /**
   * The transaction of the running call chain. Work scheduled from inside one (a timer, a job) keeps
   * the async context after the transaction ended: `open` says whether it still runs.
   */
  const current = new AsyncLocalStorage<{
    readonly db: Db;
    readonly onRollback: ((db: Db) => Promise<void>)[];
    readonly afterCommit: (() => void)[];
    readonly beforeCommit: ((db: Db) => Promise<void>)[];
    readonly afterSettle: ((committed: boolean) => void)[];
    readonly afterEachMember: ((succeeded: boolean) => Promise<void>)[];
    open: boolean;
  }>();
  const members = new AsyncLocalStorage<MemberContext>();
  const memberOf = () => {
    const found = members.getStore();
    return found?.open ? found : undefined;
  };
  const running = () => {
    const found = current.getStore();
    return found?.open ? found : undefined;
  };
  let db: Db;
  let notify: Database['notify'];
  let listen: Database['listen'];
  let closeExtra = async () => {};
  /** Gives the data folder back to other processes (PGlite in a folder only). */
  let unlock = () => {};

  if (location.kind === 'postgres') {
    const { schema } = location;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
    // allowExitOnIdle: idle connections never keep the process alive (a server's HTTP listener does).
    const pool = new pg.Pool({
      connectionString: location.url,
      max: 10,
      idleTimeoutMillis: location.idleMs ?? 10_000,
      types: pgTypes,
      allowExitOnIdle: true,
      ...(schema === undefined ? {} : { options: `-c search_path=${schema},public` }),
    });
    pool.on('error', () => {}); // an idle client's lost connection; the next query reconnects
    try {
      const client = await pool.connect();
      try {
        if (schema !== undefined) {
          // The extensions the migrations use, once per database in public, where every schema finds them.
          await client.query('create extension if not exists pg_trgm schema public').catch(async (error: unknown) => {
            if (!isUniqueViolation(error)) throw error; // another process created it at the same moment
          });
          await client.query(`create schema if not exists ${pg.escapeIdentifier(schema)}`).catch(async (error: unknown) => {
            if (!isUniqueViolation(error)) throw error;
          });
        }
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end();
      throw new DatabaseRefused(`Cannot reach the PostgreSQL server of DATABASE_URL: ${(error as Error).message}`);
    }
    db = new Kysely<Tables>({ dialect: withMemberSavepoints(new PostgresDialect({ pool }), memberOf, () => running()), ...sqlLog() });
    // In a schema of its own, a database is one of several in the PostgreSQL database: its channels are its own too.
    const scoped = (channel: string) => (schema === undefined ? channel : `${channel}_${schema}`);
    const hearing = hearingOf(location.url);
    const mine = new Set<[string, Listener]>();
    notify = async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [scoped(channel), payload]);
    };
    listen = async (channel, heard) => {
      const entry: [string, Listener] = [scoped(channel), heard];
      mine.add(entry);
      await hearing.add(entry[0], heard);
      return async () => {
        mine.delete(entry);
        hearing.remove(entry[0], heard);
      };
    };
    closeExtra = async () => {
      for (const [channel, heard] of mine) hearing.remove(channel, heard);
      mine.clear();
      await hearing.release();
    };
  } else {
    let shared: SharedPglite;
    if (location.kind === 'schema') {
      shared = location.shared;
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(location.schema)) throw new Error(`not a schema name: ${location.schema}`);
      await shared.pglite.exec(`create schema if not exists "${location.schema}"`);
    } else {
      if (location.kind === 'pglite') {
        checkDataDir(location.dataDir);
        // Taken for this process before PGlite touches it: a second server (or a backup) on the folder is refused.
        mkdirSync(location.dataDir, { recursive: true });
        unlock = lockDataDir(location.dataDir, 'this server');
      }
      try {
        const template = location.kind === 'memory' && location.template ? fromDump(location.template) : {};
        const pglite = new PGlite(location.kind === 'pglite' ? location.dataDir : 'memory://', { extensions: { pg_trgm }, ...template });
        await pglite.query('select 1');
        shared = new SharedPglite(pglite);
      } catch (error) {
        unlock();
        throw new DatabaseRefused(
          `The data folder ${location.kind === 'pglite' ? location.dataDir : '(memory)'} cannot be opened as a database: ${(error as Error).message ?? error}`,
        );
      }
    }
    db = new Kysely<Tables>({ dialect: withMemberSavepoints(pgliteDialect(shared, location.kind === 'schema' ? location.schema : null, location.kind !== 'schema'), memberOf, () => running()), ...sqlLog() });
    // One process: PGlite's own LISTEN/NOTIFY reaches the listeners of this process.
    notify = async (channel, payload) => {
      await db.executeQuery(CompiledQuery.raw('select pg_notify($1, $2)', [channel, payload]));
    };
    listen = async (channel, heard) => shared.pglite.listen(channel, heard);
  }

  try {
    await migrate(db);
  } catch (error) {
    await closeExtra().catch(() => {});
    await db.destroy().catch(() => {});
    unlock();
    throw error;
  }

  const transaction: Database['transaction'] = async (work) => {
      const outer = running();
      if (outer) return work(outer.db);
      const onRollback: ((db: Db) => Promise<void>)[] = [];
      const afterCommit: (() => void)[] = [];
      const beforeCommit: ((db: Db) => Promise<void>)[] = [];
      const afterSettle: ((committed: boolean) => void)[] = [];
      const afterEachMember: ((succeeded: boolean) => Promise<void>)[] = [];
      const settle = (committed: boolean) => {
        for (const done of afterSettle) done(committed);
      };
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await db.transaction().execute(async (trx: Transaction<Tables>) => {
          const context = { db: trx, onRollback, afterCommit, beforeCommit, afterSettle, afterEachMember, open: true };
          try {
            return await current.run(context, async () => {
              const answer = await work(trx);
              // Each may add more (a flush that loads): run until none is left.
              for (let next = beforeCommit.shift(); next; next = beforeCommit.shift()) await next(trx);
              return answer;
            });
          } finally {
            context.open = false;
          }
        });
      } catch (error) {
        settle(false);
        for (const undo of onRollback) await db.transaction().execute(undo);
        throw error;
      }
      settle(true);
      for (const done of afterCommit) done();
      return result;
  };

  // Group commit (Database.member): the calls waiting for the next group.
  interface Waiting {
    readonly work: () => Promise<unknown>;
    readonly failed: (result: unknown) => boolean;
    readonly resolve: (value: unknown) => void;
    readonly reject: (error: unknown) => void;
  }
  const waiting: Waiting[] = [];
  let grouping = false;

  async function runGroup(group: readonly Waiting[]): Promise<void> {
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown } | { ok: 'failed'; value: unknown })[] = [];
    /** Work of failed members, run once the group settled. */
    const undone: ((db: Db) => Promise<void>)[] = [];
    try {
      await transaction(async (trx) => {
        const context = running()!;
        for (const call of group) {
          const member: MemberContext = { group: context, savepoint: null, onRollback: [], afterCommit: [], open: true };
          let outcome: (typeof outcomes)[number];
          try {
            const value = await members.run(member, call.work);
            outcome = call.failed(value) ? { ok: 'failed', value } : { ok: true, value };
          } catch (error) {
            outcome = { ok: false, error };
          }
          const succeeded = outcome.ok === true;
          member.open = false;
          if (member.savepoint) {
            const name = await member.savepoint;
            await sql.raw(`${succeeded ? 'release savepoint' : 'rollback to savepoint'} ${name}`).execute(trx);
          }
          // After the member's own statements are kept or undone (the work store writes for it, or reads again).
          for (const done of context.afterEachMember) await done(succeeded);
          if (succeeded) context.afterCommit.push(...member.afterCommit);
          else undone.push(...member.onRollback);
          outcomes.push(outcome);
        }
      });
    } catch (error) {
      for (const call of group) call.reject(error);
      for (const undo of undone) await db.transaction().execute(undo).catch(() => {});
      return;
    }
    for (const undo of undone) await db.transaction().execute(undo).catch(() => {});
    group.forEach((call, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok === false) call.reject(outcome.error);
      else call.resolve(outcome.value);
    });
  }

  /**
   * Lets the calls already on their way join the group: PGlite answers within one turn of the event
   * loop, so a group that started at once would never see the requests whose bytes arrived while it
   * ran (they are parsed on later turns), and every group was one call (350 writes a second where
   * 700 were possible). The loop gets turns while the queue still grows, GATHER_TURNS at most: a
   * call alone waits a few microseconds.
   */
  async function gathered(): Promise<void> {
    for (let seen = -1, turns = 0; seen !== waiting.length && waiting.length < GROUP_LIMIT && turns < GATHER_TURNS; turns++) {
      seen = waiting.length;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  async function drain(): Promise<void> {
    grouping = true;
    try {
      while (waiting.length > 0) {
        await gathered();
        await runGroup(waiting.splice(0, GROUP_LIMIT));
      }
    } finally {
      grouping = false;
    }
  }

  return {
    location,
    executor: () => running()?.db ?? db,
    transaction,
    member: (work, failed) => {
      // Inside a transaction already (a member calling another): part of it.
      if (running()) return work();
      return new Promise((resolve, reject) => {
        waiting.push({ work, failed: failed as (result: unknown) => boolean, resolve: resolve as (value: unknown) => void, reject });
        if (!grouping) void drain();
      });
    },
    afterEachMember: (done) => {
      const outer = running();
      if (!outer) throw new Error('afterEachMember outside a transaction');
      outer.afterEachMember.push(done);
    },
    onRollback: (work) => {
      const member = memberOf();
      if (member) member.onRollback.push(work);
      else running()?.onRollback.push(work);
    },
    afterCommit: (done) => {
      const member = memberOf();
      if (member) return void member.afterCommit.push(done);
      const outer = running();
      if (outer) outer.afterCommit.push(done);
      else done();
    },
    beforeCommit: (work) => {
      const outer = running();
      if (!outer) throw new Error('beforeCommit outside a transaction');
      outer.beforeCommit.push(work);
    },
    afterSettle: (done) => {
      const outer = running();
      if (!outer) throw new Error('afterSettle outside a transaction');
      outer.afterSettle.push(done);
    },
    inTransaction: () => running() !== undefined,
    shared: location.kind === 'postgres',
    notify,
    listen,
    close: async () => {
      // The connections no longer hold the process open (above): this does, until they are closed.
      const keepAlive = setInterval(() => {}, 1000);
      try {
        await closeExtra();
        await db.destroy();
      } finally {
        clearInterval(keepAlive);
        unlock();
      }
    },
  };
}

/** Where the settings say the data lives: DATABASE_URL, else DATA_DIR (default ./data). */
export function locationOf(env: Readonly<Record<string, string | undefined>>, defaultDataDir: string): DatabaseLocation {
  const url = env['DATABASE_URL'];
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new DatabaseRefused(`DATABASE_URL must be a postgres:// URL, not '${url.replace(/:[^:@/]*@/, ':***@')}'`);
    return { kind: 'postgres', url };
  }
  // DATA_TEMPLATE (tests and the bench): start from a migrated database instead of initdb and every migration.
  if (env['DATA_DIR'] === ':memory:') return { kind: 'memory', template: env['NODE_ENV'] === 'production' ? null : env['DATA_TEMPLATE'] || null };
  return { kind: 'pglite', dataDir: env['DATA_DIR'] || defaultDataDir };
}

/**
 * A migrated database in memory, dumped whole (PGlite's data folder as a tar): what DATA_TEMPLATE
 * names, so that a server in memory (a test's, the bench's) starts from it instead of running
 * initdb and every migration, seconds each time. The migrations still run after it: a template
 * older than the code is brought up to date.
 */
export async function memoryTemplate(): Promise<Blob> {
  const shared = new SharedPglite(new PGlite('memory://', { extensions: { pg_trgm } }));
  const db = new Kysely<Tables>({ dialect: pgliteDialect(shared, null, true) });
  try {
    await migrate(db);
    return await shared.pglite.dumpDataDir('none');
  } finally {
    await db.destroy();
  }
}

/** A dump of an empty database with the migrations' extensions ready: what the tests' shared PGlite starts from. */
export async function emptyTemplate(): Promise<Blob> {
  const shared = await SharedPglite.inMemory();
  try {
    return await shared.pglite.dumpDataDir('none');
  } finally {
    await shared.pglite.close();
  }
}

/** Whether a query failed on a unique index (PostgreSQL's 23505), on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
