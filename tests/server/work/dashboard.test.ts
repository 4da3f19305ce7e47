/**
 * The dashboard query on a seeded organization (every block, for the owner and the member, the
 * visitor's empty personal part, another organization's view) and the to-do list mutations, bad
 * input and limits included.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Browser } from '../shared/account-helpers.ts';
import { advanceClock, DAY_MS, makeApp } from '../shared/helpers.ts';
import { Caller, world, type World } from './work-helpers.ts';

const TICKETS = 'totalCount pageInfo { endCursor hasNextPage } edges { cursor node { id } } nodes { id title displayState }';
const WORK = 'totalCount pageInfo { endCursor hasNextPage } edges { cursor node { stateId } } nodes { ticket { id title } stateId stateName stateNames active doneAt }';
const BLOCKS = ['toEstimate', 'myEstimated', 'myUnestimated', 'upcomingWork', 'previousWork', 'recentlyCreated', 'notYetScheduled'] as const;
const DASHBOARD = `query ($first: Int) { dashboard(first: $first) {
  toEstimate { ${TICKETS} } myEstimated { ${TICKETS} } myUnestimated { ${TICKETS} }
  upcomingWork { ${WORK} } previousWork { ${WORK} }
  recentlyCreated { ${TICKETS} } notYetScheduled { ${TICKETS} }
  todos { id text done createdAt } } }`;
const UPDATE_STATE = `mutation ($input: UpdateTicketStateInput!) { updateTicketState(input: $input) { ticket { id } } }`;
const BULK = `mutation ($input: ApplyBulkTicketActionInput!) { applyBulkTicketAction(input: $input) { updated { id } skipped { ticketId reason } } }`;
const TODO = 'id text done';
const ADD = `mutation ($text: String!) { addTodo(input: { text: $text }) { todo { ${TODO} } todos { ${TODO} } } }`;
const UPDATE = `mutation ($id: ID!, $text: String, $done: Boolean) { updateTodo(input: { id: $id, text: $text, done: $done }) { todos { ${TODO} } } }`;
const REMOVE = `mutation ($id: ID!) { removeTodo(input: { id: $id }) { todos { ${TODO} } } }`;
const MOVE = `mutation ($id: ID!, $position: Int!) { moveTodo(input: { id: $id, position: $position }) { todos { ${TODO} } } }`;
const ESTIMATE = { minimum: 1, likely: 2, maximum: 3 };

/** Sets every state of a ticket (assignee and estimate, or a function of its index). */
async function setStates(owner: Caller, ticket: any, input: (index: number) => Record<string, unknown> | null): Promise<void> {
  for (const [index, state] of (ticket.states as any[]).entries()) {
    const patch = input(index);
    if (patch) await owner.ok(UPDATE_STATE, { input: { ticketId: ticket.id, stateId: state.id, ...patch } });
  }
}

const titles = (block: { nodes: { title: string }[] }) => block.nodes.map((node) => node.title);
const work = (block: { nodes: { ticket: { title: string }; stateNames: string[] }[] }) => block.nodes.map((node) => `${node.ticket.title}/${node.stateNames.join(', ')}`);

interface Seeded extends World {
  readonly ids: Record<string, string>;
}

/** Seven tickets of organization A, each made for one block. */
async function seeded(): Promise<Seeded> {
  const w = await world();
  const { owner, member } = w;
  const ids: Record<string, string> = {};
  const make = async (title: string, extra: Record<string, unknown> = {}) => {
    const ticket = await owner.ticket({ title, ...extra });
    ids[title] = ticket.id;
    return ticket;
  };
  // Design is mine to estimate; the other states have nobody (Unassigned).
  await setStates(owner, await make('Estimate me'), (index) => (index === 0 ? { assigneeId: owner.roleId } : null));
  await setStates(owner, await make('Ready'), () => ({ assigneeId: member.roleId, estimate: ESTIMATE }));
  await setStates(owner, await make('Unestimated'), () => ({ assigneeId: member.roleId }));
  const later = await make('Scheduled later', { dueDate: '2026-12-01T00:00:00.000Z' });
  await setStates(owner, later, () => ({ assigneeId: owner.roleId, estimate: ESTIMATE }));
  const sooner = await make('Scheduled sooner', { dueDate: '2026-11-01T00:00:00.000Z' });
  await setStates(owner, sooner, (index) => (index === 0 ? { assigneeId: owner.roleId, estimate: ESTIMATE } : { assigneeId: member.roleId, estimate: ESTIMATE }));
  await owner.ok(BULK, { input: { action: 'SCHEDULE_TICKETS', ticketIds: [later.id, sooner.id] } });
  const busy = await make('In progress');
  await setStates(owner, busy, (index) => ({ assigneeId: owner.roleId, estimate: ESTIMATE, ...(index === 1 ? { active: true } : {}) }));
  const finished = await make('Finished part');
  await setStates(owner, finished, (index) => (index === 0 ? { assigneeId: owner.roleId, estimate: ESTIMATE, done: true } : null));
  await make('A draft', { publication: 'DRAFT' });
  return { ...w, ids };
}

