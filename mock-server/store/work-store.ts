/**
 * The work model of every organization (tickets, projects, catalogues, favourites, pins, blackout
 * times, priorities, projections): PostgreSQL is its source of truth (migration 0004), and each
 * organization in use has a working set in memory that the work modules read and change in place.
 *
 * - `ready(org)` reads an organization's work once (and again when another server process on the
 *   same PostgreSQL changed it: its stored version moved). Inside a transaction it also takes the
 *   work's write lock (in this process, and across processes on a PostgreSQL server), so changes
 *   to working sets never interleave.
 * - Before the transaction commits, what changed is written back: the tickets `touch` marked (whole
 *   rows: a ticket and its states are one row), and every catalogue record, favourite, pin, setting
 *   and projection whose JSON differs from what was last written. The answer is sent after the commit.
 * - A transaction that rolls back after changing a working set drops it: the next `ready` reads
 *   the committed state again.
 *
 * Each organization has a state of its own: a lookup always goes through the caller's organization,
 * so an id of another organization is simply not there.
 */
import { sql } from 'kysely';
import type { Database, Db } from './database.ts';
import { canonical, CATALOGUES, etasOf, favoritesOf, pinsOf, projectionOf, readOrg, settingsOf, ticketRow, type Written } from './work-rows.ts';
import type { PriorityRule } from '../../src/domain/schedule/schedule.ts';
import type { ProcessingStatus } from '../../src/domain/shared/role.ts';
import type { WeekDay } from '../../src/domain/time/work-week.ts';
import type { DisplayState, Estimate, NoteType, PublicationStatus, ScheduleStatus, TagColor } from '../../src/domain/work/work.ts';

export interface StoredNote {
  readonly id: string;
  readonly type: NoteType;
  readonly body: string;
  /** The author's role id. */
  readonly authorId: string | null;
  readonly createdAt: string;
}

/** A ticket's run through one state of its workflow (mutable: the store owns it). */
export interface StoredTicketState {
  readonly id: string;
  readonly workflowStateId: string;
  name: string;
  assigneeId: string | null;
  estimate: Estimate | null;
  splittable: boolean;
  active: boolean;
  blocked: boolean;
  done: boolean;
  /** When it was last marked done (the dashboard's previous work); absent while it is still to do. */
  doneAt?: string | null;
  readonly notes: StoredNote[];
}

export interface StoredChecklistItem {
  readonly id: string;
  text: string;
  done: boolean;
}

export interface StoredReply {
  readonly id: string;
  readonly body: string;
  readonly authorId: string | null;
  readonly createdAt: string;
}

export interface StoredComment {
  readonly id: string;
  readonly body: string;
  readonly authorId: string | null;
  readonly createdAt: string;
  readonly replies: StoredReply[];
}

/** A ticket (mutable: every change goes through the work modules, which call `touch`). */
export interface StoredTicket {
  readonly id: string;
  /** The id as a number: the tie-breaker of every sort. */
  readonly seq: number;
  readonly organizationId: string;
  readonly localId: number;
  title: string;
  description: string;
  projectId: string | null;
  productId: string | null;
  workflowId: string | null;
  tagIds: string[];
  /** Role ids. */
  ownerId: string | null;
  watcherIds: string[];
  status: ScheduleStatus;
  publication: PublicationStatus;
  estimateRequested: boolean;
  readonly createdAt: string;
  scheduledAt: string | null;
  closedAt: string | null;
  /** The projected ETA (p80), written by the projection job; null when the ticket is not projected. */
  eta: string | null;
  /** The projected p50 beside it. */
  etaP50: string | null;
  /** Why a scheduled ticket got no ETA in the last projection; null when it got one or is not scheduled. */
  projectionProblem: string | null;
  dueDate: string | null;
  states: StoredTicketState[];
  readonly checklist: StoredChecklistItem[];
  readonly comments: StoredComment[];
  /** Derived, refreshed by `touch`: the display state, the lower-cased title and search text. */
  display: DisplayState;
  titleKey: string;
  searchText: string;
}

