/**
 * The world the security suites attack: organization A with a record of every kind (tickets with
 * states, comments and a checklist, a project, a product, a team, a workflow, a tag, blackout
 * times, a support case with the inbox on, a to-do, a member's note, a priority rule, a report with reports on, a documentation site with a page, a story), its owner, admin, member and
 * visitor, and B's owner as the outsider. Every name in A carries a sentinel, so a leak of A's data
 * into an answer is a plain text search; snapshots say whether a call changed A.
 */
import type { App } from '../../../mock-server/shell/app.ts';
import { makeApp, openCase } from '../shared/helpers.ts';
import { world, type World } from '../work/work-helpers.ts';

/** Every name of A's records contains this. */
export const SENTINEL = 'zq-secret-of-a';

export interface SecurityWorld extends World {
  /** Ids of A's records, by kind. */
  readonly ids: Readonly<Record<string, string>>;
  /** The support case's token. */
  readonly token: string;
}

/** Builds the world on a fresh server. */
export async function securityWorld(given?: App): Promise<SecurityWorld> {
  const app = given ?? (await makeApp());
  const w = await world(app);
  const { owner } = w;
  await owner.ok('mutation { setFeatureFlag(input: { flag: support, enabled: true }) { me { featureFlag { support } } } }');
  // Reports on in both organizations: B's owner probes A's report from an organization where reports answer.
  for (const caller of [owner, w.outsider]) await caller.ok('mutation { setFeatureFlag(input: { flag: report, enabled: true }) { me { featureFlag { report } } } }');
  const product = (await owner.ok(`mutation { createProduct(input: { name: "${SENTINEL} product" }) { product { id } } }`)).createProduct.product.id;
  const team = (await owner.ok(`mutation { createTeam(input: { name: "${SENTINEL} team" }) { team { id } } }`)).createTeam.team.id;
  const tag = (await owner.ok(`mutation { createTag(input: { name: "${SENTINEL} tag", color: BLUE }) { tag { id } } }`)).createTag.tag.id;
  const workflow = (await owner.ok(`mutation { createWorkflow(input: { name: "${SENTINEL} flow", states: [{ name: "Do" }] }) { workflow { id states { id } } } }`)).createWorkflow.workflow;
  const project = (await owner.ok(`mutation { createProject(input: { name: "${SENTINEL} project" }) { project { id } } }`)).createProject.project.id;
  const ticket = await owner.ticket({ title: `${SENTINEL} ticket`, description: `${SENTINEL} description`, projectId: project, productId: product, tagIds: [tag] });
  const other = await owner.ticket({ title: `${SENTINEL} other ticket`, workflowId: workflow.id });
  await owner.ok('mutation ($input: UpdateTicketStateInput!) { updateTicketState(input: $input) { ticket { id } } }', {
    input: { ticketId: ticket.id, stateId: ticket.states[0].id, assigneeId: w.member.roleId, estimate: { minimum: 1, likely: 2, maximum: 3 } },
  });
  const withComment = await owner.ok(`mutation ($t: ID!) { addComment(input: { ticketId: $t, body: "${SENTINEL} comment" }) { ticket { comments { id } } } }`, { t: ticket.id });
  const withItem = await owner.ok(`mutation ($t: ID!) { addChecklistItem(input: { ticketId: $t, text: "${SENTINEL} item" }) { ticket { checklist { id } } } }`, { t: ticket.id });
  await owner.ok('mutation ($t: ID!, $w: ID!) { addDependency(input: { ticketId: $t, waitsOnId: $w }) { ticket { id } } }', { t: ticket.id, w: other.id });
  const blackout = (await owner.ok(`mutation { createBlackoutTime(input: { name: "${SENTINEL} off", start: "2026-12-01T00:00:00Z", stop: "2026-12-02T00:00:00Z" }) { blackoutTime { id } } }`)).createBlackoutTime.blackoutTime.id;
  const recurring = (
    await owner.ok(`mutation { createRecurringBlackoutTime(input: { name: "${SENTINEL} weekly", weekdays: ["friday"], startTime: "15:00", stopTime: "16:00", timeZone: "UTC" }) { recurringBlackoutTime { id } } }`)
  ).createRecurringBlackoutTime.recurringBlackoutTime.id;
  const todo = (await w.member.ok(`mutation { addTodo(input: { text: "${SENTINEL} todo" }) { todo { id } } }`)).addTodo.todo.id;
  // A member's note: private to them, so even A's owner (and A's visitor) must never read or change it.
  const note = (await w.member.ok(`mutation { createNote(input: { text: "${SENTINEL} note", color: PINK }) { note { id } } }`)).createNote.note.id;
  await owner.ok('mutation ($input: SetSchedulePrioritiesInput!) { setSchedulePriorities(input: $input) { priorities { id } } }', { input: { rules: [{ match: 'ticket', id: ticket.id }] } });
  const widget = { config: { title: `${SENTINEL} widget`, view: 'VALUES_BROKEN_DOWN_NOW', metric: 'TICKET_COUNT', grouping: 'PRODUCT', interval: 'AUTO', filter: { productIds: [product] } }, layout: { x: 0, y: 0, w: 6, h: 4 } };
  const report = (await owner.ok('mutation ($input: CreateReportInput!) { createReport(input: $input) { report { id } } }', { input: { name: `${SENTINEL} report`, widgets: [widget] } })).createReport.report.id;
  // Documentation on in both organizations (its switch comes with its pages): a site with a page, and a story linking the ticket.
  for (const id of [w.a.id, w.b.id]) {
    const organization = (await app.store.accounts.organization(id))!;
    await app.store.accounts.putOrganization({ ...organization, featureFlags: { ...organization.featureFlags, documentation: true } });
  }
  const site = (await owner.ok(`mutation { createDocumentationSite(input: { title: "${SENTINEL} site", description: "${SENTINEL} about" }) { site { id } } }`)).createDocumentationSite.site.id;
  const page = (await owner.ok(`mutation ($s: ID!) { createDocumentationPage(input: { siteId: $s, title: "${SENTINEL} page", body: "${SENTINEL} body", publication: PUBLISHED }) { page { id } } }`, { s: site })).createDocumentationPage.page.id;
  const story = (await owner.ok(`mutation ($t: ID!) { createStory(input: { title: "${SENTINEL} story", body: "${SENTINEL} tale", ticketIds: [$t] }) { story { id } } }`, { t: ticket.id })).createStory.story.id;
  const opened = await openCase(app, { email: 'client@example.com', name: 'Client', description: `${SENTINEL} case`, organizationId: w.a.id });
  const ids = {
    ticket: ticket.id,
    otherTicket: other.id,
    state: ticket.states[0].id,
    comment: withComment.addComment.ticket.comments[0].id,
    checklistItem: withItem.addChecklistItem.ticket.checklist[0].id,
    project,
    product,
    team,
    tag,
    workflow: workflow.id,
    blackout,
    recurringBlackout: recurring,
    todo,
    note,
    role: w.member.roleId,
    issue: opened.issueId,
    report,
    site,
    page,
    story,
  };
  return { ...w, ids, token: opened.token };
}

