/**
 * The admin catalogues' models against test doubles of the CatalogueGateway: loading with retry,
 * forms that check before sending and keep what was typed on failure, server refusals on their
 * field, deleting, the workflow states, the people filter, inviting and the one-click actions.
 */
import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createCataloguesArea, type OrgCatalogues } from '../../../src/application/work/catalogues-area.ts';
import type { WorkAreaDeps } from '../../../src/application/shell/work-area.ts';
import { refusedField } from '../../../src/application/work/catalogue-editor.ts';
import { GraphQLError, NetworkError } from '../../../src/application/shared/errors.ts';
import { CatalogueGateway } from '../../../src/application/work/catalogue-gateway.port.ts';
import type { OrgPerson, Product, Workflow } from '../../../src/domain/work/catalogue-records.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import { permissionsOf } from '../../../src/domain/shared/role.ts';
import type { RoleType } from '../../../src/domain/shared/role.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';

const product: Product = { id: '5', name: 'Web', description: 'The site', createdAt: '2026-11-01T10:00:00.000Z', ticketCount: 2 };
const ana: OrgPerson = {
  id: 'r1', name: 'Ana', email: 'ana@example.test', title: null, type: 'OWNER', status: 'ACCEPTED', timeZone: 'UTC', avatarUrl: null, createdAt: '2026-11-01T10:00:00.000Z',
};
const standard: Workflow = {
  id: 'w1', name: 'Standard', description: '', isDefault: true, ticketCount: 0,
  states: [{ id: 's1', name: 'Design' }, { id: 's2', name: 'Build' }, { id: 's3', name: 'Review' }],
};

function harness(stubs: Partial<CatalogueGateway['Service']>, type: RoleType = 'ADMIN') {
  const notes: NotificationInput[] = [];
  const visits: { path: string; replace: boolean }[] = [];
  const deps: WorkAreaDeps = {
    runner: runtimeOf(stubLayer(CatalogueGateway, stubs)) as unknown as WorkAreaDeps['runner'],
    notify: (note) => notes.push(note),
    navigator: { go: (path, options) => visits.push({ path, replace: options?.replace ?? false }), reload: () => {} },
    now: () => Date.UTC(2026, 10, 22),
  };
  const area = createCataloguesArea(deps);
  const catalogues: OrgCatalogues = area.inOrganization({ orgId: '7', roleId: 'r1', permissions: permissionsOf(type) });
  return { catalogues, notes, visits };
}

const loading = suite('loading a catalogue');

loading('starts loading at once and shows what the server sent', async () => {
  const { catalogues } = harness({ products: () => Effect.succeed([product]) });
  const model = catalogues.products();
  assert.is(model.state.value.status, 'loading');
  await settle();
  assert.equal(model.state.value, { status: 'loaded', value: [product], refreshing: false, refreshFailed: null });
});

loading('a failure shows its message; Retry loads again', async () => {
  let calls = 0;
  const { catalogues } = harness({
    products: () => (++calls === 1 ? Effect.fail(new NetworkError({ message: 'down' })) : Effect.succeed([product])),
  });
  const model = catalogues.products();
  await settle();
  assert.equal(model.state.value, { status: 'failed', message: 'Could not reach the server. Check your connection and try again.' });
  await model.refresh();
  assert.is(model.state.value.status, 'loaded');
});

loading('a record the server does not know is missing', async () => {
  const { catalogues } = harness({ product: () => Effect.succeed(null) });
  const model = catalogues.product('404');
  await settle();
  assert.equal(model.state.value, { status: 'missing' });
});

loading('a refresh that fails keeps the list on screen and says so', async () => {
  let calls = 0;
  const { catalogues } = harness({
    tags: () => (++calls === 1 ? Effect.succeed([]) : Effect.fail(new GraphQLError({ message: 'Busy' }))),
  });
  const model = catalogues.tags();
  await settle();
  await model.refresh();
  assert.equal(model.state.value, { status: 'loaded', value: [], refreshing: false, refreshFailed: 'Busy' });
});

loading.run();

const forms = suite('catalogue forms');

forms('a blank name is refused before anything is sent, on the name field', async () => {
  const sent: unknown[] = [];
  const { catalogues } = harness({ createProduct: (input) => (sent.push(input), Effect.succeed(product)) });
  const editor = catalogues.productEditor(null);
  assert.equal(editor.errors.value, {}, 'no error before a save is tried');
  assert.is(await editor.save(), false);
  assert.equal(sent, []);
  assert.equal(editor.errors.value, { name: 'Name is required' });
  assert.is(editor.form.firstInvalid.value, 'name');
  editor.set('name', 'Web');
  assert.equal(editor.errors.value, {}, 'checked again on change');
});