export interface StoredWorkProject {
  readonly id: string;
  readonly organizationId: string;
  name: string;
  parentId: string | null;
  ownerId: string | null;
  stage: 'PUBLISHED' | 'ARCHIVED';
  readme: string;
  readonly createdAt: string;
}

export interface StoredProduct {
  readonly id: string;
  name: string;
  description: string;
  readonly createdAt: string;
}

export interface StoredTeam {
  readonly id: string;
  name: string;
  description: string;
  memberIds: string[];
  readonly createdAt: string;
}

export interface StoredWorkflowState {
  readonly id: string;
  name: string;
}

export interface StoredWorkflow {
  readonly id: string;
  name: string;
  description: string;
  isDefault: boolean;
  states: StoredWorkflowState[];
  readonly createdAt: string;
}

export interface StoredTag {
  readonly id: string;
  name: string;
  color: TagColor;
}

/** A one-off blackout time (role ids; none: everyone). */
export interface StoredBlackout {
  readonly id: string;
  name: string;
  start: string;
  stop: string;
  roleIds: string[];
  readonly createdAt: string;
}

/** A recurring blackout time: weekdays, start and stop time of day in a time zone (role ids; none: everyone). */
export interface StoredRecurringBlackout {
  readonly id: string;
  name: string;
  weekdays: WeekDay[];
  startTime: string;
  stopTime: string;
  timeZone: string;
  roleIds: string[];
  readonly createdAt: string;
}

/** Where an organization's projections stand (§4 ProcessingStatus). */
export interface StoredProjection {
  readonly status: ProcessingStatus;
  /** Why the last run failed (FAILED). */
  readonly failure: string | null;
  /** When the ETAs in the store were projected; null before the first run. */
  readonly projectedAt: string | null;
}