let shared: Promise<Seeded> | null = null;
const fixture = () => (shared ??= seeded());

const blocks = suite('dashboard query');

blocks("the owner's blocks: each ticket where its rule puts it", async () => {
  const { owner } = await fixture();
  const { dashboard } = await owner.ok(DASHBOARD);
  assert.equal(titles(dashboard.toEstimate), ['Estimate me'], 'a done state of mine waits for no estimate');
  assert.equal(titles(dashboard.myEstimated), ['Ready']);
  assert.equal(titles(dashboard.myUnestimated), ['Unestimated']);
  // One row per ticket, all my steps named in workflow order; the count counts tickets.
  assert.equal(work(dashboard.upcomingWork), ['In progress/Design, Build, Review', 'Scheduled sooner/Design', 'Scheduled later/Design, Build, Review']);
  assert.is(dashboard.upcomingWork.totalCount, 3);
  assert.equal(
    dashboard.upcomingWork.nodes.map((node: { active: boolean }) => node.active),
    [true, false, false],
    'only the ticket in progress says so',
  );
  assert.is(dashboard.upcomingWork.nodes[0].stateName, 'Build', 'the row stands for my step being worked on');
  assert.is(dashboard.upcomingWork.nodes[0].doneAt, null);
  assert.equal(work(dashboard.previousWork), ['Finished part/Design']);
  assert.ok(dashboard.previousWork.nodes[0].doneAt, 'a done state says when');
  assert.equal(titles(dashboard.recentlyCreated), ['A draft', 'Finished part', 'In progress', 'Scheduled sooner', 'Scheduled later', 'Unestimated', 'Ready', 'Estimate me']);
  assert.equal(titles(dashboard.notYetScheduled), ['Ready']);
  assert.equal(dashboard.todos, []);
});

blocks("the member's blocks: their own work, the same organization blocks", async () => {
  const { member } = await fixture();
  const { dashboard } = await member.ok(DASHBOARD);
  assert.equal(titles(dashboard.toEstimate), ['Unestimated']);
  assert.equal(titles(dashboard.myEstimated), []);
  assert.equal(work(dashboard.upcomingWork), ['Scheduled sooner/Build, Review']);
  assert.is(dashboard.upcomingWork.totalCount, 1);
  assert.is(dashboard.previousWork.totalCount, 0);
  assert.equal(titles(dashboard.notYetScheduled), ['Ready']);
  assert.is(dashboard.recentlyCreated.totalCount, 8);
});

blocks('a visitor sees the organization blocks and an empty personal part', async () => {
  const { visitor } = await fixture();
  const { dashboard } = await visitor.ok(DASHBOARD);
  for (const block of BLOCKS.slice(0, 5)) assert.equal(dashboard[block], { totalCount: 0, pageInfo: { endCursor: null, hasNextPage: false }, edges: [], nodes: [] }, block);
  assert.is(dashboard.recentlyCreated.totalCount, 8);
  assert.equal(titles(dashboard.notYetScheduled), ['Ready']);
  assert.equal(dashboard.todos, []);
});

blocks('first cuts every block, the count stays whole; a bad first is refused', async () => {
  const { owner } = await fixture();
  const { dashboard } = await owner.ok(DASHBOARD, { first: 2 });
  assert.is(dashboard.recentlyCreated.nodes.length, 2);
  assert.is(dashboard.recentlyCreated.totalCount, 8);
  assert.is(dashboard.upcomingWork.nodes.length, 2);
  assert.is(dashboard.upcomingWork.totalCount, 3, 'tickets, not steps');
  for (const first of [-1, 51]) {
    const refused = await owner.try(DASHBOARD, { first });
    assert.is(refused.code, 'BAD_USER_INPUT');
    assert.is(refused.field, 'first');
  }
});

