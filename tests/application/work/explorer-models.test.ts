/**
 * The explorer's models against a test double of the ProjectGateway: the tree and its UI state,
 * archive and pin, the project forms (client rules first, server refusals kept), the readme, and
 * the graph's pages.
 */
import { effect, signal } from '@preact/signals-core';
import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError, NetworkError } from '../../../src/application/shared/errors.ts';
import { createExplorerModel, type ExplorerModel } from '../../../src/application/work/explorer-model.ts';
import { machineModel } from '../../../src/application/shared/machine-model.ts';
import { ProjectGateway, type DependencyPage, type PinnedProject, type ProjectDetails } from '../../../src/application/work/project-gateway.port.ts';
import { createAnalyticsModel } from '../../../src/application/work/project-analytics-model.ts';
import { createDependenciesModel } from '../../../src/application/work/project-dependencies-model.ts';
import { createProjectForm, moveProjectForm, renameProjectForm } from '../../../src/application/work/project-forms.ts';
import { createReadmeModel } from '../../../src/application/work/project-readme-model.ts';
import type { Runner } from '../../../src/application/shared/run.ts';
import type { WorkAreaDeps, WorkServices } from '../../../src/application/shell/work-area.ts';
import * as ExplorerState from '../../../src/domain/work/explorer-state.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import type { ProjectRecord } from '../../../src/domain/work/project-tree.ts';
import { permissionsOf } from '../../../src/domain/shared/role.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';

type Gateway = ProjectGateway['Service'];

const p = (id: string, name: string, parentId: string | null = null, stage: ProjectRecord['stage'] = 'PUBLISHED'): ProjectRecord => ({ id, name, parentId, stage, ticketCount: 1 });
const LIST = [p('1', 'Website'), p('2', 'Checkout', '1'), p('3', 'Payments', '2'), p('4', 'Old', null, 'ARCHIVED'), p('5', 'Mobile')];
const details = (project: ProjectRecord, readme = '# Hello'): ProjectDetails => ({ ...project, readme, createdAt: '2026-11-01T00:00:00Z', owner: null });

function harness(stubs: Partial<Gateway>, { type = 'MEMBER' as const, pins = [] as PinnedProject[] } = {}) {
  const notes: NotificationInput[] = [];
  const went: string[] = [];
  const pinned = signal<readonly PinnedProject[]>(pins);
  const heardPins: (readonly PinnedProject[])[] = [];
  const deps: WorkAreaDeps = {
    runner: runtimeOf(stubLayer(ProjectGateway, { projects: () => Effect.succeed(LIST), ...stubs })) as unknown as Runner<WorkServices>,
    notify: (note) => notes.push(note),
    navigator: { go: (path) => went.push(path), reload: () => {} },
    now: () => Date.UTC(2026, 10, 22, 12),
  };
  const tree = machineModel(ExplorerState.transition, ExplorerState.initialState);
  const scope = { orgId: '7', roleId: 'r1', permissions: permissionsOf(type as 'MEMBER' | 'VISITOR') };
  const explorer = createExplorerModel(deps, { scope, tree, pinned, onPinned: (list) => (heardPins.push(list), (pinned.value = list)) });
  return { deps, explorer, tree, notes, went, heardPins, pinned };
}

const names = (explorer: ExplorerModel) => explorer.tree.value.map((node) => node.project.name);

// ---------------------------------------------------------------------------------------------

const tree = suite('explorer model: the tree');

tree('loads every project, archived ones included, and shows the tree without the archived', async () => {
  const asked: boolean[] = [];
  const { explorer } = harness({ projects: (includeArchived) => (asked.push(includeArchived), Effect.succeed(LIST)) });
  assert.is(explorer.state.value.status, 'loading');
  await settle();
  assert.equal(asked, [true]);
  assert.equal(names(explorer), ['Mobile', 'Website']);
  assert.ok(explorer.hasActiveProjects.value);
});

