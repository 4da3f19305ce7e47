/**
 * Blackout times on the local server (schema/blackout.graphql): one-off and recurring ones, read by
 * every accepted role, changed by administrators only, checked with the domain's rules (a refused
 * input changes nothing), and nothing of organization A seen or changed from organization B.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BLACKOUT_LIMIT_MESSAGES, BLACKOUT_LIMITS, BLACKOUT_MESSAGES } from '../../../src/domain/time/blackout.ts';
import { ADMIN_ONLY_MESSAGE, READ_ONLY_MESSAGE } from '../../../src/domain/shared/role.ts';
import { world, type World } from '../work/work-helpers.ts';

let shared: Promise<World> | null = null;
const setup = () => (shared ??= world());

const ONE_OFF = 'id name start stop roles { id name } createdAt';
const RECURRING = 'id name weekdays startTime stopTime timeZone roles { id name } createdAt';
const LIST = `{ blackoutTimes { ${ONE_OFF} } }`;
const RECURRING_LIST = `{ recurringBlackoutTimes { ${RECURRING} } }`;
const ONE = `query ($id: ID!) { blackoutTime(id: $id) { ${ONE_OFF} } }`;
const ONE_RECURRING = `query ($id: ID!) { recurringBlackoutTime(id: $id) { ${RECURRING} } }`;
const CREATE = `mutation ($input: CreateBlackoutTimeInput!) { createBlackoutTime(input: $input) { blackoutTime { ${ONE_OFF} } } }`;
const UPDATE = `mutation ($input: UpdateBlackoutTimeInput!) { updateBlackoutTime(input: $input) { blackoutTime { ${ONE_OFF} } } }`;
const DELETE = 'mutation ($id: ID!) { deleteBlackoutTime(input: { id: $id }) { deletedBlackoutTimeId } }';
const CREATE_RECURRING = `mutation ($input: CreateRecurringBlackoutTimeInput!) { createRecurringBlackoutTime(input: $input) { recurringBlackoutTime { ${RECURRING} } } }`;
const UPDATE_RECURRING = `mutation ($input: UpdateRecurringBlackoutTimeInput!) { updateRecurringBlackoutTime(input: $input) { recurringBlackoutTime { ${RECURRING} } } }`;
const DELETE_RECURRING = 'mutation ($id: ID!) { deleteRecurringBlackoutTime(input: { id: $id }) { deletedRecurringBlackoutTimeId } }';

const launch = { name: '  Launch day ', start: '2026-12-01T00:00:00Z', stop: '2026-12-02T00:00:00Z' };
const demoHour = { name: 'Friday demo hour', weekdays: ['friday'], startTime: '15:00', stopTime: '16:00', timeZone: 'Europe/Lisbon' };

// ---------------------------------------------------------------------------------------------
const oneOff = suite('one-off blackout times');

oneOff('an admin creates, lists, reads, changes and deletes one; every member reads them', async () => {
  const { admin, member, visitor, owner } = await setup();
  const created = (await admin.ok(CREATE, { input: launch })).createBlackoutTime.blackoutTime;
  assert.equal({ ...created, id: undefined, createdAt: undefined }, {
    id: undefined, createdAt: undefined, name: 'Launch day', start: '2026-12-01T00:00:00.000Z', stop: '2026-12-02T00:00:00.000Z', roles: [],
  });
  const earlier = (await owner.ok(CREATE, { input: { name: 'Earlier', start: '2026-11-01T09:00:00+01:00', stop: '2026-11-01T12:00:00+01:00', roleIds: [member.roleId, member.roleId] } })).createBlackoutTime.blackoutTime;
  assert.equal(earlier.roles.map((role: any) => role.id), [member.roleId], 'a role named twice is kept once');
  for (const reader of [member, visitor]) {
    const names = (await reader.ok(LIST)).blackoutTimes.map((b: any) => b.name);
    assert.equal(names, ['Earlier', 'Launch day'], 'by start, earliest first');
  }
  assert.is((await visitor.ok(ONE, { id: created.id })).blackoutTime.name, 'Launch day');
  const changed = (await admin.ok(UPDATE, { input: { id: created.id, ...launch, name: 'Launch week', stop: '2026-12-08T00:00:00Z', roleIds: [admin.roleId] } })).updateBlackoutTime.blackoutTime;
  assert.equal([changed.name, changed.stop, changed.roles.map((r: any) => r.id)], ['Launch week', '2026-12-08T00:00:00.000Z', [admin.roleId]]);
  assert.equal((await admin.ok(DELETE, { id: created.id })).deleteBlackoutTime, { deletedBlackoutTimeId: created.id });
  assert.is((await member.ok(ONE, { id: created.id })).blackoutTime, null);
  await admin.ok(DELETE, { id: earlier.id });
});

oneOff('members and visitors cannot change them; nothing changes', async () => {
  const { admin, member, visitor } = await setup();
  const created = (await admin.ok(CREATE, { input: launch })).createBlackoutTime.blackoutTime;
  const refusals = [
    [member, ADMIN_ONLY_MESSAGE],
    [visitor, READ_ONLY_MESSAGE],
  ] as const;
  for (const [caller, message] of refusals) {
    for (const [query, variables] of [
      [CREATE, { input: launch }],
      [UPDATE, { input: { id: created.id, ...launch, name: 'Mine now' } }],
      [DELETE, { id: created.id }],
    ] as const) {
      const refused = await caller.try(query, variables);
      assert.equal([refused.code, refused.message], ['FORBIDDEN', message]);
    }
  }
  const list = (await admin.ok(LIST)).blackoutTimes;
  assert.equal(list.map((b: any) => b.name), ['Launch day']);
  await admin.ok(DELETE, { id: created.id });
});

oneOff('bad input is refused with the field and a clear message, and nothing is saved', async () => {
  const { admin, member, outsider } = await setup();
  const cases: [Record<string, unknown>, string, string][] = [
    [{ ...launch, name: ' ' }, 'name', 'Name is required'],
    [{ ...launch, name: 'x'.repeat(129) }, 'name', 'Name must be at most 128 characters'],
    [{ ...launch, stop: launch.start }, 'stop', BLACKOUT_MESSAGES.order],
    [{ ...launch, stop: '2026-11-30T00:00:00Z' }, 'stop', BLACKOUT_MESSAGES.order],
    [{ ...launch, roleIds: ['999999'] }, 'roleIds', 'Person not found'],
    [{ ...launch, roleIds: [outsider.roleId] }, 'roleIds', 'Person not found'],
  ];
  for (const [input, field, message] of cases) {
    const refused = await admin.try(CREATE, { input });
    const code = message === 'Person not found' ? 'NOT_FOUND' : 'BAD_USER_INPUT';
    assert.equal([refused.code, refused.field, refused.message], [code, field, message], JSON.stringify(input));
  }
  const badDate = await admin.try(CREATE, { input: { ...launch, start: 'tomorrow' } });
  assert.is(badDate.code, 'BAD_USER_INPUT');
  assert.equal((await admin.ok(LIST)).blackoutTimes, []);
  const created = (await admin.ok(CREATE, { input: { ...launch, roleIds: [member.roleId] } })).createBlackoutTime.blackoutTime;
  const refused = await admin.try(UPDATE, { input: { id: created.id, ...launch, name: '', stop: launch.start } });
  assert.equal([refused.field, refused.message], ['name', 'Name is required']);
  assert.equal((await admin.ok(ONE, { id: created.id })).blackoutTime, created, 'a refused change changes nothing');
  const missing = await admin.try(UPDATE, { input: { id: '999999', ...launch } });
  assert.equal([missing.code, missing.message], ['NOT_FOUND', 'Blackout time not found']);
  await admin.ok(DELETE, { id: created.id });
});

oneOff.run();

// ---------------------------------------------------------------------------------------------
const recurring = suite('recurring blackout times');

recurring('an admin creates, lists, reads, changes and deletes one; every member reads them', async () => {
  const { owner, admin, member, visitor } = await setup();
  const created = (await admin.ok(CREATE_RECURRING, { input: { ...demoHour, weekdays: ['friday', 'monday'], startTime: '9:00', stopTime: '10:30' } })).createRecurringBlackoutTime.recurringBlackoutTime;
  assert.equal({ ...created, id: undefined, createdAt: undefined }, {
    id: undefined, createdAt: undefined, name: 'Friday demo hour', weekdays: ['monday', 'friday'], startTime: '09:00', stopTime: '10:30', timeZone: 'Europe/Lisbon', roles: [],
  });
  await owner.ok(CREATE_RECURRING, { input: { ...demoHour, name: 'Al fresco lunch', timeZone: 'UTC', roleIds: [member.roleId] } });
  for (const reader of [member, visitor]) {
    assert.equal((await reader.ok(RECURRING_LIST)).recurringBlackoutTimes.map((b: any) => b.name), ['Al fresco lunch', 'Friday demo hour'], 'by name');
  }
  const changed = (await admin.ok(UPDATE_RECURRING, { input: { id: created.id, ...demoHour, timeZone: 'America/New_York', roleIds: [visitor.roleId] } })).updateRecurringBlackoutTime.recurringBlackoutTime;
  assert.equal([changed.weekdays, changed.timeZone, changed.roles.map((r: any) => r.id)], [['friday'], 'America/New_York', [visitor.roleId]]);
  assert.is((await member.ok(ONE_RECURRING, { id: created.id })).recurringBlackoutTime.timeZone, 'America/New_York');
  const refused = await member.try(UPDATE_RECURRING, { input: { id: created.id, ...demoHour } });
  assert.equal([refused.code, refused.message], ['FORBIDDEN', ADMIN_ONLY_MESSAGE]);
  assert.equal([(await visitor.try(DELETE_RECURRING, { id: created.id })).message], [READ_ONLY_MESSAGE]);
  assert.equal((await admin.ok(DELETE_RECURRING, { id: created.id })).deleteRecurringBlackoutTime, { deletedRecurringBlackoutTimeId: created.id });
  assert.is((await member.ok(ONE_RECURRING, { id: created.id })).recurringBlackoutTime, null);
  const gone = await admin.try(DELETE_RECURRING, { id: created.id });
  assert.equal([gone.code, gone.message], ['NOT_FOUND', 'Recurring blackout time not found']);
});

recurring('bad input is refused with the field and a clear message, and nothing is saved', async () => {
  const { admin } = await setup();
  const before = (await admin.ok(RECURRING_LIST)).recurringBlackoutTimes;
  const cases: [Record<string, unknown>, string, string][] = [
    [{ ...demoHour, name: '' }, 'name', 'Name is required'],
    [{ ...demoHour, weekdays: [] }, 'weekdays', BLACKOUT_MESSAGES.weekdays],
    [{ ...demoHour, weekdays: ['caturday'] }, 'weekdays', BLACKOUT_MESSAGES.weekday('caturday')],
    [{ ...demoHour, startTime: '16:00' }, 'stopTime', BLACKOUT_MESSAGES.timeOrder],
    [{ ...demoHour, startTime: '3pm' }, 'startTime', BLACKOUT_MESSAGES.startTime],
    [{ ...demoHour, stopTime: '24:30' }, 'stopTime', BLACKOUT_MESSAGES.stopTime],
    [{ ...demoHour, timeZone: 'Europe/Atlantis' }, 'timeZone', BLACKOUT_MESSAGES.timeZone],
    [{ ...demoHour, roleIds: ['999999'] }, 'roleIds', 'Person not found'],
  ];
  for (const [input, field, message] of cases) {
    const refused = await admin.try(CREATE_RECURRING, { input });
    const code = message === 'Person not found' ? 'NOT_FOUND' : 'BAD_USER_INPUT';
    assert.equal([refused.code, refused.field, refused.message], [code, field, message], JSON.stringify(input));
  }
  assert.equal((await admin.ok(RECURRING_LIST)).recurringBlackoutTimes, before);
});

recurring('an organization keeps at most 1,000 one-off and 100 recurring blackout times; past that, a clear refusal', async () => {
  const { admin, a, app } = await world();
  const { work: store } = app.store;
  // Filled straight in the store (a thousand calls would only be slower).
  const work = (await store.write(a.id, (work) => {
    for (let i = work.blackouts.size; i < BLACKOUT_LIMITS.oneOffs; i++) {
      const id = store.nextId('blackout');
      work.blackouts.set(id, { id, name: 'Filler', start: '2026-01-01T00:00:00.000Z', stop: '2026-01-02T00:00:00.000Z', roleIds: [], createdAt: '2026-01-01T00:00:00.000Z' });
    }
    return work;
  }))!;
  const one = await admin.try(CREATE, { input: launch });
  assert.is(one.code, 'BAD_USER_INPUT');
  assert.is(one.message, BLACKOUT_LIMIT_MESSAGES.oneOffs);
  assert.is(work.blackouts.size, BLACKOUT_LIMITS.oneOffs, 'nothing added');
  await store.write(a.id, (work) => {
    for (let i = work.recurringBlackouts.size; i < BLACKOUT_LIMITS.recurring; i++) {
      const id = store.nextId('recurringBlackout');
      work.recurringBlackouts.set(id, { id, name: 'Filler', weekdays: ['monday'], startTime: '12:00', stopTime: '13:00', timeZone: 'UTC', roleIds: [], createdAt: '2026-01-01T00:00:00.000Z' });
    }
  });
  const weekly = await admin.try(CREATE_RECURRING, { input: demoHour });
  assert.is(weekly.message, BLACKOUT_LIMIT_MESSAGES.recurring);
});

recurring.run();

// ---------------------------------------------------------------------------------------------
const scoped = suite('blackout times: one organization');

scoped('another organization neither sees nor changes them', async () => {
  const { admin, outsider } = await setup();
  const one = (await admin.ok(CREATE, { input: launch })).createBlackoutTime.blackoutTime;
  const weekly = (await admin.ok(CREATE_RECURRING, { input: demoHour })).createRecurringBlackoutTime.recurringBlackoutTime;
  assert.equal((await outsider.ok(LIST)).blackoutTimes, []);
  assert.equal((await outsider.ok(RECURRING_LIST)).recurringBlackoutTimes, []);
  assert.is((await outsider.ok(ONE, { id: one.id })).blackoutTime, null);
  assert.is((await outsider.ok(ONE_RECURRING, { id: weekly.id })).recurringBlackoutTime, null);
  assert.is((await outsider.try(DELETE, { id: one.id })).code, 'NOT_FOUND');
  assert.is((await outsider.try(UPDATE_RECURRING, { input: { id: weekly.id, ...demoHour } })).code, 'NOT_FOUND');
  // Calling A's header as B's owner: no such organization for them.
  const stranger = await outsider.in(admin.org).try(LIST);
  assert.is(stranger.code, 'NOT_FOUND');
  assert.ok((await admin.ok(ONE, { id: one.id })).blackoutTime);
  await admin.ok(DELETE, { id: one.id });
  await admin.ok(DELETE_RECURRING, { id: weekly.id });
});

scoped('a role that left keeps its place on a blackout it was on, but cannot be added to another', async () => {
  const { owner, admin, member } = await setup();
  const one = (await admin.ok(CREATE, { input: { ...launch, roleIds: [member.roleId] } })).createBlackoutTime.blackoutTime;
  await owner.ok('mutation ($id: ID!) { deactivateRole(input: { id: $id }) { role { id } } }', { id: member.roleId });
  try {
    const kept = (await admin.ok(UPDATE, { input: { id: one.id, ...launch, name: 'Renamed', roleIds: [member.roleId] } })).updateBlackoutTime.blackoutTime;
    assert.is(kept.name, 'Renamed');
    const refused = await admin.try(CREATE, { input: { ...launch, roleIds: [member.roleId] } });
    assert.equal([refused.code, refused.field], ['BAD_USER_INPUT', 'roleIds']);
  } finally {
    await owner.ok('mutation ($id: ID!) { reactivateRole(input: { id: $id }) { role { id } } }', { id: member.roleId });
    await admin.ok(DELETE, { id: one.id });
  }
});

scoped.run();