blocks('each block is a connection read whole: no endCursor, hasNextPage when rows are left out, edges at their places', async () => {
  const { owner } = await fixture();
  const whole = (await owner.ok(DASHBOARD)).dashboard;
  const cut = (await owner.ok(DASHBOARD, { first: 2 })).dashboard;
  for (const name of BLOCKS) {
    for (const dashboard of [whole, cut]) {
      const block = dashboard[name];
      assert.is(block.pageInfo.endCursor, null, `${name}: a block is not continued page by page`);
      assert.is(block.pageInfo.hasNextPage, block.totalCount > block.nodes.length, `${name}: more follow exactly when rows are left out`);
      assert.equal(block.edges.map((edge: any) => edge.cursor), block.nodes.map((_node: unknown, index: number) => String(index)), `${name}: each edge says its place`);
      const key = name === 'upcomingWork' || name === 'previousWork' ? 'stateId' : 'id';
      assert.equal(block.edges.map((edge: any) => edge.node[key]), block.nodes.map((node: any) => node[key]), `${name}: the edges hold the nodes, in order`);
    }
  }
  assert.equal([cut.recentlyCreated.pageInfo.hasNextPage, whole.recentlyCreated.pageInfo.hasNextPage], [true, false], '8 tickets: cut to 2, more follow; whole, none');
  assert.equal([cut.upcomingWork.pageInfo.hasNextPage, whole.upcomingWork.pageInfo.hasNextPage], [true, false]);
  assert.equal([cut.notYetScheduled.pageInfo.hasNextPage, cut.notYetScheduled.nodes.length], [false, 1], 'a block that fits has nothing more');
});

blocks("another organization's owner sees nothing of A; no organization header is refused", async () => {
  const { outsider } = await fixture();
  const { dashboard } = await outsider.ok(DASHBOARD);
  assert.is(dashboard.recentlyCreated.totalCount, 0);
  assert.is(dashboard.notYetScheduled.totalCount, 0);
  const { a } = await fixture();
  const foreign = await outsider.in(a.id).try(DASHBOARD);
  assert.is(foreign.code, 'NOT_FOUND');
});

blocks('deleted tickets leave every block; fourteen days later recent work and tickets are gone', async () => {
  const { app, owner, ids } = await seeded();
  await owner.ok(BULK, { input: { action: 'MARK_TICKETS_AS_DONE', ticketIds: [ids['In progress']] } });
  let { dashboard } = await owner.ok(DASHBOARD);
  assert.equal(work(dashboard.previousWork).sort(), ['Finished part/Design', 'In progress/Build', 'In progress/Design', 'In progress/Review']);
  assert.ok(!work(dashboard.upcomingWork).some((item) => item.startsWith('In progress')), 'done work is no longer upcoming');
  await owner.ok(`mutation ($id: ID!) { updateTicket(input: { id: $id, publication: DELETED }) { ticket { id } } }`, { id: ids['Ready'] });
  ({ dashboard } = await owner.ok(DASHBOARD));
  assert.equal(titles(dashboard.notYetScheduled), []);
  assert.ok(!titles(dashboard.recentlyCreated).includes('Ready'));
  await advanceClock(app, 15 * DAY_MS);
  await owner.ticket({ title: 'Fresh' });
  ({ dashboard } = await owner.ok(DASHBOARD));
  assert.equal(titles(dashboard.recentlyCreated), ['Fresh']);
  assert.is(dashboard.previousWork.totalCount, 0);
  assert.equal(titles(dashboard.toEstimate), ['Estimate me'], 'to estimate does not age');
});

blocks('a reopened step leaves previous work; done again, it comes back with its new time', async () => {
  const { app, owner, ids } = await seeded();
  const { ticket } = await owner.ok(`query ($id: ID!) { ticket(id: $id) { states { id } } }`, { id: ids['Finished part'] });
  const design = ticket.states[0].id;
  await owner.ok(UPDATE_STATE, { input: { ticketId: ids['Finished part'], stateId: design, done: false } });
  assert.is((await owner.ok(DASHBOARD)).dashboard.previousWork.totalCount, 0);
  const first = await advanceClock(app, DAY_MS);
  await owner.ok(UPDATE_STATE, { input: { ticketId: ids['Finished part'], stateId: design, done: true } });
  const { dashboard } = await owner.ok(DASHBOARD);
  assert.equal(work(dashboard.previousWork), ['Finished part/Design']);
  assert.is(dashboard.previousWork.nodes[0].doneAt, new Date(first).toISOString());
});

const todos = suite('to-do list');