tree('show archived adds archived projects at once, without asking the server again', async () => {
  let calls = 0;
  const { explorer, tree: ui } = harness({ projects: () => (calls++, Effect.succeed(LIST)) });
  await settle();
  explorer.setShowArchived(true);
  assert.equal(names(explorer), ['Mobile', 'Old', 'Website']);
  assert.is(ui.state.value.showArchivedProjects, true, 'kept in the account UI state');
  assert.is(calls, 1);
});

tree('a failed load is an error state with the reason, and a retry recovers', async () => {
  let fail = true;
  const { explorer, notes } = harness({ projects: () => (fail ? Effect.fail(new NetworkError({ message: 'down' })) : Effect.succeed(LIST)) });
  await settle();
  assert.is(explorer.state.value.status, 'failed');
  assert.is(notes[0]!.title, 'Could not load the projects');
  fail = false;
  await explorer.refresh();
  assert.is(explorer.state.value.status, 'loaded');
});

tree('visiting a project opens its ancestors, even when the list arrives later', async () => {
  const { explorer, tree: ui } = harness({});
  explorer.visit('3');
  await settle();
  assert.equal(ui.state.value.openedProjects, ['1', '2']);
});

tree('setOpened makes the opened projects exactly the given ones', async () => {
  const { explorer } = harness({});
  await settle();
  explorer.setOpened(['1', '2']);
  explorer.setOpened(['2', '5']);
  assert.equal(explorer.opened.value, ['2', '5']);
});

tree('the path of a project runs from the top, and tab paths are organization paths', async () => {
  const { explorer } = harness({});
  await settle();
  assert.equal(explorer.pathOf('3').map((x) => x.name), ['Website', 'Checkout', 'Payments']);
  assert.is(explorer.tabPath('3', 'analytics'), '/org/7/explorer/analytics/3');
});

const changes = suite('explorer model: archive and pin');

changes('archiving tells the person, then reads the list again (the whole subtree changed)', async () => {
  let archived = false;
  const { explorer, notes } = harness({
    projects: () => Effect.succeed(archived ? LIST.map((x) => (['1', '2', '3'].includes(x.id) ? { ...x, stage: 'ARCHIVED' as const } : x)) : LIST),
    archiveProject: (id, value) => ((archived = value), Effect.succeed({ ...LIST.find((x) => x.id === id)!, stage: 'ARCHIVED' as const })),
  });
  await settle();
  assert.ok(await explorer.archive('1', true));
  assert.equal(names(explorer), ['Mobile']);
  assert.equal([notes.at(-1)!.type, notes.at(-1)!.title, notes.at(-1)!.subTitle], ['Success', 'Project archived', 'Website']);
  assert.is(explorer.pending.value, null);
});

changes('a refused archive keeps the list and says why', async () => {
  const { explorer, notes } = harness({ archiveProject: () => Effect.fail(new GraphQLError({ message: 'Project not found' })) });
  await settle();
  assert.not.ok(await explorer.archive('1', true));
  assert.equal([notes.at(-1)!.title, notes.at(-1)!.subTitle], ['Could not archive the project', 'Project not found']);
  assert.equal(names(explorer), ['Mobile', 'Website']);
});

changes('a visitor cannot archive: nothing is sent', async () => {
  const { explorer, notes } = harness({}, { type: 'VISITOR' as never });
  await settle();
  assert.not.ok(await explorer.archive('1', true));
  assert.is(notes.at(-1)!.subTitle, 'Visitors can read but not change this organization');
});

changes('pinning hands the server answer over (to update me) and pinned projects read live names', async () => {
  const { explorer, heardPins } = harness({ pinProject: (id, pin) => Effect.succeed(pin ? [{ id, name: 'stale name' }] : []) });
  await settle();
  await explorer.togglePin('5');
  assert.equal(heardPins, [[{ id: '5', name: 'stale name' }]]);
  assert.ok(explorer.isPinned('5'));
  assert.equal(explorer.pinned.value, [{ id: '5', name: 'Mobile' }]);
  await explorer.togglePin('5');
  assert.equal(explorer.pinned.value, []);
});

