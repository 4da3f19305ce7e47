/**
 * The work model's rows (migration 0004): an organization's work read from its tables into the
 * working set the work modules use (./work-store.ts), and the records of that working set turned
 * back into rows. Ids are bigint in the tables and strings in memory; role ids are integers there.
 */
import { sql } from 'kysely';
import type { PriorityRule } from '../../src/domain/schedule/schedule.ts';
import type { ReportWidget } from '../../src/domain/reports/report.ts';
import type { WeekDay } from '../../src/domain/time/work-week.ts';
import type { Db } from './database.ts';
import type {
  OrgWork,
  StoredBlackout,
  StoredPersonalNote,
  StoredProduct,
  StoredRecurringBlackout,
  StoredDocPage,
  StoredDocSite,
  StoredReport,
  StoredStory,
  StoredTag,
  StoredTeam,
  StoredTicket,
  StoredWorkflow,
  StoredWorkProject,
} from './work-model.ts';

const iso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));
const roleIds = (ids: readonly string[]): number[] => ids.map(Number);
const roleIdOrNull = (id: string | null): number | null => (id === null ? null : Number(id));
const strings = (values: readonly (number | string)[] | null): string[] => (values ?? []).map(String);
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** JSON with every object's keys in order: the same record gives the same text however it was built. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** One catalogue table: where its records live in the working set and how they become rows. */
export interface Catalogue<R extends { readonly id: string }> {
  readonly table: 'projects' | 'products' | 'teams' | 'workflows' | 'tags' | 'blackouts' | 'recurring_blackouts' | 'reports' | 'documentation_sites' | 'documentation_pages' | 'stories' | 'notes';
  readonly of: (work: OrgWork) => Map<string, R>;
  readonly row: (record: R, organizationId: number) => Record<string, unknown>;
  readonly record: (row: Record<string, unknown>) => R;
}

const projects: Catalogue<StoredWorkProject> = {
  table: 'projects',
  of: (work) => work.projects,
  row: (p, organization_id) => ({
    id: p.id,
    organization_id,
    name: p.name,
    parent_id: p.parentId,
    owner_id: roleIdOrNull(p.ownerId),
    stage: p.stage,
    readme: p.readme,
    created_at: p.createdAt,
  }),
  record: (r) => ({
    id: String(r['id']),
    organizationId: String(r['organization_id']),
    name: r['name'] as string,
    parentId: r['parent_id'] === null ? null : String(r['parent_id']),
    ownerId: r['owner_id'] === null ? null : String(r['owner_id']),
    stage: r['stage'] as StoredWorkProject['stage'],
    readme: r['readme'] as string,
    createdAt: iso(r['created_at'] as Date),
  }),
};

const products: Catalogue<StoredProduct> = {
  table: 'products',
  of: (work) => work.products,
  row: (p, organization_id) => ({ id: p.id, organization_id, name: p.name, description: p.description, created_at: p.createdAt }),
  record: (r) => ({ id: String(r['id']), name: r['name'] as string, description: r['description'] as string, createdAt: iso(r['created_at'] as Date) }),
};

const teams: Catalogue<StoredTeam> = {
  table: 'teams',
  of: (work) => work.teams,
  row: (t, organization_id) => ({ id: t.id, organization_id, name: t.name, description: t.description, member_ids: roleIds(t.memberIds), created_at: t.createdAt }),
  record: (r) => ({
    id: String(r['id']),
    name: r['name'] as string,
    description: r['description'] as string,
    memberIds: strings(r['member_ids'] as number[]),
    createdAt: iso(r['created_at'] as Date),
  }),
};

const workflows: Catalogue<StoredWorkflow> = {
  table: 'workflows',
  of: (work) => work.workflows,
  row: (w, organization_id) => ({
    id: w.id,
    organization_id,
    name: w.name,
    description: w.description,
    is_default: w.isDefault,
    states: JSON.stringify(w.states),
    created_at: w.createdAt,
  }),
  record: (r) => ({
    id: String(r['id']),
    name: r['name'] as string,
    description: r['description'] as string,
    isDefault: r['is_default'] as boolean,
    states: parsed<{ id: string; name: string }[]>(r['states']),
    createdAt: iso(r['created_at'] as Date),
  }),
};

