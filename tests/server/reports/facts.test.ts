/**
 * The moments a ticket state is worked on, recorded by the real GraphQL mutations (start, block,
 * unblock, reassign, done, reopen, bulk done and cancel, archive, delete and restore), kept in
 * the database, and the reports' facts: the hours of each span in its person's working calendar
 * (their week in their zone, minus the blackouts for them), also for a span still open, and kept
 * right when a week or a blackout changes.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { permissionsOf } from '../../../src/domain/shared/role.ts';
import { reportFacts } from '../../../mock-server/reports/facts.ts';
import { createStore } from '../../../mock-server/store/store.ts';
import { uploadsFolderOf } from '../../../mock-server/store/upload-store.ts';
import type { StoredTicket, StoredTicketState, StoredWorkedSpan } from '../../../mock-server/store/work-store.ts';
import { derive } from '../../../mock-server/work/tickets.ts';
import type { Scope } from '../../../mock-server/work/scope.ts';
import { MAX_WORKED_SPANS, settleWork } from '../../../mock-server/work/worked-spans.ts';
import type { App } from '../../../mock-server/shell/app.ts';
import { advanceClock, FIXED_NOW, makeApp } from '../shared/helpers.ts';
import { world, type Caller, type World } from '../work/work-helpers.ts';

const HOUR_MS = 3_600_000;
const UPDATE = 'mutation ($input: UpdateTicketInput!) { updateTicket(input: $input) { ticket { id } } }';
const UPDATE_STATE = 'mutation ($input: UpdateTicketStateInput!) { updateTicketState(input: $input) { ticket { id } } }';
const NOTE = 'mutation ($t: ID!, $s: ID!, $type: NoteType!, $body: String!) { addStateNote(input: { ticketId: $t, stateId: $s, type: $type, body: $body }) { ticket { id } } }';
const BULK = 'mutation ($input: ApplyBulkTicketActionInput!) { applyBulkTicketAction(input: $input) { updated { id } skipped { reason } } }';
const PROFILE = 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { me { role { id } } } }';
const BLACKOUT = 'mutation ($input: CreateBlackoutTimeInput!) { createBlackoutTime(input: $input) { blackoutTime { id } } }';
const RECURRING = 'mutation ($input: CreateRecurringBlackoutTimeInput!) { createRecurringBlackoutTime(input: $input) { recurringBlackoutTime { id } } }';

const NINE_TO_FIVE = { startTime: '09:00', stopTime: '17:00' };
const OFF = { startTime: null, stopTime: null };
const WEEKDAYS = { monday: NINE_TO_FIVE, tuesday: NINE_TO_FIVE, wednesday: NINE_TO_FIVE, thursday: NINE_TO_FIVE, friday: NINE_TO_FIVE, saturday: OFF, sunday: OFF };

/** The test clock starts on Monday 2 March 2026, 10:00 UTC: Lisbon is on UTC until the end of March. */
const iso = (at: string) => new Date(`${at}Z`).toISOString();

/** Moves the server clock to a time (never back). */
async function until(app: App, at: string): Promise<void> {
  const wanted = Date.parse(iso(at)) - app.clock.now();
  if (wanted < 0) throw new Error(`the clock is past ${at} already`);
  await advanceClock(app, wanted);
}

/** The caller's scope, as a report request has it. */
async function scopeOf(app: App, caller: Caller): Promise<Scope> {
  const members = await app.store.accounts.membershipsIn(caller.org);
  const byId = new Map(members.map((member) => [member.id, member]));
  const role = byId.get(caller.roleId)!;
  return { organizationId: caller.org, role, permissions: permissionsOf(role.type), work: await app.store.work.ready(caller.org), now: () => new Date(app.clock.now()).toISOString(), members, roleById: (id) => byId.get(id) };
}

const stored = (app: App, caller: Caller, ticketId: string): StoredTicket => app.store.work.org(caller.org).tickets.get(ticketId)!;
const spans = (app: App, caller: Caller, ticketId: string, index = 0): readonly StoredWorkedSpan[] => stored(app, caller, ticketId).states[index]!.worked ?? [];
const span = (start: string, stop: string | null, assigneeId: string) => ({ start: iso(start), stop: stop === null ? null : iso(stop), assigneeId });

/** The hours of each state of a ticket in the reports' facts. */
async function hoursOf(app: App, caller: Caller, ticketId: string): Promise<number[]> {
  const facts = reportFacts(await scopeOf(app, caller)).find((ticket) => ticket.id === ticketId)!;
  return facts.states.map((state) => state.workedIntervals.reduce((sum, interval) => sum + interval.end - interval.start, 0) / HOUR_MS);
}