changes('pins of archived projects hide unless archived projects show', async () => {
  const { explorer } = harness({}, { pins: [{ id: '4', name: 'Old' }] });
  await settle();
  assert.equal(explorer.pinned.value, []);
  explorer.setShowArchived(true);
  assert.equal(explorer.pinned.value, [{ id: '4', name: 'Old' }]);
});

const forms = suite('explorer model: project forms');

forms('a new sub-project: checked like the server, created under its parent, and its page opens', async () => {
  const sent: unknown[] = [];
  const { deps, explorer, went } = harness({ createProject: (input) => (sent.push(input), Effect.succeed(p('9', input.name, input.parentId))) });
  await settle();
  const form = createProjectForm(deps, explorer, '2');
  await form.submit();
  assert.equal(form.errors.value, [{ field: 'name', message: 'Name is required' }]);
  form.change('name', 'x'.repeat(129));
  assert.equal(form.errors.value, [{ field: 'name', message: 'Name must be at most 128 characters' }]);
  form.change('name', '  Refunds  ');
  await form.submit();
  assert.equal(sent, [{ name: 'Refunds', parentId: '2' }]);
  assert.is(form.state.value.status, 'done');
  assert.ok(explorer.find('9'));
  assert.equal(explorer.opened.value, ['1', '2']);
  assert.equal(went, ['/org/7/explorer/view/9']);
});

forms('a server refusal keeps the typed name and shows the message under it', async () => {
  const { deps, explorer, notes } = harness({ createProject: () => Effect.fail(new GraphQLError({ message: 'Parent project not found' })) });
  await settle();
  const form = createProjectForm(deps, explorer, null);
  form.change('name', 'Roadmap');
  await form.submit();
  assert.is(form.state.value.status, 'editing');
  assert.is(form.values.value.name, 'Roadmap');
  assert.equal(form.errors.value, [{ field: 'name', message: 'Parent project not found' }]);
  assert.is(notes.at(-1)!.title, 'Could not create the project');
});

forms('renaming sends only the name and updates the tree; an unchanged name sends nothing', async () => {
  const sent: unknown[] = [];
  const { deps, explorer } = harness({ updateProject: (id, change) => (sent.push([id, change]), Effect.succeed(details({ ...p(id, change.name!) }))) });
  await settle();
  const same = renameProjectForm(deps, explorer, explorer.find('5')!);
  await same.submit();
  assert.equal(sent, []);
  const form = renameProjectForm(deps, explorer, explorer.find('5')!);
  form.change('name', 'Apps');
  await form.submit();
  assert.equal(sent, [['5', { name: 'Apps' }]]);
  assert.equal(names(explorer), ['Apps', 'Website']);
});

forms('moving into itself or a sub-project is refused before anything is sent', async () => {
  const { deps, explorer } = harness({});
  await settle();
  const form = moveProjectForm(deps, explorer, explorer.find('1')!);
  form.change('parentId', '3');
  await form.submit();
  assert.equal(form.errors.value, [{ field: 'parentId', message: 'A project cannot move inside itself or one of its sub-projects' }]);
  assert.is(form.state.value.status, 'editing');
});

forms('moving to the top sends parentId null; the moved project shows', async () => {
  const sent: unknown[] = [];
  const { deps, explorer } = harness({ updateProject: (id, change) => (sent.push(change), Effect.succeed(details(p(id, 'Payments', change.parentId ?? null)))) });
  await settle();
  const form = moveProjectForm(deps, explorer, explorer.find('3')!);
  assert.is(form.values.value.parentId, '2');
  form.change('parentId', '');
  await form.submit();
  assert.equal(sent, [{ parentId: null }]);
  assert.equal(names(explorer), ['Mobile', 'Payments', 'Website']);
});