forms('creating sends the trimmed values, says so, and opens the new record', async () => {
  const sent: unknown[] = [];
  const { catalogues, notes, visits } = harness({ createProduct: (input) => (sent.push(input), Effect.succeed(product)) });
  const editor = catalogues.productEditor(null);
  editor.form.change('name', '  Web ');
  editor.form.change('description', 'The site');
  assert.is(await editor.save(), true);
  assert.equal(sent, [{ name: 'Web', description: 'The site' }]);
  assert.equal(notes, [{ type: 'Success', title: 'Product created' }]);
  assert.equal(visits, [{ path: '/org/7/admin/product/5/view', replace: false }]);
  assert.is(editor.state.value.status, 'done');
});

forms('a name already taken lands on the name field, and everything typed stays', async () => {
  const { catalogues, notes } = harness({
    updateProduct: () => Effect.fail(new GraphQLError({ message: 'A product named "Web" already exists', code: 'BAD_USER_INPUT' })),
  });
  const editor = catalogues.productEditor(product);
  editor.set('name', 'web');
  editor.set('description', 'Kept');
  assert.is(await editor.save(), false);
  assert.equal(editor.errors.value, { name: 'A product named "Web" already exists' });
  assert.equal(editor.values.value, { name: 'web', description: 'Kept' });
  assert.is(editor.state.value.status, 'editing');
  assert.equal(notes, [{ type: 'Error', title: 'Could not save the product', subTitle: 'A product named "Web" already exists' }]);
  editor.set('name', 'Webshop');
  assert.equal(editor.errors.value, {}, 'typing again clears the refusal');
});

forms('a delete the server refuses (in use) is shown as the form problem; a delete that works goes back to the list', async () => {
  let refuse = true;
  const { catalogues, visits } = harness({
    deleteProduct: () =>
      refuse ? Effect.fail(new GraphQLError({ message: '2 tickets use this product: move them to another product first', code: 'BAD_USER_INPUT' })) : Effect.void,
  });
  const editor = catalogues.productEditor(product);
  assert.is(await editor.remove(), false);
  assert.is(editor.problem.value, '2 tickets use this product: move them to another product first');
  refuse = false;
  assert.is(await editor.remove(), true);
  assert.equal(visits, [{ path: '/org/7/admin/product', replace: true }]);
});

forms('a member cannot save or delete: refused before anything is sent', async () => {
  const { catalogues } = harness({}, 'MEMBER');
  assert.is(catalogues.canWrite, false);
  const editor = catalogues.productEditor(product);
  assert.is(await editor.save(), false);
  assert.is(editor.problem.value, 'Only administrators can change this');
  assert.is(await editor.remove(), false);
});

forms('a team sends its chosen members', async () => {
  const sent: unknown[] = [];
  const { catalogues } = harness({
    createTeam: (input) => (sent.push(input), Effect.succeed({ id: 't1', name: input.name, description: '', createdAt: '', members: [ana] })),
  });
  const editor = catalogues.teamEditor(null);
  editor.set('name', 'Sound');
  editor.set('memberIds', ['r1', 'r2']);
  await editor.save();
  assert.equal(sent, [{ name: 'Sound', description: '', memberIds: ['r1', 'r2'] }]);
});

forms('a tag needs a colour before it is sent', async () => {
  const sent: unknown[] = [];
  const { catalogues } = harness({ createTag: (input) => (sent.push(input), Effect.succeed({ id: 'g1', ...input, ticketCount: 0 })) });
  const editor = catalogues.tagEditor(null);
  editor.set('name', 'Bug');
  await editor.save();
  assert.equal(editor.errors.value, { color: 'Choose a colour' });
  editor.set('color', 'PINK');
  await editor.save();
  assert.equal(sent, [{ name: 'Bug', color: 'PINK' }]);
});

forms.run();

const workflows = suite('the workflow form');

