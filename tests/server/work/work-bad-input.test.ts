/**
 * Bad input on every query and mutation of schema/work.graphql: empty, blank, long and very long
 * texts, emoji, RTL and markup, null for each nullable argument, unknown and foreign ids,
 * duplicated ids, numbers out of range, bad cursors, huge filters. Each call either succeeds
 * sensibly or answers a clear GraphQL error (never a masked crash, never a 500) and leaves the
 * store exactly as it was. Deterministic: the values are fixed, not random.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WORK_LIMITS } from '../../../src/domain/work/work.ts';
import { makeApp } from '../shared/helpers.ts';
import { world, type Caller, type World } from './work-helpers.ts';

type Vars = Record<string, unknown>;
type Expect = 'accept' | 'refuse';

// ---------------------------------------------------------------------------------------------
// The fixture: records of every kind in organization A, and their look-alikes in organization B.

interface Records {
  readonly ticket: string;
  readonly other: string;
  readonly state: string;
  readonly item: string;
  readonly comment: string;
  readonly project: string;
  readonly product: string;
  readonly team: string;
  readonly workflow: string;
  readonly workflowState: string;
  readonly tag: string;
  readonly role: string;
}

interface Fixture extends World {
  readonly mine: Records;
  readonly theirs: Records;
}

/** A mutation of schema/work.graphql called with its whole `$input`, reading `payload` of its answer. */
const mutation = (name: string, payload: string) => `mutation ($input: ${name[0]!.toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $input) { ${payload} } }`;

const CREATE_TICKET = mutation('createTicket', 'ticket { id states { id } }');

async function recordsOf(caller: Caller, roleId: string, projectId: string, tag: string): Promise<Records> {
  const workflows = (await caller.ok('{ workflows { id isDefault states { id } } }')).workflows;
  const flow = (await caller.ok(mutation('createWorkflow', 'workflow { id states { id } }'), {
    input: { name: `Spare ${tag}`, states: [{ name: 'One' }, { name: 'Two' }] },
  })).createWorkflow.workflow;
  const ticket = (await caller.ok(CREATE_TICKET, { input: { title: `Main ${tag}` } })).createTicket.ticket;
  const other = (await caller.ok(CREATE_TICKET, { input: { title: `Other ${tag}` } })).createTicket.ticket;
  const item = (await caller.ok(mutation('addChecklistItem', 'ticket { checklist { id } }'), { input: { ticketId: ticket.id, text: 'Item' } })).addChecklistItem.ticket;
  const comment = (await caller.ok(mutation('addComment', 'ticket { comments { id } }'), { input: { ticketId: ticket.id, body: 'Hello' } })).addComment.ticket;
  const product = (await caller.ok('mutation { createProduct(input: { name: "Product" }) { product { id } } }')).createProduct.product;
  const team = (await caller.ok('mutation { createTeam(input: { name: "Team" }) { team { id } } }')).createTeam.team;
  const tagRecord = (await caller.ok('mutation { createTag(input: { name: "Tag", color: BLUE }) { tag { id } } }')).createTag.tag;
  assert.ok(workflows.some((workflow: any) => workflow.isDefault));
  return {
    ticket: ticket.id,
    other: other.id,
    state: ticket.states[0].id,
    item: item.checklist[0].id,
    comment: comment.comments[0].id,
    project: projectId,
    product: product.id,
    team: team.id,
    workflow: flow.id,
    workflowState: flow.states[0].id,
    tag: tagRecord.id,
    role: roleId,
  };
}

let shared: Promise<Fixture> | null = null;
const setup = () =>
  (shared ??= (async () => {
    // Every write read back and compared with what the server holds (a change the work modules forgot to mark fails it).
    const base = await world(await makeApp({}, { verifyWork: true }));
    const mine = await recordsOf(base.owner, base.member.roleId, base.a.projectId, 'A');
    const theirs = await recordsOf(base.outsider, base.outsider.roleId, base.b.projectId, 'B');
    return { ...base, mine, theirs };
  })());

// ---------------------------------------------------------------------------------------------
// One probe: the answer is never a crash, and a refusal changes nothing.

/** The whole work store and the memberships of both organizations, as text. */
/** The fields a projection run changes: its status and time, the version it bumps, ETAs and the plan. */
const PROJECTED = new Set(['projection', 'version', 'unsaved', 'projectedChanged', 'plan', 'eta', 'etaP50', 'projectionProblem', 'display']);

async function snapshot(fixture: Fixture): Promise<string> {
  const { app, a, b } = fixture;
  const state = [app.store.work.org(a.id), app.store.work.org(b.id), (await app.store.accounts.membershipsIn(a.id)), (await app.store.accounts.membershipsIn(b.id))];
  return JSON.stringify(state, (key, value: unknown) => {
    // What the projector writes in the background, whoever called (as security-world's snapshotOf).
    if (PROJECTED.has(key)) return undefined;
    if (value instanceof Map || value instanceof Set) return [...value];
    // A long text by its length and ends: cheap, and no refused call writes a text of the same length and ends.
    if (typeof value === 'string' && value.length > 512) return `${value.length}:${value.slice(0, 64)}…${value.slice(-64)}`;
    return value;
  });
}

let counter = 0;
/** A name no other call used. */
const unique = (what: string) => `${what} ${++counter}`;

/** Calls and checks: never a 500, never a masked error, a clear message; a refusal leaves the store as it was. */
async function probe(fixture: Fixture, label: string, query: string, variables: Vars, expect: Expect | 'either', caller: Caller = fixture.owner) {
  const before = await snapshot(fixture);
  const answer = await caller.browser.gql(query, variables, caller.org);
  assert.ok(answer.status < 500, `${label}: status ${answer.status}`);
  const error = answer.errors?.[0];
  if (error) {
    assert.ok(!/unexpected/i.test(error.message), `${label}: masked crash: ${error.message}`);
    assert.ok(error.message.length > 0 && error.message.length <= 300, `${label}: message of ${error.message.length} characters`);
    // Our refusals carry a code; GraphQL's own (a value of the wrong type) name the variable instead.
    assert.ok(typeof error.extensions?.['code'] === 'string' || /^Variable "\$\w+"/.test(error.message), `${label}: no error code (${error.message})`);
    assert.is(await snapshot(fixture), before, `${label}: refused (${error.message}) but the store changed`);
    if (expect === 'accept') assert.unreachable(`${label}: refused: ${error.message}`);
  } else if (expect === 'refuse') {
    assert.unreachable(`${label}: accepted`);
  }
  return { data: answer.data as any, message: error?.message, code: error?.extensions?.['code'], field: error?.extensions?.['field'] };
}

// ---------------------------------------------------------------------------------------------
// Texts

const EMOJI = ['🚀', '🌍', '🎉', '🔥', '🍀', '🐙', '🎈', '🧭', '🪁', '🦉', '🍉', '🌵', '🛶', '🧩', '🎻', '🪐', '🐝', '🍄', '🌈', '🦊', '🐢', '🍒', '🎲', '🧲', '🪴', '🦋', '🍩', '🐳'];