forms('a visitor cannot create: the form says so and nothing is sent', async () => {
  const { deps, explorer } = harness({}, { type: 'VISITOR' as never });
  await settle();
  const form = createProjectForm(deps, explorer, null);
  form.change('name', 'Nope');
  await form.submit();
  assert.equal(form.errors.value, [{ field: 'name', message: 'Visitors can read but not change this organization' }]);
});

const readme = suite('explorer model: readme');

readme('loads, edits, saves; a failed save keeps the draft', async () => {
  let fail = true;
  const saved: unknown[] = [];
  const { deps, explorer, notes } = harness({
    project: (id) => Effect.succeed(details(p(id, 'Website'))),
    updateProject: (id, change) => (saved.push(change), fail ? Effect.fail(new NetworkError({ message: 'x' })) : Effect.succeed(details(p(id, 'Website'), change.readme!))),
  });
  await settle();
  const model = createReadmeModel(deps, explorer, '1');
  await settle();
  assert.is(model.state.value.status, 'viewing');
  model.edit();
  model.change('# New');
  assert.ok(model.dirty.value);
  assert.not.ok(await model.save());
  assert.equal(model.state.value, { status: 'editing', project: details(p('1', 'Website')), draft: '# New' });
  assert.is(notes.at(-1)!.title, 'Could not save the readme');
  fail = false;
  assert.ok(await model.save());
  assert.is(model.state.value.status, 'viewing');
  assert.is((model.state.value as { project: ProjectDetails }).project.readme, '# New');
  assert.equal(saved, [{ readme: '# New' }, { readme: '# New' }]);
});

readme('cancel drops the draft; saving no change sends nothing', async () => {
  const { deps, explorer } = harness({ project: (id) => Effect.succeed(details(p(id, 'Website'))) });
  const model = createReadmeModel(deps, explorer, '1');
  await settle();
  model.edit();
  model.change('changed');
  model.cancel();
  assert.is(model.state.value.status, 'viewing');
  model.edit();
  assert.ok(await model.save());
});

readme('a visitor only reads; an unknown project is missing', async () => {
  const { deps, explorer } = harness({ project: () => Effect.succeed(null) }, { type: 'VISITOR' as never });
  const model = createReadmeModel(deps, explorer, '404');
  await settle();
  assert.is(model.state.value.status, 'missing');
  assert.not.ok(model.canEdit);
});

readme('an empty readme opens as a page, for writers too: the editor opens when asked', async () => {
  const writer = harness({ project: (id) => Effect.succeed(details(p(id, 'Website'), '  ')) });
  const model = createReadmeModel(writer.deps, writer.explorer, '1');
  await settle();
  assert.equal(model.state.value, { status: 'viewing', project: details(p('1', 'Website'), '  ') });
  assert.ok(model.canEdit);
  model.edit();
  assert.equal(model.state.value, { status: 'editing', project: details(p('1', 'Website'), '  '), draft: '  ' });
  assert.not.ok(model.dirty.value, 'nothing to lose yet');
  model.cancel();
  assert.is(model.state.value.status, 'viewing');
  const visitor = harness({ project: (id) => Effect.succeed(details(p(id, 'Website'), '')) }, { type: 'VISITOR' as never });
  const read = createReadmeModel(visitor.deps, visitor.explorer, '1');
  await settle();
  assert.is(read.state.value.status, 'viewing');
  read.edit();
  assert.is(read.state.value.status, 'viewing', 'a visitor cannot open the editor');
});

/** A device's storage for the tests: a map. */
function deviceStore() {
  const kept = new Map<string, string>();
  return { kept, store: { get: (key: string) => kept.get(key) ?? null, set: (key: string, value: string) => void kept.set(key, value), remove: (key: string) => void kept.delete(key) } };
}

