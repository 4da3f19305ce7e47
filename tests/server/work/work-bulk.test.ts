/**
 * §4 bulk ticket actions (applyBulkTicketAction) on the local server: each action changes the tickets it applies to and
 * skips the others with the reason; unknown and foreign ids refuse the whole call.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WORK_LIMITS } from '../../../src/domain/work/work.ts';
import { READ_ONLY_MESSAGE } from '../../../src/domain/shared/role.ts';
import { FIXED_NOW } from '../shared/helpers.ts';
import { world, type Caller, type World } from './work-helpers.ts';

let shared: Promise<World> | null = null;
const setup = () => (shared ??= world());

const BULK = `mutation ($input: ApplyBulkTicketActionInput!) { applyBulkTicketAction(input: $input) {
  updated { id status publication displayState scheduledAt closedAt estimateRequested owner { id } project { id } states { active blocked done } }
  skipped { ticketId reason } } }`;
const UPDATE_STATE = 'mutation ($input: UpdateTicketStateInput!) { updateTicketState(input: $input) { ticket { id displayState } } }';
const ISO_NOW = new Date(FIXED_NOW).toISOString();

/** A ticket whose every state has an assignee and an estimate: Estimated. */
async function estimated(caller: Caller, title: string, assigneeId: string) {
  const ticket = await caller.ticket({ title });
  for (const state of ticket.states) {
    await caller.ok(UPDATE_STATE, { input: { ticketId: ticket.id, stateId: state.id, assigneeId, estimate: { minimum: 1, likely: 2, maximum: 3 } } });
  }
  return ticket;
}

const run = (caller: Caller, input: Record<string, unknown>) => caller.ok(BULK, { input }).then((data) => data.applyBulkTicketAction);

// ---------------------------------------------------------------------------------------------
const schedule = suite('bulk scheduling');

schedule('SCHEDULE_TICKETS schedules Estimated tickets and skips the others with why', async () => {
  const { member, admin } = await setup();
  const ready = await estimated(member, 'Ready', admin.roleId);
  const unassigned = await member.ticket({ title: 'Unassigned' });
  const draft = await member.ticket({ title: 'Draft', publication: 'DRAFT' });
  const result = await run(member, { action: 'SCHEDULE_TICKETS', ticketIds: [ready.id, unassigned.id, draft.id, ready.id] });
  assert.equal(result.updated.map((t: any) => [t.id, t.status, t.displayState, t.scheduledAt]), [[ready.id, 'SCHEDULED', 'Scheduled', ISO_NOW]]);
  assert.equal(result.skipped, [
    { ticketId: unassigned.id, reason: 'Not ready to schedule: Unassigned' },
    { ticketId: draft.id, reason: 'Not ready to schedule: Draft' },
  ]);
  const again = await run(member, { action: 'SCHEDULE_TICKETS', ticketIds: [ready.id] });
  assert.equal(again.skipped, [{ ticketId: ready.id, reason: 'Already scheduled' }]);
  const unscheduled = await run(member, { action: 'UNSCHEDULE_TICKETS', ticketIds: [ready.id, unassigned.id] });
  assert.equal(unscheduled.updated.map((t: any) => [t.status, t.displayState, t.scheduledAt]), [['UNSCHEDULED', 'Estimated', null]]);
  assert.equal(unscheduled.skipped, [{ ticketId: unassigned.id, reason: 'Not scheduled' }]);
});

// ---------------------------------------------------------------------------------------------
const close = suite('bulk closing and archiving');

close('MARK_TICKETS_AS_DONE and CANCEL_TICKETS close with closedAt; closed tickets are skipped', async () => {
  const { member } = await setup();
  const one = await member.ticket({ title: 'One' });
  const two = await member.ticket({ title: 'Two' });
  const done = await run(member, { action: 'MARK_TICKETS_AS_DONE', ticketIds: [one.id] });
  assert.equal(done.updated.map((t: any) => [t.status, t.displayState, t.closedAt]), [['DONE', 'Done', ISO_NOW]]);
  assert.ok(done.updated[0].states.length > 0 && done.updated[0].states.every((state: any) => state.done && !state.active && !state.blocked), 'every state is done');
  const cancelled = await run(member, { action: 'CANCEL_TICKETS', ticketIds: [one.id, two.id] });
  assert.equal(cancelled.updated.map((t: any) => [t.id, t.status, t.closedAt]), [[two.id, 'CANCELLED', ISO_NOW]]);
  assert.equal(cancelled.skipped, [{ ticketId: one.id, reason: 'Already done' }]);
  const again = await run(member, { action: 'MARK_TICKETS_AS_DONE', ticketIds: [two.id] });
  assert.equal(again.skipped, [{ ticketId: two.id, reason: 'Already cancelled' }]);
});

close('ARCHIVE_TICKETS and UNARCHIVE_TICKETS change the publication', async () => {
  const { member } = await setup();
  const ticket = await member.ticket({ title: 'Shelved' });
  const archived = await run(member, { action: 'ARCHIVE_TICKETS', ticketIds: [ticket.id] });
  assert.is(archived.updated[0].publication, 'ARCHIVED');
  assert.equal((await run(member, { action: 'ARCHIVE_TICKETS', ticketIds: [ticket.id] })).skipped[0].reason, 'Already archived');
  const restored = await run(member, { action: 'UNARCHIVE_TICKETS', ticketIds: [ticket.id] });
  assert.is(restored.updated[0].publication, 'PUBLISHED');
  assert.equal((await run(member, { action: 'UNARCHIVE_TICKETS', ticketIds: [ticket.id] })).skipped[0].reason, 'Not archived');
});