/** The text values every text argument gets, with what the server must do with each. */
function textValues(index: number, limit: number, required: boolean): { name: string; value: string; expect: Expect }[] {
  const emoji = EMOJI[index % EMOJI.length]!;
  const blank: Expect = required ? 'refuse' : 'accept';
  return [
    { name: 'empty', value: '', expect: blank },
    { name: 'whitespace', value: ' \t\n  ', expect: blank },
    { name: '10,000 characters', value: 'x'.repeat(10_000), expect: 10_000 > limit ? 'refuse' : 'accept' },
    { name: '200,000 characters', value: 'y'.repeat(200_000), expect: 'refuse' },
    { name: 'emoji up to the limit', value: emoji.repeat(limit), expect: 'accept' },
    { name: 'emoji over the limit', value: emoji.repeat(limit + 1), expect: 'refuse' },
    { name: 'RTL text', value: `مرحبا بالعالم ${index}`, expect: 'accept' },
    { name: 'markup', value: `<script>alert("${index}")</script>`, expect: 'accept' },
  ];
}

interface TextArgument {
  readonly label: string;
  readonly query: string;
  readonly variables: (records: Records, text: string) => Vars;
  readonly limit: number;
  readonly required: boolean;
}

const UPDATE_TICKET = mutation('updateTicket', 'ticket { id }');
const ADD_NOTE = mutation('addStateNote', 'ticket { id }');
const ADD_ITEM = mutation('addChecklistItem', 'ticket { id }');
const UPDATE_ITEM = mutation('updateChecklistItem', 'ticket { id }');
const ADD_COMMENT = mutation('addComment', 'ticket { id }');
const ADD_REPLY = mutation('addReply', 'ticket { id }');
const CREATE_PROJECT = mutation('createProject', 'project { id }');
const UPDATE_PROJECT = mutation('updateProject', 'project { id }');
const CREATE_PRODUCT = mutation('createProduct', 'product { id }');
const UPDATE_PRODUCT = mutation('updateProduct', 'product { id }');
const CREATE_TEAM = mutation('createTeam', 'team { id }');
const UPDATE_TEAM = mutation('updateTeam', 'team { id }');
const CREATE_WORKFLOW = mutation('createWorkflow', 'workflow { id }');
const UPDATE_WORKFLOW = mutation('updateWorkflow', 'workflow { id }');
const CREATE_TAG = mutation('createTag', 'tag { id }');
const UPDATE_TAG = mutation('updateTag', 'tag { id }');
const UPDATE_ROLE = mutation('updateRole', 'role { id }');

const TEXT_ARGUMENTS: readonly TextArgument[] = [
  { label: 'createTicket title', query: CREATE_TICKET, variables: (_r, text) => ({ input: { title: text } }), limit: WORK_LIMITS.title, required: true },
  { label: 'createTicket description', query: CREATE_TICKET, variables: (_r, text) => ({ input: { title: 'T', description: text } }), limit: WORK_LIMITS.longText, required: false },
  { label: 'updateTicket title', query: UPDATE_TICKET, variables: (r, text) => ({ input: { id: r.other, title: text } }), limit: WORK_LIMITS.title, required: true },
  { label: 'updateTicket description', query: UPDATE_TICKET, variables: (r, text) => ({ input: { id: r.other, description: text } }), limit: WORK_LIMITS.longText, required: false },
  { label: 'addStateNote body', query: ADD_NOTE, variables: (r, text) => ({ input: { ticketId: r.ticket, stateId: r.state, type: 'STATE_NOTE', body: text } }), limit: WORK_LIMITS.note, required: true },
  { label: 'addChecklistItem text', query: ADD_ITEM, variables: (r, text) => ({ input: { ticketId: r.other, text } }), limit: WORK_LIMITS.checklistItem, required: true },
  { label: 'updateChecklistItem text', query: UPDATE_ITEM, variables: (r, text) => ({ input: { ticketId: r.ticket, itemId: r.item, text } }), limit: WORK_LIMITS.checklistItem, required: true },
  { label: 'addComment body', query: ADD_COMMENT, variables: (r, text) => ({ input: { ticketId: r.other, body: text } }), limit: WORK_LIMITS.comment, required: true },
  { label: 'addReply body', query: ADD_REPLY, variables: (r, text) => ({ input: { ticketId: r.ticket, commentId: r.comment, body: text } }), limit: WORK_LIMITS.comment, required: true },
  { label: 'createProject name', query: CREATE_PROJECT, variables: (_r, text) => ({ input: { name: text } }), limit: WORK_LIMITS.name, required: true },
  { label: 'updateProject name', query: UPDATE_PROJECT, variables: (r, text) => ({ input: { id: r.project, name: text } }), limit: WORK_LIMITS.name, required: true },
  { label: 'updateProject readme', query: UPDATE_PROJECT, variables: (r, text) => ({ input: { id: r.project, readme: text } }), limit: WORK_LIMITS.longText, required: false },
  { label: 'createProduct name', query: CREATE_PRODUCT, variables: (_r, text) => ({ input: { name: text } }), limit: WORK_LIMITS.name, required: true },
  { label: 'createProduct description', query: CREATE_PRODUCT, variables: (_r, text) => ({ input: { name: unique('Product'), description: text } }), limit: WORK_LIMITS.description, required: false },
  { label: 'updateProduct name', query: UPDATE_PRODUCT, variables: (r, text) => ({ input: { id: r.product, name: text } }), limit: WORK_LIMITS.name, required: true },
  { label: 'updateProduct description', query: UPDATE_PRODUCT, variables: (r, text) => ({ input: { id: r.product, name: 'Product', description: text } }), limit: WORK_LIMITS.description, required: false },
  { label: 'createTeam name', query: CREATE_TEAM, variables: (_r, text) => ({ input: { name: text } }), limit: WORK_LIMITS.name, required: true },
  { label: 'updateTeam description', query: UPDATE_TEAM, variables: (r, text) => ({ input: { id: r.team, name: 'Team', description: text } }), limit: WORK_LIMITS.description, required: false },
  { label: 'createWorkflow name', query: CREATE_WORKFLOW, variables: (_r, text) => ({ input: { name: text, states: [{ name: 'Only' }] } }), limit: WORK_LIMITS.name, required: true },
  { label: 'createWorkflow state name', query: CREATE_WORKFLOW, variables: (_r, text) => ({ input: { name: unique('Flow'), states: [{ name: text }] } }), limit: WORK_LIMITS.name, required: true },
  { label: 'updateWorkflow description', query: UPDATE_WORKFLOW, variables: (r, text) => ({ input: { id: r.workflow, name: 'Spare A', description: text, states: [{ id: r.workflowState, name: 'One' }] } }), limit: WORK_LIMITS.description, required: false },
  { label: 'createTeam description', query: CREATE_TEAM, variables: (_r, text) => ({ input: { name: unique('Team'), description: text } }), limit: WORK_LIMITS.description, required: false },
  { label: 'updateTeam name', query: UPDATE_TEAM, variables: (r, text) => ({ input: { id: r.team, name: text } }), limit: WORK_LIMITS.name, required: true },
  { label: 'updateWorkflow name', query: UPDATE_WORKFLOW, variables: (r, text) => ({ input: { id: r.workflow, name: text, states: [{ id: r.workflowState, name: 'One' }] } }), limit: WORK_LIMITS.name, required: true },
  { label: 'updateWorkflow state name', query: UPDATE_WORKFLOW, variables: (r, text) => ({ input: { id: r.workflow, name: 'Spare A', states: [{ id: r.workflowState, name: text }] } }), limit: WORK_LIMITS.name, required: true },
  { label: 'createTag name', query: CREATE_TAG, variables: (_r, text) => ({ input: { name: text, color: 'GREEN' } }), limit: WORK_LIMITS.name, required: true },
  { label: 'updateTag name', query: UPDATE_TAG, variables: (r, text) => ({ input: { id: r.tag, name: text, color: 'PINK' } }), limit: WORK_LIMITS.name, required: true },
  { label: 'updateRole title', query: UPDATE_ROLE, variables: (r, text) => ({ input: { id: r.role, title: text } }), limit: WORK_LIMITS.name, required: false },
  { label: 'moreTickets search', query: 'query ($f: TicketFilterInput) { moreTickets(filter: $f) { totalCount } }', variables: (_r, text) => ({ f: { search: text } }), limit: WORK_LIMITS.search, required: false },
  { label: 'roles search', query: 'query ($f: RoleFilterInput) { roles(filter: $f) { id } }', variables: (_r, text) => ({ f: { search: text } }), limit: WORK_LIMITS.search, required: false },
];