readme('the draft is kept on the device as it is written; after a reload the editor opens on it, and saving forgets it', async () => {
  let readmeNow = '# Hello';
  const { deps, explorer } = harness({
    project: (id) => Effect.succeed(details(p(id, 'Website'), readmeNow)),
    updateProject: (id, change) => Effect.succeed(details(p(id, 'Website'), (readmeNow = change.readme!))),
  });
  const { kept, store } = deviceStore();
  const withStore = { ...deps, store };
  const first = createReadmeModel(withStore, explorer, '1');
  await settle();
  assert.not.ok(first.draftOnDevice.value);
  first.edit();
  assert.is(first.restored.value, null, 'nothing to restore the first time');
  first.change('# Hello\n\nMore');
  assert.equal(JSON.parse(kept.get('tidemark.draft.readme.7.r1.1')!), { text: '# Hello\n\nMore', base: '# Hello', savedAt: Date.UTC(2026, 10, 22, 12) });
  assert.ok(first.draftOnDevice.value);
  // Back to the saved text: nothing to keep.
  first.change('# Hello');
  assert.is(kept.size, 0);
  first.change('# Hello\n\nMore');
  // The page is reloaded: a new model reads the draft back.
  const second = createReadmeModel(withStore, explorer, '1');
  await settle();
  assert.is(second.state.value.status, 'viewing', 'the page opens as a page');
  assert.ok(second.draftOnDevice.value, 'and says a draft waits');
  second.edit();
  assert.equal(second.state.value, { status: 'editing', project: details(p('1', 'Website')), draft: '# Hello\n\nMore' });
  assert.equal(second.restored.value, { savedAt: Date.UTC(2026, 10, 22, 12), readmeChanged: false });
  assert.ok(second.dirty.value);
  assert.ok(await second.save());
  assert.is(kept.size, 0, 'a saved draft is forgotten');
  assert.not.ok(second.draftOnDevice.value);
  assert.is(second.restored.value, null);
});

readme('a restored draft says when the readme changed since; Discard draft and Cancel forget it; another person or project has its own', async () => {
  let readmeNow = '# Hello';
  const { deps, explorer } = harness({ project: (id) => Effect.succeed(details(p(id, 'Website'), readmeNow)) });
  const { kept, store } = deviceStore();
  const withStore = { ...deps, store };
  kept.set('tidemark.draft.readme.7.r1.1', JSON.stringify({ text: 'Mine', base: '# Old', savedAt: 5 }));
  kept.set('tidemark.draft.readme.7.r2.1', JSON.stringify({ text: 'Theirs', base: '# Hello', savedAt: 5 }));
  const model = createReadmeModel(withStore, explorer, '1');
  await settle();
  model.edit();
  assert.equal(model.restored.value, { savedAt: 5, readmeChanged: true });
  model.discardDraft();
  assert.equal(model.state.value, { status: 'editing', project: details(p('1', 'Website')), draft: '# Hello' });
  assert.is(model.restored.value, null);
  assert.not.ok(kept.has('tidemark.draft.readme.7.r1.1'));
  assert.ok(kept.has('tidemark.draft.readme.7.r2.1'), "another person's draft stays");
  model.change('Again');
  model.cancel();
  assert.not.ok(kept.has('tidemark.draft.readme.7.r1.1'), 'cancel discards the draft');
  // What storage gives back is checked: a broken value is no draft.
  kept.set('tidemark.draft.readme.7.r1.1', '{"text": 1}');
  readmeNow = '# Hello';
  const again = createReadmeModel(withStore, explorer, '1');
  await settle();
  assert.not.ok(again.draftOnDevice.value);
  again.edit();
  assert.is(again.restored.value, null);
  assert.is((again.state.value as { draft: string }).draft, '# Hello');
});

readme('a draft over the limit cannot be saved', async () => {
  const { deps, explorer } = harness({ project: (id) => Effect.succeed(details(p(id, 'W'))) });
  const model = createReadmeModel(deps, explorer, '1');
  await settle();
  model.edit();
  model.change('x'.repeat(100_001));
  assert.match(model.problem.value ?? '', /at most 100,000 characters/);
  assert.not.ok(await model.save());
});