/** JSON that can hold Maps and Sets (the store's shape). */
/**
 * A value as plain JSON data, the same however it was built: a record made in memory and the same
 * record read from the database (on a shared database a read may be fresh from it) differ only in
 * the order of their keys, and a map entry holding nothing (a person's pins, all removed) is the same
 * as none.
 */
function plain(value: unknown): unknown {
  if (value instanceof Map) {
    const empty = (entry: unknown) => (entry instanceof Map || entry instanceof Set ? entry.size === 0 : Array.isArray(entry) && entry.length === 0);
    return [...value.entries()].filter(([, entry]) => !empty(entry)).map(([key, entry]) => [key, plain(entry)]);
  }
  if (value instanceof Set) return [...value].sort();
  if (Array.isArray(value)) return value.map(plain);
  if (value instanceof Uint8Array) return value.length;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, plain(entry)]),
    );
  }
  return value;
}

/**
 * What of A a call must not change: its work (tickets, projects, catalogues, blackouts,
 * priorities), its memberships and organization, and its support cases. `personal` leaves out
 * what each person keeps for themselves (favourites, pins, to-dos, the visitor's own notes, read
 * marks, preferences), which a visitor may change; the projection's own bookkeeping is always left out.
 */
export async function snapshotOf(w: SecurityWorld, { personal = true } = {}): Promise<string> {
  const store = w.app.store;
  const work = (await store.work.ready(w.a.id)) as unknown as Record<string, unknown>;
  const { projection: _projection, version: _version, unsaved: _unsaved, projectedChanged: _projected, ...kept } = work;
  // A visitor may keep notes of their own; everyone else's notes stay in the snapshot.
  const notes = new Map([...(kept['notes'] as Map<string, { roleId: string }>)].filter(([, note]) => personal || note.roleId !== w.visitor.roleId));
  const shared = personal ? kept : (({ favorites: _f, pins: _p, todos: _t, ...rest }) => ({ ...rest, notes }))(kept as Record<string, unknown>);
  const tickets = (kept['ticketList'] as { eta: unknown; etaP50: unknown; projectionProblem: unknown; display: unknown }[]).map(({ eta: _e, etaP50: _p, projectionProblem: _q, ...ticket }) => ticket);
  const memberships = (await store.accounts.membershipsIn(w.a.id)).map((role) => (personal ? role : (({ showOnboarding: _s, recentlyVisited: _v, lastVisitedAt: _at, ...rest }) => rest)(role)));
  const cases = (await store.casesIn(w.a.id)).map((stored) => (personal ? stored : (({ readBy: _r, ...rest }) => rest)(stored)));
  return JSON.stringify(plain({ work: { ...shared, ticketList: tickets, tickets: undefined }, organization: await store.accounts.organization(w.a.id), memberships, cases }));
}
