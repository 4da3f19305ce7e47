/**
 * The work model of every organization (tickets, projects, catalogues, favourites, pins, blackout
 * times, priorities, projections): PostgreSQL is its source of truth (migration 0004), and each
 * organization in use has a working set in memory that the work modules read and change in place.
 *
 * - `ready(org)` reads an organization's work once (and again when another server process on the
 *   same PostgreSQL changed it: its stored version moved). Inside a transaction it also takes the
 *   work's write lock (in this process, and across processes on a PostgreSQL server), so changes
 *   to working sets never interleave.
 * - What changed is written back before the commit: the tickets `touch` marked (whole rows: a
 *   ticket and its states are one row), and every catalogue record, favourite, pin, setting and
 *   projection whose JSON differs from what was last written. In a group transaction
 *   (Database.member) each call's changes are gathered when it ends and all are written together;
 *   a call that failed after changing a working set has it read again. Answers follow the commit.
 * - A transaction that rolls back drops the working sets it read: the next `ready` reads the
 *   committed state again.
 *
 * Each organization has a state of its own: a lookup always goes through the caller's organization,
 * so an id of another organization is simply not there.
 */
import { sql } from 'kysely';
import type { Database, Db } from './database.ts';
import { canonical, CATALOGUES, etasOf, type Catalogue, favoritesOf, pinsOf, projectionOf, readOrg, settingsOf, ticketRow, todosOf, type Written } from './work-rows.ts';

import type { OrgWork, StoredProjection, StoredTicket } from './work-model.ts';

export type { OrgWork, StoredBlackout, StoredChecklistItem, StoredComment, StoredDocPage, StoredDocSite, StoredStory, StoredNote, StoredPersonalNote, StoredProduct, StoredProjection, StoredRecurringBlackout, StoredReply, StoredReport, StoredTag, StoredTeam, StoredTicket, StoredTicketState, StoredTodo, StoredWorkedSpan, StoredWorkProject, StoredWorkflow, StoredWorkflowState } from './work-model.ts';

export interface WorkStore {
  /**
   * An organization's work, read from the database when this process does not hold it (or holds an
   * older version than the database's). Inside a transaction it also takes the write lock of the
   * work: what the caller changes in the working set is written back before the commit.
   */
  readonly ready: (organizationId: string) => Promise<OrgWork>;
  /** The working set `ready` read (the same request or job has awaited it); an error otherwise. */
  readonly org: (organizationId: string) => OrgWork;
  /** Whether this process holds an organization's work (it was read and not dropped). */
  readonly has: (organizationId: string) => boolean;
  /**
   * Runs `change` on an organization's work in a transaction of its own (or the running one); written
   * before the commit. Nothing is run (undefined) when the organization no longer exists.
   */
  readonly write: <T>(organizationId: string, change: (work: OrgWork) => T) => Promise<T | undefined>;
  /** A fresh id for a kind of record, unique across organizations (only after a `ready`). */
  readonly nextId: (kind: string) => string;
  /** Forgets the working set of an organization (its rows go with the organization's). */
  readonly drop: (organizationId: string) => void;
  /** Forgets everything held (the tables were emptied). */
  readonly reset: () => void;
}

export interface WorkStoreOptions {
  /** Fills a ticket's derived fields (display state, sort and search keys) once read. */
  readonly derive: (ticket: StoredTicket) => void;
  /**
   * After each write, reads the organization back and compares it with the working set: a change
   * the work modules made without marking it (`touch`) fails the write. For the tests.
   */
  readonly verify?: boolean;
  /** Called with each working set read from the database (the projector brings ETAs projected before up to date). */
  readonly onRead?: (work: OrgWork) => void;
}

