/**
 * The admin catalogues on the local server: products, teams, workflows (ordered states, one
 * default) and tags; names unique per organization; changes for administrators only; nothing
 * of organization A readable or changeable from organization B.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WORK_LIMITS } from '../../../src/domain/work/work.ts';
import { ADMIN_ONLY_MESSAGE, READ_ONLY_MESSAGE } from '../../../src/domain/shared/role.ts';
import { TICKET_FIELDS, WORKFLOW_FIELDS, world, type World } from './work-helpers.ts';

let shared: Promise<World> | null = null;
const setup = () => (shared ??= world());

const PRODUCT = 'id name description createdAt ticketCount';
const CREATE_PRODUCT = `mutation ($input: CreateProductInput!) { createProduct(input: $input) { product { ${PRODUCT} } } }`;
const UPDATE_PRODUCT = `mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { product { ${PRODUCT} } } }`;
const DELETE_PRODUCT = 'mutation ($id: ID!) { deleteProduct(input: { id: $id }) { deletedProductId } }';
const TEAM = 'id name description members { id name } createdAt';
const CREATE_TEAM = `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { ${TEAM} } } }`;
const UPDATE_TEAM = `mutation ($input: UpdateTeamInput!) { updateTeam(input: $input) { team { ${TEAM} } } }`;
const DELETE_TEAM = 'mutation ($id: ID!) { deleteTeam(input: { id: $id }) { deletedTeamId } }';
const CREATE_WORKFLOW = `mutation ($input: CreateWorkflowInput!) { createWorkflow(input: $input) { workflow { ${WORKFLOW_FIELDS} } } }`;
const UPDATE_WORKFLOW = `mutation ($input: UpdateWorkflowInput!) { updateWorkflow(input: $input) { workflow { ${WORKFLOW_FIELDS} } } }`;
const SET_DEFAULT_WORKFLOW = `mutation ($id: ID!) { setDefaultWorkflow(input: { id: $id }) { workflow { ${WORKFLOW_FIELDS} } } }`;
const DELETE_WORKFLOW = 'mutation ($id: ID!) { deleteWorkflow(input: { id: $id }) { deletedWorkflowId } }';
const CREATE_TAG = 'mutation ($input: CreateTagInput!) { createTag(input: $input) { tag { id name color ticketCount } } }';
const UPDATE_TAG = 'mutation ($input: UpdateTagInput!) { updateTag(input: $input) { tag { id name color ticketCount } } }';
const DELETE_TAG = 'mutation ($id: ID!) { deleteTag(input: { id: $id }) { deletedTagId } }';

// ---------------------------------------------------------------------------------------------
const products = suite('products');

products('an admin creates, lists, reads, renames and deletes a product', async () => {
  const { admin, member } = await setup();
  const created = (await admin.ok(CREATE_PRODUCT, { input: { name: '  Desktop  ', description: 'The app' } })).createProduct.product;
  assert.equal({ ...created, id: undefined, createdAt: undefined }, { id: undefined, createdAt: undefined, name: 'Desktop', description: 'The app', ticketCount: 0 });
  assert.ok((await member.ok(`{ products { ${PRODUCT} } }`)).products.some((p: any) => p.id === created.id), 'a member reads the list');
  assert.is((await member.ok('query ($id: ID!) { product(id: $id) { name } }', { id: created.id })).product.name, 'Desktop');
  const renamed = (await admin.ok(UPDATE_PRODUCT, { input: { id: created.id, name: 'Desktop app' } })).updateProduct.product;
  assert.equal([renamed.name, renamed.description], ['Desktop app', '']);
  assert.equal((await admin.ok(DELETE_PRODUCT, { id: created.id })).deleteProduct, { deletedProductId: created.id });
  assert.is((await member.ok('query ($id: ID!) { product(id: $id) { name } }', { id: created.id })).product, null);
});

products('names are unique per organization, case-insensitively; another organization may reuse them', async () => {
  const { owner, outsider } = await setup();
  await owner.ok(CREATE_PRODUCT, { input: { name: 'Unique' } });
  const clash = await owner.try(CREATE_PRODUCT, { input: { name: ' uNiQuE ' } });
  assert.equal([clash.message, clash.code, clash.field], ['A product named "Unique" already exists', 'BAD_USER_INPUT', 'name']);
  const other = (await owner.ok(CREATE_PRODUCT, { input: { name: 'Other' } })).createProduct.product;
  const renameClash = await owner.try(UPDATE_PRODUCT, { input: { id: other.id, name: 'UNIQUE' } });
  assert.is(renameClash.field, 'name');
  assert.ok((await owner.try(UPDATE_PRODUCT, { input: { id: other.id, name: 'OTHER' } })).errors === undefined, 'its own name in another case is fine');
  assert.ok((await outsider.try(CREATE_PRODUCT, { input: { name: 'Unique' } })).errors === undefined);
});

products('refuses empty and too long names and descriptions', async () => {
  const { owner } = await setup();
  const cases: [Record<string, unknown>, string, string][] = [
    [{ name: '' }, 'Name is required', 'name'],
    [{ name: 'x'.repeat(WORK_LIMITS.name + 1) }, `Name must be at most ${WORK_LIMITS.name} characters`, 'name'],
    [{ name: 'Fine', description: 'x'.repeat(WORK_LIMITS.description + 1) }, `Description must be at most ${WORK_LIMITS.description} characters`, 'description'],
  ];
  for (const [input, message, field] of cases) {
    const answer = await owner.try(CREATE_PRODUCT, { input });
    assert.equal([answer.message, answer.code, answer.field], [message, 'BAD_USER_INPUT', field]);
  }
});

products('counts its tickets; refuses deletion while a ticket uses it', async () => {
  const { owner, member } = await setup();
  const product = (await owner.ok(CREATE_PRODUCT, { input: { name: 'Counted' } })).createProduct.product;
  const ticket = await member.ticket({ title: 'Uses the product', productId: product.id });
  assert.is((await owner.ok('query ($id: ID!) { product(id: $id) { ticketCount } }', { id: product.id })).product.ticketCount, 1);
  const refused = await owner.try(DELETE_PRODUCT, { id: product.id });
  assert.equal([refused.message, refused.code], ['1 ticket uses this product: move them to another product first', 'BAD_USER_INPUT']);
  await member.ok('mutation ($id: ID!) { updateTicket(input: { id: $id, publication: DELETED }) { ticket { id } } }', { id: ticket.id });
  assert.is((await owner.ok('query ($id: ID!) { product(id: $id) { ticketCount } }', { id: product.id })).product.ticketCount, 0);
  assert.is((await owner.ok(DELETE_PRODUCT, { id: product.id })).deleteProduct.deletedProductId, product.id);
});

products('members and visitors read but cannot change; B cannot read or change A\'s products', async () => {
  const { owner, member, visitor, outsider, a } = await setup();
  const product = (await owner.ok(CREATE_PRODUCT, { input: { name: 'Guarded' } })).createProduct.product;
  const byMember = await member.try(CREATE_PRODUCT, { input: { name: 'By member' } });
  assert.equal([byMember.message, byMember.code], [ADMIN_ONLY_MESSAGE, 'FORBIDDEN']);
  const byVisitor = await visitor.try(UPDATE_PRODUCT, { input: { id: product.id, name: 'By visitor' } });
  assert.equal([byVisitor.message, byVisitor.code], [READ_ONLY_MESSAGE, 'FORBIDDEN']);
  assert.is((await outsider.in(a.id).try('{ products { id } }')).message, 'Organization not found');
  assert.is((await outsider.ok('query ($id: ID!) { product(id: $id) { id } }', { id: product.id })).product, null);
  for (const [query, variables] of [
    [UPDATE_PRODUCT, { input: { id: product.id, name: 'Taken over' } }],
    [DELETE_PRODUCT, { id: product.id }],
  ] as const) {
    const answer = await outsider.try(query, variables);
    assert.equal([answer.message, answer.code], ['Product not found', 'NOT_FOUND']);
  }
  assert.is((await owner.ok('query ($id: ID!) { product(id: $id) { name } }', { id: product.id })).product.name, 'Guarded');
});

// ---------------------------------------------------------------------------------------------
const teams = suite('teams');

teams('creates a team of accepted members, edits and deletes it', async () => {
  const { owner, member, admin } = await setup();
  const team = (await owner.ok(CREATE_TEAM, { input: { name: 'Platform', description: 'Infra', memberIds: [member.roleId, admin.roleId, member.roleId] } })).createTeam.team;
  assert.equal(team.members.map((m: any) => m.id).sort(), [admin.roleId, member.roleId].sort());
  const updated = (await owner.ok(UPDATE_TEAM, { input: { id: team.id, name: 'Platform team', memberIds: [admin.roleId] } })).updateTeam.team;
  assert.equal([updated.name, updated.description, updated.members.map((m: any) => m.id)], ['Platform team', '', [admin.roleId]]);
  assert.ok((await member.ok(`{ teams { ${TEAM} } }`)).teams.some((t: any) => t.id === team.id));
  assert.is((await member.ok('query ($id: ID!) { team(id: $id) { name } }', { id: team.id })).team.name, 'Platform team');
  assert.equal((await owner.ok(DELETE_TEAM, { id: team.id })).deleteTeam, { deletedTeamId: team.id });
  assert.is((await owner.ok('query ($id: ID!) { team(id: $id) { name } }', { id: team.id })).team, null);
});

teams('refuses people outside the organization or not accepted, duplicate names, members and B', async () => {
  const { owner, member, outsider } = await setup();
  const foreign = await owner.try(CREATE_TEAM, { input: { name: 'Mixed', memberIds: [outsider.roleId] } });
  assert.equal([foreign.message, foreign.code, foreign.field], ['Person not found', 'NOT_FOUND', 'memberIds']);
  const invited = (await owner.browser.inviteMember(owner.org, 'team-invite@a.example')).data!.inviteMember.role;
  const pending = await owner.try(CREATE_TEAM, { input: { name: 'Pending', memberIds: [invited.id] } });
  assert.equal([pending.code, pending.field], ['BAD_USER_INPUT', 'memberIds']);
  const team = (await owner.ok(CREATE_TEAM, { input: { name: 'Solo' } })).createTeam.team;
  assert.is((await owner.try(CREATE_TEAM, { input: { name: 'SOLO' } })).message, 'A team named "Solo" already exists');
  assert.is((await member.try(UPDATE_TEAM, { input: { id: team.id, name: 'Mine' } })).message, ADMIN_ONLY_MESSAGE);
  assert.is((await outsider.try(DELETE_TEAM, { id: team.id })).message, 'Team not found');
});

// ---------------------------------------------------------------------------------------------
const workflows = suite('workflows');

workflows('a new organization has the default Standard workflow: Design, Build, Review', async () => {
  const { member } = await setup();
  const list = (await member.ok(`{ workflows { ${WORKFLOW_FIELDS} } }`)).workflows;
  assert.is(list[0].name, 'Standard');
  assert.is(list[0].isDefault, true);
  assert.equal(list[0].states.map((s: any) => s.name), ['Design', 'Build', 'Review']);
  assert.is(list.filter((w: any) => w.isDefault).length, 1);
});

workflows('creates a workflow, keeps state ids on update, adds new states to its tickets, renames them there', async () => {
  const { owner, member } = await setup();
  const workflow = (await owner.ok(CREATE_WORKFLOW, { input: { name: 'Support flow', states: [{ name: 'Triage' }, { name: 'Fix' }] } })).createWorkflow.workflow;
  assert.equal([workflow.isDefault, workflow.ticketCount, workflow.states.map((s: any) => s.name)], [false, 0, ['Triage', 'Fix']]);
  const ticket = await member.ticket({ title: 'Flowing', workflowId: workflow.id });
  const [triage, fix] = workflow.states;
  const updated = (await owner.ok(UPDATE_WORKFLOW, {
    input: { id: workflow.id, name: 'Support flow', description: 'Now with QA', states: [{ id: triage.id, name: 'Triage' }, { name: 'QA' }, { id: fix.id, name: 'Repair' }] },
  })).updateWorkflow.workflow;
  assert.equal(updated.states.map((s: any) => s.name), ['Triage', 'QA', 'Repair']);
  assert.equal([updated.states[0].id, updated.states[2].id], [triage.id, fix.id]);
  assert.is(updated.ticketCount, 1);
  const after = (await member.ok(`query ($id: ID!) { ticket(id: $id) { ${TICKET_FIELDS} } }`, { id: ticket.id })).ticket;
  assert.equal(after.states.map((s: any) => s.name), ['Triage', 'QA', 'Repair']);
  assert.is(after.states[0].id, ticket.states[0].id, 'the ticket keeps its state records');
  const removing = await owner.try(UPDATE_WORKFLOW, { input: { id: workflow.id, name: 'Support flow', states: [{ id: triage.id, name: 'Triage' }] } });
  assert.equal([removing.code, removing.field], ['BAD_USER_INPUT', 'states']);
  assert.match(removing.message!, /is used by 1 ticket/);
});

workflows('refuses no states, too many, duplicate state names, unknown state ids, and a duplicate workflow name', async () => {
  const { owner } = await setup();
  const many = Array.from({ length: WORK_LIMITS.workflowStates + 1 }, (_, index) => ({ name: `S${index}` }));
  const cases: [Record<string, unknown>, string, string][] = [
    [{ name: 'Empty', states: [] }, 'A workflow needs at least one state', 'BAD_USER_INPUT'],
    [{ name: 'Huge', states: many }, `A workflow has at most ${WORK_LIMITS.workflowStates} states`, 'BAD_USER_INPUT'],
    [{ name: 'Twice', states: [{ name: 'Do' }, { name: 'do ' }] }, 'Two states are named "do"', 'BAD_USER_INPUT'],
    [{ name: 'Blank', states: [{ name: ' ' }] }, 'State name is required', 'BAD_USER_INPUT'],
    [{ name: 'Stolen', states: [{ id: '1', name: 'Do' }] }, 'Workflow state not found', 'NOT_FOUND'],
    [{ name: 'standard', states: [{ name: 'Do' }] }, 'A workflow named "Standard" already exists', 'BAD_USER_INPUT'],
  ];
  for (const [input, message, code] of cases) {
    const answer = await owner.try(CREATE_WORKFLOW, { input });
    assert.equal([answer.message, answer.code], [message, code], String(input['name']));
  }
});

workflows('exactly one default: setDefaultWorkflow moves it; the default and a used workflow cannot be deleted', async () => {
  const { owner, member } = await setup();
  const standard = (await owner.ok(`{ workflows { ${WORKFLOW_FIELDS} } }`)).workflows.find((w: any) => w.isDefault);
  const next = (await owner.ok(CREATE_WORKFLOW, { input: { name: 'Next default', states: [{ name: 'Go' }] } })).createWorkflow.workflow;
  const made = (await owner.ok(SET_DEFAULT_WORKFLOW, { id: next.id })).setDefaultWorkflow.workflow;
  assert.is(made.isDefault, true);
  const list = (await owner.ok(`{ workflows { ${WORKFLOW_FIELDS} } }`)).workflows;
  assert.equal(list.filter((w: any) => w.isDefault).map((w: any) => w.id), [next.id]);
  assert.is(list[0].id, next.id, 'the default comes first');
  const ticket = await member.ticket({ title: 'Gets the new default' });
  assert.is(ticket.workflow.id, next.id);
  const deleteDefault = await owner.try(DELETE_WORKFLOW, { id: next.id });
  assert.equal([deleteDefault.code, deleteDefault.message], ['BAD_USER_INPUT', 'The default workflow cannot be deleted: make another one the default first']);
  await owner.ok(SET_DEFAULT_WORKFLOW, { id: standard.id });
  const deleteUsed = await owner.try(DELETE_WORKFLOW, { id: next.id });
  assert.match(deleteUsed.message!, /1 ticket uses this workflow/);
  const spare = (await owner.ok(CREATE_WORKFLOW, { input: { name: 'Spare', states: [{ name: 'Go' }] } })).createWorkflow.workflow;
  assert.equal((await owner.ok(DELETE_WORKFLOW, { id: spare.id })).deleteWorkflow, { deletedWorkflowId: spare.id });
  assert.is((await owner.ok('query ($id: ID!) { workflow(id: $id) { id } }', { id: spare.id })).workflow, null);
});

workflows('members cannot change workflows; B cannot use or change A\'s', async () => {
  const { owner, member, outsider } = await setup();
  const workflow = (await owner.ok(`{ workflows { ${WORKFLOW_FIELDS} } }`)).workflows[0];
  assert.is((await member.try(CREATE_WORKFLOW, { input: { name: 'Mine', states: [{ name: 'Do' }] } })).message, ADMIN_ONLY_MESSAGE);
  assert.is((await outsider.try(SET_DEFAULT_WORKFLOW, { id: workflow.id })).message, 'Workflow not found');
  assert.is((await outsider.try(UPDATE_WORKFLOW, { input: { id: workflow.id, name: 'X', states: [{ name: 'Y' }] } })).code, 'NOT_FOUND');
});

// ---------------------------------------------------------------------------------------------
const tags = suite('tags');

tags('creates, recolours, counts and deletes a tag; deleting takes it off its tickets', async () => {
  const { owner, member } = await setup();
  const tag = (await owner.ok(CREATE_TAG, { input: { name: 'bug', color: 'ORANGE' } })).createTag.tag;
  assert.equal({ ...tag, id: undefined }, { id: undefined, name: 'bug', color: 'ORANGE', ticketCount: 0 });
  const ticket = await member.ticket({ title: 'Tagged', tagIds: [tag.id] });
  const updated = (await owner.ok(UPDATE_TAG, { input: { id: tag.id, name: 'defect', color: 'PURPLE' } })).updateTag.tag;
  assert.equal([updated.name, updated.color, updated.ticketCount], ['defect', 'PURPLE', 1]);
  assert.ok((await member.ok('{ tags { id name color } }')).tags.some((t: any) => t.id === tag.id));
  assert.is((await member.ok('query ($id: ID!) { tag(id: $id) { name } }', { id: tag.id })).tag.name, 'defect');
  assert.equal((await owner.ok(DELETE_TAG, { id: tag.id })).deleteTag, { deletedTagId: tag.id });
  assert.equal((await member.ok('query ($id: ID!) { ticket(id: $id) { tags { id } } }', { id: ticket.id })).ticket.tags, []);
});

tags('refuses a duplicate name (any case), an unknown colour, members, visitors and B', async () => {
  const { owner, member, visitor, outsider } = await setup();
  const tag = (await owner.ok(CREATE_TAG, { input: { name: 'Frontend', color: 'BLUE' } })).createTag.tag;
  assert.is((await owner.try(CREATE_TAG, { input: { name: 'FRONTEND', color: 'GREEN' } })).message, 'A tag named "Frontend" already exists');
  assert.ok((await owner.try(CREATE_TAG, { input: { name: 'Odd', color: 'BLACK' } })).errors, 'BLACK is not a tag colour');
  assert.is((await member.try(CREATE_TAG, { input: { name: 'm', color: 'BLUE' } })).message, ADMIN_ONLY_MESSAGE);
  assert.is((await visitor.try(DELETE_TAG, { id: tag.id })).message, READ_ONLY_MESSAGE);
  assert.is((await outsider.try(UPDATE_TAG, { input: { id: tag.id, name: 'x', color: 'BLUE' } })).message, 'Tag not found');
  assert.is((await outsider.ok('query ($id: ID!) { tag(id: $id) { id } }', { id: tag.id })).tag, null);
});

tags('onboarding marks a product and a ticket once they exist', async () => {
  const { owner } = await setup();
  const me = await owner.browser.me(owner.org);
  assert.equal((me.organization as any).onboardingStatus, { invite: true, product: true, ticket: true });
  const { ownerOf } = await import('./work-helpers.ts');
  const fresh = await ownerOf((await setup()).app, 'fresh@c.example', 'Charlie');
  const blank = await fresh.caller.browser.me(fresh.organization.id);
  assert.equal((blank.organization as any).onboardingStatus, { invite: false, product: false, ticket: false });
});

products.run();
teams.run();
workflows.run();
tags.run();