const tabs = suite('explorer model: graph and analytics');

tabs('the graph reads every page through the cursor, merging by id, then lays out', async () => {
  const pages: Record<string, DependencyPage> = {
    first: { totalCount: 3, next: 'c1', tickets: [{ id: 'a', localId: 1, title: 'A', displayState: 'Done', waitingOn: [] }, { id: 'b', localId: 2, title: 'B', displayState: 'Estimated', waitingOn: [] }] },
    c1: { totalCount: 3, next: null, tickets: [{ id: 'b', localId: 2, title: 'B', displayState: 'Estimated', waitingOn: [] }, { id: 'c', localId: 3, title: 'C', displayState: 'Draft', waitingOn: [{ id: 'a', localId: 1, title: 'A', displayState: 'Done' }] }] },
  };
  const asked: (string | null)[] = [];
  const { deps } = harness({ dependencyPage: (_id, after) => (asked.push(after), Effect.succeed(pages[after ?? 'first']!)) });
  const model = createDependenciesModel(deps, '1');
  // The layout's code is imported on demand (compiled on first use here): wait for it, 5 s at most.
  for (let round = 0; round < 500 && model.state.value.status === 'loading'; round++) await new Promise<void>((resolve) => setTimeout(resolve, 10));
  assert.equal(asked, [null, 'c1']);
  const state = model.state.value;
  assert.is(state.status, 'loaded');
  if (state.status === 'loaded') {
    assert.is(state.tickets.length, 3);
    assert.equal(state.layout.nodes.map((n) => n.id), ['a', 'c']);
  }
});

tabs('no dependencies is the empty state, with the number of tickets read', async () => {
  const { deps } = harness({ dependencyPage: () => Effect.succeed({ totalCount: 1, next: null, tickets: [{ id: 'a', localId: 1, title: 'A', displayState: 'Done', waitingOn: [] }] }) });
  const model = createDependenciesModel(deps, '1');
  await settle();
  assert.equal(model.state.value, { status: 'empty', ticketCount: 1 });
});

tabs('analytics: every state in order, assignees most first, 30 days; no tickets is empty', async () => {
  let none = false;
  const { deps } = harness({
    projectAnalytics: () =>
      Effect.succeed(
        none
          ? { byState: [], byAssignee: [], createdVsClosed: [] }
          : {
              byState: [{ state: 'Done' as const, count: 2 }, { state: 'Draft' as const, count: 1 }],
              byAssignee: [{ assignee: null, count: 1 }, { assignee: { id: 'r2', name: 'Bo' }, count: 3 }],
              createdVsClosed: [{ date: '2026-11-22', created: 3, closed: 2 }],
            },
      ),
  });
  const model = createAnalyticsModel(deps, '1');
  await settle();
  const state = model.state.value;
  assert.is(state.status, 'loaded');
  if (state.status === 'loaded') {
    assert.equal(state.view.byState.map((x) => `${x.state}:${x.count}`), ['Draft:1', 'Unassigned:0', 'Unestimated:0', 'Estimated:0', 'Scheduled:0', 'InProgress:0', 'Done:2']);
    assert.equal(state.view.byAssignee, [{ id: 'r2', name: 'Bo', count: 3 }, { id: null, name: 'Nobody', count: 1 }]);
    assert.is(state.view.days.length, 30);
    assert.equal(state.view.days.at(-1), { date: '2026-11-22', created: 3, closed: 2 });
    assert.is(state.view.totalTickets, 3);
  }
  none = true;
  await model.retry();
  assert.equal(model.state.value, { status: 'empty' });
});