async function stateOp(caller: Caller, ticketId: string, stateId: string, fields: Record<string, unknown>) {
  await caller.ok(UPDATE_STATE, { input: { ticketId, stateId, ...fields } });
}

// ---------------------------------------------------------------------------------------------
const moments = suite('a state records when it is worked on, through the mutations');

let shared: Promise<World> | null = null;
const setup = () => (shared ??= makeApp({}, { verifyWork: true }).then(world));

moments('started, blocked, unblocked, given to someone else, done, reopened and stopped: a span each time it was worked, by whom', async () => {
  const { app, member, admin } = await setup();
  const ticket = await member.ticket({ title: 'Moments' });
  const [first] = ticket.states;
  await stateOp(member, ticket.id, first.id, { assigneeId: member.roleId });
  assert.equal(spans(app, member, ticket.id), [], 'assigned but not started: nothing yet');
  await stateOp(member, ticket.id, first.id, { active: true });
  assert.equal(spans(app, member, ticket.id), [span('2026-03-02T10:00', null, member.roleId)], 'started: a span opens');
  await until(app, '2026-03-02T11:00');
  await member.ok(NOTE, { t: ticket.id, s: first.id, type: 'BLOCK_NOTE', body: 'Waiting on the label' });
  await until(app, '2026-03-02T12:00');
  await stateOp(member, ticket.id, first.id, { blocked: false });
  await until(app, '2026-03-02T13:00');
  await stateOp(member, ticket.id, first.id, { blocked: true });
  await until(app, '2026-03-02T13:30');
  await member.ok(NOTE, { t: ticket.id, s: first.id, type: 'UNBLOCK_NOTE', body: 'Answered' });
  await until(app, '2026-03-02T14:00');
  await stateOp(member, ticket.id, first.id, { assigneeId: admin.roleId });
  await until(app, '2026-03-02T15:00');
  await stateOp(member, ticket.id, first.id, { done: true });
  assert.is(stored(app, member, ticket.id).states[0]!.doneAt, iso('2026-03-02T15:00'));
  await until(app, '2026-03-02T16:00');
  await stateOp(member, ticket.id, first.id, { done: false, active: true });
  await until(app, '2026-03-02T16:30');
  await stateOp(member, ticket.id, first.id, { active: false });
  assert.equal(spans(app, member, ticket.id), [
    span('2026-03-02T10:00', '2026-03-02T11:00', member.roleId),
    span('2026-03-02T12:00', '2026-03-02T13:00', member.roleId),
    span('2026-03-02T13:30', '2026-03-02T14:00', member.roleId),
    span('2026-03-02T14:00', '2026-03-02T15:00', admin.roleId),
    span('2026-03-02T16:00', '2026-03-02T16:30', admin.roleId),
  ]);
  // Started and stopped in the same instant: nothing was worked.
  await stateOp(member, ticket.id, first.id, { active: true });
  await stateOp(member, ticket.id, first.id, { active: false });
  assert.is(spans(app, member, ticket.id).length, 5);
  // A close note ends the work too.
  await stateOp(member, ticket.id, first.id, { active: true });
  await until(app, '2026-03-02T17:00');
  await member.ok(NOTE, { t: ticket.id, s: first.id, type: 'CLOSE_NOTE', body: 'Done' });
  assert.equal(spans(app, member, ticket.id).at(-1), span('2026-03-02T16:30', '2026-03-02T17:00', admin.roleId));
});

moments('nobody assigned: no span; someone takes it while it is in progress: theirs opens; unassigned again: it closes', async () => {
  const { app, member } = await setup();
  const ticket = await member.ticket({ title: 'Nobody' });
  const [first] = ticket.states;
  await stateOp(member, ticket.id, first.id, { active: true });
  assert.equal(spans(app, member, ticket.id), []);
  const start = new Date(app.clock.now()).toISOString().slice(0, 16);
  await stateOp(member, ticket.id, first.id, { assigneeId: member.roleId });
  await advanceClock(app, HOUR_MS);
  const stop = new Date(app.clock.now()).toISOString().slice(0, 16);
  await stateOp(member, ticket.id, first.id, { assigneeId: null });
  assert.equal(spans(app, member, ticket.id), [span(start, stop, member.roleId)]);
});