/** Rows gathered from working sets, written together before the commit. */
interface Pending {
  readonly added: Map<string, Record<string, unknown>>;
  /** Tickets added earlier in this transaction (a later change is still their insert). */
  readonly addedBefore: Set<string>;
  readonly changed: Map<string, Record<string, unknown>>;
  readonly gone: Set<string>;
  readonly catalogues: Map<Catalogue<{ readonly id: string }>['table'], { readonly rows: Map<string, Record<string, unknown>>; readonly removed: Set<string> }>;
  readonly orgs: Map<
    string,
    {
      favorites: { organization_id: number; role_id: number; ticket_id: string; position: number }[] | null;
      pins: { organization_id: number; role_id: number; project_id: string; position: number }[] | null;
      todos: { organization_id: number; role_id: number; id: string; position: number; text: string; done: boolean; created_at: string }[] | null;
      projection: StoredProjection | null;
      etas: boolean;
      settings: boolean;
      /** Anything written (a shared database's version moves). */
      moved: boolean;
    }
  >;
}

interface Held {
  readonly work: OrgWork;
  /** The stored version this working set matches. */
  version: number;
  readonly written: Written;
}

/** The write lock's key across server processes (pg_advisory_xact_lock). */
const WORK_LOCK = 7_413_201;
/** Rows per insert statement. */
const CHUNK = 500;
/** A ticket row's columns an update sets (all but its id and organization). */
const TICKET_UPDATE = Object.fromEntries(
  ['local_id', 'title', 'project_id', 'product_id', 'workflow_id', 'owner_id', 'status', 'publication', 'created_at', 'closed_at', 'due_date', 'doc'].map(
    (column) => [column, sql.ref(`excluded.${column}`)],
  ),
);
/**
 * Ids handed out ahead per kind when this process is alone on its data: the counter row is written
 * once per that many ids (a restart skips what was not used). On a shared database each write
 * records the exact last id, under the lock.
 */
const ID_RESERVE = 1000;