tabs('analytics that fail to load offer a retry with the reason', async () => {
  const { deps } = harness({ projectAnalytics: () => Effect.fail(new GraphQLError({ message: 'Project not found' })) });
  const model = createAnalyticsModel(deps, '1');
  await settle();
  assert.equal(model.state.value, { status: 'failed', message: 'Project not found' });
});

tree.run();
changes.run();
forms.run();
readme.run();
tabs.run();

const leaving = suite('explorer model: leaving unsaved changes');

leaving('going elsewhere with unsaved changes waits for the answer; confirming discards and goes', async () => {
  const { explorer, went } = harness({});
  let dirty = true;
  let discarded = 0;
  explorer.setLeaveGuard({ dirty: () => dirty, discard: () => discarded++ });
  explorer.go('/org/7/explorer/view/1');
  assert.equal(went, []);
  assert.is(explorer.pendingLeave.value, '/org/7/explorer/view/1');
  explorer.stay();
  assert.is(explorer.pendingLeave.value, null);
  explorer.go('/org/7/explorer/view/2');
  explorer.confirmLeave();
  assert.equal([went, discarded], [['/org/7/explorer/view/2'], 1]);
  dirty = false;
  explorer.go('/org/7/explorer/view/3');
  assert.equal(went.at(-1), '/org/7/explorer/view/3');
});

leaving('Back (any way out given as a function) asks the same way; staying forgets it; the need to ask is watchable', async () => {
  const { explorer } = harness({});
  const dirty = signal(false);
  const asks: boolean[] = [];
  const stop = effect(() => void asks.push(explorer.mustConfirmLeave()));
  let back = 0;
  explorer.leaveWith('back', () => back++);
  assert.is(back, 1, 'nothing to lose: goes at once');
  explorer.setLeaveGuard({ dirty: () => dirty.value, discard: () => (dirty.value = false) });
  dirty.value = true;
  explorer.leaveWith('back', () => back++);
  assert.is(explorer.pendingLeave.value, 'back');
  explorer.stay();
  explorer.confirmLeave();
  assert.is(back, 1, 'staying dropped the way out');
  explorer.leaveWith('back', () => back++);
  explorer.confirmLeave();
  assert.equal([back, dirty.value], [2, false]);
  explorer.setLeaveGuard(null);
  stop();
  assert.equal(asks, [false, false, true, false, false]);
});

leaving.run();

const area = suite('explorer model: the projects area');

area('a readme draft outlives leaving the tab; a readme without a draft is read afresh', async () => {
  const { createProjectsArea } = await import('../../../src/application/work/projects-area.ts');
  let reads = 0;
  const { deps, explorer } = harness({ project: (id) => (reads++, Effect.succeed(details(p(id, 'Website')))) });
  const projects = createProjectsArea(deps);
  const first = projects.readme(explorer, '1');
  await settle();
  first.edit();
  first.change('draft');
  assert.is(projects.readme(explorer, '1'), first, 'the same model, draft and all');
  first.cancel();
  const again = projects.readme(explorer, '1');
  assert.is.not(again, first);
  await settle();
  assert.is(reads, 2);
});

area.run();

const races = suite('explorer model: late answers');

races('a list read before an archive cannot overwrite the list read after it', async () => {
  let answer: (list: readonly ProjectRecord[]) => void = () => {};
  let calls = 0;
  const archivedList = LIST.map((x) => (x.id === '5' ? { ...x, stage: 'ARCHIVED' as const } : x));
  const { explorer } = harness({
    projects: () => {
      calls++;
      // The first read answers late, with the list as it was before the archive.
      return calls === 1 ? Effect.promise(() => new Promise<readonly ProjectRecord[]>((resolve) => (answer = resolve))) : Effect.succeed(archivedList);
    },
    archiveProject: (id) => Effect.succeed({ ...LIST.find((x) => x.id === id)!, stage: 'ARCHIVED' as const }),
  });
  await settle();
  await explorer.archive('5', true);
  answer(LIST);
  await settle();
  assert.equal(names(explorer), ['Website']);
});

races.run();
