/**
 * Tickets on the local server: createTicket (states from the workflow), updateTicket, the ticket's
 * states, notes, checklist, comments and replies, dependencies and favourites; every change refused
 * to a visitor, and nothing of organization A reachable from organization B.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WORK_LIMITS } from '../../../src/domain/work/work.ts';
import { READ_ONLY_MESSAGE } from '../../../src/domain/shared/role.ts';
import { FIXED_NOW } from '../shared/helpers.ts';
import { TICKET_FIELDS, WORKFLOW_FIELDS, world, type World } from './work-helpers.ts';

const ISO_NOW = new Date(FIXED_NOW).toISOString();
const NO_ORGANIZATION = { message: 'Organization not found', code: 'NOT_FOUND' };
const UPDATE = `mutation ($input: UpdateTicketInput!) { updateTicket(input: $input) { ticket { ${TICKET_FIELDS} } } }`;
const UPDATE_STATE = `mutation ($input: UpdateTicketStateInput!) { updateTicketState(input: $input) { ticket { ${TICKET_FIELDS} } } }`;
const NOTE = `mutation ($t: ID!, $s: ID!, $type: NoteType!, $body: String!) { addStateNote(input: { ticketId: $t, stateId: $s, type: $type, body: $body }) { ticket { ${TICKET_FIELDS} } } }`;
const TICKET = `query ($id: ID!) { ticket(id: $id) { ${TICKET_FIELDS} } }`;
const DEPEND = `mutation ($t: ID!, $w: ID!) { addDependency(input: { ticketId: $t, waitsOnId: $w }) { ticket { ${TICKET_FIELDS} } } }`;
const UNDEPEND = `mutation ($t: ID!, $w: ID!) { removeDependency(input: { ticketId: $t, waitsOnId: $w }) { ticket { ${TICKET_FIELDS} } } }`;
const FAVORITE = `mutation ($t: ID!, $f: Boolean!) { setFavorite(input: { ticketId: $t, favorite: $f }) { ticket { id favorite } } }`;

/** The variables of updateTicket: the ticket's id and the fields to change, in one input. */
const patch = (id: string, fields: Record<string, unknown>) => ({ input: { id, ...fields } });
/** The variables of updateTicketState. */
const statePatch = (ticketId: string, stateId: string, fields: Record<string, unknown>) => ({ input: { ticketId, stateId, ...fields } });

let shared: Promise<World> | null = null;
const setup = () => (shared ??= world());
const estimate = { minimum: 1, likely: 2, maximum: 4 };

// ---------------------------------------------------------------------------------------------
const create = suite('createTicket');

create('a ticket gets the next local id, the caller as owner, PUBLISHED, and one fresh state per state of the default workflow', async () => {
  const { member, a } = await setup();
  const first = await member.ticket({ title: '  Build the login page  ', description: 'With **Markdown**', projectId: a.projectId });
  const second = await member.ticket({ title: 'Second' });
  assert.is(second.localId, first.localId + 1);
  assert.is(first.title, 'Build the login page');
  assert.is(first.description, 'With **Markdown**');
  assert.is(first.owner.id, member.roleId);
  assert.is(first.publication, 'PUBLISHED');
  assert.is(first.status, 'UNSCHEDULED');
  assert.is(first.createdAt, ISO_NOW);
  assert.is(first.project.id, a.projectId);
  assert.is(second.project, null);
  assert.equal(first.workflow, { id: first.workflow.id, name: 'Standard', isDefault: true });
  assert.equal(first.states.map((state: any) => state.name), ['Design', 'Build', 'Review']);
  for (const state of first.states) {
    assert.equal({ ...state, id: undefined, workflowStateId: undefined, name: undefined }, {
      id: undefined, workflowStateId: undefined, name: undefined,
      assignee: null, estimate: null, splittable: false, active: false, blocked: false, done: false, notes: [],
    });
  }
  assert.is(first.displayState, 'Unassigned');
  assert.is(first.health, 'OK');
  assert.is(first.favorite, false);
});

create('local ids count per organization, from 1', async () => {
  const { outsider } = await setup();
  const ticket = await outsider.ticket({ title: 'B first' });
  assert.is(ticket.localId, 1);
});