const tags: Catalogue<StoredTag> = {
  table: 'tags',
  of: (work) => work.tags,
  row: (t, organization_id) => ({ id: t.id, organization_id, name: t.name, color: t.color }),
  record: (r) => ({ id: String(r['id']), name: r['name'] as string, color: r['color'] as StoredTag['color'] }),
};

const blackouts: Catalogue<StoredBlackout> = {
  table: 'blackouts',
  of: (work) => work.blackouts,
  row: (b, organization_id) => ({ id: b.id, organization_id, name: b.name, start: b.start, stop: b.stop, role_ids: roleIds(b.roleIds), created_at: b.createdAt }),
  record: (r) => ({
    id: String(r['id']),
    name: r['name'] as string,
    start: iso(r['start'] as Date),
    stop: iso(r['stop'] as Date),
    roleIds: strings(r['role_ids'] as number[]),
    createdAt: iso(r['created_at'] as Date),
  }),
};

const recurringBlackouts: Catalogue<StoredRecurringBlackout> = {
  table: 'recurring_blackouts',
  of: (work) => work.recurringBlackouts,
  row: (b, organization_id) => ({
    id: b.id,
    organization_id,
    name: b.name,
    weekdays: [...b.weekdays],
    start_time: b.startTime,
    stop_time: b.stopTime,
    time_zone: b.timeZone,
    role_ids: roleIds(b.roleIds),
    created_at: b.createdAt,
  }),
  record: (r) => ({
    id: String(r['id']),
    name: r['name'] as string,
    weekdays: r['weekdays'] as WeekDay[],
    startTime: r['start_time'] as string,
    stopTime: r['stop_time'] as string,
    timeZone: r['time_zone'] as string,
    roleIds: strings(r['role_ids'] as number[]),
    createdAt: iso(r['created_at'] as Date),
  }),
};

const reports: Catalogue<StoredReport> = {
  table: 'reports',
  of: (work) => work.reports,
  row: (r, organization_id) => ({ id: r.id, organization_id, name: r.name, widgets: JSON.stringify(r.widgets), created_at: r.createdAt, updated_at: r.updatedAt }),
  record: (r) => ({
    id: String(r['id']),
    name: r['name'] as string,
    widgets: parsed<ReportWidget[]>(r['widgets']),
    createdAt: iso(r['created_at'] as Date),
    updatedAt: iso(r['updated_at'] as Date),
  }),
};

const docSites: Catalogue<StoredDocSite> = {
  table: 'documentation_sites',
  of: (work) => work.docSites,
  row: (d, organization_id) => ({ id: d.id, organization_id, title: d.title, description: d.description, created_at: d.createdAt, updated_at: d.updatedAt }),
  record: (r) => ({ id: String(r['id']), title: r['title'] as string, description: r['description'] as string, createdAt: iso(r['created_at'] as Date), updatedAt: iso(r['updated_at'] as Date) }),
};

const idOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

const docPages: Catalogue<StoredDocPage> = {
  table: 'documentation_pages',
  of: (work) => work.docPages,
  row: (p, organization_id) => ({
    id: p.id,
    organization_id,
    site_id: p.siteId,
    parent_id: p.parentId,
    position: p.position,
    title: p.title,
    body: p.body,
    publication: p.publication,
    author_id: roleIdOrNull(p.authorId),
    created_at: p.createdAt,
    updated_at: p.updatedAt,
  }),
  record: (r) => ({
    id: String(r['id']),
    siteId: idOrNull(r['site_id']),
    parentId: idOrNull(r['parent_id']),
    position: Number(r['position']),
    title: r['title'] as string,
    body: r['body'] as string,
    publication: r['publication'] as StoredDocPage['publication'],
    authorId: idOrNull(r['author_id']),
    createdAt: iso(r['created_at'] as Date),
    updatedAt: iso(r['updated_at'] as Date),
  }),
};