workflows('states are added, reordered and sent in order, stored ones with their ids', async () => {
  const sent: unknown[] = [];
  const saved: Workflow[] = [];
  const { catalogues, visits } = harness({ updateWorkflow: (_id, input) => (sent.push(input), Effect.succeed(standard)) });
  const editor = catalogues.workflowEditor(standard, (workflow) => saved.push(workflow));
  const key = editor.addState('Ship')!;
  editor.moveState(key, 'first');
  editor.moveState(editor.values.value.states[3]!.key, 'up');
  assert.equal(editor.values.value.states.map((state) => state.name), ['Ship', 'Design', 'Review', 'Build']);
  assert.is(await editor.save(), true);
  assert.equal(sent, [{ name: 'Standard', description: '', states: [{ name: 'Ship' }, { id: 's1', name: 'Design' }, { id: 's3', name: 'Review' }, { id: 's2', name: 'Build' }] }]);
  assert.equal(saved, [standard], 'an existing workflow stays open with what the server answered');
  assert.equal(visits, []);
  assert.is(editor.state.value.status, 'editing');
});

workflows('after a save, new states carry the ids the server gave them, so the next save keeps them', async () => {
  const sent: { states: readonly { id?: string; name: string }[] }[] = [];
  const { catalogues } = harness({
    updateWorkflow: (_id, input) => {
      sent.push(input);
      return Effect.succeed({ ...standard, states: input.states.map((state, at) => ({ id: state.id ?? `new-id-${at}`, name: state.name })) });
    },
  });
  const editor = catalogues.workflowEditor(standard);
  editor.addState('Ship');
  await editor.save();
  assert.is(editor.dirty.value, false, 'what is shown is what is saved');
  await editor.save();
  assert.equal(sent[1]!.states.at(-1), { id: 'new-id-3', name: 'Ship' });
});

workflows('a new workflow starts with one empty state; blank and repeated names are refused on their state', async () => {
  const { catalogues } = harness({});
  const editor = catalogues.workflowEditor(null);
  editor.set('name', 'Bugs');
  assert.is(editor.values.value.states.length, 1);
  assert.is(editor.canRemove.value, false, 'the last state cannot be removed');
  const first = editor.values.value.states[0]!.key;
  const second = editor.addState('triage')!;
  editor.renameState(first, 'Triage');
  await editor.save();
  assert.equal(editor.errors.value, { [`state:${second}`]: 'Another state is already named triage' });
  assert.is(editor.form.firstInvalid.value, `state:${second}`, 'focus goes to the state to fix');
});

workflows('a state refused by the server ("Two states are named…") is about the states, not the name', async () => {
  const { catalogues } = harness({
    createWorkflow: () => Effect.fail(new GraphQLError({ message: 'Two states are named "Build"', code: 'BAD_USER_INPUT' })),
  });
  const editor = catalogues.workflowEditor(null);
  editor.set('name', 'Bugs');
  editor.renameState(editor.values.value.states[0]!.key, 'Build');
  await editor.save();
  assert.equal(editor.errors.value, { states: 'Two states are named "Build"' });
});

workflows('removing a state that tickets use is refused under the states', async () => {
  const { catalogues } = harness({
    updateWorkflow: () => Effect.fail(new GraphQLError({ message: 'The state "Build" is used by 3 tickets: it cannot be removed', code: 'BAD_USER_INPUT' })),
  });
  const editor = catalogues.workflowEditor(standard);
  editor.removeState(editor.values.value.states[1]!.key);
  await editor.save();
  assert.equal(editor.errors.value, { states: 'The state "Build" is used by 3 tickets: it cannot be removed' });
  assert.equal(editor.values.value.states.map((state) => state.name), ['Design', 'Review'], 'the edit stays');
});

workflows('make default runs once at a time and answers the workflow', async () => {
  const { catalogues, notes } = harness({ setDefaultWorkflow: (id) => Effect.succeed({ ...standard, id, isDefault: true }) });
  const actions = catalogues.actions();
  const first = actions.makeDefault('w2');
  assert.equal(actions.running.value, { action: 'makeDefault', id: 'w2' });
  assert.is(await actions.makeDefault('w3'), null, 'a second click while one runs is ignored');
  assert.is((await first)?.id, 'w2');
  assert.is(actions.running.value, null);
  assert.equal(notes, [{ type: 'Success', title: 'Default workflow changed' }]);
});

workflows.run();

const people = suite('people');