create('a DRAFT ticket displays as Draft; a chosen workflow gives its states; tags and product are kept', async () => {
  const { owner, member } = await setup();
  const workflow = (await owner.ok(`mutation ($input: CreateWorkflowInput!) { createWorkflow(input: $input) { workflow { ${WORKFLOW_FIELDS} } } }`, {
    input: { name: 'Two step', states: [{ name: 'Do' }, { name: 'Check' }] },
  })).createWorkflow.workflow;
  const tag = (await owner.ok('mutation { createTag(input: { name: "urgent", color: PINK }) { tag { id } } }')).createTag.tag;
  const product = (await owner.ok('mutation { createProduct(input: { name: "Mobile app" }) { product { id } } }')).createProduct.product;
  const ticket = await member.ticket({ title: 'Draft one', publication: 'DRAFT', workflowId: workflow.id, tagIds: [tag.id, tag.id], productId: product.id, dueDate: '2026-04-01T00:00:00Z' });
  assert.is(ticket.displayState, 'Draft');
  assert.equal(ticket.states.map((state: any) => state.name), ['Do', 'Check']);
  assert.equal(ticket.states.map((state: any) => state.workflowStateId), workflow.states.map((state: any) => state.id));
  assert.equal(ticket.tags.map((t: any) => t.id), [tag.id]);
  assert.is(ticket.product.id, product.id);
  assert.is(ticket.dueDate, '2026-04-01T00:00:00.000Z');
});

create('refuses an empty or too long title, a too long description, and ARCHIVED as a starting stage', async () => {
  const { member } = await setup();
  const mutation = `mutation ($input: CreateTicketInput!) { createTicket(input: $input) { ticket { id } } }`;
  let answer = await member.try(mutation, { input: { title: '   ' } });
  assert.equal([answer.message, answer.code, answer.field], ['Title is required', 'BAD_USER_INPUT', 'title']);
  answer = await member.try(mutation, { input: { title: 'x'.repeat(WORK_LIMITS.title + 1) } });
  assert.equal([answer.message, answer.field], [`Title must be at most ${WORK_LIMITS.title} characters`, 'title']);
  answer = await member.try(mutation, { input: { title: 'ok', description: 'x'.repeat(WORK_LIMITS.longText + 1) } });
  assert.equal([answer.message, answer.field], [`Description must be at most ${WORK_LIMITS.longText} characters`, 'description']);
  answer = await member.try(mutation, { input: { title: 'ok', publication: 'ARCHIVED' } });
  assert.equal([answer.code, answer.field], ['BAD_USER_INPUT', 'publication']);
});

create('refuses unknown ids, and ids of another organization exactly like unknown ones', async () => {
  const { member, outsider, b } = await setup();
  const mutation = `mutation ($input: CreateTicketInput!) { createTicket(input: $input) { ticket { id } } }`;
  const bWorkflow = (await outsider.ok('{ workflows { id } }')).workflows[0].id;
  const bTag = (await outsider.ok('mutation { createTag(input: { name: "b-tag", color: BLUE }) { tag { id } } }')).createTag.tag.id;
  const bProduct = (await outsider.ok('mutation { createProduct(input: { name: "B product" }) { product { id } } }')).createProduct.product.id;
  const cases: [Record<string, unknown>, string, string][] = [
    [{ projectId: b.projectId }, 'Project not found', 'projectId'],
    [{ projectId: '999999' }, 'Project not found', 'projectId'],
    [{ productId: bProduct }, 'Product not found', 'productId'],
    [{ productId: '999999' }, 'Product not found', 'productId'],
    [{ workflowId: bWorkflow }, 'Workflow not found', 'workflowId'],
    [{ workflowId: '999999' }, 'Workflow not found', 'workflowId'],
    [{ tagIds: [bTag] }, 'Tag not found', 'tagIds'],
    [{ tagIds: ['999999'] }, 'Tag not found', 'tagIds'],
  ];
  for (const [extra, message, field] of cases) {
    const answer = await member.try(mutation, { input: { title: 'Nope', ...extra } });
    assert.equal([answer.message, answer.code, answer.field], [message, 'NOT_FOUND', field], JSON.stringify(extra));
  }
});