const stories: Catalogue<StoredStory> = {
  table: 'stories',
  of: (work) => work.stories,
  row: (s, organization_id) => ({ id: s.id, organization_id, title: s.title, body: s.body, ticket_ids: [...s.ticketIds], author_id: roleIdOrNull(s.authorId), created_at: s.createdAt, updated_at: s.updatedAt }),
  record: (r) => ({
    id: String(r['id']),
    title: r['title'] as string,
    body: r['body'] as string,
    ticketIds: strings(r['ticket_ids'] as string[]),
    authorId: idOrNull(r['author_id']),
    createdAt: iso(r['created_at'] as Date),
    updatedAt: iso(r['updated_at'] as Date),
  }),
};

const notes: Catalogue<StoredPersonalNote> = {
  table: 'notes',
  of: (work) => work.notes,
  row: (n, organization_id) => ({
    id: n.id,
    organization_id,
    role_id: Number(n.roleId),
    position: n.position,
    text: n.text,
    color: n.color,
    created_at: n.createdAt,
    updated_at: n.updatedAt,
  }),
  record: (r) => ({
    id: String(r['id']),
    roleId: String(r['role_id']),
    position: r['position'] as number,
    text: r['text'] as string,
    color: r['color'] as StoredPersonalNote['color'],
    createdAt: iso(r['created_at'] as Date),
    updatedAt: iso(r['updated_at'] as Date),
  }),
};

/** Every catalogue, in the order they are read and written. */
export const CATALOGUES: readonly Catalogue<{ readonly id: string }>[] = [projects, products, teams, workflows, tags, blackouts, recurringBlackouts, reports, docSites, docPages, stories, notes] as never;

/**
 * A ticket as its row keeps it whole (`doc`): every field the server holds but what is derived from
 * the rest (display state, sort and search keys) and the projection's answers (in their own row),
 * with the tickets it waits on.
 */
type TicketDoc = Omit<StoredTicket, 'display' | 'titleKey' | 'searchText' | 'eta' | 'etaP50' | 'projectionProblem' | 'seq'> & { readonly waitsOn?: readonly string[] };

/** A ticket as its row. */
export function ticketRow(t: StoredTicket, waitsOn: readonly string[] | undefined): Record<string, unknown> {
  const { display: _display, titleKey: _titleKey, searchText: _searchText, eta: _eta, etaP50: _etaP50, projectionProblem: _problem, seq: _seq, ...kept } = t;
  const doc: TicketDoc = waitsOn && waitsOn.length > 0 ? { ...kept, waitsOn } : kept;
  return {
    id: t.id,
    organization_id: Number(t.organizationId),
    local_id: t.localId,
    title: t.title,
    project_id: t.projectId,
    product_id: t.productId,
    workflow_id: t.workflowId,
    owner_id: roleIdOrNull(t.ownerId),
    status: t.status,
    publication: t.publication,
    created_at: t.createdAt,
    closed_at: t.closedAt,
    due_date: t.dueDate,
    doc: JSON.stringify(doc),
  };
}

type Derive = (ticket: StoredTicket) => void;

/** A ticket read from its row's doc; and the tickets it waits on. */
function ticketOf(doc: string, derive: Derive): { ticket: StoredTicket; waitsOn: readonly string[] } {
  const d = JSON.parse(doc) as TicketDoc;
  // Every field named, in the order createTicket makes them: each ticket gets the same compact
  // shape. (A spread of the parsed object gave shapes that made every walk over 100,000 tickets,
  // the dashboard's and a search's, about four times slower.)
  const ticket: StoredTicket = {
    id: d.id,
    seq: Number(d.id),
    organizationId: d.organizationId,
    localId: d.localId,
    title: d.title,
    description: d.description,
    projectId: d.projectId,
    productId: d.productId,
    workflowId: d.workflowId,
    tagIds: d.tagIds,
    ownerId: d.ownerId,
    watcherIds: d.watcherIds,
    status: d.status,
    publication: d.publication,
    estimateRequested: d.estimateRequested,
    createdAt: d.createdAt,
    scheduledAt: d.scheduledAt,
    closedAt: d.closedAt,
    eta: null,
    etaP50: null,
    projectionProblem: null,
    dueDate: d.dueDate,
    states: d.states,
    checklist: d.checklist,
    comments: d.comments,
    display: 'Draft',
    titleKey: '',
    searchText: '',
  };
  derive(ticket);
  return { ticket, waitsOn: d.waitsOn ?? [] };
}

