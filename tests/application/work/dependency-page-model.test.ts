/** The dependency page's model: paths read against the projects, the graph laid out, every state. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Effect } from 'effect';
import { createDependencyPageModel } from '../../../src/application/work/dependency-page-model.ts';
import { DependencyGraphGateway, type OrganizationGraph } from '../../../src/application/work/dependency-graph-gateway.port.ts';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import type { ProjectRecord } from '../../../src/domain/work/project-tree.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';

type Gateway = DependencyGraphGateway['Service'];

const p = (id: string, name: string, parentId: string | null = null, stage: ProjectRecord['stage'] = 'PUBLISHED'): ProjectRecord => ({ id, name, parentId, stage, ticketCount: 1 });
const PROJECTS = [p('1', 'Launch 2.0'), p('2', 'Launch quality', '1'), p('3', 'Old site', null, 'ARCHIVED')];
const t = (id: string, hours: number, displayState: 'Scheduled' | 'Done' = 'Scheduled') => ({ id, localId: Number(id), title: `Ticket ${id}`, displayState, remainingHours: hours });
const GRAPH: OrganizationGraph = { tickets: [t('1', 2), t('2', 3), t('3', 1, 'Done')], otherTickets: [t('9', 4)], links: [{ from: '2', to: '1' }, { from: '9', to: '2' }, { from: '3', to: '1' }] };

function harness(stubs: Partial<Gateway>) {
  const went: { path: string; replace: boolean }[] = [];
  const asked: (string | null)[] = [];
  const model = createDependencyPageModel(
    {
      runner: runtimeOf(stubLayer(DependencyGraphGateway, { projects: () => Effect.succeed(PROJECTS), graph: (projectId) => (asked.push(projectId), Effect.succeed(GRAPH)), ...stubs })),
      notify: () => {},
      navigator: { go: (path, options) => went.push({ path, replace: options?.replace ?? false }), reload: () => {} },
      now: () => 0,
    },
    '7',
  );
  return { model, went, asked };
}

const page = suite('dependency page model');

page('no path: the whole organization, laid out with its critical chain; the picker lists every project by path', async () => {
  const { model, asked } = harness({});
  assert.is(model.state.value.status, 'loading');
  await model.show('');
  assert.equal(asked, [null]);
  const state = model.state.value;
  assert.is(state.status, 'loaded');
  if (state.status !== 'loaded') return;
  assert.is(state.project, null);
  assert.equal(state.graph.layout.nodes.map((node) => [node.id, node.external]), [['1', false], ['2', false], ['3', false], ['9', true]]);
  assert.equal(state.graph.chain?.ids, ['1', '2', '9']);
  assert.is(state.graph.chain?.hours, 9);
  assert.equal([state.graph.ticketCount, state.graph.linkCount], [4, 3]);
  assert.equal(model.choices.value.map((choice) => [choice.path, choice.level, choice.archived]), [['launch-2-0', 1, false], ['launch-2-0/launch-quality', 2, false], ['old-site', 1, true]]);
  assert.is(model.href('launch-2-0/launch-quality'), '/org/7/dependency/launch-2-0/launch-quality');
  assert.is(model.href(''), '/org/7/dependency');
});

page('a project path reads that project; the same path again asks nothing more', async () => {
  const { model, asked, went } = harness({});
  await model.show('launch-2-0/launch-quality');
  assert.equal(asked, ['2']);
  const state = model.state.value;
  assert.ok(state.status === 'loaded' && state.project?.name === 'Launch quality');
  await model.show('launch-2-0/launch-quality/');
  assert.equal(asked, ['2']);
  assert.equal(went, []);
});

page('an id or other letter case is replaced in the address by the project path', async () => {
  const { model, went, asked } = harness({});
  await model.show('2');
  assert.equal(went, [{ path: '/org/7/dependency/launch-2-0/launch-quality', replace: true }]);
  await model.show('Launch-2-0');
  assert.equal(went.at(-1), { path: '/org/7/dependency/launch-2-0', replace: true });
  assert.equal(asked, [], 'the project path that follows reads the graph');
});

page('an unknown path says so and reads no graph', async () => {
  const { model, asked } = harness({});
  await model.show('launch-2-0/nothing');
  assert.equal(model.state.value, { status: 'unknownPath', path: 'launch-2-0/nothing' });
  assert.equal(asked, []);
});

page('no link is the empty state', async () => {
  const { model } = harness({ graph: () => Effect.succeed({ tickets: [], otherTickets: [], links: [] }) });
  await model.show('launch-2-0');
  assert.equal(model.state.value, { status: 'empty', project: PROJECTS[0]! });
});

page('a failure is said, and trying again reads again', async () => {
  let fail = true;
  const { model } = harness({ graph: () => (fail ? Effect.fail(new GraphQLError({ message: 'Organization not found' })) : Effect.succeed(GRAPH)) });
  await model.show('');
  const state = model.state.value;
  assert.ok(state.status === 'failed' && state.message.includes('Organization not found'));
  fail = false;
  await model.retry();
  assert.is(model.state.value.status, 'loaded');
});

page('the projects failing to load is said too', async () => {
  const { model } = harness({ projects: () => Effect.fail(new GraphQLError({ message: 'Sign in first' })) });
  await model.show('launch-2-0');
  assert.is(model.state.value.status, 'failed');
});

page('an answer that comes after the person moved on is dropped', async () => {
  let release: (graph: OrganizationGraph) => void = () => {};
  const slow = new Promise<OrganizationGraph>((resolve) => (release = resolve));
  const { model } = harness({ graph: (projectId) => (projectId === null ? Effect.promise(() => slow) : Effect.succeed({ ...GRAPH, links: [] })) });
  const first = model.show('');
  await settle();
  await model.show('launch-2-0');
  release(GRAPH);
  await first;
  assert.is(model.state.value.status, 'empty', 'the later path wins');
});

page.run();