create('a visitor cannot create a ticket; a member of B cannot create one in A', async () => {
  const { visitor, outsider, a } = await setup();
  const mutation = `mutation { createTicket(input: { title: "Sneaky" }) { ticket { id } } }`;
  const refused = await visitor.try(mutation);
  assert.equal([refused.message, refused.code], [READ_ONLY_MESSAGE, 'FORBIDDEN']);
  const cross = await outsider.in(a.id).try(mutation);
  assert.equal({ message: cross.message, code: cross.code }, NO_ORGANIZATION);
  const none = await outsider.in('null').try(mutation);
  assert.equal({ message: none.message, code: none.code }, NO_ORGANIZATION);
});

// ---------------------------------------------------------------------------------------------
const update = suite('updateTicket');

update('changes only the fields given; null clears the project and product; owner and watchers must be accepted members', async () => {
  const { member, owner, admin, a } = await setup();
  const product = (await owner.ok('mutation { createProduct(input: { name: "Web" }) { product { id } } }')).createProduct.product;
  const ticket = await member.ticket({ title: 'Editable', projectId: a.projectId, productId: product.id });
  let next = (await member.ok(UPDATE, patch(ticket.id, { title: 'Edited', watcherIds: [admin.roleId, owner.roleId] }))).updateTicket.ticket;
  assert.is(next.title, 'Edited');
  assert.is(next.project.id, a.projectId);
  assert.equal(next.watchers.map((w: any) => w.id).sort(), [admin.roleId, owner.roleId].sort());
  next = (await member.ok(UPDATE, patch(ticket.id, { projectId: null, productId: null, ownerId: admin.roleId, description: 'Now described', dueDate: null }))).updateTicket.ticket;
  assert.is(next.project, null);
  assert.is(next.product, null);
  assert.is(next.owner.id, admin.roleId);
  assert.is(next.description, 'Now described');
  assert.is(next.title, 'Edited');
  next = (await member.ok(UPDATE, patch(ticket.id, { publication: 'DELETED' }))).updateTicket.ticket;
  assert.is(next.publication, 'DELETED');
});

update('refuses an empty title, an unknown owner, a null owner, and changes nothing', async () => {
  const { member, outsider } = await setup();
  const ticket = await member.ticket({ title: 'Stable' });
  let answer = await member.try(UPDATE, patch(ticket.id, { title: '', description: 'changed' }));
  assert.equal([answer.message, answer.field], ['Title is required', 'title']);
  answer = await member.try(UPDATE, patch(ticket.id, { ownerId: outsider.roleId }));
  assert.equal([answer.message, answer.code, answer.field], ['Person not found', 'NOT_FOUND', 'ownerId']);
  answer = await member.try(UPDATE, patch(ticket.id, { ownerId: null }));
  assert.equal([answer.code, answer.field], ['BAD_USER_INPUT', 'ownerId']);
  const after = (await member.ok(TICKET, { id: ticket.id })).ticket;
  assert.is(after.title, 'Stable');
  assert.is(after.description, '');
});

update('a visitor reads tickets but cannot change them; B cannot read or change A\'s ticket, even with its own header', async () => {
  const { member, visitor, outsider, a } = await setup();
  const ticket = await member.ticket({ title: 'Private to A' });
  assert.is((await visitor.ok(TICKET, { id: ticket.id })).ticket.title, 'Private to A');
  const refused = await visitor.try(UPDATE, patch(ticket.id, { title: 'Visitor was here' }));
  assert.equal([refused.message, refused.code], [READ_ONLY_MESSAGE, 'FORBIDDEN']);
  const crossRead = await outsider.in(a.id).try(TICKET, { id: ticket.id });
  assert.equal({ message: crossRead.message, code: crossRead.code }, NO_ORGANIZATION);
  assert.is((await outsider.ok(TICKET, { id: ticket.id })).ticket, null, 'A\'s ticket id is nothing in B');
  const crossWrite = await outsider.try(UPDATE, patch(ticket.id, { title: 'B was here' }));
  assert.equal([crossWrite.message, crossWrite.code], ['Ticket not found', 'NOT_FOUND']);
  assert.is((await member.ok(TICKET, { id: ticket.id })).ticket.title, 'Private to A');
});