/** What was last written of an organization (or read): each record's JSON, to write only what changed. */
export interface Written {
  readonly records: Map<string, Map<string, string>>;
  /** The tickets that have a row. */
  readonly tickets: Set<string>;
  nextLocalId: number;
  favorites: string;
  pins: string;
  todos: string;
  settings: string;
  projection: string;
}

export const settingsOf = (work: OrgWork): string => canonical(work.priorities);
/**
 * What is kept of where the projection stands: when it last answered and why it last failed. Being
 * queued or under way is news of this process only (after a restart the projector starts again).
 */
export const projectionOf = (work: OrgWork): string => canonical([work.projection.failure, work.projection.projectedAt]);
export const favoritesOf = (work: OrgWork): string => JSON.stringify([...work.favorites].map(([role, ids]) => [role, [...ids]]));
export const pinsOf = (work: OrgWork): string => JSON.stringify([...work.pins]);
export const todosOf = (work: OrgWork): string => JSON.stringify([...work.todos]);

/** An empty working set of an organization. */
function emptyOrg(organizationId: string): OrgWork {
  return {
    organizationId,
    tickets: new Map(),
    ticketList: [],
    nextLocalId: 1,
    projects: new Map(),
    products: new Map(),
    teams: new Map(),
    workflows: new Map(),
    tags: new Map(),
    waitsOn: new Map(),
    waitedOnBy: new Map(),
    favorites: new Map(),
    pins: new Map(),
    todos: new Map(),
    version: 0,
    blackouts: new Map(),
    recurringBlackouts: new Map(),
    reports: new Map(),
    docSites: new Map(),
    docPages: new Map(),
    stories: new Map(),
    notes: new Map(),
    priorities: [],
    projection: { status: 'READY', failure: null, projectedAt: null },
    plan: new Map(),
    unsaved: new Set(),
    projectedChanged: false,
  };
}

/** Ticket rows read per query. */
const TICKET_PAGE = 5000;

/**
 * An organization's ticket rows in id order, a page of ids at a time, with the event loop's turn
 * between two pages: requests that arrive while a large organization is read are answered
 * meanwhile. The ids come first (small rows); each page asks for a range of them without an order
 * (the rows of a page are sorted here), so no plan needs table statistics or a sort on disk.
 */
async function* ticketDocs(db: Db, org: number, page: number): AsyncGenerator<{ readonly doc: string }> {
  // (Not `id::text as id`: the order by would sort the text.)
  const { rows: ids } = await sql<{ key: string }>`select tickets.id::text as key from tickets where organization_id = ${org} order by tickets.id`.execute(db);
  for (let at = 0; at < ids.length; at += page) {
    if (at > 0) await new Promise((resolve) => setImmediate(resolve));
    const first = ids[at]!.key;
    const last = ids[Math.min(ids.length, at + page) - 1]!.key;
    const { rows } = await sql<{ id: string; doc: string }>`select id::text as id, doc from tickets where organization_id = ${org} and id between ${first}::bigint and ${last}::bigint`.execute(db);
    yield* rows.map((row) => ({ seq: Number(row.id), doc: row.doc })).sort((a, b) => a.seq - b.seq);
  }
}