const texts = suite('text arguments');

texts('every text argument: blank, long, very long, emoji, RTL and markup get a clear answer; refusals change nothing', async () => {
  const fixture = await setup();
  let index = 0;
  for (const argument of TEXT_ARGUMENTS) {
    index += 1;
    for (const { name, value, expect } of textValues(index, argument.limit, argument.required)) {
      await probe(fixture, `${argument.label}: ${name}`, argument.query, argument.variables(fixture.mine, value), expect);
    }
  }
});

texts('names are trimmed; descriptions, readmes and markup are kept exactly as typed', async () => {
  const { owner, mine } = await setup();
  const created = (await owner.ok(mutation('createProduct', 'product { name description }'), {
    input: { name: '  مرحبا 🚀  ', description: '  <script>alert(1)</script>\n  indented\n' },
  })).createProduct.product;
  assert.equal(created, { name: 'مرحبا 🚀', description: '  <script>alert(1)</script>\n  indented\n' });
  const readme = '  # Title\n\n    code block\n';
  const project = (await owner.ok(mutation('updateProject', 'project { readme }'), { input: { id: mine.project, readme } })).updateProject.project;
  assert.is(project.readme, readme);
  const ticket = (await owner.ok(mutation('createTicket', 'ticket { title description }'), {
    input: { title: '\t👨‍👩‍👧 family  ', description: ' as typed ' },
  })).createTicket.ticket;
  assert.equal(ticket, { title: '👨‍👩‍👧 family', description: ' as typed ' });
});

texts('a limit counts emoji as people do: 256 family emoji make a valid title', async () => {
  const { owner } = await setup();
  const title = '👨‍👩‍👧'.repeat(WORK_LIMITS.title);
  assert.is(title.length, 8 * WORK_LIMITS.title);
  const ticket = (await owner.ok(mutation('createTicket', 'ticket { title }'), { input: { title } })).createTicket.ticket;
  assert.is(ticket.title, title);
  const refused = await owner.try(mutation('createTicket', 'ticket { title }'), { input: { title: `${title}!` } });
  assert.equal([refused.message, refused.field], [`Title must be at most ${WORK_LIMITS.title} characters`, 'title']);
});

// ---------------------------------------------------------------------------------------------
// Ids

const UPDATE_STATE = mutation('updateTicketState', 'ticket { id }');
const BULK = mutation('applyBulkTicketAction', 'updated { id } skipped { ticketId reason }');
const LIST = 'query ($f: TicketFilterInput, $first: Int, $after: String, $by: TicketSortField, $dir: SortDirection) { moreTickets(filter: $f, first: $first, after: $after, sortBy: $by, sortDirection: $dir) { totalCount pageInfo { endCursor hasNextPage } nodes { id } } }';

interface IdArgument {
  readonly label: string;
  readonly query: string;
  readonly variables: (records: Records, id: string) => Vars;
  /** The record of the other organization this argument could name. */
  readonly kind: keyof Records;
}

/** `{ input }`: every mutation takes its ids and fields in one input object. */
const of = (input: Vars): Vars => ({ input });