// ---------------------------------------------------------------------------------------------
const states = suite('ticket states and notes');

states('assigning and estimating every state makes the ticket Estimated; active makes it InProgress; done stops the work', async () => {
  const { member, admin } = await setup();
  const ticket = await member.ticket({ title: 'Stateful' });
  let next = ticket;
  for (const state of ticket.states) {
    next = (await member.ok(UPDATE_STATE, statePatch(ticket.id, state.id, { assigneeId: admin.roleId, estimate, splittable: true }))).updateTicketState.ticket;
  }
  assert.is(next.displayState, 'Estimated');
  assert.equal(next.states[0].estimate, estimate);
  assert.is(next.states[0].assignee.id, admin.roleId);
  assert.is(next.states[0].splittable, true);
  next = (await member.ok(UPDATE_STATE, statePatch(ticket.id, ticket.states[0].id, { active: true }))).updateTicketState.ticket;
  assert.is(next.displayState, 'InProgress');
  next = (await member.ok(UPDATE_STATE, statePatch(ticket.id, ticket.states[0].id, { done: true }))).updateTicketState.ticket;
  assert.equal([next.states[0].done, next.states[0].active, next.displayState], [true, false, 'Estimated']);
  next = (await member.ok(UPDATE_STATE, statePatch(ticket.id, ticket.states[1].id, { estimate: null }))).updateTicketState.ticket;
  assert.is(next.displayState, 'Unestimated');
  next = (await member.ok(UPDATE_STATE, statePatch(ticket.id, ticket.states[1].id, { assigneeId: null }))).updateTicketState.ticket;
  assert.is(next.displayState, 'Unassigned');
  // Closing every state closes the ticket; reopening one opens it again.
  for (const state of ticket.states) next = (await member.ok(UPDATE_STATE, statePatch(ticket.id, state.id, { done: true }))).updateTicketState.ticket;
  assert.equal([next.status, next.displayState, next.closedAt], ['DONE', 'Done', ISO_NOW]);
  next = (await member.ok(UPDATE_STATE, statePatch(ticket.id, ticket.states[2].id, { done: false }))).updateTicketState.ticket;
  assert.equal([next.status, next.closedAt], ['UNSCHEDULED', null]);
  // A close note on the last open state closes it too.
  next = (await member.ok(NOTE, { t: ticket.id, s: ticket.states[2].id, type: 'CLOSE_NOTE', body: 'Shipped' })).addStateNote.ticket;
  assert.is(next.status, 'DONE');
});

states('visitors are not given work: not as an assignee, not as an owner, not by a bulk change of owner', async () => {
  const { member, visitor } = await setup();
  const ticket = await member.ticket({ title: 'Real work' });
  const message = (answer: any) => answer.errors?.[0]?.message as string;
  assert.match(message(await member.try(UPDATE_STATE, statePatch(ticket.id, ticket.states[0].id, { assigneeId: visitor.roleId }))), /is a visitor: visitors cannot be given work/);
  assert.match(message(await member.try(UPDATE, patch(ticket.id, { ownerId: visitor.roleId }))), /is a visitor/);
  const bulk = 'mutation ($input: ApplyBulkTicketActionInput!) { applyBulkTicketAction(input: $input) { updated { id } } }';
  assert.match(message(await member.try(bulk, { input: { action: 'CHANGE_OWNER', ticketIds: [ticket.id], ownerId: visitor.roleId } })), /is a visitor/);
  assert.is((await member.ok(TICKET, { id: ticket.id })).ticket.states[0].assignee, null, 'nothing changed');
});

