/**
 * The project tree on the local server: the first project of a new organization, create under a
 * parent, rename, move (never inside itself), readme, archive and restore a subtree, ticket
 * counts, pins (also in `me`), and the project analytics; refused to visitors and to B.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WORK_LIMITS } from '../../../src/domain/work/work.ts';
import { READ_ONLY_MESSAGE } from '../../../src/domain/shared/role.ts';
import { advanceClock, DAY_MS, FIXED_NOW } from '../shared/helpers.ts';
import { PROJECT_FIELDS, world, type World } from './work-helpers.ts';

let shared: Promise<World> | null = null;
const setup = () => (shared ??= world());

const CREATE = `mutation ($input: CreateProjectInput!) { createProject(input: $input) { project { ${PROJECT_FIELDS} } } }`;
const UPDATE = `mutation ($input: UpdateProjectInput!) { updateProject(input: $input) { project { ${PROJECT_FIELDS} } } }`;
const ARCHIVE = `mutation ($id: ID!, $archived: Boolean!) { archiveProject(input: { id: $id, archived: $archived }) { project { ${PROJECT_FIELDS} } } }`;
const PROJECTS = `query ($all: Boolean) { projects(includeArchived: $all) { ${PROJECT_FIELDS} } }`;
const PROJECT = `query ($id: ID!) { project(id: $id) { ${PROJECT_FIELDS} } }`;
const PIN = 'mutation ($id: ID!, $pinned: Boolean!) { pinProject(input: { projectId: $id, pinned: $pinned }) { pinnedProjects { id name } } }';
const ANALYTICS = `query ($id: ID!, $recursive: Boolean) { projectAnalytics(projectId: $id, recursive: $recursive) {
  byState { state count } byAssignee { assignee { id name } count } createdVsClosed { date created closed } } }`;

const create = async (caller: World['owner'], name: string, parentId: string | null = null) => (await caller.ok(CREATE, { input: { name, parentId } })).createProject.project;

// ---------------------------------------------------------------------------------------------
const tree = suite('project tree');

tree('a new organization has its first project, owned by its creator', async () => {
  const { owner, a } = await setup();
  const project = (await owner.ok(PROJECT, { id: a.projectId })).project;
  assert.equal([project.name, project.parentId, project.owner.id, project.stage, project.readme, project.ticketCount], ['First project', null, owner.roleId, 'PUBLISHED', '', 0]);
});

tree('members create projects under a parent, rename them, write the readme and move them', async () => {
  const { member, a } = await setup();
  const parent = await create(member, '  Roadmap  ');
  assert.equal([parent.name, parent.parentId, parent.owner.id], ['Roadmap', null, member.roleId]);
  const child = await create(member, 'Q1', parent.id);
  assert.is(child.parentId, parent.id);
  const renamed = (await member.ok(UPDATE, { input: { id: child.id, name: 'First quarter', readme: '# Goals\n\n- ship' } })).updateProject.project;
  assert.equal([renamed.name, renamed.readme, renamed.parentId], ['First quarter', '# Goals\n\n- ship', parent.id]);
  const moved = (await member.ok(UPDATE, { input: { id: child.id, parentId: a.projectId } })).updateProject.project;
  assert.is(moved.parentId, a.projectId);
  const top = (await member.ok(UPDATE, { input: { id: child.id, parentId: null } })).updateProject.project;
  assert.is(top.parentId, null);
  const names = (await member.ok(PROJECTS)).projects.map((p: any) => p.name);
  assert.ok(names.includes('Roadmap') && names.includes('First quarter'));
});

tree('refuses a move inside itself or its sub-projects, empty and long names, a long readme, unknown parents', async () => {
  const { member, outsider, b } = await setup();
  const root = await create(member, 'Root');
  const mid = await create(member, 'Mid', root.id);
  const leaf = await create(member, 'Leaf', mid.id);
  for (const parentId of [root.id, leaf.id]) {
    const answer = await member.try(UPDATE, { input: { id: root.id, parentId } });
    assert.equal([answer.message, answer.code, answer.field], ['A project cannot move inside itself or one of its sub-projects', 'BAD_USER_INPUT', 'parentId']);
  }
  assert.is((await member.try(CREATE, { input: { name: '' } })).message, 'Name is required');
  assert.is((await member.try(CREATE, { input: { name: 'x'.repeat(WORK_LIMITS.name + 1) } })).field, 'name');
  assert.is((await member.try(UPDATE, { input: { id: root.id, readme: 'x'.repeat(WORK_LIMITS.longText + 1) } })).field, 'readme');
  const foreign = await member.try(CREATE, { input: { name: 'Under B', parentId: b.projectId } });
  assert.equal([foreign.message, foreign.code, foreign.field], ['Project not found', 'NOT_FOUND', 'parentId']);
  const missing = await member.try(CREATE, { input: { name: 'Under nothing', parentId: '999999' } });
  assert.equal([missing.message, missing.code], ['Project not found', 'NOT_FOUND']);
  assert.is((await outsider.try(UPDATE, { input: { id: root.id, name: 'Mine now' } })).message, 'Project not found');
});

tree('archiving takes the whole subtree out of the list; restoring brings it back; archived parents take no children', async () => {
  const { member } = await setup();
  const root = await create(member, 'Archivable');
  const child = await create(member, 'Archivable child', root.id);
  const archived = (await member.ok(ARCHIVE, { id: root.id, archived: true })).archiveProject.project;
  assert.is(archived.stage, 'ARCHIVED');
  const visible = (await member.ok(PROJECTS)).projects.map((p: any) => p.id);
  assert.not.ok(visible.includes(root.id) || visible.includes(child.id));
  const everything = (await member.ok(PROJECTS, { all: true })).projects;
  assert.equal(everything.filter((p: any) => [root.id, child.id].includes(p.id)).map((p: any) => p.stage), ['ARCHIVED', 'ARCHIVED']);
  assert.is((await member.try(CREATE, { input: { name: 'Late', parentId: root.id } })).message, 'The parent project is archived');
  assert.is((await member.try('mutation ($p: ID!) { createTicket(input: { title: "x", projectId: $p }) { ticket { id } } }', { p: child.id })).message, 'This project is archived');
  const refused = await member.try(ARCHIVE, { id: child.id, archived: false });
  assert.is(refused.message, 'Restore "Archivable" first: it holds this project');
  await member.ok(ARCHIVE, { id: root.id, archived: false });
  assert.is((await member.ok(PROJECT, { id: child.id })).project.stage, 'PUBLISHED');
});

tree('ticketCount counts tickets directly in the project, not deleted ones', async () => {
  const { member } = await setup();
  const project = await create(member, 'Counted');
  const sub = await create(member, 'Counted child', project.id);
  await member.ticket({ title: 'In project', projectId: project.id });
  await member.ticket({ title: 'In child', projectId: sub.id });
  const gone = await member.ticket({ title: 'Deleted', projectId: project.id });
  await member.ok('mutation ($id: ID!) { updateTicket(input: { id: $id, publication: DELETED }) { ticket { id } } }', { id: gone.id });
  assert.is((await member.ok(PROJECT, { id: project.id })).project.ticketCount, 1);
});

tree('a visitor reads but cannot create, rename or archive; B cannot read A\'s tree', async () => {
  const { visitor, outsider, a } = await setup();
  assert.ok((await visitor.ok(PROJECTS)).projects.length > 0);
  for (const [query, variables] of [
    [CREATE, { input: { name: 'Visitor project' } }],
    [UPDATE, { input: { id: a.projectId, name: 'Visited' } }],
    [ARCHIVE, { id: a.projectId, archived: true }],
  ] as const) {
    const answer = await visitor.try(query, variables);
    assert.equal([answer.message, answer.code], [READ_ONLY_MESSAGE, 'FORBIDDEN']);
  }
  assert.is((await outsider.in(a.id).try(PROJECTS)).message, 'Organization not found');
  assert.is((await outsider.ok(PROJECT, { id: a.projectId })).project, null);
  assert.is((await outsider.try(ARCHIVE, { id: a.projectId, archived: true })).message, 'Project not found');
});

// ---------------------------------------------------------------------------------------------
const pins = suite('pinned projects');

pins('pinning answers the caller\'s pins in order and shows in me.role.pinnedProjects; others keep theirs', async () => {
  const { member, admin, visitor, a, outsider } = await setup();
  const extra = await create(member, 'Pinned two');
  assert.equal((await member.ok(PIN, { id: a.projectId, pinned: true })).pinProject.pinnedProjects, [{ id: a.projectId, name: 'First project' }]);
  assert.equal((await member.ok(PIN, { id: extra.id, pinned: true })).pinProject.pinnedProjects.map((p: any) => p.id), [a.projectId, extra.id]);
  assert.equal((await member.ok(PIN, { id: a.projectId, pinned: true })).pinProject.pinnedProjects.map((p: any) => p.id), [extra.id, a.projectId], 'pinning again moves it last');
  const me = (await member.ok('{ me { role { pinnedProjects { id name } } } }')).me;
  assert.equal(me.role.pinnedProjects.map((p: any) => p.id), [extra.id, a.projectId]);
  assert.equal((await admin.ok('{ me { role { pinnedProjects { id } } } }')).me.role.pinnedProjects, []);
  assert.equal((await member.ok(PIN, { id: extra.id, pinned: false })).pinProject.pinnedProjects.map((p: any) => p.id), [a.projectId]);
  assert.equal((await visitor.ok(PIN, { id: a.projectId, pinned: true })).pinProject.pinnedProjects.map((p: any) => p.id), [a.projectId], 'pins are personal: visitors pin too');
  assert.is((await outsider.try(PIN, { id: a.projectId, pinned: true })).message, 'Project not found');
});

// ---------------------------------------------------------------------------------------------
const analytics = suite('projectAnalytics');

analytics('counts by display state (sub-projects included unless not recursive), open states by assignee, created and closed per day', async () => {
  const { owner, admin, app } = await setup();
  const project = await create(owner, 'Measured');
  const sub = await create(owner, 'Measured child', project.id);
  const UPDATE_STATE = 'mutation ($input: UpdateTicketStateInput!) { updateTicketState(input: $input) { ticket { id } } }';
  const assigned = await owner.ticket({ title: 'Assigned', projectId: project.id });
  await owner.ok(UPDATE_STATE, { input: { ticketId: assigned.id, stateId: assigned.states[0].id, assigneeId: admin.roleId } });
  await owner.ok(UPDATE_STATE, { input: { ticketId: assigned.id, stateId: assigned.states[1].id, assigneeId: admin.roleId, done: true } });
  await owner.ticket({ title: 'Draft', projectId: project.id, publication: 'DRAFT' });
  await advanceClock(app, DAY_MS);
  const closed = await owner.ticket({ title: 'Closed', projectId: sub.id });
  await owner.ok('mutation ($ids: [ID!]!) { applyBulkTicketAction(input: { action: MARK_TICKETS_AS_DONE, ticketIds: $ids }) { updated { id } } }', { ids: [closed.id] });
  const result = (await owner.ok(ANALYTICS, { id: project.id })).projectAnalytics;
  const byState = Object.fromEntries(result.byState.map((entry: any) => [entry.state, entry.count]));
  assert.equal(byState, { Draft: 1, Unassigned: 1, Unestimated: 0, Estimated: 0, Scheduled: 0, InProgress: 0, Done: 1 });
  assert.equal(result.byAssignee.map((entry: any) => [entry.assignee?.id ?? null, entry.count]), [[null, 4], [admin.roleId, 1]]);
  assert.is(result.createdVsClosed.length, 30);
  const today = new Date(FIXED_NOW + DAY_MS).toISOString().slice(0, 10);
  const yesterday = new Date(FIXED_NOW).toISOString().slice(0, 10);
  assert.is(result.createdVsClosed[29].date, today);
  assert.equal(result.createdVsClosed[29], { date: today, created: 1, closed: 1 });
  assert.equal(result.createdVsClosed[28], { date: yesterday, created: 2, closed: 0 });
  assert.is(result.createdVsClosed[0].date, new Date(FIXED_NOW + DAY_MS - 29 * DAY_MS).toISOString().slice(0, 10));
  const flat = (await owner.ok(ANALYTICS, { id: project.id, recursive: false })).projectAnalytics;
  assert.is(flat.byState.find((entry: any) => entry.state === 'Done').count, 0);
  assert.is((await owner.try(ANALYTICS, { id: '999999' })).message, 'Project not found');
});

analytics('a visitor reads analytics; B does not', async () => {
  const { visitor, outsider, a } = await setup();
  assert.is((await visitor.ok(ANALYTICS, { id: a.projectId })).projectAnalytics.byState.length, 7);
  assert.is((await outsider.try(ANALYTICS, { id: a.projectId })).message, 'Project not found');
  assert.is((await outsider.in(a.id).try(ANALYTICS, { id: a.projectId })).message, 'Organization not found');
});

tree.run();
pins.run();
analytics.run();