people('the list asks the server with the filter of the URL', async () => {
  const asked: unknown[] = [];
  const { catalogues } = harness({ roles: (filter) => (asked.push(filter), Effect.succeed([ana])) });
  const model = catalogues.people({ search: ' ana ', types: ['OWNER'], statuses: [] });
  await settle();
  assert.equal(asked, [{ search: 'ana', types: ['OWNER'] }]);
  assert.equal(model.state.value.status, 'loaded');
  const next = catalogues.people({ search: '', types: [], statuses: ['INVITED'] });
  assert.equal(next.state.value, { status: 'loaded', value: [ana], refreshing: true, refreshFailed: null }, 'the last list stays while the new one loads');
});

people('an invitation is checked, sent, and then the list is refreshed', async () => {
  const sent: unknown[] = [];
  let invited = 0;
  const { catalogues, notes } = harness({ inviteMember: (invitation) => (sent.push(invitation), Effect.succeed({ id: 'r9' })) });
  const editor = catalogues.inviteForm(() => invited++);
  editor.form.change('email', 'not an email');
  await editor.save();
  assert.equal(editor.errors.value, { email: 'Enter a valid email address' });
  editor.form.change('email', 'leo@example.com');
  editor.set('type', 'VISITOR');
  editor.form.change('title', 'Critic');
  await editor.save();
  assert.equal(sent, [{ email: 'leo@example.com', type: 'VISITOR', title: 'Critic' }]);
  assert.is(invited, 1);
  assert.equal(notes, [{ type: 'Success', title: 'Invitation sent' }]);
});

people('an address already invited shows on the email field', async () => {
  const { catalogues } = harness({
    inviteMember: () => Effect.fail(new GraphQLError({ message: 'This person is already a member or invited', code: 'BAD_USER_INPUT' })),
  });
  const editor = catalogues.inviteForm(() => {});
  editor.form.change('email', 'ana@example.test');
  await editor.save();
  assert.equal(editor.errors.value, { email: 'This person is already a member or invited' });
});

people('the last owner cannot be demoted: the server message shows on the type', async () => {
  const { catalogues, visits } = harness({
    updateRole: () => Effect.fail(new GraphQLError({ message: 'The organization needs at least one owner', code: 'BAD_USER_INPUT' })),
  });
  const editor = catalogues.personEditor(ana);
  editor.set('type', 'MEMBER');
  await editor.save();
  assert.equal(editor.errors.value, { type: 'The organization needs at least one owner' });
  assert.equal(editor.values.value, { type: 'MEMBER', title: '' });
  assert.equal(visits, []);
});

people('a saved person goes back to their page', async () => {
  const sent: unknown[] = [];
  const { catalogues, visits } = harness({ updateRole: (id, patch) => (sent.push([id, patch]), Effect.succeed({ ...ana, ...patch })) });
  const editor = catalogues.personEditor(ana);
  editor.form.change('title', ' Producer ');
  await editor.save();
  assert.equal(sent, [['r1', { type: 'OWNER', title: 'Producer' }]]);
  assert.equal(visits, [{ path: '/org/7/admin/role/r1/', replace: false }]);
});

people('deactivate and reactivate answer the person as the server left them', async () => {
  const { catalogues, notes } = harness({
    deactivateRole: (id) => Effect.succeed({ ...ana, id, status: 'DEACTIVATED' }),
    reactivateRole: () => Effect.fail(new GraphQLError({ message: 'Only an owner can change an owner or make someone an owner', code: 'FORBIDDEN' })),
  });
  const actions = catalogues.actions();
  assert.is((await actions.deactivate('r2'))?.status, 'DEACTIVATED');
  assert.is(await actions.reactivate('r2'), null);
  assert.equal(notes.at(-1), { type: 'Error', title: 'Could not reactivate', subTitle: 'Only an owner can change an owner or make someone an owner' });
});

people.run();

const refusals = suite('server refusals find their field');
const productFields = [
  { name: 'name', label: 'Name' },
  { name: 'description', label: 'Description' },
];

refusals('the field the server names wins over the wording', () => {
  const error = new GraphQLError({ message: 'Too long', code: 'BAD_USER_INPUT', field: 'description' });
  assert.is(refusedField(error, productFields), 'description');
});

refusals('a field this form does not have falls back to the label named in the message', () => {
  const error = new GraphQLError({ message: 'A product named "Web" already exists', code: 'BAD_USER_INPUT', field: 'input' });
  assert.is(refusedField(error, productFields), 'name');
});

refusals('a refusal that is not about input belongs to no field', () => {
  assert.is(refusedField(new GraphQLError({ message: 'Only administrators can change this', code: 'FORBIDDEN', field: 'name' }), productFields), null);
});

refusals.run();