moments('bulk done, cancel and archive stop the work; delete stops it and restore resumes it; unarchive resumes it', async () => {
  const { app, member } = await setup();
  const started = async (title: string) => {
    const ticket = await member.ticket({ title });
    await stateOp(member, ticket.id, ticket.states[0].id, { assigneeId: member.roleId, active: true });
    return ticket;
  };
  const done = await started('Bulk done');
  const cancelled = await started('Bulk cancelled');
  const archived = await started('Bulk archived');
  const deleted = await started('Deleted');
  const from = app.clock.now();
  await advanceClock(app, HOUR_MS);
  const at = app.clock.now();
  await member.ok(BULK, { input: { action: 'MARK_TICKETS_AS_DONE', ticketIds: [done.id] } });
  await member.ok(BULK, { input: { action: 'CANCEL_TICKETS', ticketIds: [cancelled.id] } });
  await member.ok(BULK, { input: { action: 'ARCHIVE_TICKETS', ticketIds: [archived.id] } });
  await member.ok(UPDATE, { input: { id: deleted.id, publication: 'DELETED' } });
  const closed = { start: new Date(from).toISOString(), stop: new Date(at).toISOString(), assigneeId: member.roleId };
  for (const ticket of [done, cancelled, archived, deleted]) assert.equal(spans(app, member, ticket.id), [closed], ticket.title);
  assert.is(stored(app, member, done.id).states[0]!.doneAt, new Date(at).toISOString(), 'bulk done marks when each state was done');

  await advanceClock(app, HOUR_MS);
  const back = new Date(app.clock.now()).toISOString();
  await member.ok(UPDATE, { input: { id: deleted.id, publication: 'PUBLISHED' } });
  await member.ok(BULK, { input: { action: 'UNARCHIVE_TICKETS', ticketIds: [archived.id] } });
  for (const ticket of [archived, deleted]) assert.equal(spans(app, member, ticket.id), [closed, { start: back, stop: null, assigneeId: member.roleId }], `${ticket.title}, back`);
  assert.equal(spans(app, member, cancelled.id), [closed], 'a cancelled ticket stays stopped');
});

moments('the spans are kept in the database: another store reading it finds the same', async () => {
  const { app, member } = await setup();
  const other = createStore(app.store.database, { uploadsFolder: uploadsFolderOf(app.store.database.location, null), work: { derive } });
  const read = await other.work.ready(member.org);
  const worked = (tickets: readonly StoredTicket[]) => tickets.map((ticket) => ticket.states.map((state) => state.worked ?? []));
  const mine = worked(app.store.work.org(member.org).ticketList);
  assert.ok(mine.flat(2).length >= 10, 'spans were recorded');
  assert.equal(worked(read.ticketList), mine);
});

moments('a state keeps its last spans only, and at most one is open', () => {
  const state: StoredTicketState = { id: 's', workflowStateId: 'w', name: 'Build', assigneeId: 'r1', estimate: null, splittable: true, active: true, blocked: false, done: false, notes: [] };
  const ticket = { status: 'SCHEDULED', publication: 'PUBLISHED', states: [state] } as unknown as StoredTicket;
  const minute = (n: number) => new Date(FIXED_NOW + n * 60_000).toISOString();
  for (let n = 0; n < 2 * MAX_WORKED_SPANS + 10; n += 2) {
    state.blocked = false;
    settleWork(ticket, minute(n));
    settleWork(ticket, minute(n)); // twice: still one open span
    state.blocked = true;
    settleWork(ticket, minute(n + 1));
  }
  assert.is(state.worked!.length, MAX_WORKED_SPANS);
  assert.equal(state.worked!.at(-1), { start: minute(2 * MAX_WORKED_SPANS + 8), stop: minute(2 * MAX_WORKED_SPANS + 9), assigneeId: 'r1' });
  assert.equal(state.worked![0], { start: minute(10), stop: minute(11), assigneeId: 'r1' }, 'the five oldest went');
  assert.ok(state.worked!.every((one) => one.stop !== null));
});

moments.run();

// ---------------------------------------------------------------------------------------------
const hours = suite("reportFacts: a span's hours in its person's working calendar");