states('refuses a bad estimate, an assignee who is not an accepted member, an unknown state, and an active done state', async () => {
  const { member, outsider, owner } = await setup();
  const ticket = await member.ticket({ title: 'Strict' });
  const stateId = ticket.states[0].id;
  const bad: [unknown, string][] = [
    [{ minimum: 5, likely: 2, maximum: 8 }, 'Minimum ≤ most likely ≤ maximum'],
    [{ minimum: -1, likely: 2, maximum: 8 }, 'Estimates cannot be negative'],
    [{ minimum: 1, likely: 2, maximum: 5000 }, 'Estimates are at most 2000 hours'],
  ];
  for (const [value, message] of bad) {
    const answer = await member.try(UPDATE_STATE, statePatch(ticket.id, stateId, { estimate: value }));
    assert.equal([answer.message, answer.code, answer.field], [message, 'BAD_USER_INPUT', 'estimate']);
  }
  let answer = await member.try(UPDATE_STATE, statePatch(ticket.id, stateId, { assigneeId: outsider.roleId }));
  assert.equal([answer.message, answer.code], ['Person not found', 'NOT_FOUND']);
  const invited = (await owner.browser.inviteMember(owner.org, 'pending@a.example')).data!.inviteMember.role;
  answer = await member.try(UPDATE_STATE, statePatch(ticket.id, stateId, { assigneeId: invited.id }));
  assert.equal([answer.message, answer.field], ['pending is not an active member of this organization', 'assigneeId']);
  answer = await member.try(UPDATE_STATE, statePatch(ticket.id, '999999', { done: true }));
  assert.equal([answer.message, answer.code], ['Ticket state not found', 'NOT_FOUND']);
  answer = await member.try(UPDATE_STATE, statePatch(ticket.id, stateId, { done: true, active: true }));
  assert.equal([answer.message, answer.field], ['A done state cannot be in progress', 'active']);
});

states('Done ends a block: a done state is never blocked, and blocking one is refused until it is reopened (issue 25)', async () => {
  const { member } = await setup();
  const ticket = await member.ticket({ title: 'Blocked then done' });
  const stateId = ticket.states[0].id;
  await member.ok(NOTE, { t: ticket.id, s: stateId, type: 'BLOCK_NOTE', body: 'Waiting for a device' });
  let next = (await member.ok(UPDATE_STATE, statePatch(ticket.id, stateId, { done: true }))).updateTicketState.ticket;
  assert.equal([next.states[0].done, next.states[0].blocked], [true, false]);
  let answer = await member.try(UPDATE_STATE, statePatch(ticket.id, stateId, { blocked: true }));
  assert.equal([answer.message, answer.code, answer.field], ['A done state cannot be blocked: reopen it first', 'BAD_USER_INPUT', 'blocked']);
  answer = await member.try(NOTE, { t: ticket.id, s: stateId, type: 'BLOCK_NOTE', body: 'Again' });
  assert.equal([answer.message, answer.code], ['A done state cannot be blocked: reopen it first', 'BAD_USER_INPUT']);
  next = (await member.ok(UPDATE_STATE, statePatch(ticket.id, stateId, { done: false, blocked: true }))).updateTicketState.ticket;
  assert.equal([next.states[0].done, next.states[0].blocked], [false, true], 'reopened, it may be blocked again');
  await member.ok(NOTE, { t: ticket.id, s: stateId, type: 'CLOSE_NOTE', body: 'Shipped' });
  next = (await member.ok(`query ($id: ID!) { ticket(id: $id) { states { done blocked } } }`, { id: ticket.id })).ticket;
  assert.equal([next.states[0].done, next.states[0].blocked], [true, false], 'a close note ends the block too');
});