/** The work of every organization, on the database, with a working set per organization in use. */
export function createWorkStore(database: Database, { derive, verify = false, onRead = () => {} }: WorkStoreOptions): WorkStore {
  const held = new Map<string, Held>();
  const reading = new Map<string, Promise<Held>>();
  let counters: Map<string, number> | null = null;
  let writtenCounters = new Map<string, number>();
  /** The transactions holding the write lock, with the organizations they made ready. */
  const holders = new WeakMap<Db, Set<string>>();
  let lockQueue: Promise<void> = Promise.resolve();
  /** Bumped by reset: readings begun before it are not kept. */
  let generation = 0;
  /** Transactions of this process holding or waiting for the write lock. */
  let writers = 0;
  /** How many transactions took the write lock so far: a read outside one that saw this move is not kept. */
  let writesBegun = 0;

  async function readCounters(db: Db): Promise<void> {
    const rows = await db.selectFrom('id_counters').select(['kind', 'value']).execute();
    counters = new Map(rows.map((row) => [row.kind, Number(row.value)]));
    writtenCounters = new Map(counters);
  }

  async function read(db: Db, organizationId: string): Promise<Held> {
    const { work, version, written } = await readOrg(db, organizationId, derive);
    return { work, version, written };
  }

  async function storedVersion(db: Db, organizationId: string): Promise<number> {
    const row = await db.selectFrom('work_settings').select('version').where('organization_id', '=', Number(organizationId)).executeTakeFirst();
    return row ? Number(row.version) : 0;
  }

  /**
   * The held working set, read (again) when missing or, on a shared database, outdated. While a
   * transaction of this process writes (it holds or waits for the lock), a read outside it never
   * replaces the working set that transaction is changing: it answers from it as it stands when it
   * is as new as what is committed, else from what is committed, without keeping that (another
   * process's acknowledged write is read here at once, even while a writer of this process waits).
   */
  async function current(db: Db, organizationId: string): Promise<Held> {
    const inTransaction = database.inTransaction();
    const found = held.get(organizationId);
    if (found) {
      if (!database.shared) return found;
      if ((await storedVersion(db, organizationId)) === found.version) return found;
    }
    const pending = reading.get(organizationId);
    if (pending && !inTransaction) return pending;
    const started = generation;
    const writesBefore = writesBegun;
    const job = read(db, organizationId).then((fresh) => {
      // Kept unless a reset came in between, or (read outside a transaction, in several queries) a
      // writer began meanwhile: it may have committed between two of them, and what it left is newer.
      if (started === generation && (inTransaction || (writers === 0 && writesBegun === writesBefore))) {
        held.set(organizationId, fresh);
        onRead(fresh.work);
        return fresh;
      }
      // Not kept: the held one answers when it is at least as new (a writer of this process moved it on).
      const now = inTransaction ? undefined : held.get(organizationId);
      return now !== undefined && now.version >= fresh.version ? now : fresh;
    });
    if (!inTransaction) {
      reading.set(organizationId, job);
      void job.finally(() => reading.delete(organizationId)).catch(() => {});
    }
    return job;
  }

  /** Takes the write lock for the running transaction (once), with the flush and the release. */
  async function lock(db: Db): Promise<Set<string>> {
    const known = holders.get(db);
    if (known) return known;
    const orgs = new Set<string>();
    holders.set(db, orgs);
    const pending: Pending = { added: new Map(), addedBefore: new Set(), changed: new Map(), gone: new Set(), catalogues: new Map(), orgs: new Map() };
    let countersWritten = false;
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = lockQueue;
    lockQueue = previous.then(() => turn);
    writers += 1;
    writesBegun += 1;
    database.afterSettle((committed) => {
      writers -= 1;
      release();
      if (!committed) {
        // The working sets the transaction read no longer match the database: read them again.
        for (const id of orgs) held.delete(id);
        // Ids handed out stay used (a gap is harmless); a counter written in the transaction is read again.
        if (countersWritten) counters = null;
      }
    });
    await previous;
    if (database.shared) await sql`select pg_advisory_xact_lock(${WORK_LOCK})`.execute(db);
    if (counters === null || database.shared) await readCounters(db);
    // In a group transaction, each call's changes are gathered when it ends; a call that failed after
    // changing a working set has it read again (what the calls before it changed is written first).
    database.afterEachMember(async (succeeded) => {
      if (succeeded) {
        for (const id of orgs) collect(pending, id);
        return;
      }
      const spoiled = [...orgs].filter((id) => {
        const found = held.get(id);
        return found !== undefined && (found.work.unsaved.size > 0 || changed(found));
      });
      if (spoiled.length === 0) return;
      await apply(db, pending);
      for (const id of spoiled) held.delete(id);
    });
    database.beforeCommit(async (trx) => {
      for (const id of orgs) collect(pending, id);
      await apply(trx, pending);
      countersWritten = await flushCounters(trx);
      if (verify) for (const id of orgs) if (held.has(id)) await check(trx, held.get(id)!);
    });
    return orgs;
  }

  function changed(h: Held): boolean {
    const { work, written } = h;
    if (work.projectedChanged || work.nextLocalId !== written.nextLocalId || settingsOf(work) !== written.settings || projectionOf(work) !== written.projection) return true;
    if (favoritesOf(work) !== written.favorites || pinsOf(work) !== written.pins || todosOf(work) !== written.todos) return true;
    for (const catalogue of CATALOGUES) {
      const map = catalogue.of(work);
      const before = written.records.get(catalogue.table) ?? new Map<string, string>();
      if (map.size !== before.size) return true;
      for (const record of map.values()) if (before.get(record.id) !== canonical(record)) return true;
    }
    return false;
  }

  /**
   * Moves what changed in an organization's working set since the last time into `pending` (rows to
   * write), and counts it as written. Synchronous: nothing can change in between.
   */
  function collect(pending: Pending, organizationId: string): void {
    const h = held.get(organizationId);
    if (!h) return;
    const { work, written } = h;
    const org = Number(organizationId);
    let wrote = false;

    for (const id of work.unsaved) {
      const ticket = work.tickets.get(id);
      pending.added.delete(id);
      pending.changed.delete(id);
      if (!ticket) {
        if (written.tickets.delete(id)) pending.gone.add(id);
      } else if (written.tickets.has(id)) {
        pending.changed.set(id, ticketRow(ticket, work.waitsOn.get(id)));
      } else {
        pending.added.set(id, ticketRow(ticket, work.waitsOn.get(id)));
      }
      wrote = true;
    }
    // Added rows stay added (a ticket made and changed in one transaction is one insert).
    for (const [id, row] of pending.changed) {
      if (pending.addedBefore.has(id)) {
        pending.changed.delete(id);
        pending.added.set(id, row);
      }
    }
    for (const id of pending.added.keys()) {
      pending.addedBefore.add(id);
      written.tickets.add(id);
    }
    work.unsaved.clear();

    for (const catalogue of CATALOGUES) {
      const map = catalogue.of(work);
      const before = written.records.get(catalogue.table) ?? new Map<string, string>();
      let after: Map<string, string> | null = null;
      let table = pending.catalogues.get(catalogue.table);
      for (const record of map.values()) {
        const json = canonical(record);
        if (before.get(record.id) === json) continue;
        after ??= new Map(before);
        after.set(record.id, json);
        if (!table) pending.catalogues.set(catalogue.table, (table = { rows: new Map(), removed: new Set() }));
        table.rows.set(record.id, catalogue.row(record, org));
        table.removed.delete(record.id);
      }
      for (const id of before.keys()) {
        if (map.has(id)) continue;
        after ??= new Map(before);
        after.delete(id);
        if (!table) pending.catalogues.set(catalogue.table, (table = { rows: new Map(), removed: new Set() }));
        table.rows.delete(id);
        table.removed.add(id);
      }
      if (after) {
        written.records.set(catalogue.table, after);
        wrote = true;
      }
    }

    const writes = pending.orgs.get(organizationId) ?? { favorites: null, pins: null, todos: null, projection: null, etas: false, settings: false, moved: false };
    const favorites = favoritesOf(work);
    if (favorites !== written.favorites) {
      writes.favorites = [...work.favorites].flatMap(([role, ids]) => [...ids].map((ticket_id, position) => ({ organization_id: org, role_id: Number(role), ticket_id, position })));
      written.favorites = favorites;
      wrote = true;
    }
    const pins = pinsOf(work);
    if (pins !== written.pins) {
      writes.pins = [...work.pins].flatMap(([role, ids]) => ids.map((project_id, position) => ({ organization_id: org, role_id: Number(role), project_id, position })));
      written.pins = pins;
      wrote = true;
    }
    const todos = todosOf(work);
    if (todos !== written.todos) {
      writes.todos = [...work.todos].flatMap(([role, list]) =>
        list.map((todo, position) => ({ organization_id: org, role_id: Number(role), id: todo.id, position, text: todo.text, done: todo.done, created_at: todo.createdAt })),
      );
      written.todos = todos;
      wrote = true;
    }
    const projection = projectionOf(work);
    if (projection !== written.projection || work.projectedChanged) {
      writes.projection = work.projection;
      if (work.projectedChanged) writes.etas = true;
      written.projection = projection;
      work.projectedChanged = false;
      wrote = true;
    }
    const settings = settingsOf(work);
    if (settings !== written.settings) {
      writes.settings = true;
      written.settings = settings;
    }
    if (wrote || work.nextLocalId !== written.nextLocalId) writes.moved = true;
    written.nextLocalId = work.nextLocalId;
    pending.orgs.set(organizationId, writes);
  }

  /** Writes what `collect` gathered, and empties it. */
  async function apply(db: Db, pending: Pending): Promise<void> {
    for (const [table, { rows, removed }] of pending.catalogues) {
      const list = [...rows.values()];
      for (let i = 0; i < list.length; i += CHUNK) {
        const chunk = list.slice(i, i + CHUNK);
        await db
          .insertInto(table)
          .values(chunk as never)
          .onConflict((oc) => oc.column('id').doUpdateSet((eb) => Object.fromEntries(Object.keys(chunk[0]!).filter((c) => c !== 'id').map((c) => [c, eb.ref(`excluded.${c}` as never)])) as never))
          .execute();
      }
      if (removed.size > 0) await db.deleteFrom(table as 'tags').where('id', 'in', [...removed]).execute();
    }
    const added = [...pending.added.values()];
    for (let i = 0; i < added.length; i += CHUNK) await db.insertInto('tickets').values(added.slice(i, i + CHUNK) as never).execute();
    const changed = [...pending.changed.values()];
    for (let i = 0; i < changed.length; i += CHUNK) {
      await db
        .insertInto('tickets')
        .values(changed.slice(i, i + CHUNK) as never)
        .onConflict((oc) => oc.column('id').doUpdateSet(TICKET_UPDATE as never))
        .execute();
    }
    if (pending.gone.size > 0) await db.deleteFrom('tickets').where('id', 'in', [...pending.gone]).execute();

    for (const [organizationId, writes] of pending.orgs) {
      const h = held.get(organizationId);
      const org = Number(organizationId);
      if (writes.favorites) {
        await db.deleteFrom('favorites').where('organization_id', '=', org).execute();
        for (let i = 0; i < writes.favorites.length; i += CHUNK) await db.insertInto('favorites').values(writes.favorites.slice(i, i + CHUNK)).execute();
      }
      if (writes.pins) {
        await db.deleteFrom('pins').where('organization_id', '=', org).execute();
        for (let i = 0; i < writes.pins.length; i += CHUNK) await db.insertInto('pins').values(writes.pins.slice(i, i + CHUNK)).execute();
      }
      if (writes.todos) {
        await db.deleteFrom('todos').where('organization_id', '=', org).execute();
        for (let i = 0; i < writes.todos.length; i += CHUNK) await db.insertInto('todos').values(writes.todos.slice(i, i + CHUNK)).execute();
      }
      if (writes.projection) {
        const { failure, projectedAt } = writes.projection;
        const status = failure === null ? 'READY' : 'FAILED';
        const row = { organization_id: org, status, failure, projected_at: projectedAt, etas: h ? etasOf(h.work) : '{}', plan: JSON.stringify(Object.fromEntries(h?.work.plan ?? [])) };
        const update = writes.etas ? row : { status, failure, projected_at: projectedAt };
        await db.insertInto('projections').values(row).onConflict((oc) => oc.column('organization_id').doUpdateSet(update)).execute();
      }
      // On a shared database every write moves the version (other processes read the work again);
      // alone on its data, the settings row is written when a setting changed.
      if (h && ((database.shared && writes.moved) || writes.settings)) {
        const row = await db
          .insertInto('work_settings')
          .values({ organization_id: org, version: 1, next_ticket_number: h.work.nextLocalId, priorities: JSON.stringify(h.work.priorities) })
          .onConflict((oc) =>
            oc.column('organization_id').doUpdateSet({
              version: sql`work_settings.version + 1`,
              next_ticket_number: h.work.nextLocalId,
              priorities: JSON.stringify(h.work.priorities),
            }),
          )
          .returning('version')
          .executeTakeFirstOrThrow();
        h.version = Number(row.version);
      }
    }
    pending.added.clear();
    pending.changed.clear();
    pending.gone.clear();
    pending.catalogues.clear();
    pending.orgs.clear();
  }

  /** Writes the counters that moved past what was written; whether it wrote. */
  async function flushCounters(db: Db): Promise<boolean> {
    if (counters === null) return false;
    const reserve = database.shared ? 0 : ID_RESERVE;
    const rows = [...counters].filter(([kind, value]) => value > (writtenCounters.get(kind) ?? 0)).map(([kind, value]) => ({ kind, value: value + reserve }));
    if (rows.length === 0) return false;
    await db
      .insertInto('id_counters')
      .values(rows)
      .onConflict((oc) => oc.column('kind').doUpdateSet({ value: sql`greatest(id_counters.value, excluded.value)` }))
      .execute();
    for (const { kind, value } of rows) writtenCounters.set(kind, value);
    return true;
  }

  /** Reads the organization back and compares (the `verify` option). */
  async function check(db: Db, h: Held): Promise<void> {
    const { work } = await readOrg(db, h.work.organizationId, derive);
    const mine = comparable(h.work);
    const stored = comparable(work);
    if (mine !== stored) {
      const a = JSON.parse(mine) as Record<string, unknown>;
      const b = JSON.parse(stored) as Record<string, unknown>;
      const keys = Object.keys(a).filter((key) => canonical(a[key]) !== canonical(b[key]));
      const [held, read] = [canonical(a[keys[0]!]), canonical(b[keys[0]!])];
      let at = 0;
      while (at < held.length && held[at] === read[at]) at += 1;
      const around = (text: string) => text.slice(Math.max(0, at - 150), at + 150);
      throw new Error(
        `The work of organization ${h.work.organizationId} differs from what was written (${keys.join(', ')}): a change was not marked.\n` +
          `held:   …${around(held)}…\nstored: …${around(read)}…`,
      );
    }
  }

  return {
    ready: async (organizationId) => {
      if (database.inTransaction()) {
        const trx = database.executor();
        const orgs = await lock(trx);
        orgs.add(organizationId);
        return (await current(trx, organizationId)).work;
      }
      return (await current(database.executor(), organizationId)).work;
    },
    org: (organizationId) => {
      const found = held.get(organizationId);
      if (!found) throw new Error(`The work of organization ${organizationId} was not read: await work.ready() first`);
      return found.work;
    },
    has: (organizationId) => held.has(organizationId),
    write: (organizationId, change) =>
      database.transaction(async (trx) => {
        const orgs = await lock(trx);
        // An organization removed meanwhile (an expired demo) has no work left to change.
        const exists = await trx.selectFrom('organizations').select('id').where('id', '=', Number(organizationId)).executeTakeFirst();
        if (!exists) {
          held.delete(organizationId);
          return undefined;
        }
        orgs.add(organizationId);
        return change((await current(trx, organizationId)).work);
      }),
    nextId: (kind) => {
      if (counters === null) throw new Error('Ids are handed out inside a transaction that made the work ready');
      const value = (counters.get(kind) ?? 0) + 1;
      counters.set(kind, value);
      return String(value);
    },
    drop: (organizationId) => {
      held.delete(organizationId);
    },
    reset: () => {
      generation += 1;
      held.clear();
      reading.clear();
      counters = null;
      writtenCounters = new Map();
    },
  };
}

/** A working set as JSON, for comparison (what is derived or transient left out). */
function comparable(work: OrgWork): string {
  // Orders aside (a map's entries, a set's members): what is read back comes in id order.
  const byKey = (a: [string, unknown], b: [string, unknown]) => Number(a[0]) - Number(b[0]) || a[0].localeCompare(b[0]);
  const maps = (value: unknown): unknown =>
    value instanceof Map
      ? [...value]
          // An empty entry (no favourites left, nothing waiting any more) is the same as none.
          .filter(([, inner]) => !((inner instanceof Set || inner instanceof Map || Array.isArray(inner)) && (Array.isArray(inner) ? inner.length : inner.size) === 0))
          .map(([key, inner]): [string, unknown] => [String(key), maps(inner)])
          .sort(byKey)
      : value instanceof Set
        ? [...value].map(String).sort((a, b) => Number(a) - Number(b))
        : value;
  const { version: _version, unsaved: _unsaved, projectedChanged: _changed, projection, ...rest } = work;
  // Queued or under way is not kept (work-rows.ts projectionOf).
  (rest as Record<string, unknown>)['projection'] = [projection.failure, projection.projectedAt];
  return canonical(Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, maps(value)])));
}