/** Everything of one organization. */
export interface OrgWork {
  readonly organizationId: string;
  readonly tickets: Map<string, StoredTicket>;
  /** Every ticket in creation order (ids ascending). */
  readonly ticketList: StoredTicket[];
  nextLocalId: number;
  readonly projects: Map<string, StoredWorkProject>;
  readonly products: Map<string, StoredProduct>;
  readonly teams: Map<string, StoredTeam>;
  readonly workflows: Map<string, StoredWorkflow>;
  readonly tags: Map<string, StoredTag>;
  /** Ticket id -> the ticket ids it waits on. */
  readonly waitsOn: Map<string, string[]>;
  /** Ticket id -> the ticket ids waiting on it. */
  readonly waitedOnBy: Map<string, Set<string>>;
  /** Role id -> favourite ticket ids. */
  readonly favorites: Map<string, Set<string>>;
  /** Role id -> pinned project ids, in pin order. */
  readonly pins: Map<string, string[]>;
  /** Bumped by every ticket change: memoized counts compare it. */
  version: number;
  /** One-off blackout times, by id. */
  readonly blackouts: Map<string, StoredBlackout>;
  /** Recurring blackout times, by id. */
  readonly recurringBlackouts: Map<string, StoredRecurringBlackout>;
  /** The schedule's priority rules, most urgent first. */
  priorities: PriorityRule[];
  /** The projection job's state. */
  projection: StoredProjection;
  /** The last projection's plan at PERT means: ticket state id -> the pieces it is worked in. */
  plan: Map<string, readonly (readonly [string, string])[]>;
  /** Ticket ids changed since the work was last written to the database (`touch` adds them). */
  readonly unsaved: Set<string>;
  /** Whether a projection's answers (ETAs, plan) changed since they were last written. */
  projectedChanged: boolean;
}

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
  /** Called with each working set read from the database (the projector picks up a projection a restart interrupted). */
  readonly onRead?: (work: OrgWork) => void;
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
  ['local_id', 'title', 'description', 'project_id', 'product_id', 'workflow_id', 'tag_ids', 'owner_id', 'watcher_ids', 'status', 'publication', 'estimate_requested', 'created_at', 'scheduled_at', 'closed_at', 'due_date', 'waits_on', 'states', 'checklist', 'comments'].map(
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

  /** The held working set, read (again) when missing or, on a shared database, outdated. */
  async function current(db: Db, organizationId: string): Promise<Held> {
    const found = held.get(organizationId);
    if (found && (!database.shared || (await storedVersion(db, organizationId)) === found.version)) return found;
    const pending = reading.get(organizationId);
    if (pending && !database.inTransaction()) return pending;
    const started = generation;
    const job = read(db, organizationId).then((fresh) => {
      if (started === generation) held.set(organizationId, fresh);
      onRead(fresh.work);
      return fresh;
    });
    if (!database.inTransaction()) {
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
    const flushed = new Set<string>();
    let countersWritten = false;
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = lockQueue;
    lockQueue = previous.then(() => turn);
    database.afterSettle((committed) => {
      release();
      if (!committed) {
        // A working set the transaction changed (or wrote, before a later failure) no longer matches the database.
        for (const id of orgs) {
          const found = held.get(id);
          if (found && (flushed.has(id) || found.work.unsaved.size > 0 || changed(found))) held.delete(id);
        }
        // Ids handed out stay used (a gap is harmless); a counter written in the transaction is read again.
        if (countersWritten) counters = null;
      }
    });
    await previous;
    if (database.shared) await sql`select pg_advisory_xact_lock(${WORK_LOCK})`.execute(db);
    if (counters === null || database.shared) await readCounters(db);
    database.beforeCommit(async (trx) => {
      for (const id of orgs) {
        flushed.add(id);
        await flush(trx, id);
      }
      countersWritten = await flushCounters(trx);
    });
    return orgs;
  }

  function changed(h: Held): boolean {
    const { work, written } = h;
    if (work.projectedChanged || work.nextLocalId !== written.nextLocalId || settingsOf(work) !== written.settings || projectionOf(work) !== written.projection) return true;
    if (favoritesOf(work) !== written.favorites || pinsOf(work) !== written.pins) return true;
    for (const catalogue of CATALOGUES) {
      const map = catalogue.of(work);
      const before = written.records.get(catalogue.table) ?? new Map<string, string>();
      if (map.size !== before.size) return true;
      for (const record of map.values()) if (before.get(record.id) !== canonical(record)) return true;
    }
    return false;
  }

  async function flush(db: Db, organizationId: string): Promise<void> {
    const h = held.get(organizationId);
    if (!h) return;
    const { work, written } = h;
    const org = Number(organizationId);
    let wrote = false;

    if (work.unsaved.size > 0) {
      const added: Record<string, unknown>[] = [];
      const changed: Record<string, unknown>[] = [];
      const gone: string[] = [];
      for (const id of work.unsaved) {
        const ticket = work.tickets.get(id);
        if (!ticket) gone.push(id);
        else (written.tickets.has(id) ? changed : added).push(ticketRow(ticket, work.waitsOn.get(id)));
      }
      for (let i = 0; i < added.length; i += CHUNK) await db.insertInto('tickets').values(added.slice(i, i + CHUNK) as never).execute();
      for (let i = 0; i < changed.length; i += CHUNK) {
        await db
          .insertInto('tickets')
          .values(changed.slice(i, i + CHUNK) as never)
          .onConflict((oc) => oc.column('id').doUpdateSet(TICKET_UPDATE as never))
          .execute();
      }
      if (gone.length > 0) await db.deleteFrom('tickets').where('id', 'in', gone).execute();
      for (const row of added) written.tickets.add(row['id'] as string);
      for (const id of gone) written.tickets.delete(id);
      work.unsaved.clear();
      wrote = true;
    }

    for (const catalogue of CATALOGUES) {
      const map = catalogue.of(work);
      const before = written.records.get(catalogue.table) ?? new Map<string, string>();
      const after = new Map<string, string>();
      const rows: Record<string, unknown>[] = [];
      for (const record of map.values()) {
        const json = canonical(record);
        after.set(record.id, json);
        if (before.get(record.id) !== json) rows.push(catalogue.row(record, org));
      }
      const removed = [...before.keys()].filter((id) => !map.has(id));
      if (rows.length === 0 && removed.length === 0) continue;
      for (let i = 0; i < rows.length; i += CHUNK) {
        await db
          .insertInto(catalogue.table)
          .values(rows.slice(i, i + CHUNK) as never)
          .onConflict((oc) => oc.column('id').doUpdateSet((eb) => Object.fromEntries(Object.keys(rows[0]!).filter((c) => c !== 'id').map((c) => [c, eb.ref(`excluded.${c}` as never)])) as never))
          .execute();
      }
      if (removed.length > 0) await db.deleteFrom(catalogue.table).where('id', 'in', removed).execute();
      written.records.set(catalogue.table, after);
      wrote = true;
    }

    const favorites = favoritesOf(work);
    if (favorites !== written.favorites) {
      await db.deleteFrom('favorites').where('organization_id', '=', org).execute();
      const rows = [...work.favorites].flatMap(([role, ids]) => [...ids].map((ticket_id, position) => ({ organization_id: org, role_id: Number(role), ticket_id, position })));
      for (let i = 0; i < rows.length; i += CHUNK) await db.insertInto('favorites').values(rows.slice(i, i + CHUNK)).execute();
      written.favorites = favorites;
      wrote = true;
    }
    const pins = pinsOf(work);
    if (pins !== written.pins) {
      await db.deleteFrom('pins').where('organization_id', '=', org).execute();
      const rows = [...work.pins].flatMap(([role, ids]) => ids.map((project_id, position) => ({ organization_id: org, role_id: Number(role), project_id, position })));
      for (let i = 0; i < rows.length; i += CHUNK) await db.insertInto('pins').values(rows.slice(i, i + CHUNK)).execute();
      written.pins = pins;
      wrote = true;
    }

    const projection = projectionOf(work);
    if (projection !== written.projection || work.projectedChanged) {
      const row = {
        organization_id: org,
        status: work.projection.status,
        failure: work.projection.failure,
        projected_at: work.projection.projectedAt,
        etas: etasOf(work),
        plan: JSON.stringify(Object.fromEntries(work.plan)),
      };
      const update = work.projectedChanged ? row : { status: row.status, failure: row.failure, projected_at: row.projected_at };
      await db.insertInto('projections').values(row).onConflict((oc) => oc.column('organization_id').doUpdateSet(update)).execute();
      written.projection = projection;
      work.projectedChanged = false;
      wrote = true;
    }

    // On a shared database every write moves the version (other processes read the work again);
    // alone on its data, the settings row is written when a setting changed.
    const settings = settingsOf(work);
    if ((database.shared && (wrote || work.nextLocalId !== written.nextLocalId)) || settings !== written.settings) {
      const row = await db
        .insertInto('work_settings')
        .values({ organization_id: org, version: 1, next_ticket_number: work.nextLocalId, priorities: JSON.stringify(work.priorities) })
        .onConflict((oc) =>
          oc.column('organization_id').doUpdateSet({
            version: sql`work_settings.version + 1`,
            next_ticket_number: work.nextLocalId,
            priorities: JSON.stringify(work.priorities),
          }),
        )
        .returning('version')
        .executeTakeFirstOrThrow();
      h.version = Number(row.version);
      written.settings = settings;
    }
    written.nextLocalId = work.nextLocalId;

    if (verify) await check(db, h);
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

  const inTransaction = () => (database.inTransaction() ? database.executor() : null);

  return {
    ready: async (organizationId) => {
      const trx = inTransaction();
      if (trx) {
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
  const { version: _version, unsaved: _unsaved, projectedChanged: _changed, ...rest } = work;
  return canonical(Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, maps(value)])));
}