const ID_ARGUMENTS: readonly IdArgument[] = [
  { label: 'createTicket projectId', query: CREATE_TICKET, variables: (_r, id) => of({ title: 'T', projectId: id }), kind: 'project' },
  { label: 'createTicket productId', query: CREATE_TICKET, variables: (_r, id) => of({ title: 'T', productId: id }), kind: 'product' },
  { label: 'createTicket workflowId', query: CREATE_TICKET, variables: (_r, id) => of({ title: 'T', workflowId: id }), kind: 'workflow' },
  { label: 'createTicket tagIds', query: CREATE_TICKET, variables: (r, id) => of({ title: 'T', tagIds: [r.tag, id] }), kind: 'tag' },
  { label: 'updateTicket id', query: UPDATE_TICKET, variables: (_r, id) => of({ id, title: 'Changed' }), kind: 'ticket' },
  { label: 'updateTicket projectId', query: UPDATE_TICKET, variables: (r, id) => of({ id: r.ticket, projectId: id }), kind: 'project' },
  { label: 'updateTicket productId', query: UPDATE_TICKET, variables: (r, id) => of({ id: r.ticket, productId: id }), kind: 'product' },
  { label: 'updateTicket tagIds', query: UPDATE_TICKET, variables: (r, id) => of({ id: r.ticket, tagIds: [id] }), kind: 'tag' },
  { label: 'updateTicket ownerId', query: UPDATE_TICKET, variables: (r, id) => of({ id: r.ticket, ownerId: id }), kind: 'role' },
  { label: 'updateTicket watcherIds', query: UPDATE_TICKET, variables: (r, id) => of({ id: r.ticket, watcherIds: [r.role, id] }), kind: 'role' },
  { label: 'setFavorite ticketId', query: mutation('setFavorite', 'ticket { id }'), variables: (_r, id) => of({ ticketId: id, favorite: true }), kind: 'ticket' },
  { label: 'updateTicketState ticketId', query: UPDATE_STATE, variables: (r, id) => of({ ticketId: id, stateId: r.state, blocked: true }), kind: 'ticket' },
  { label: 'updateTicketState stateId', query: UPDATE_STATE, variables: (r, id) => of({ ticketId: r.ticket, stateId: id, blocked: true }), kind: 'state' },
  { label: 'updateTicketState assigneeId', query: UPDATE_STATE, variables: (r, id) => of({ ticketId: r.ticket, stateId: r.state, assigneeId: id }), kind: 'role' },
  { label: 'addStateNote ticketId', query: ADD_NOTE, variables: (r, id) => of({ ticketId: id, stateId: r.state, type: 'BLOCK_NOTE', body: 'Stuck' }), kind: 'ticket' },
  { label: 'addStateNote stateId', query: ADD_NOTE, variables: (r, id) => of({ ticketId: r.ticket, stateId: id, type: 'BLOCK_NOTE', body: 'Stuck' }), kind: 'state' },
  { label: 'addChecklistItem ticketId', query: ADD_ITEM, variables: (_r, id) => of({ ticketId: id, text: 'More' }), kind: 'ticket' },
  { label: 'updateChecklistItem ticketId', query: UPDATE_ITEM, variables: (r, id) => of({ ticketId: id, itemId: r.item, done: true }), kind: 'ticket' },
  { label: 'updateChecklistItem itemId', query: UPDATE_ITEM, variables: (r, id) => of({ ticketId: r.ticket, itemId: id, done: true }), kind: 'item' },
  { label: 'removeChecklistItem ticketId', query: mutation('removeChecklistItem', 'ticket { id }'), variables: (r, id) => of({ ticketId: id, itemId: r.item }), kind: 'ticket' },
  { label: 'removeChecklistItem itemId', query: mutation('removeChecklistItem', 'ticket { id }'), variables: (r, id) => of({ ticketId: r.ticket, itemId: id }), kind: 'item' },
  { label: 'addComment ticketId', query: ADD_COMMENT, variables: (_r, id) => of({ ticketId: id, body: 'Hi' }), kind: 'ticket' },
  { label: 'addReply ticketId', query: ADD_REPLY, variables: (r, id) => of({ ticketId: id, commentId: r.comment, body: 'Hi' }), kind: 'ticket' },
  { label: 'addReply commentId', query: ADD_REPLY, variables: (r, id) => of({ ticketId: r.ticket, commentId: id, body: 'Hi' }), kind: 'comment' },
  { label: 'addDependency ticketId', query: mutation('addDependency', 'ticket { id }'), variables: (r, id) => of({ ticketId: id, waitsOnId: r.other }), kind: 'ticket' },
  { label: 'addDependency waitsOnId', query: mutation('addDependency', 'ticket { id }'), variables: (r, id) => of({ ticketId: r.ticket, waitsOnId: id }), kind: 'ticket' },
  { label: 'removeDependency ticketId', query: mutation('removeDependency', 'ticket { id }'), variables: (r, id) => of({ ticketId: id, waitsOnId: r.other }), kind: 'ticket' },
  { label: 'removeDependency waitsOnId', query: mutation('removeDependency', 'ticket { id }'), variables: (r, id) => of({ ticketId: r.ticket, waitsOnId: id }), kind: 'ticket' },
  { label: 'applyBulkTicketAction ticketIds', query: BULK, variables: (r, id) => of({ action: 'REQUEST_ESTIMATE', ticketIds: [r.other, id] }), kind: 'ticket' },
  { label: 'applyBulkTicketAction ownerId', query: BULK, variables: (r, id) => of({ action: 'CHANGE_OWNER', ticketIds: [r.other], ownerId: id }), kind: 'role' },
  { label: 'applyBulkTicketAction projectId', query: BULK, variables: (r, id) => of({ action: 'CHANGE_PROJECT', ticketIds: [r.other], projectId: id }), kind: 'project' },
  { label: 'createProject parentId', query: CREATE_PROJECT, variables: (_r, id) => of({ name: 'Child', parentId: id }), kind: 'project' },
  { label: 'updateProject id', query: UPDATE_PROJECT, variables: (_r, id) => of({ id, name: 'Renamed' }), kind: 'project' },
  { label: 'updateProject parentId', query: UPDATE_PROJECT, variables: (r, id) => of({ id: r.project, parentId: id }), kind: 'project' },
  { label: 'archiveProject id', query: mutation('archiveProject', 'project { id }'), variables: (_r, id) => of({ id, archived: true }), kind: 'project' },
  { label: 'pinProject projectId', query: mutation('pinProject', 'pinnedProjects { id }'), variables: (_r, id) => of({ projectId: id, pinned: true }), kind: 'project' },
  { label: 'updateProduct id', query: UPDATE_PRODUCT, variables: (_r, id) => of({ id, name: 'Renamed product' }), kind: 'product' },
  { label: 'deleteProduct id', query: mutation('deleteProduct', 'deletedProductId'), variables: (_r, id) => of({ id }), kind: 'product' },
  { label: 'createTeam memberIds', query: CREATE_TEAM, variables: (r, id) => of({ name: 'New team', memberIds: [r.role, id] }), kind: 'role' },
  { label: 'updateTeam id', query: UPDATE_TEAM, variables: (_r, id) => of({ id, name: 'Renamed team' }), kind: 'team' },
  { label: 'updateTeam memberIds', query: UPDATE_TEAM, variables: (r, id) => of({ id: r.team, name: 'Team', memberIds: [id] }), kind: 'role' },
  { label: 'deleteTeam id', query: mutation('deleteTeam', 'deletedTeamId'), variables: (_r, id) => of({ id }), kind: 'team' },
  { label: 'updateWorkflow id', query: UPDATE_WORKFLOW, variables: (_r, id) => of({ id, name: 'Renamed flow', states: [{ name: 'One' }] }), kind: 'workflow' },
  { label: 'updateWorkflow state id', query: UPDATE_WORKFLOW, variables: (r, id) => of({ id: r.workflow, name: 'Spare A', states: [{ id, name: 'One' }] }), kind: 'workflowState' },
  { label: 'setDefaultWorkflow id', query: mutation('setDefaultWorkflow', 'workflow { id }'), variables: (_r, id) => of({ id }), kind: 'workflow' },
  { label: 'deleteWorkflow id', query: mutation('deleteWorkflow', 'deletedWorkflowId'), variables: (_r, id) => of({ id }), kind: 'workflow' },
  { label: 'updateTag id', query: UPDATE_TAG, variables: (_r, id) => of({ id, name: 'Renamed tag', color: 'PINK' }), kind: 'tag' },
  { label: 'deleteTag id', query: mutation('deleteTag', 'deletedTagId'), variables: (_r, id) => of({ id }), kind: 'tag' },
  { label: 'updateRole id', query: UPDATE_ROLE, variables: (_r, id) => of({ id, type: 'ADMIN' }), kind: 'role' },
  { label: 'deactivateRole id', query: mutation('deactivateRole', 'role { id }'), variables: (_r, id) => of({ id }), kind: 'role' },
  { label: 'reactivateRole id', query: mutation('reactivateRole', 'role { id }'), variables: (_r, id) => of({ id }), kind: 'role' },
  { label: 'projectAnalytics projectId', query: 'query ($id: ID!) { projectAnalytics(projectId: $id) { byState { state count } } }', variables: (_r, id) => ({ id }), kind: 'project' },
  ...(['projects', 'products', 'workflows', 'authors', 'assignees', 'tags'] as const).map((key) => ({
    label: `moreTickets filter ${key}`,
    query: LIST,
    variables: (_r: Records, id: string) => ({ f: { [key]: [id] } }),
    kind: ({ projects: 'project', products: 'product', workflows: 'workflow', authors: 'role', assignees: 'role', tags: 'tag' } as const)[key],
  })),
];

const ids = suite('id arguments');

ids('every id argument: an unknown id, an id of another organization, an empty and a huge id are refused and change nothing', async () => {
  const fixture = await setup();
  const kindsSeen = new Set<keyof Records>();
  for (const argument of ID_ARGUMENTS) {
    const values: [string, string][] = [['unknown', '999999'], ['of another organization', fixture.theirs[argument.kind]]];
    // Empty and huge ids go through the same look-up as unknown ones: once per kind of record is enough.
    if (!kindsSeen.has(argument.kind)) values.push(['empty', ''], ['huge', '9'.repeat(10_000)]);
    kindsSeen.add(argument.kind);
    for (const [name, id] of values) {
      const answer = await probe(fixture, `${argument.label}: ${name}`, argument.query, argument.variables(fixture.mine, id), 'refuse');
      if (name === 'of another organization') assert.is(answer.code, 'NOT_FOUND', `${argument.label}: ${answer.message}`);
    }
  }
});