hours('a Lisbon nine-to-five week, minus their blackout and the weekly one, not minus others\'; over a weekend; to now while open; and again after changes', async () => {
  const app = await makeApp({}, { verifyWork: true });
  const { member, admin, owner } = await world(app);
  await member.ok(PROFILE, { input: { name: 'Mo', timeZone: 'Europe/Lisbon', workWeek: WEEKDAYS } });
  await owner.ok(BLACKOUT, { input: { name: 'Dentist', start: iso('2026-03-04T13:00'), stop: iso('2026-03-04T15:00'), roleIds: [member.roleId] } });
  await owner.ok(BLACKOUT, { input: { name: 'Admin offsite', start: iso('2026-03-05T00:00'), stop: iso('2026-03-06T00:00'), roleIds: [admin.roleId] } });
  await owner.ok(RECURRING, { input: { name: 'Demo hour', weekdays: ['friday'], startTime: '16:00', stopTime: '17:00', timeZone: 'Europe/Lisbon' } });
  const ticket = await member.ticket({ title: 'A week of work' });
  const [first, second] = ticket.states;
  await stateOp(member, ticket.id, first.id, { assigneeId: member.roleId });
  await stateOp(member, ticket.id, second.id, { assigneeId: member.roleId });

  // Monday 10:00 to Friday 12:00: 7 + 8 + (8 - 2) + 8 + 3 hours.
  await stateOp(member, ticket.id, first.id, { active: true });
  await until(app, '2026-03-04T12:00');
  assert.equal(await hoursOf(app, member, ticket.id), [7 + 8 + 3, 0, 0], 'open: up to now (Wednesday noon)');
  await until(app, '2026-03-06T12:00');
  await stateOp(member, ticket.id, first.id, { blocked: true });
  assert.equal(await hoursOf(app, member, ticket.id), [32, 0, 0]);
  // Friday 15:00 to Tuesday 11:00, over the weekend: 1 (the demo hour out) + 8 + 2.
  await until(app, '2026-03-06T15:00');
  await stateOp(member, ticket.id, first.id, { blocked: false });
  await until(app, '2026-03-10T11:00');
  await stateOp(member, ticket.id, first.id, { done: true });
  await stateOp(member, ticket.id, second.id, { active: true });
  await until(app, '2026-03-11T10:30');
  assert.equal(await hoursOf(app, member, ticket.id), [32 + 11, 6 + 1.5, 0], 'the second state open since Tuesday 11:00');
  assert.equal(await hoursOf(app, member, ticket.id), [43, 7.5, 0], 'asked again: the same (closed spans kept)');

  // Another blackout for them, then a shorter week: the kept hours follow.
  await owner.ok(BLACKOUT, { input: { name: 'Flood', start: iso('2026-03-09T00:00'), stop: iso('2026-03-10T00:00'), roleIds: [] } });
  assert.equal(await hoursOf(app, member, ticket.id), [35, 7.5, 0]);
  await member.ok(PROFILE, { input: { name: 'Mo', timeZone: 'Europe/Lisbon', workWeek: { ...WEEKDAYS, friday: OFF } } });
  assert.equal(await hoursOf(app, member, ticket.id), [35 - 3 - 1, 7.5, 0]);
  // In New York the same instants are other working hours: Monday 10:00 UTC is 05:00 there.
  await member.ok(PROFILE, { input: { name: 'Mo', timeZone: 'America/New_York', workWeek: WEEKDAYS } });
  const nyFirst = (await hoursOf(app, member, ticket.id))[0]!;
  assert.ok(nyFirst !== 35 && nyFirst > 0, `${nyFirst} hours in New York`);
});

hours('work of someone no longer in the organization counts no hours; an unassigned state keeps the hours of who worked it', async () => {
  const app = await makeApp();
  const { member, admin } = await world(app);
  const ticket = await member.ticket({ title: 'Handed over' });
  const [first] = ticket.states;
  await stateOp(member, ticket.id, first.id, { assigneeId: admin.roleId, active: true });
  await until(app, '2026-03-02T12:00');
  await stateOp(member, ticket.id, first.id, { assigneeId: null });
  const facts = reportFacts(await scopeOf(app, member)).find((one) => one.id === ticket.id)!;
  assert.is(facts.states[0]!.assigneeId, null);
  // The admin accepted in Paris (UTC+1): 11:00 to 13:00 there, all working time.
  assert.equal(facts.states[0]!.workedIntervals, [{ start: Date.parse(iso('2026-03-02T10:00')), end: Date.parse(iso('2026-03-02T12:00')) }]);
  const scope = await scopeOf(app, member);
  const gone: Scope = { ...scope, roleById: (id) => (id === admin.roleId ? undefined : scope.roleById(id)) };
  assert.equal(reportFacts(gone).find((one) => one.id === ticket.id)!.states[0]!.workedIntervals, []);
});

hours.run();