states('BLOCK_NOTE blocks the state (health BLOCKED), UNBLOCK_NOTE unblocks it, CLOSE_NOTE closes it, STATE_NOTE only records', async () => {
  const { member } = await setup();
  const ticket = await member.ticket({ title: 'Noted' });
  const stateId = ticket.states[0].id;
  let next = (await member.ok(NOTE, { t: ticket.id, s: stateId, type: 'STATE_NOTE', body: 'Started thinking' })).addStateNote.ticket;
  assert.equal([next.states[0].blocked, next.states[0].done], [false, false]);
  next = (await member.ok(NOTE, { t: ticket.id, s: stateId, type: 'BLOCK_NOTE', body: 'Waiting for design' })).addStateNote.ticket;
  assert.equal([next.states[0].blocked, next.health], [true, 'BLOCKED']);
  next = (await member.ok(NOTE, { t: ticket.id, s: stateId, type: 'UNBLOCK_NOTE', body: 'Design arrived' })).addStateNote.ticket;
  assert.equal([next.states[0].blocked, next.health], [false, 'OK']);
  next = (await member.ok(NOTE, { t: ticket.id, s: stateId, type: 'CLOSE_NOTE', body: 'Done here' })).addStateNote.ticket;
  assert.is(next.states[0].done, true);
  assert.equal(next.states[0].notes.map((note: any) => [note.type, note.body, note.author.id, note.createdAt]), [
    ['STATE_NOTE', 'Started thinking', member.roleId, ISO_NOW],
    ['BLOCK_NOTE', 'Waiting for design', member.roleId, ISO_NOW],
    ['UNBLOCK_NOTE', 'Design arrived', member.roleId, ISO_NOW],
    ['CLOSE_NOTE', 'Done here', member.roleId, ISO_NOW],
  ]);
  const empty = await member.try(NOTE, { t: ticket.id, s: stateId, type: 'STATE_NOTE', body: ' ' });
  assert.equal([empty.message, empty.field], ['Note is required', 'body']);
  const long = await member.try(NOTE, { t: ticket.id, s: stateId, type: 'STATE_NOTE', body: 'x'.repeat(WORK_LIMITS.note + 1) });
  assert.is(long.field, 'body');
});

states('a visitor cannot change a state or add a note', async () => {
  const { member, visitor } = await setup();
  const ticket = await member.ticket({ title: 'Hands off' });
  for (const [query, variables] of [
    [UPDATE_STATE, statePatch(ticket.id, ticket.states[0].id, { active: true })],
    [NOTE, { t: ticket.id, s: ticket.states[0].id, type: 'STATE_NOTE', body: 'hi' }],
  ] as const) {
    const answer = await visitor.try(query, variables);
    assert.equal([answer.message, answer.code], [READ_ONLY_MESSAGE, 'FORBIDDEN']);
  }
});

states('a deactivated assignee makes the ticket ASSIGNEE_DEACTIVATED', async () => {
  const { owner } = await setup();
  const { joined } = await import('./work-helpers.ts');
  const leaver = await joined(owner, 'leaver@a.example', 'MEMBER');
  const ticket = await owner.ticket({ title: 'Orphaned' });
  await owner.ok(UPDATE_STATE, statePatch(ticket.id, ticket.states[0].id, { assigneeId: leaver.roleId }));
  await owner.ok('mutation ($id: ID!) { deactivateRole(input: { id: $id }) { role { id status } } }', { id: leaver.roleId });
  const after = (await owner.ok(TICKET, { id: ticket.id })).ticket;
  assert.is(after.health, 'ASSIGNEE_DEACTIVATED');
  assert.is(after.states[0].assignee.status, 'DEACTIVATED');
});

// ---------------------------------------------------------------------------------------------
const parts = suite('checklist, comments, replies');