ids('single-record queries answer null for an unknown or foreign id, like any id not found', async () => {
  const fixture = await setup();
  for (const [field, kind] of [['ticket', 'ticket'], ['project', 'project'], ['product', 'product'], ['team', 'team'], ['workflow', 'workflow'], ['tag', 'tag'], ['role', 'role']] as const) {
    for (const id of ['999999', fixture.theirs[kind], '']) {
      const answer = await probe(fixture, `${field}(${id})`, `query ($id: ID!) { ${field}(id: $id) { id } }`, { id }, 'accept');
      assert.is(answer.data[field], null, `${field}(${id})`);
    }
  }
});

ids('the analytics of a project of another organization are refused as not found', async () => {
  const fixture = await setup();
  const answer = await probe(fixture, 'projectAnalytics foreign', 'query ($id: ID!) { projectAnalytics(projectId: $id) { byState { count } } }', { id: fixture.theirs.project }, 'refuse');
  assert.equal([answer.message, answer.code], ['Project not found', 'NOT_FOUND']);
});

ids('duplicated ids in tagIds, watcherIds, memberIds and ticketIds count once', async () => {
  const fixture = await setup();
  const { mine } = fixture;
  const created = (await probe(fixture, 'createTicket tagIds twice', mutation('createTicket', 'ticket { tags { id } }'), of({ title: 'Twice', tagIds: [mine.tag, mine.tag, mine.tag] }), 'accept')).data.createTicket.ticket;
  assert.equal(created.tags, [{ id: mine.tag }]);
  const patched = (await probe(fixture, 'updateTicket ids twice', mutation('updateTicket', 'ticket { tags { id } watchers { id } }'), of({
    id: mine.other,
    tagIds: [mine.tag, mine.tag],
    watcherIds: [mine.role, mine.role, fixture.owner.roleId, mine.role],
  }), 'accept')).data.updateTicket.ticket;
  assert.equal(patched, { tags: [{ id: mine.tag }], watchers: [{ id: mine.role }, { id: fixture.owner.roleId }] });
  const team = (await probe(fixture, 'createTeam memberIds twice', mutation('createTeam', 'team { members { id } }'), of({ name: 'Doubles', memberIds: [mine.role, mine.role] }), 'accept')).data.createTeam.team;
  assert.equal(team.members, [{ id: mine.role }]);
  const bulk = (await probe(fixture, 'applyBulkTicketAction ticketIds twice', BULK, of({ action: 'REQUEST_ESTIMATE', ticketIds: Array(500).fill(mine.other) }), 'accept')).data.applyBulkTicketAction;
  assert.is(bulk.updated.length + bulk.skipped.length, 1);
  const list = (await probe(fixture, 'moreTickets projects twice', LIST, { f: { projects: Array(1000).fill(mine.project) } }, 'accept')).data.moreTickets;
  assert.ok(list.totalCount >= 0);
  await probe(fixture, 'applyBulkTicketAction no ticket', BULK, of({ action: 'REQUEST_ESTIMATE', ticketIds: [] }), 'refuse');
  await probe(fixture, 'applyBulkTicketAction too many', BULK, of({ action: 'REQUEST_ESTIMATE', ticketIds: Array(WORK_LIMITS.bulk + 1).fill(mine.other) }), 'refuse');
});

// ---------------------------------------------------------------------------------------------
// Nulls

const nulls = suite('null for each nullable argument');

nulls('null clears what may be cleared, is ignored where it means "unchanged", and is refused where a value is needed', async () => {
  const fixture = await setup();
  const { mine } = fixture;
  const cases: [string, string, Vars, Expect][] = [
    ...['description', 'projectId', 'productId', 'workflowId', 'tagIds', 'publication', 'dueDate'].map((key): [string, string, Vars, Expect] => [`createTicket ${key}`, CREATE_TICKET, { input: { title: 'Nulls', [key]: null } }, 'accept']),
    ['updateTicket title', UPDATE_TICKET, of({ id: mine.other, title: null }), 'refuse'],
    ['updateTicket ownerId', UPDATE_TICKET, of({ id: mine.other, ownerId: null }), 'refuse'],
    ...['description', 'projectId', 'productId', 'tagIds', 'publication', 'dueDate', 'watcherIds'].map((key): [string, string, Vars, Expect] => [`updateTicket ${key}`, UPDATE_TICKET, of({ id: mine.other, [key]: null }), 'accept']),
    ...['assigneeId', 'estimate', 'splittable', 'active', 'blocked', 'done'].map((key): [string, string, Vars, Expect] => [`updateTicketState ${key}`, UPDATE_STATE, of({ ticketId: mine.ticket, stateId: mine.state, [key]: null }), 'accept']),
    ['updateChecklistItem text and done', UPDATE_ITEM, of({ ticketId: mine.ticket, itemId: mine.item, text: null, done: null }), 'accept'],
    ['applyBulkTicketAction ownerId', BULK, of({ action: 'CHANGE_OWNER', ticketIds: [mine.other], ownerId: null }), 'refuse'],
    ['applyBulkTicketAction projectId', BULK, of({ action: 'CHANGE_PROJECT', ticketIds: [mine.other], projectId: null }), 'refuse'],
    ['createProject parentId', CREATE_PROJECT, of({ name: 'Top', parentId: null }), 'accept'],
    ['updateProject name', UPDATE_PROJECT, of({ id: mine.project, name: null }), 'refuse'],
    ['updateProject parentId and readme', UPDATE_PROJECT, of({ id: mine.project, parentId: null, readme: null }), 'accept'],
    ['createProduct description', CREATE_PRODUCT, of({ name: 'Null product', description: null }), 'accept'],
    ['createTeam description and members', CREATE_TEAM, of({ name: 'Null team', description: null, memberIds: null }), 'accept'],
    ['createWorkflow description and state id', CREATE_WORKFLOW, of({ name: 'Null flow', description: null, states: [{ id: null, name: 'S' }] }), 'accept'],
    ['updateRole type and title', UPDATE_ROLE, of({ id: mine.role, type: null, title: null }), 'accept'],
    ['moreTickets every argument', LIST, { f: null, first: null, after: null, by: null, dir: null }, 'accept'],
    ['moreTickets every filter field', LIST, { f: Object.fromEntries(['recursive', 'projects', 'products', 'workflows', 'authors', 'assignees', 'tags', 'statuses', 'stages', 'displayStates', 'isActive', 'favorite', 'search', 'createdAfter', 'createdBefore'].map((key) => [key, null])) }, 'accept'],
    ['projects includeArchived', 'query { projects(includeArchived: null) { id } }', {}, 'accept'],
    ['projectAnalytics recursive', 'query ($id: ID!) { projectAnalytics(projectId: $id, recursive: null) { byState { count } } }', { id: mine.project }, 'accept'],
    ['roles filter', 'query { roles(filter: null) { id } }', {}, 'accept'],
    ['roles filter fields', 'query { roles(filter: { search: null, types: null, statuses: null }) { id } }', {}, 'accept'],
  ];
  for (const [label, query, variables, expect] of cases) await probe(fixture, `null ${label}`, query, variables, expect);
});

nulls('a required argument given null is refused by GraphQL with the argument named', async () => {
  const fixture = await setup();
  const answer = await probe(fixture, 'createTicket input null', CREATE_TICKET, { input: null }, 'refuse');
  assert.match(answer.message!, /\$input/);
  const title = await probe(fixture, 'createTicket title null', CREATE_TICKET, { input: { title: null } }, 'refuse');
  assert.match(title.message!, /title/);
  // An id that was an argument of its own is a required field of the input now: refused the same way.
  const id = await probe(fixture, 'updateTicket id null', UPDATE_TICKET, of({ id: null, title: 'No id' }), 'refuse');
  assert.match(id.message!, /input\.id/);
});

