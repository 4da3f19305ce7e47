/**
 * The report models against test doubles: the list loads sorted and follows create, rename and
 * delete (a new report opens its edit page); a name is checked before anything is sent; the
 * editor keeps a draft, places new widgets, moves and resizes them, asks the numbers of changed
 * widgets in one request, refuses a bad draft before sending, and opens the report once saved.
 */
import { Effect, Layer } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createReportsArea, type ReportsDeps } from '../../../src/application/reports/reports-area.ts';
import { ReportGateway, type ReportWithData } from '../../../src/application/reports/report-gateway.port.ts';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import { EMPTY_REPORT_FILTER, type ReportInput, type WidgetConfig } from '../../../src/domain/reports/report.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';

const summary = (id: string, name: string) => ({ id, name, widgetCount: 0, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' });
const count: WidgetConfig = { title: 'Open', view: 'VALUES_NOW', metric: 'TICKET_COUNT', grouping: 'CREATED_AT', interval: 'AUTO', filter: EMPTY_REPORT_FILTER };
const byTag: WidgetConfig = { title: 'By tag', view: 'VALUES_BROKEN_DOWN_NOW', metric: 'TICKET_COUNT', grouping: 'TAG', interval: 'AUTO', filter: EMPTY_REPORT_FILTER };
const saved: ReportWithData = {
  ...summary('5', 'Weekly'),
  widgets: [{ config: count, layout: { x: 0, y: 0, w: 3, h: 2 }, data: { view: 'VALUES_NOW', value: 4, ticketCount: 4 } }],
};

function harness(stubs: Partial<ReportGateway['Service']>) {
  const notes: NotificationInput[] = [];
  const visits: string[] = [];
  const deps: ReportsDeps = {
    runner: runtimeOf(Layer.mergeAll(stubLayer(ReportGateway, stubs))) as unknown as ReportsDeps['runner'],
    notify: (note) => notes.push(note),
    navigator: { go: (path) => visits.push(path), reload: () => {} },
    now: () => Date.UTC(2026, 10, 22, 12),
  };
  return { area: createReportsArea(deps), notes, visits };
}

const list = suite('reports: the list');

list('loads by name; create opens the new report’s edit page; rename and delete follow', async () => {
  const created: ReportInput[] = [];
  const { area, visits, notes } = harness({
    list: () => Effect.succeed([summary('2', 'zeta'), summary('1', 'Alpha')]),
    create: (input) => (created.push(input), Effect.succeed(summary('9', input.name))),
    rename: (id, name) => Effect.succeed(summary(id, name)),
    remove: () => Effect.void,
  });
  const model = area.list('7');
  await model.load();
  const names = () => (model.state.value.status === 'loaded' ? model.state.value.reports.map((r) => r.name) : []);
  assert.equal(names(), ['Alpha', 'zeta']);
  assert.equal(await model.create('  Monthly  '), { ok: true });
  assert.equal(created, [{ name: 'Monthly', widgets: [] }], 'the name is sent trimmed');
  assert.equal(visits, ['/org/7/report/9/edit']);
  assert.equal(names(), ['Alpha', 'Monthly', 'zeta']);
  assert.equal(await model.rename('1', 'Beta'), { ok: true });
  assert.equal(names(), ['Beta', 'Monthly', 'zeta']);
  assert.ok(await model.remove('2'));
  assert.equal(names(), ['Beta', 'Monthly']);
  assert.equal(notes.map((n) => n.title), ['Report created', 'Report renamed', 'Report deleted']);
});

list('a name is checked before anything is sent; a failure says why', async () => {
  let sent = 0;
  const { area } = harness({ list: () => Effect.fail(new GraphQLError({ message: 'Server down' })), create: () => (sent++, Effect.succeed(summary('1', 'x'))) });
  const model = area.list('7');
  await model.load();
  assert.equal(model.state.value, { status: 'failed', message: 'Server down' });
  const refused = await model.create('   ');
  assert.equal([refused.ok, sent], [false, 0]);
  assert.equal(!refused.ok && refused.errors[0]?.field, 'name');
});

list.run();

const editor = suite('reports: the editor');

editor('the draft: a new widget takes the first free place and its numbers come in one request', async () => {
  const asked: (readonly WidgetConfig[])[] = [];
  const { area } = harness({
    report: () => Effect.succeed(saved),
    preview: (configs) => (asked.push(configs), Effect.succeed(configs.map(() => ({ view: 'VALUES_BROKEN_DOWN_NOW' as const, groups: [], ticketCount: 2 })))),
  });
  const model = area.editor('7', '5', 'Europe/Paris');
  await model.load();
  assert.equal([model.state.value.status, model.name.value, model.dirty.value], ['ready', 'Weekly', false]);
  const first = model.widgets.value[0]!.key;
  assert.equal(model.numbers.value.get(first), { status: 'loaded', data: saved.widgets[0]!.data }, 'the saved numbers come with the report');
  const a = model.add(byTag);
  const b = model.add({ ...byTag, title: 'By product', grouping: 'PRODUCT' });
  assert.equal(model.widgets.value.map((w) => w.layout), [{ x: 0, y: 0, w: 3, h: 2 }, { x: 3, y: 0, w: 6, h: 4 }, { x: 0, y: 4, w: 6, h: 4 }]);
  assert.is(model.numbers.value.get(a)?.status, 'loading');
  await settle();
  assert.is(asked.length, 1, 'both new widgets in one request');
  assert.equal(asked[0]!.map((c) => c.title), ['By tag', 'By product']);
  assert.is(model.numbers.value.get(b)?.status, 'loaded');
  assert.ok(model.dirty.value);
});

editor('moves and resizes by cells, pushing others down; the edge refuses', async () => {
  const { area } = harness({ report: () => Effect.succeed(saved), preview: (configs) => Effect.succeed(configs.map(() => ({ view: 'VALUES_NOW' as const, value: 1, ticketCount: 1 }))) });
  const model = area.editor('7', '5', 'UTC');
  await model.load();
  const first = model.widgets.value[0]!.key;
  const second = model.add(count);
  assert.equal(model.widgets.value.map((w) => w.layout), [{ x: 0, y: 0, w: 3, h: 2 }, { x: 3, y: 0, w: 3, h: 2 }]);
  assert.ok(model.moveBy(first, 1, 0));
  assert.equal(model.widgets.value.map((w) => w.layout), [{ x: 1, y: 0, w: 3, h: 2 }, { x: 3, y: 2, w: 3, h: 2 }], 'the neighbour goes below');
  assert.not.ok(model.moveBy(first, 0, -1), 'already at the top');
  assert.ok(model.resizeBy(second, 1, 1));
  assert.equal(model.widgets.value[1]!.layout, { x: 3, y: 2, w: 4, h: 3 });
  assert.ok(model.placeAt(second, { x: 0, y: 0, w: 4, h: 3 }));
  assert.equal(model.widgets.value.map((w) => w.layout), [{ x: 1, y: 3, w: 3, h: 2 }, { x: 0, y: 0, w: 4, h: 3 }]);
  model.remove(first);
  assert.is(model.widgets.value.length, 1);
  assert.ok(model.dirty.value);
  model.discard();
  assert.not.ok(model.dirty.value, 'leaving without saving lets the changes go');
});

editor('a bad draft is refused before sending; a good one is saved whole and the report opens', async () => {
  const sent: ReportInput[] = [];
  const { area, visits } = harness({ report: () => Effect.succeed(saved), save: (_id, input) => (sent.push(input), Effect.succeed({ ...summary('5', input.name), widgetCount: input.widgets.length })) });
  const model = area.editor('7', '5', 'UTC');
  await model.load();
  model.setName('');
  const refused = await model.save();
  assert.equal([refused.ok, sent.length, model.errors.value[0]?.field], [false, 0, 'name']);
  model.setName('  Weekly review ');
  model.moveBy(model.widgets.value[0]!.key, 0, 1);
  assert.equal(await model.save(), { ok: true });
  assert.equal(sent, [{ name: 'Weekly review', widgets: [{ config: count, layout: { x: 0, y: 1, w: 3, h: 2 } }] }]);
  assert.equal([model.dirty.value, model.errors.value, visits], [false, [], ['/org/7/report/5/view']]);
});

editor('a report that is not there, and a failed preview that can be asked again', async () => {
  let fail = true;
  const { area } = harness({
    report: (id) => Effect.succeed(id === '5' ? saved : null),
    preview: (configs) => (fail ? Effect.fail(new GraphQLError({ message: 'Busy' })) : Effect.succeed(configs.map(() => ({ view: 'VALUES_NOW' as const, value: 2, ticketCount: 2 })))),
  });
  const missing = area.editor('7', '6', 'UTC');
  await missing.load();
  assert.equal(missing.state.value, { status: 'notFound' });
  const model = area.editor('7', '5', 'UTC');
  await model.load();
  const key = model.add(count);
  await settle();
  assert.equal(model.numbers.value.get(key), { status: 'failed', message: 'Busy' });
  fail = false;
  model.retryNumbers();
  await settle();
  assert.equal(model.numbers.value.get(key), { status: 'loaded', data: { view: 'VALUES_NOW', value: 2, ticketCount: 2 } });
});

editor.run();