parts('adds, edits, ticks and removes checklist items', async () => {
  const { member } = await setup();
  const ticket = await member.ticket({ title: 'Listed' });
  let next = (await member.ok(`mutation ($t: ID!) { addChecklistItem(input: { ticketId: $t, text: " Write tests " }) { ticket { ${TICKET_FIELDS} } } }`, { t: ticket.id })).addChecklistItem.ticket;
  next = (await member.ok(`mutation ($t: ID!) { addChecklistItem(input: { ticketId: $t, text: "Ship" }) { ticket { ${TICKET_FIELDS} } } }`, { t: ticket.id })).addChecklistItem.ticket;
  assert.equal(next.checklist.map((item: any) => [item.text, item.done]), [['Write tests', false], ['Ship', false]]);
  const [first, second] = next.checklist;
  next = (await member.ok(`mutation ($t: ID!, $i: ID!) { updateChecklistItem(input: { ticketId: $t, itemId: $i, done: true }) { ticket { ${TICKET_FIELDS} } } }`, { t: ticket.id, i: first.id })).updateChecklistItem.ticket;
  assert.equal(next.checklist[0], { id: first.id, text: 'Write tests', done: true });
  next = (await member.ok(`mutation ($t: ID!, $i: ID!) { updateChecklistItem(input: { ticketId: $t, itemId: $i, text: "Write more tests" }) { ticket { ${TICKET_FIELDS} } } }`, { t: ticket.id, i: first.id })).updateChecklistItem.ticket;
  assert.equal(next.checklist[0], { id: first.id, text: 'Write more tests', done: true });
  next = (await member.ok(`mutation ($t: ID!, $i: ID!) { removeChecklistItem(input: { ticketId: $t, itemId: $i }) { ticket { ${TICKET_FIELDS} } } }`, { t: ticket.id, i: second.id })).removeChecklistItem.ticket;
  assert.equal(next.checklist.map((item: any) => item.id), [first.id]);
  const empty = await member.try(`mutation ($t: ID!) { addChecklistItem(input: { ticketId: $t, text: "" }) { ticket { id } } }`, { t: ticket.id });
  assert.equal([empty.message, empty.field], ['Checklist item is required', 'text']);
  const missing = await member.try(`mutation ($t: ID!) { removeChecklistItem(input: { ticketId: $t, itemId: "999999" }) { ticket { id } } }`, { t: ticket.id });
  assert.equal([missing.message, missing.code], ['Checklist item not found', 'NOT_FOUND']);
  const visitorAnswer = await (await setup()).visitor.try(`mutation ($t: ID!) { addChecklistItem(input: { ticketId: $t, text: "v" }) { ticket { id } } }`, { t: ticket.id });
  assert.is(visitorAnswer.message, READ_ONLY_MESSAGE);
});

parts('comments with their author, and replies appended in order', async () => {
  const { member, admin, visitor, outsider } = await setup();
  const ticket = await member.ticket({ title: 'Discussed' });
  let next = (await member.ok(`mutation ($t: ID!) { addComment(input: { ticketId: $t, body: "What about mobile?" }) { ticket { ${TICKET_FIELDS} } } }`, { t: ticket.id })).addComment.ticket;
  const comment = next.comments[0];
  assert.equal([comment.body, comment.author.id, comment.createdAt, comment.replies], ['What about mobile?', member.roleId, ISO_NOW, []]);
  const reply = `mutation ($t: ID!, $c: ID!, $b: String!) { addReply(input: { ticketId: $t, commentId: $c, body: $b }) { ticket { ${TICKET_FIELDS} } } }`;
  await admin.ok(reply, { t: ticket.id, c: comment.id, b: 'Later' });
  next = (await member.ok(reply, { t: ticket.id, c: comment.id, b: 'OK' })).addReply.ticket;
  assert.equal(next.comments[0].replies.map((r: any) => [r.body, r.author.id]), [['Later', admin.roleId], ['OK', member.roleId]]);
  assert.equal(next.comments[0].replies.map((r: any) => r.replies), [[], []], 'a reply is a Comment that holds no replies');
  const tooLong = await member.try(`mutation ($t: ID!, $b: String!) { addComment(input: { ticketId: $t, body: $b }) { ticket { id } } }`, { t: ticket.id, b: 'x'.repeat(WORK_LIMITS.comment + 1) });
  assert.equal([tooLong.message, tooLong.field], [`Comment must be at most ${WORK_LIMITS.comment} characters`, 'body']);
  const noComment = await member.try(reply, { t: ticket.id, c: '999999', b: 'hi' });
  assert.equal([noComment.message, noComment.code], ['Comment not found', 'NOT_FOUND']);
  assert.is((await visitor.try(reply, { t: ticket.id, c: comment.id, b: 'hi' })).message, READ_ONLY_MESSAGE);
  assert.is((await outsider.try(reply, { t: ticket.id, c: comment.id, b: 'hi' })).message, 'Ticket not found');
});

// ---------------------------------------------------------------------------------------------
const deps = suite('dependencies');