// ---------------------------------------------------------------------------------------------
// Numbers, cursors and filters

const numbers = suite('numbers, cursors and filters');

numbers('first: negative, too large, fractional, huge and NaN-like are refused; 0 and the limit are fine', async () => {
  const fixture = await setup();
  for (const first of [-1, WORK_LIMITS.page + 1, 1.5, 2 ** 31, 1e300, 'NaN', '10', true]) await probe(fixture, `first ${String(first)}`, LIST, { first }, 'refuse');
  const empty = (await probe(fixture, 'first 0', LIST, { first: 0 }, 'accept')).data.moreTickets;
  assert.equal(empty.nodes, []);
  assert.ok((await probe(fixture, 'first at the limit', LIST, { first: WORK_LIMITS.page }, 'accept')).data.moreTickets.nodes.length > 0);
});

numbers('estimates: negative, out of order, over the limit and NaN-like are refused; zero, fractions and the limit are kept', async () => {
  const fixture = await setup();
  const { mine } = fixture;
  const estimate = (value: unknown) => of({ ticketId: mine.ticket, stateId: mine.state, estimate: value });
  const refused: unknown[] = [
    { minimum: -1, likely: 1, maximum: 2 },
    { minimum: 3, likely: 2, maximum: 4 },
    { minimum: 1, likely: 5, maximum: 4 },
    { minimum: 0, likely: 1, maximum: 1e308 },
    { minimum: 0, likely: 1, maximum: 2000.5 },
    { minimum: 'NaN', likely: 1, maximum: 2 },
    { minimum: 'Infinity', likely: 1, maximum: 2 },
    { minimum: null, likely: 1, maximum: 2 },
    { likely: 1, maximum: 2 },
  ];
  for (const value of refused) await probe(fixture, `estimate ${JSON.stringify(value)}`, UPDATE_STATE, estimate(value), 'refuse');
  for (const value of [{ minimum: 0, likely: 0, maximum: 0 }, { minimum: 0.5, likely: 1.25, maximum: 2.75 }, { minimum: 2000, likely: 2000, maximum: 2000 }]) {
    await probe(fixture, `estimate ${JSON.stringify(value)}`, UPDATE_STATE, estimate(value), 'accept');
    const ticket = (await fixture.owner.ok('query ($id: ID!) { ticket(id: $id) { states { id estimate { minimum likely maximum } } } }', { id: mine.ticket })).ticket;
    assert.equal(ticket.states.find((state: any) => state.id === mine.state).estimate, value);
  }
});

numbers('a cursor that is garbage, of another sort, of another organization or huge is refused', async () => {
  const fixture = await setup();
  const mineCursor = (await fixture.owner.ok(LIST, { first: 1 })).moreTickets.pageInfo.endCursor;
  const theirCursor = (await fixture.outsider.ok(LIST, { first: 1 })).moreTickets.pageInfo.endCursor;
  assert.ok(mineCursor && theirCursor);
  const bad: [string, Vars][] = [
    ['garbage', { after: 'garbage!!' }],
    ['JSON of another shape', { after: Buffer.from('{"a":1}').toString('base64url') }],
    ['a huge seq', { after: Buffer.from(JSON.stringify([2, fixture.a.id, 'createdAt', 'ASC', 'x', 1e300])).toString('base64url') }],
    ['another sort', { after: mineCursor, by: 'title' }],
    ['another direction', { after: mineCursor, dir: 'DESC' }],
    ['another organization', { after: theirCursor }],
    ['200,000 characters', { after: 'A'.repeat(200_000) }],
  ];
  for (const [name, variables] of bad) {
    const answer = await probe(fixture, `cursor ${name}`, LIST, { first: 1, ...variables }, 'refuse');
    assert.equal([answer.message, answer.field], ['This cursor is not valid for this list: start again without it', 'after'], name);
  }
  await probe(fixture, 'an empty cursor starts afresh', LIST, { after: '' }, 'accept');
});

numbers('filters: huge lists and long searches are refused with the limit; bad dates and unknown values too', async () => {
  const fixture = await setup();
  const { mine } = fixture;
  const over = WORK_LIMITS.filterList + 1;
  const cases: [string, Vars, string][] = [
    ['projects', { projects: Array(over).fill(mine.project) }, `Filter by at most ${WORK_LIMITS.filterList} projects`],
    ['tags', { tags: Array.from({ length: 5000 }, (_, index) => String(index)) }, `Filter by at most ${WORK_LIMITS.filterList} tags`],
    ['statuses', { statuses: Array(over).fill('DONE') }, `Filter by at most ${WORK_LIMITS.filterList} statuses`],
    ['displayStates', { displayStates: Array(10_000).fill('Draft') }, `Filter by at most ${WORK_LIMITS.filterList} display states`],
    ['search', { search: 's'.repeat(200_000) }, `Search text must be at most ${WORK_LIMITS.search} characters`],
  ];
  for (const [name, filter, message] of cases) {
    const answer = await probe(fixture, `filter ${name}`, LIST, { f: filter }, 'refuse');
    assert.is(answer.message, message, name);
  }
  const roles = await probe(fixture, 'roles search', 'query ($f: RoleFilterInput) { roles(filter: $f) { id } }', { f: { search: 'r'.repeat(200_000) } }, 'refuse');
  assert.is(roles.message, `Search text must be at most ${WORK_LIMITS.search} characters`);
  await probe(fixture, 'roles types', 'query ($f: RoleFilterInput) { roles(filter: $f) { id } }', { f: { types: Array(over).fill('ADMIN') } }, 'refuse');
  await probe(fixture, 'filter createdAfter garbage', LIST, { f: { createdAfter: 'yesterday-ish' } }, 'refuse');
  await probe(fixture, 'filter displayStates unknown', LIST, { f: { displayStates: ['Sleeping'] } }, 'refuse');
  await probe(fixture, 'filter statuses unknown', LIST, { f: { statuses: ['SLEEPING'] } }, 'refuse');
  await probe(fixture, 'dueDate garbage', UPDATE_TICKET, of({ id: mine.other, dueDate: 'soon' }), 'refuse');
  await probe(fixture, 'dueDate far future', UPDATE_TICKET, of({ id: mine.other, dueDate: '+275760-09-14T00:00:00.000Z' }), 'refuse');
  const emoji = (await probe(fixture, 'search emoji', LIST, { f: { search: '🚀'.repeat(WORK_LIMITS.search) } }, 'accept')).data.moreTickets;
  assert.ok(emoji.totalCount >= 0);
  await probe(fixture, 'search markup', LIST, { f: { search: '<script>', recursive: false, projects: [mine.project] } }, 'accept');
});

