/**
 * moreTickets on the local server: 25 tickets in pages of 10 with cursors (endCursor and every
 * edge's), totals, every sort order, every filter of TicketFilterInput, and refused cursors, page
 * sizes and foreign ids.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WORK_LIMITS } from '../../../src/domain/work/work.ts';
import { advanceClock, FIXED_NOW, MINUTE_MS } from '../shared/helpers.ts';
import { world, type World } from './work-helpers.ts';

const LIST = `query ($filter: TicketFilterInput, $first: Int, $after: String, $sortBy: TicketSortField, $sortDirection: SortDirection) {
  moreTickets(filter: $filter, first: $first, after: $after, sortBy: $sortBy, sortDirection: $sortDirection) {
    totalCount pageInfo { endCursor hasNextPage } nodes { id localId title closedAt }
  }
}`;
const UPDATE_STATE = `mutation ($input: UpdateTicketStateInput!) { updateTicketState(input: $input) { ticket { id } } }`;
const BULK = `mutation ($input: ApplyBulkTicketActionInput!) { applyBulkTicketAction(input: $input) { updated { id } skipped { ticketId reason } } }`;

/** Titles in an order that differs from creation order (title sort is checked against it). */
const TITLES = Array.from({ length: 25 }, (_, index) => `${['Kiwi', 'apple', 'Mango', 'banana', 'Cherry'][index % 5]} ${String(24 - index).padStart(2, '0')}`);

interface Fixture extends World {
  readonly tickets: any[];
  readonly child: string;
  readonly other: string;
  readonly product: string;
  readonly workflow: string;
  readonly tag: string;
}

let shared: Promise<Fixture> | null = null;

/**
 * 25 tickets, one a minute. Ticket i: in the child project when i % 5 === 0, in `other` when
 * i % 5 === 1, else in the first project; product for even i; tag for i % 3 === 0; the second
 * workflow for i >= 20; created by the member for i < 5 (else the owner); description 'needle'
 * for i === 7.
 */
async function fixture(): Promise<Fixture> {
  const base = await world();
  const { owner, member, a } = base;
  const child = (await owner.ok('mutation ($p: ID!) { createProject(input: { name: "Child", parentId: $p }) { project { id } } }', { p: a.projectId })).createProject.project.id;
  const other = (await owner.ok('mutation { createProject(input: { name: "Other" }) { project { id } } }')).createProject.project.id;
  const product = (await owner.ok('mutation { createProduct(input: { name: "Listed" }) { product { id } } }')).createProduct.product.id;
  const workflow = (await owner.ok('mutation { createWorkflow(input: { name: "Solo", states: [{ name: "Do" }] }) { workflow { id } } }')).createWorkflow.workflow.id;
  const tag = (await owner.ok('mutation { createTag(input: { name: "listed", color: GREEN }) { tag { id } } }')).createTag.tag.id;
  const tickets: any[] = [];
  for (let index = 0; index < 25; index++) {
    await advanceClock(base.app, MINUTE_MS);
    const author = index < 5 ? member : owner;
    tickets.push(
      await author.ticket({
        title: TITLES[index],
        description: index === 7 ? 'Find the Needle here' : '',
        projectId: index % 5 === 0 ? child : index % 5 === 1 ? other : a.projectId,
        productId: index % 2 === 0 ? product : null,
        tagIds: index % 3 === 0 ? [tag] : [],
        workflowId: index >= 20 ? workflow : null,
      }),
    );
  }
  return { ...base, tickets, child, other, product, workflow, tag };
}
const setup = () => (shared ??= fixture());

const localIds = (page: any) => page.nodes.map((node: any) => node.localId);

// ---------------------------------------------------------------------------------------------
const pages = suite('moreTickets pages');

pages('pages of 10 by default: createdAt ASC, cursors that continue, the total of the whole set', async () => {
  const { owner } = await setup();
  const seen: number[] = [];
  let after: string | null = null;
  const hasNext: boolean[] = [];
  for (let page = 0; page < 3; page++) {
    const answer: any = (await owner.ok(LIST, { after })).moreTickets;
    assert.is(answer.totalCount, 25);
    hasNext.push(answer.pageInfo.hasNextPage);
    seen.push(...localIds(answer));
    after = answer.pageInfo.endCursor;
  }
  assert.equal(hasNext, [true, true, false]);
  assert.equal(seen, Array.from({ length: 25 }, (_, index) => index + 1));
});