// ---------------------------------------------------------------------------------------------
const other = suite('bulk estimates, owner, project');

other('REQUEST_ESTIMATE and CANCEL_REQUEST_ESTIMATE set and clear the request', async () => {
  const { member } = await setup();
  const ticket = await member.ticket({ title: 'Estimate me' });
  assert.is((await run(member, { action: 'REQUEST_ESTIMATE', ticketIds: [ticket.id] })).updated[0].estimateRequested, true);
  assert.equal((await run(member, { action: 'REQUEST_ESTIMATE', ticketIds: [ticket.id] })).skipped[0].reason, 'Estimate already requested');
  assert.is((await run(member, { action: 'CANCEL_REQUEST_ESTIMATE', ticketIds: [ticket.id] })).updated[0].estimateRequested, false);
  assert.equal((await run(member, { action: 'CANCEL_REQUEST_ESTIMATE', ticketIds: [ticket.id] })).skipped[0].reason, 'No estimate requested');
});

other('CHANGE_OWNER needs an accepted member; CHANGE_PROJECT needs a project of this organization', async () => {
  const { member, admin, outsider, a, b } = await setup();
  const ticket = await member.ticket({ title: 'Handed over' });
  const owned = await run(member, { action: 'CHANGE_OWNER', ticketIds: [ticket.id], ownerId: admin.roleId });
  assert.is(owned.updated[0].owner.id, admin.roleId);
  assert.match((await run(member, { action: 'CHANGE_OWNER', ticketIds: [ticket.id], ownerId: admin.roleId })).skipped[0].reason, /^Already owned by/);
  const moved = await run(member, { action: 'CHANGE_PROJECT', ticketIds: [ticket.id], projectId: a.projectId });
  assert.is(moved.updated[0].project.id, a.projectId);
  assert.equal((await run(member, { action: 'CHANGE_PROJECT', ticketIds: [ticket.id], projectId: a.projectId })).skipped[0].reason, 'Already in First project');
  const noOwner = await member.try(BULK, { input: { action: 'CHANGE_OWNER', ticketIds: [ticket.id] } });
  assert.equal([noOwner.message, noOwner.field], ['Choose the new owner', 'ownerId']);
  const foreignOwner = await member.try(BULK, { input: { action: 'CHANGE_OWNER', ticketIds: [ticket.id], ownerId: outsider.roleId } });
  assert.equal([foreignOwner.message, foreignOwner.code], ['Person not found', 'NOT_FOUND']);
  const noProject = await member.try(BULK, { input: { action: 'CHANGE_PROJECT', ticketIds: [ticket.id] } });
  assert.equal([noProject.message, noProject.field], ['Choose the project', 'projectId']);
  const foreignProject = await member.try(BULK, { input: { action: 'CHANGE_PROJECT', ticketIds: [ticket.id], projectId: b.projectId } });
  assert.equal([foreignProject.message, foreignProject.code], ['Project not found', 'NOT_FOUND']);
});

// ---------------------------------------------------------------------------------------------
const refused = suite('bulk refusals');

refused('an unknown or foreign id refuses the whole call and changes nothing', async () => {
  const { member, outsider } = await setup();
  const mine = await member.ticket({ title: 'Mine' });
  const theirs = await outsider.ticket({ title: 'Theirs' });
  for (const ids of [[mine.id, theirs.id], [mine.id, '999999']]) {
    const answer = await member.try(BULK, { input: { action: 'ARCHIVE_TICKETS', ticketIds: ids } });
    assert.equal([answer.message, answer.code, answer.field], ['Ticket not found', 'NOT_FOUND', 'ticketIds']);
  }
  assert.is((await member.ok('query ($id: ID!) { ticket(id: $id) { publication } }', { id: mine.id })).ticket.publication, 'PUBLISHED');
  const cross = await outsider.try(BULK, { input: { action: 'ARCHIVE_TICKETS', ticketIds: [mine.id] } });
  assert.equal([cross.message, cross.code], ['Ticket not found', 'NOT_FOUND']);
  const crossHeader = await outsider.in(member.org).try(BULK, { input: { action: 'ARCHIVE_TICKETS', ticketIds: [mine.id] } });
  assert.equal([crossHeader.message, crossHeader.code], ['Organization not found', 'NOT_FOUND']);
});

refused('a visitor, an empty selection and an oversized selection are refused', async () => {
  const { member, visitor } = await setup();
  const ticket = await member.ticket({ title: 'Selected' });
  const byVisitor = await visitor.try(BULK, { input: { action: 'ARCHIVE_TICKETS', ticketIds: [ticket.id] } });
  assert.equal([byVisitor.message, byVisitor.code], [READ_ONLY_MESSAGE, 'FORBIDDEN']);
  assert.equal((await member.try(BULK, { input: { action: 'ARCHIVE_TICKETS', ticketIds: [] } })).message, 'Select at least one ticket');
  const many = Array.from({ length: WORK_LIMITS.bulk + 1 }, () => ticket.id);
  assert.equal((await member.try(BULK, { input: { action: 'ARCHIVE_TICKETS', ticketIds: many } })).message, `A bulk action takes at most ${WORK_LIMITS.bulk} tickets`);
});

schedule.run();
close.run();
other.run();
refused.run();