numbers('a workflow takes 1 to the limit of states: none, one too many and 10,000 are refused', async () => {
  const fixture = await setup();
  const CREATE_FLOW = mutation('createWorkflow', 'workflow { states { id } }');
  const states = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `Step ${index + 1}` }));
  const none = await probe(fixture, 'no state', CREATE_FLOW, { input: { name: 'Empty flow', states: [] } }, 'refuse');
  assert.is(none.message, 'A workflow needs at least one state');
  for (const count of [WORK_LIMITS.workflowStates + 1, 10_000]) {
    const answer = await probe(fixture, `${count} states`, CREATE_FLOW, { input: { name: `Flow of ${count}`, states: states(count) } }, 'refuse');
    assert.is(answer.message, `A workflow has at most ${WORK_LIMITS.workflowStates} states`);
  }
  const full = (await probe(fixture, 'states at the limit', CREATE_FLOW, { input: { name: 'Full flow', states: states(WORK_LIMITS.workflowStates) } }, 'accept')).data.createWorkflow.workflow;
  assert.is(full.states.length, WORK_LIMITS.workflowStates);
  const same = await probe(fixture, 'two states of one name', CREATE_FLOW, { input: { name: 'Echo flow', states: [{ name: 'Echo' }, { name: ' echo ' }] } }, 'refuse');
  assert.is(same.message, 'Two states are named "echo"');
});

numbers('a visitor sending bad input is told it reads only, whatever the input', async () => {
  const fixture = await setup();
  const answer = await probe(fixture, 'visitor bad title', CREATE_TICKET, { input: { title: '' } }, 'refuse', fixture.visitor);
  assert.is(answer.code, 'FORBIDDEN');
});

// ---------------------------------------------------------------------------------------------
// Sequences: a record that goes away, or changes status, under the records that use it

const sequences = suite('sequences');
const FULL = `id title publication health favorite tags { id } project { id } states { id assignee { id status } estimate { minimum } }
  waitingOn { id } blocking { id }`;
const READ = `query ($id: ID!) { ticket(id: $id) { ${FULL} } }`;
const PATCH = mutation('updateTicket', `ticket { ${FULL} }`);
const STATE = mutation('updateTicketState', `ticket { ${FULL} }`);
const DEPEND = mutation('addDependency', 'ticket { id }');
const UNDEPEND = mutation('removeDependency', 'ticket { id }');
const ARCHIVE = mutation('archiveProject', 'project { stage }');
const DEACTIVATE = mutation('deactivateRole', 'role { status }');
const REACTIVATE = mutation('reactivateRole', 'role { status }');
const read = async (caller: Caller, id: string) => (await caller.ok(READ, { id })).ticket;

sequences('deleting a tag used by tickets takes it off them; filtering by it is refused as not found', async () => {
  const fixture = await setup();
  const { owner, member } = fixture;
  const tag = (await owner.ok('mutation { createTag(input: { name: "Soon gone", color: ORANGE }) { tag { id } } }')).createTag.tag;
  const ticket = await member.ticket({ title: 'Tagged', tagIds: [tag.id, fixture.mine.tag] });
  const deleted = await probe(fixture, 'deleteTag in use', mutation('deleteTag', 'deletedTagId'), of({ id: tag.id }), 'accept');
  assert.is(deleted.data.deleteTag.deletedTagId, tag.id);
  assert.equal((await read(member, ticket.id)).tags, [{ id: fixture.mine.tag }]);
  assert.is((await member.ok('query ($id: ID!) { tag(id: $id) { id } }', { id: tag.id })).tag, null);
  const filtered = await probe(fixture, 'filter by a deleted tag', LIST, { f: { tags: [tag.id] } }, 'refuse');
  assert.equal([filtered.message, filtered.code], ['Tag not found', 'NOT_FOUND']);
  await probe(fixture, 'tag a ticket with a deleted tag', UPDATE_TICKET, of({ id: ticket.id, tagIds: [tag.id] }), 'refuse', member);
  assert.is((await member.ok(PATCH, of({ id: ticket.id, title: 'Still editable' }))).updateTicket.ticket.title, 'Still editable');
});

sequences('a workflow state in use cannot be removed, nor its workflow deleted; once its tickets are deleted it can', async () => {
  const fixture = await setup();
  const { owner, member } = fixture;
  const flow = (await owner.ok('mutation { createWorkflow(input: { name: "Two steps", states: [{ name: "Do" }, { name: "Check" }] }) { workflow { id states { id name } } } }')).createWorkflow.workflow;
  const ticket = await member.ticket({ title: 'On two steps', workflowId: flow.id });
  const keepFirst = of({ id: flow.id, name: 'Two steps', states: [{ id: flow.states[0].id, name: 'Do' }] });
  const removing = await probe(fixture, 'remove a used state', UPDATE_WORKFLOW, keepFirst, 'refuse');
  assert.equal([removing.message, removing.field], ['The state "Check" is used by 1 ticket: it cannot be removed', 'states']);
  const twice = await probe(fixture, 'a state given twice', UPDATE_WORKFLOW, of({
    id: flow.id,
    name: 'Two steps',
    states: [{ id: flow.states[0].id, name: 'Do' }, { id: flow.states[0].id, name: 'Do again' }],
  }), 'refuse');
  assert.equal([twice.message, twice.field], ['The state "Do again" is given twice: each state comes once', 'states']);
  const deleting = await probe(fixture, 'delete a used workflow', mutation('deleteWorkflow', 'deletedWorkflowId'), of({ id: flow.id }), 'refuse');
  assert.is(deleting.message, '1 ticket uses this workflow: it cannot be deleted');
  assert.is((await read(member, ticket.id)).states.length, 2);
  await member.ok(PATCH, of({ id: ticket.id, publication: 'DELETED' }));
  await probe(fixture, 'remove a state of deleted tickets only', UPDATE_WORKFLOW, keepFirst, 'accept');
  assert.equal((await read(member, ticket.id)).states.map((state: any) => state.id), [ticket.states[0].id]);
});

sequences('nothing moves or is created under an archived project; its open tickets stay readable, listed and editable', async () => {
  const fixture = await setup();
  const { member } = fixture;
  const project = async (name: string, parentId: string | null = null) =>
    (await member.ok(CREATE_PROJECT, of({ name, parentId }))).createProject.project.id as string;
  const shelf = await project('Shelf');
  const loose = await project('Loose');
  const open = await member.ticket({ title: 'Open work', projectId: shelf });
  await probe(fixture, 'archive a project with open tickets', ARCHIVE, of({ id: shelf, archived: true }), 'accept', member);
  const moved = await probe(fixture, 'move under an archived project', UPDATE_PROJECT, of({ id: loose, parentId: shelf }), 'refuse', member);
  assert.equal([moved.message, moved.field], ['The parent project is archived', 'parentId']);
  await probe(fixture, 'create under an archived project', CREATE_PROJECT, of({ name: 'Inside', parentId: shelf }), 'refuse', member);
  await probe(fixture, 'a new ticket in an archived project', CREATE_TICKET, of({ title: 'New', projectId: shelf }), 'refuse', member);
  await probe(fixture, 'bulk move into an archived project', BULK, of({ action: 'CHANGE_PROJECT', ticketIds: [fixture.mine.other], projectId: shelf }), 'refuse', member);
  const kept = await read(member, open.id);
  assert.equal([kept.project.id, kept.publication], [shelf, 'PUBLISHED']);
  assert.is((await member.ok(LIST, { f: { projects: [shelf] } })).moreTickets.totalCount, 1);
  assert.is((await member.ok(PATCH, of({ id: open.id, title: 'Open work, edited', projectId: shelf }))).updateTicket.ticket.title, 'Open work, edited');
  const analytics = (await member.ok('query ($id: ID!) { projectAnalytics(projectId: $id) { byState { state count } } }', { id: shelf })).projectAnalytics;
  assert.is(analytics.byState.reduce((sum: number, row: any) => sum + row.count, 0), 1);
  await member.ok(ARCHIVE, of({ id: shelf, archived: false }));
  await probe(fixture, 'move under the restored project', UPDATE_PROJECT, of({ id: loose, parentId: shelf }), 'accept', member);
});