deps('waitingOn and blocking link both ways; removing undoes it', async () => {
  const { member } = await setup();
  const api = await member.ticket({ title: 'API' });
  const ui = await member.ticket({ title: 'UI' });
  const next = (await member.ok(DEPEND, { t: ui.id, w: api.id })).addDependency.ticket;
  assert.equal(next.waitingOn, [{ id: api.id, localId: api.localId, title: 'API', displayState: 'Unassigned' }]);
  const apiAfter = (await member.ok(TICKET, { id: api.id })).ticket;
  assert.equal(apiAfter.blocking.map((link: any) => link.id), [ui.id]);
  // A dependency is the ticket itself: any of its fields reads as through ticket(id).
  const WHOLE = 'id owner { id } states { id name } favorite';
  const linked = (await member.ok(`query ($id: ID!) { ticket(id: $id) { waitingOn { ${WHOLE} } } }`, { id: ui.id })).ticket.waitingOn;
  assert.equal(linked, [(await member.ok(`query ($id: ID!) { ticket(id: $id) { ${WHOLE} } }`, { id: api.id })).ticket]);
  const again = (await member.ok(DEPEND, { t: ui.id, w: api.id })).addDependency.ticket;
  assert.is(again.waitingOn.length, 1, 'adding it twice changes nothing');
  const removed = (await member.ok(UNDEPEND, { t: ui.id, w: api.id })).removeDependency.ticket;
  assert.equal(removed.waitingOn, []);
  assert.equal((await member.ok(TICKET, { id: api.id })).ticket.blocking, []);
});

deps('refuses a ticket waiting on itself and a cycle, direct or through other tickets', async () => {
  const { member } = await setup();
  const one = await member.ticket({ title: 'One' });
  const two = await member.ticket({ title: 'Two' });
  const three = await member.ticket({ title: 'Three' });
  const self = await member.try(DEPEND, { t: one.id, w: one.id });
  assert.equal([self.message, self.code, self.field], ['A ticket cannot wait on itself', 'BAD_USER_INPUT', 'waitsOnId']);
  await member.ok(DEPEND, { t: two.id, w: one.id });
  await member.ok(DEPEND, { t: three.id, w: two.id });
  const cycle = await member.try(DEPEND, { t: one.id, w: three.id });
  assert.is(cycle.code, 'BAD_USER_INPUT');
  assert.match(cycle.message!, /cycle/);
  assert.equal((await member.ok(TICKET, { id: one.id })).ticket.waitingOn, []);
});

deps('refuses a ticket of another organization, and a visitor', async () => {
  const { member, outsider, visitor } = await setup();
  const mine = await member.ticket({ title: 'Mine' });
  const theirs = await outsider.ticket({ title: 'Theirs' });
  const cross = await member.try(DEPEND, { t: mine.id, w: theirs.id });
  assert.equal([cross.message, cross.code, cross.field], ['Ticket not found', 'NOT_FOUND', 'waitsOnId']);
  const other = await member.ticket({ title: 'Other' });
  assert.is((await visitor.try(DEPEND, { t: mine.id, w: other.id })).message, READ_ONLY_MESSAGE);
});

// ---------------------------------------------------------------------------------------------
const favorites = suite('setFavorite');

favorites('a favourite is the caller\'s own; a visitor may keep favourites too', async () => {
  const { member, admin, visitor, outsider } = await setup();
  const ticket = await member.ticket({ title: 'Loved' });
  assert.equal((await member.ok(FAVORITE, { t: ticket.id, f: true })).setFavorite.ticket, { id: ticket.id, favorite: true });
  assert.is((await admin.ok(TICKET, { id: ticket.id })).ticket.favorite, false);
  assert.is((await member.ok(TICKET, { id: ticket.id })).ticket.favorite, true);
  assert.equal((await visitor.ok(FAVORITE, { t: ticket.id, f: true })).setFavorite.ticket.favorite, true);
  assert.equal((await member.ok(FAVORITE, { t: ticket.id, f: false })).setFavorite.ticket.favorite, false);
  const cross = await outsider.try(FAVORITE, { t: ticket.id, f: true });
  assert.equal([cross.message, cross.code], ['Ticket not found', 'NOT_FOUND']);
});

create.run();
update.run();
states.run();
parts.run();
deps.run();
favorites.run();