todos('add, rename, toggle, move and remove; each answer is the whole list in order', async () => {
  const { member } = await world();
  const a = (await member.ok(ADD, { text: '  Call Ana ' })).addTodo;
  assert.equal(a.todos.map((todo: any) => todo.text), ['Call Ana']);
  await member.ok(ADD, { text: 'Book room' });
  const added = (await member.ok(ADD, { text: 'Send notes' })).addTodo;
  assert.equal(added.todo, { id: added.todo.id, text: 'Send notes', done: false }, 'the new item, as saved');
  assert.equal(added.todos.at(-1), added.todo, 'at the end of the list');
  const [call, book, send] = added.todos.map((todo: any) => todo.id);
  assert.equal((await member.ok(UPDATE, { id: book, done: true })).updateTodo.todos[1], { id: book, text: 'Book room', done: true });
  assert.equal((await member.ok(UPDATE, { id: book, text: 'Book the big room' })).updateTodo.todos[1], { id: book, text: 'Book the big room', done: true });
  assert.equal((await member.ok(MOVE, { id: send, position: 0 })).moveTodo.todos.map((todo: any) => todo.id), [send, call, book]);
  assert.equal((await member.ok(MOVE, { id: send, position: 99 })).moveTodo.todos.map((todo: any) => todo.id), [call, book, send]);
  assert.equal((await member.ok(REMOVE, { id: call })).removeTodo.todos.map((todo: any) => todo.id), [book, send]);
  const { dashboard } = await member.ok(DASHBOARD);
  assert.equal(dashboard.todos.map((todo: any) => [todo.text, todo.done]), [['Book the big room', true], ['Send notes', false]]);
  assert.ok(dashboard.todos[0].createdAt);
});

todos('lists are stored: a server started again on the same database has them, in order, done marks kept', async () => {
  const { app, member, owner } = await world();
  const first = (await member.ok(ADD, { text: 'Call Ana' })).addTodo.todo;
  const second = (await member.ok(ADD, { text: 'Book room' })).addTodo.todo;
  await member.ok(UPDATE, { id: first.id, done: true });
  await member.ok(MOVE, { id: second.id, position: 0 });
  await owner.ok(ADD, { text: "The owner's own" });

  const restarted = await makeApp({}, { database: app.database });
  const again = (caller: Caller) => {
    const browser = new Browser(restarted);
    for (const [name, value] of caller.browser.cookies) browser.cookies.set(name, value);
    return new Caller(browser, caller.org, caller.roleId);
  };
  const shown = async (caller: Caller) => (await again(caller).ok(DASHBOARD)).dashboard.todos.map((todo: any) => [todo.id, todo.text, todo.done]);
  assert.equal(await shown(member), [
    [second.id, 'Book room', false],
    [first.id, 'Call Ana', true],
  ]);
  assert.equal((await shown(owner)).map(([, text]: [string, string]) => text), ["The owner's own"]);
  // And a new one after the restart gets an id of its own.
  const third = (await again(member).ok(ADD, { text: 'Send notes' })).addTodo.todo;
  assert.not.ok([first.id, second.id].includes(third.id));
});

todos('lists are per role: nobody else sees or changes mine', async () => {
  const { owner, member, outsider } = await world();
  const mine = (await member.ok(ADD, { text: 'Mine' })).addTodo.todo;
  assert.equal((await owner.ok(DASHBOARD)).dashboard.todos, []);
  for (const [query, variables] of [
    [UPDATE, { id: mine.id, done: true }],
    [REMOVE, { id: mine.id }],
    [MOVE, { id: mine.id, position: 0 }],
  ] as const) {
    const refused = await owner.try(query, variables);
    assert.is(refused.code, 'NOT_FOUND');
    assert.is(refused.message, 'To-do not found');
  }
  assert.is((await outsider.try(UPDATE, { id: mine.id, done: true })).code, 'NOT_FOUND');
  assert.equal((await member.ok(DASHBOARD)).dashboard.todos.map((todo: any) => [todo.text, todo.done]), [['Mine', false]]);
});

todos('bad input: empty or long text, bad positions, a visitor, the 200 limit', async () => {
  const { member, visitor } = await world();
  for (const [text, message] of [
    ['   ', 'To-do is required'],
    ['x'.repeat(257), 'To-do must be at most 256 characters'],
  ] as const) {
    const refused = await member.try(ADD, { text });
    assert.is(refused.message, message);
    assert.is(refused.code, 'BAD_USER_INPUT');
    assert.is(refused.field, 'text');
  }
  const { todo } = (await member.ok(ADD, { text: 'x'.repeat(256) })).addTodo;
  assert.is((await member.try(UPDATE, { id: todo.id, text: '' })).message, 'To-do is required');
  assert.is((await member.try(MOVE, { id: todo.id, position: -1 })).field, 'position');
  const readOnly = await visitor.try(ADD, { text: 'Peek' });
  assert.is(readOnly.code, 'FORBIDDEN');
  assert.is(readOnly.message, 'Visitors can read but not change this organization');
  for (let index = 1; index < 200; index += 1) await member.ok(ADD, { text: `Item ${index}` });
  const full = await member.try(ADD, { text: 'One too many' });
  assert.is(full.message, 'A to-do list holds at most 200 items');
  assert.is((await member.ok(DASHBOARD)).dashboard.todos.length, 200);
});

blocks.run();
todos.run();