sequences('a deactivated assignee: health ASSIGNEE_DEACTIVATED, the ticket stays readable and editable, no new work for them; reactivated, all is well', async () => {
  const fixture = await setup();
  const { owner, member, admin } = fixture;
  const ticket = await owner.ticket({ title: 'Assigned to Mo' });
  const state = ticket.states[0].id;
  await owner.ok(STATE, of({ ticketId: ticket.id, stateId: state, assigneeId: member.roleId }));
  await owner.ok(UPDATE_TEAM, of({ id: fixture.mine.team, name: 'Team', memberIds: [member.roleId] }));
  const watched = await member.ticket({ title: 'Watched by Mo' });
  await owner.ok(PATCH, of({ id: watched.id, watcherIds: [member.roleId] }));
  const unwatched = await owner.ticket({ title: 'Not watched by Mo' });
  await probe(fixture, 'deactivate an assignee', DEACTIVATE, of({ id: member.roleId }), 'accept');
  let seen = await read(owner, ticket.id);
  assert.equal([seen.health, seen.states[0].assignee], ['ASSIGNEE_DEACTIVATED', { id: member.roleId, status: 'DEACTIVATED' }]);
  assert.is((await owner.ok(PATCH, of({ id: ticket.id, title: 'Still editable' }))).updateTicket.ticket.health, 'ASSIGNEE_DEACTIVATED');
  assert.is((await owner.ok(STATE, of({ ticketId: ticket.id, stateId: state, estimate: { minimum: 1, likely: 2, maximum: 3 } }))).updateTicketState.ticket.states[0].estimate.minimum, 1);
  const other = ticket.states[1].id;
  const refused = await probe(fixture, 'assign a deactivated person', STATE, of({ ticketId: ticket.id, stateId: other, assigneeId: member.roleId }), 'refuse');
  assert.match(refused.message!, /is not an active member of this organization$/);
  // An edit that sends back what the record already has keeps the deactivated person; adding them anew is refused.
  await probe(fixture, 'assignee sent back unchanged', STATE, of({ ticketId: ticket.id, stateId: state, assigneeId: member.roleId, splittable: true }), 'accept');
  await probe(fixture, 'team members sent back unchanged', UPDATE_TEAM, of({ id: fixture.mine.team, name: 'Team', description: 'Kept', memberIds: [member.roleId] }), 'accept');
  await probe(fixture, 'owner and watchers sent back unchanged', PATCH, of({ id: watched.id, title: 'Watched, edited', ownerId: member.roleId, watcherIds: [member.roleId, owner.roleId] }), 'accept');
  await probe(fixture, 'a deactivated person joins a team', CREATE_TEAM, of({ name: 'Newcomers', memberIds: [member.roleId] }), 'refuse');
  await probe(fixture, 'a deactivated person made owner', PATCH, of({ id: unwatched.id, ownerId: member.roleId }), 'refuse');
  await probe(fixture, 'a deactivated person made watcher', PATCH, of({ id: unwatched.id, watcherIds: [member.roleId] }), 'refuse');
  await probe(fixture, 'bulk: a deactivated person made owner', BULK, { input: { action: 'CHANGE_OWNER', ticketIds: [unwatched.id], ownerId: member.roleId } }, 'refuse');
  const shut = await member.try(READ, { id: ticket.id });
  assert.equal([shut.message, shut.code], ['Organization not found', 'NOT_FOUND']);
  await probe(fixture, 'reactivate', REACTIVATE, of({ id: member.roleId }), 'accept');
  seen = await read(owner, ticket.id);
  assert.equal([seen.health, seen.states[0].assignee.status], ['OK', 'ACCEPTED']);
  assert.is((await read(member, ticket.id)).id, ticket.id);
  await owner.ok(STATE, of({ ticketId: ticket.id, stateId: state, assigneeId: admin.roleId }));
  assert.is((await read(owner, ticket.id)).health, 'OK');
});

sequences('a dependency on a ticket later deleted is left out of the links; a new one is refused; restoring brings it back', async () => {
  const fixture = await setup();
  const { member } = fixture;
  const waiting = await member.ticket({ title: 'Waiting' });
  const needed = await member.ticket({ title: 'Needed' });
  await member.ok(DEPEND, of({ ticketId: waiting.id, waitsOnId: needed.id }));
  await member.ok(PATCH, of({ id: needed.id, publication: 'DELETED' }));
  assert.equal((await read(member, waiting.id)).waitingOn, []);
  const gone = await member.ticket({ title: 'Gone' });
  await member.ok(PATCH, of({ id: gone.id, publication: 'DELETED' }));
  const refused = await probe(fixture, 'wait on a deleted ticket', DEPEND, of({ ticketId: waiting.id, waitsOnId: gone.id }), 'refuse', member);
  assert.match(refused.message!, /^#\d+ is deleted: a ticket cannot wait on it$/);
  await probe(fixture, 'a deleted ticket waits', DEPEND, of({ ticketId: gone.id, waitsOnId: waiting.id }), 'refuse', member);
  await member.ok(PATCH, of({ id: needed.id, publication: 'PUBLISHED' }));
  assert.equal((await read(member, waiting.id)).waitingOn, [{ id: needed.id }]);
  assert.equal((await read(member, needed.id)).blocking, [{ id: waiting.id }]);
  await member.ok(PATCH, of({ id: needed.id, publication: 'DELETED' }));
  await probe(fixture, 'remove a dependency on a deleted ticket', UNDEPEND, of({ ticketId: waiting.id, waitsOnId: needed.id }), 'accept', member);
  await member.ok(PATCH, of({ id: needed.id, publication: 'PUBLISHED' }));
  assert.equal((await read(member, waiting.id)).waitingOn, []);
});

sequences('a favourite later deleted leaves the favourites list, can still be unmarked, and returns when restored', async () => {
  const fixture = await setup();
  const { member } = fixture;
  const ticket = await member.ticket({ title: 'Loved then deleted' });
  const FAVORITE = 'mutation ($t: ID!, $f: Boolean!) { setFavorite(input: { ticketId: $t, favorite: $f }) { ticket { favorite } } }';
  await member.ok(FAVORITE, { t: ticket.id, f: true });
  const favourites = async () => (await member.ok(LIST, { f: { favorite: true }, first: 500 })).moreTickets.nodes.map((node: any) => node.id);
  assert.ok((await favourites()).includes(ticket.id));
  await member.ok(PATCH, of({ id: ticket.id, publication: 'DELETED' }));
  assert.not.ok((await favourites()).includes(ticket.id));
  assert.is((await read(member, ticket.id)).favorite, true);
  await member.ok(PATCH, of({ id: ticket.id, publication: 'PUBLISHED' }));
  assert.ok((await favourites()).includes(ticket.id));
  await member.ok(PATCH, of({ id: ticket.id, publication: 'DELETED' }));
  assert.is((await member.ok(FAVORITE, { t: ticket.id, f: false })).setFavorite.ticket.favorite, false);
});

texts.run();
ids.run();
nulls.run();
numbers.run();
sequences.run();