/** Reads an organization's work (`derive` fills a read ticket's derived fields; tickets `ticketPage` rows per query); its version is the stored one. */
export async function readOrg(db: Db, organizationId: string, derive: Derive, ticketPage = TICKET_PAGE): Promise<{ readonly work: OrgWork; readonly version: number; readonly written: Written }> {
  const org = Number(organizationId);
  const work = emptyOrg(organizationId);
  const written: Written = { records: new Map(), tickets: new Set(), nextLocalId: 1, favorites: '', pins: '', todos: '', settings: '', projection: '' };
  const settings = await db.selectFrom('work_settings').selectAll().where('organization_id', '=', org).executeTakeFirst();
  if (settings) {
    work.nextLocalId = settings.next_ticket_number;
    work.priorities = parsed<PriorityRule[]>(settings.priorities);
  }
  for (const catalogue of CATALOGUES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(catalogue.table)} where organization_id = ${org} order by id`.execute(db);
    const map = catalogue.of(work);
    const fingerprints = new Map<string, string>();
    for (const row of rows) {
      const record = catalogue.record(row);
      map.set(record.id, record);
      fingerprints.set(record.id, canonical(record));
    }
    written.records.set(catalogue.table, fingerprints);
  }
  for await (const row of ticketDocs(db, org, ticketPage)) {
    const { ticket, waitsOn: waits } = ticketOf(row.doc, derive);
    written.tickets.add(ticket.id);
    // The next number follows the last ticket's (the settings row is written only with other settings).
    if (ticket.localId >= work.nextLocalId) work.nextLocalId = ticket.localId + 1;
    work.tickets.set(ticket.id, ticket);
    work.ticketList.push(ticket);
    if (waits.length > 0) {
      work.waitsOn.set(ticket.id, [...waits]);
      for (const other of waits) {
        let set = work.waitedOnBy.get(other);
        if (!set) work.waitedOnBy.set(other, (set = new Set()));
        set.add(ticket.id);
      }
    }
  }
  const favorites = await sql<{ role_id: number; ticket_id: string }>`select role_id, ticket_id::text as ticket_id from favorites where organization_id = ${org} order by role_id, position`.execute(db);
  for (const { role_id, ticket_id } of favorites.rows) {
    const role = String(role_id);
    let set = work.favorites.get(role);
    if (!set) work.favorites.set(role, (set = new Set()));
    set.add(ticket_id);
  }
  const pins = await sql<{ role_id: number; project_id: string }>`select role_id, project_id::text as project_id from pins where organization_id = ${org} order by role_id, position`.execute(db);
  for (const { role_id, project_id } of pins.rows) {
    const role = String(role_id);
    const list = work.pins.get(role);
    if (list) list.push(project_id);
    else work.pins.set(role, [project_id]);
  }
  const todos = await db.selectFrom('todos').selectAll().where('organization_id', '=', org).orderBy('role_id').orderBy('position').execute();
  for (const row of todos) {
    const role = String(row.role_id);
    const todo = { id: String(row.id), text: row.text, done: row.done, createdAt: iso(row.created_at) };
    const list = work.todos.get(role);
    if (list) list.push(todo);
    else work.todos.set(role, [todo]);
  }
  const projection = await db.selectFrom('projections').selectAll().where('organization_id', '=', org).executeTakeFirst();
  if (projection) {
    work.projection = { status: projection.failure === null ? 'READY' : 'FAILED', failure: projection.failure, projectedAt: isoOrNull(projection.projected_at) };
    for (const [id, [p80, p50, problem]] of Object.entries(parsed<Record<string, [string | null, string | null, string | null]>>(projection.etas))) {
      const ticket = work.tickets.get(id);
      if (!ticket) continue;
      ticket.eta = p80;
      ticket.etaP50 = p50;
      ticket.projectionProblem = problem;
    }
    work.plan = new Map(Object.entries(parsed<Record<string, [string, string][]>>(projection.plan)));
  }
  written.favorites = favoritesOf(work);
  written.pins = pinsOf(work);
  written.todos = todosOf(work);
  written.settings = settingsOf(work);
  written.nextLocalId = work.nextLocalId;
  written.projection = projectionOf(work);
  return { work, version: settings?.version ?? 0, written };
}

/** The projection's answers as its row keeps them. */
export function etasOf(work: OrgWork): string {
  const etas: Record<string, [string | null, string | null, string | null]> = {};
  for (const ticket of work.ticketList) {
    if (ticket.eta !== null || ticket.etaP50 !== null || ticket.projectionProblem !== null) etas[ticket.id] = [ticket.eta, ticket.etaP50, ticket.projectionProblem];
  }
  return JSON.stringify(etas);
}