pages('a ticket created between two pages does not shift the next page', async () => {
  const fixtureValue = await setup();
  const { owner } = fixtureValue;
  const first = (await owner.ok(LIST, { sortDirection: 'DESC', first: 10 })).moreTickets;
  assert.equal(localIds(first), [25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
  const extra = await owner.ticket({ title: 'Late arrival' });
  const second = (await owner.ok(LIST, { sortDirection: 'DESC', first: 10, after: first.pageInfo.endCursor })).moreTickets;
  assert.equal(localIds(second), [15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
  assert.is(second.totalCount, 26);
  await owner.ok('mutation ($id: ID!) { updateTicket(input: { id: $id, publication: DELETED }) { ticket { id } } }', { id: extra.id });
});

pages('first 0 answers only the total; an empty page has no cursor', async () => {
  const { owner } = await setup();
  const answer = (await owner.ok(LIST, { first: 0 })).moreTickets;
  assert.equal(answer, { totalCount: 25, pageInfo: { endCursor: null, hasNextPage: true }, nodes: [] });
  const none = (await owner.ok(LIST, { filter: { search: 'no such words anywhere' } })).moreTickets;
  assert.equal(none, { totalCount: 0, pageInfo: { endCursor: null, hasNextPage: false }, nodes: [] });
});

pages('refuses a page larger than the limit, a negative page, a cursor that is not one, and a cursor of another sort', async () => {
  const { owner } = await setup();
  let answer = await owner.try(LIST, { first: WORK_LIMITS.page + 1 });
  assert.equal([answer.message, answer.code, answer.field], [`first must be a whole number from 0 to ${WORK_LIMITS.page}`, 'BAD_USER_INPUT', 'first']);
  answer = await owner.try(LIST, { first: -1 });
  assert.is(answer.field, 'first');
  assert.ok((await owner.try(LIST, { first: WORK_LIMITS.page })).errors === undefined, 'the limit itself is fine');
  for (const after of ['garbage!!', Buffer.from('{"x":1}').toString('base64url'), Buffer.from('[1,"createdAt","ASC",5,3]').toString('base64url')]) {
    answer = await owner.try(LIST, { after });
    assert.equal([answer.message, answer.code, answer.field], ['This cursor is not valid for this list: start again without it', 'BAD_USER_INPUT', 'after'], after);
  }
  const cursor = (await owner.ok(LIST, { first: 2 })).moreTickets.pageInfo.endCursor;
  answer = await owner.try(LIST, { after: cursor, sortBy: 'title' });
  assert.is(answer.field, 'after');
  answer = await owner.try(LIST, { after: cursor, sortDirection: 'DESC' });
  assert.is(answer.field, 'after');
});

const EDGES = `query ($first: Int, $after: String, $sortBy: TicketSortField, $sortDirection: SortDirection) {
  moreTickets(first: $first, after: $after, sortBy: $sortBy, sortDirection: $sortDirection) {
    pageInfo { endCursor hasNextPage } edges { cursor node { id localId } } nodes { id }
  }
}`;

pages("every edge's cursor continues the list right after its ticket, in every sort; endCursor is the last edge's", async () => {
  const { owner } = await setup();
  // eta: no ticket has one, so its cursors carry a null key.
  for (const sort of [{}, { sortBy: 'title', sortDirection: 'DESC' }, { sortBy: 'localId', sortDirection: 'DESC' }, { sortBy: 'eta' }]) {
    const label = JSON.stringify(sort);
    const whole = (await owner.ok(EDGES, { ...sort, first: 500 })).moreTickets.nodes.map((node: any) => node.id);
    const page = (await owner.ok(EDGES, { ...sort, first: 7 })).moreTickets;
    assert.equal(page.edges.map((edge: any) => edge.node.id), page.nodes.map((node: any) => node.id), `${label}: an edge per node, in order`);
    assert.is(page.pageInfo.endCursor, page.edges.at(-1).cursor, `${label}: endCursor is the last edge's cursor`);
    for (const [index, edge] of page.edges.entries()) {
      const next = (await owner.ok(EDGES, { ...sort, first: 3, after: edge.cursor })).moreTickets;
      assert.equal(next.nodes.map((node: any) => node.id), whole.slice(index + 1, index + 4), `${label}: after edge ${index}`);
    }
  }
});

pages('an edge cursor made for one sort is refused by another sort or direction', async () => {
  const { owner } = await setup();
  const edge = (await owner.ok(EDGES, { first: 3 })).moreTickets.edges[1];
  for (const other of [{ sortBy: 'title' }, { sortDirection: 'DESC' }, { sortBy: 'eta' }]) {
    const answer = await owner.try(EDGES, { ...other, after: edge.cursor });
    assert.equal([answer.message, answer.code, answer.field], ['This cursor is not valid for this list: start again without it', 'BAD_USER_INPUT', 'after'], JSON.stringify(other));
  }
  const empty = (await owner.ok(EDGES, { first: 0 })).moreTickets;
  assert.equal([empty.edges, empty.pageInfo.endCursor], [[], null], 'an empty page has no edge and no cursor');
});

// ---------------------------------------------------------------------------------------------
const sorts = suite('moreTickets sort orders');

/** Every node of a list, walking pages of 7. */
async function all(fixtureValue: Fixture, variables: Record<string, unknown>): Promise<any[]> {
  const nodes: any[] = [];
  let after: string | null = null;
  for (;;) {
    const answer: any = (await fixtureValue.owner.ok(LIST, { ...variables, first: 7, after })).moreTickets;
    nodes.push(...answer.nodes);
    if (!answer.pageInfo.hasNextPage) return nodes;
    after = answer.pageInfo.endCursor;
  }
}

sorts('title ASC and DESC, case-insensitively, across pages', async () => {
  const fixtureValue = await setup();
  const expected = [...TITLES].sort((x, y) => (x.toLowerCase() < y.toLowerCase() ? -1 : 1));
  assert.equal((await all(fixtureValue, { sortBy: 'title' })).map((node) => node.title), expected);
  assert.equal((await all(fixtureValue, { sortBy: 'title', sortDirection: 'DESC' })).map((node) => node.title), [...expected].reverse());
});

sorts('titles sort the way people read: numbers by value', async () => {
  const { owner } = await world();
  for (const title of ['Track 10', 'track 2', 'Track 1']) await owner.ticket({ title });
  const list = 'query ($f: TicketFilterInput) { moreTickets(filter: $f, first: 50, sortBy: title) { nodes { title } } }';
  const sorted = (await owner.ok(list, { f: { search: 'track' } })).moreTickets.nodes.map((node: any) => node.title);
  assert.equal(sorted, ['Track 1', 'track 2', 'Track 10']);
});

sorts('localId DESC, and createdAt DESC', async () => {
  const fixtureValue = await setup();
  const descending = Array.from({ length: 25 }, (_, index) => 25 - index);
  assert.equal((await all(fixtureValue, { sortBy: 'localId', sortDirection: 'DESC' })).map((node) => node.localId), descending);
  assert.equal((await all(fixtureValue, { sortBy: 'createdAt', sortDirection: 'DESC' })).map((node) => node.localId), descending);
});

sorts('closedAt: closed tickets in closing order, the open ones last in either direction, ties by id', async () => {
  const fixtureValue = await setup();
  const { owner, tickets } = fixtureValue;
  await owner.ok(BULK, { input: { action: 'MARK_TICKETS_AS_DONE', ticketIds: [tickets[10].id] } });
  await advanceClock(fixtureValue.app, MINUTE_MS);
  await owner.ok(BULK, { input: { action: 'CANCEL_TICKETS', ticketIds: [tickets[3].id] } });
  const ascending = await all(fixtureValue, { sortBy: 'closedAt' });
  assert.equal(ascending.slice(0, 2).map((node) => node.localId), [11, 4]);
  assert.equal(ascending.slice(2, 5).map((node) => node.localId), [1, 2, 3]);
  assert.ok(ascending.slice(2).every((node) => node.closedAt === null));
  const descending = await all(fixtureValue, { sortBy: 'closedAt', sortDirection: 'DESC' });
  assert.equal(descending.slice(0, 3).map((node) => node.localId), [4, 11, 25]);
  assert.is(descending.length, 25);
  const eta = await all(fixtureValue, { sortBy: 'eta' });
  const openIds = Array.from({ length: 25 }, (_, index) => index + 1).filter((id) => id !== 4 && id !== 11);
  assert.equal(eta.map((node) => node.localId), [...openIds, 4, 11], 'no ETA yet: the open tickets in id order, then the done and cancelled ones');
  const etaDown = await all(fixtureValue, { sortBy: 'eta', sortDirection: 'DESC' });
  assert.equal(etaDown.map((node) => node.localId), [...openIds.reverse(), 11, 4], 'the closed ones stay last');
});

// ---------------------------------------------------------------------------------------------
const filters = suite('moreTickets filters');

const count = async (fixtureValue: Fixture, filter: Record<string, unknown>) => (await fixtureValue.owner.ok(LIST, { filter, first: 30 })).moreTickets;
const range = (predicate: (index: number) => boolean) => Array.from({ length: 25 }, (_, index) => index).filter(predicate).map((index) => index + 1);

filters('projects include sub-projects unless recursive is false', async () => {
  const f = await setup();
  assert.equal(localIds(await count(f, { projects: [f.a.projectId] })), range((i) => i % 5 !== 1));
  assert.equal(localIds(await count(f, { projects: [f.a.projectId], recursive: false })), range((i) => i % 5 > 1));
  assert.equal(localIds(await count(f, { projects: [f.child] })), range((i) => i % 5 === 0));
  assert.equal(localIds(await count(f, { projects: [f.child, f.other] })), range((i) => i % 5 <= 1));
});

filters('products, workflows, authors, tags', async () => {
  const f = await setup();
  assert.equal(localIds(await count(f, { products: [f.product] })), range((i) => i % 2 === 0));
  assert.equal(localIds(await count(f, { workflows: [f.workflow] })), range((i) => i >= 20));
  assert.equal(localIds(await count(f, { authors: [f.member.roleId] })), range((i) => i < 5));
  assert.equal(localIds(await count(f, { tags: [f.tag] })), range((i) => i % 3 === 0));
  assert.equal(localIds(await count(f, { tags: [f.tag], products: [f.product] })), range((i) => i % 6 === 0), 'filters combine with AND');
});

filters('assignees, display states, active flag, statuses', async () => {
  const f = await setup();
  const ticket = f.tickets[20]; // the one-state workflow
  await f.owner.ok(UPDATE_STATE, { input: { ticketId: ticket.id, stateId: ticket.states[0].id, assigneeId: f.admin.roleId, estimate: { minimum: 1, likely: 1, maximum: 1 } } });
  const other = f.tickets[21];
  await f.owner.ok(UPDATE_STATE, { input: { ticketId: other.id, stateId: other.states[0].id, assigneeId: f.admin.roleId, active: true } });
  assert.equal(localIds(await count(f, { assignees: [f.admin.roleId] })), [21, 22]);
  assert.equal(localIds(await count(f, { displayStates: ['Estimated'] })), [21]);
  assert.equal(localIds(await count(f, { displayStates: ['InProgress', 'Estimated'] })), [21, 22]);
  assert.equal(localIds(await count(f, { isActive: true })), [22]);
  assert.is((await count(f, { isActive: false })).totalCount, 24);
  await f.owner.ok(BULK, { input: { action: 'SCHEDULE_TICKETS', ticketIds: [ticket.id] } });
  assert.equal(localIds(await count(f, { statuses: ['SCHEDULED'] })), [21]);
  assert.equal(localIds(await count(f, { displayStates: ['Scheduled'] })), [21]);
  assert.equal(localIds(await count(f, { statuses: ['DONE', 'CANCELLED'] })), [4, 11]);
  assert.equal(localIds(await count(f, { displayStates: ['Done'] })), [4, 11]);
});

filters('openAssignees: only tickets where the person still has a state to do (a done one does not count)', async () => {
  const f = await setup();
  const [first, second] = [f.tickets[20], f.tickets[21]]; // the one-state workflow
  await f.owner.ok(UPDATE_STATE, { input: { ticketId: first.id, stateId: first.states[0].id, assigneeId: f.admin.roleId } });
  await f.owner.ok(UPDATE_STATE, { input: { ticketId: second.id, stateId: second.states[0].id, assigneeId: f.admin.roleId, done: true } });
  assert.equal(localIds(await count(f, { assignees: [f.admin.roleId] })), [21, 22]);
  assert.equal(localIds(await count(f, { openAssignees: [f.admin.roleId] })), [21]);
  assert.equal(localIds(await count(f, { openAssignees: [f.member.roleId] })), []);
});

filters('stages: deleted tickets are left out unless asked for', async () => {
  const f = await setup();
  await f.owner.ok('mutation ($id: ID!) { updateTicket(input: { id: $id, publication: DRAFT }) { ticket { id } } }', { id: f.tickets[0].id });
  const total = (await count(f, {})).totalCount;
  assert.is(total, 25, 'the deleted late arrival is not counted');
  assert.equal(localIds(await count(f, { stages: ['DELETED'] })), [26]);
  assert.equal(localIds(await count(f, { stages: ['DRAFT'] })), [1]);
  assert.equal(localIds(await count(f, { displayStates: ['Draft'] })), [1]);
  assert.is((await count(f, { stages: ['PUBLISHED', 'DRAFT', 'DELETED'] })).totalCount, 26);
});

filters('favourites of the caller only', async () => {
  const f = await setup();
  const favorite = 'mutation ($t: ID!) { setFavorite(input: { ticketId: $t, favorite: true }) { ticket { id } } }';
  await f.owner.ok(favorite, { t: f.tickets[5].id });
  await f.member.ok(favorite, { t: f.tickets[6].id });
  assert.equal(localIds(await count(f, { favorite: true })), [6]);
  assert.is((await count(f, { favorite: false })).totalCount, 24);
});

filters('search: title and description case-insensitively, #12 and 12 for the local id', async () => {
  const f = await setup();
  assert.equal(localIds(await count(f, { search: 'needle' })), [8]);
  assert.equal(localIds(await count(f, { search: 'KIWI' })), range((i) => i % 5 === 0));
  assert.equal(localIds(await count(f, { search: '#12' })), [12]);
  // '12' also matches the title 'Mango 12' (ticket 13) as text.
  assert.equal(localIds(await count(f, { search: ' 12 ' })), [12, 13]);
  assert.equal(localIds(await count(f, { search: '' })).length, 25);
});

filters('created after and before (inclusive)', async () => {
  const f = await setup();
  const at = (minutes: number) => new Date(FIXED_NOW + minutes * MINUTE_MS).toISOString();
  assert.equal(localIds(await count(f, { createdAfter: at(24) })), [24, 25]);
  assert.equal(localIds(await count(f, { createdBefore: at(2) })), [1, 2]);
  assert.equal(localIds(await count(f, { createdAfter: at(10), createdBefore: at(11) })), [10, 11]);
});

filters('refuses ids of another organization in a filter like unknown ones; B cannot list A', async () => {
  const f = await setup();
  const { outsider, owner } = f;
  for (const [filter, message, field] of [
    [{ projects: [f.b.projectId] }, 'Project not found', 'projects'],
    [{ projects: ['999999'] }, 'Project not found', 'projects'],
    [{ tags: ['999999'] }, 'Tag not found', 'tags'],
    [{ authors: [outsider.roleId] }, 'Person not found', 'authors'],
  ] as const) {
    const answer = await owner.try(LIST, { filter });
    assert.equal([answer.message, answer.code, answer.field], [message, 'NOT_FOUND', field]);
  }
  const cross = await outsider.in(f.a.id).try(LIST);
  assert.equal([cross.message, cross.code], ['Organization not found', 'NOT_FOUND']);
  const theirs = (await outsider.ok(LIST)).moreTickets;
  assert.is(theirs.totalCount, 0, 'B sees none of A\'s tickets');
  const visitorList = (await f.visitor.ok(LIST, {})).moreTickets;
  assert.is(visitorList.totalCount, 25, 'a visitor reads the list');
});

pages.run();
sorts.run();
filters.run();
