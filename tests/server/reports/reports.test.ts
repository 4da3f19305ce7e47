/**
 * Reports on the local server (schema/report.graphql): behind the organization's `report` flag,
 * read by every accepted role, changed by owners, administrators and members, checked whole (a
 * refused input changes nothing), computed on the server in one request per report, and nothing
 * of organization A seen or changed from organization B.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { READ_ONLY_MESSAGE } from '../../../src/domain/shared/role.ts';
import { REPORT_MESSAGES } from '../../../src/domain/reports/report.ts';
import { REPORTS_OFF_MESSAGE, TIME_ZONE_MESSAGE } from '../../../mock-server/reports/reports.ts';
import { world, type Caller, type World } from '../work/work-helpers.ts';

let shared: Promise<World> | null = null;
const setup = () => (shared ??= world());

const DATA = `view interval ticketCount value change current { bucketStart value } previous { bucketStart value }
  points { bucketStart value } groups { key label value } series { key label points { bucketStart value } }`;
const WIDGETS = `widgets { config { title view metric grouping interval filter { projectIds productIds workflowIds tagIds assigneeIds statuses displayStates createdFrom createdTo } } layout { x y w h } data { ${DATA} } }`;
const REPORT = `id name widgetCount createdAt updatedAt ${WIDGETS}`;
const LIST = '{ reports { id name widgetCount } }';
const ONE = `query ($id: ID!, $timeZone: String) { report(id: $id, timeZone: $timeZone) { ${REPORT} } }`;
const PREVIEW = `query ($widgets: [ReportWidgetConfigInput!]!, $timeZone: String) { reportPreview(widgets: $widgets, timeZone: $timeZone) { ${DATA} } }`;
const CREATE = `mutation ($input: CreateReportInput!) { createReport(input: $input) { report { ${REPORT} } } }`;
const UPDATE = `mutation ($input: UpdateReportInput!) { updateReport(input: $input) { report { ${REPORT} } } }`;
const RENAME = 'mutation ($input: RenameReportInput!) { renameReport(input: $input) { report { id name } } }';
const DELETE = 'mutation ($id: ID!) { deleteReport(input: { id: $id }) { deletedReportId } }';
const FLAG = 'mutation ($on: Boolean!) { setFeatureFlag(input: { flag: report, enabled: $on }) { me { featureFlag { report } } } }';

type Config = { title: string; view: string; metric: string; grouping: string; interval: string; filter?: Record<string, unknown> };
const config = (title: string, view: string, grouping: string, interval = 'AUTO', filter?: Record<string, unknown>): Config => ({ title, view, metric: 'TICKET_COUNT', grouping, interval, ...(filter ? { filter } : {}) });
const widget = (c: Config, x: number, y: number, w = 4, h = 3) => ({ config: c, layout: { x, y, w, h } });

/** Turns reports on for an organization (its owner). */
const turnOn = async (owner: Caller) => assert.is((await owner.ok(FLAG, { on: true })).setFeatureFlag.me.featureFlag.report, true);

// ---------------------------------------------------------------------------------------------
const flag = suite('reports: the feature flag');

flag('while the flag is off every report field is refused; only owners and administrators switch it', async () => {
  const { owner, member, visitor } = await setup();
  for (const [query, variables] of [
    [LIST, {}],
    [ONE, { id: '1' }],
    [PREVIEW, { widgets: [] }],
    [CREATE, { input: { name: 'Weekly' } }],
    [RENAME, { input: { id: '1', name: 'x' } }],
    [DELETE, { id: '1' }],
  ] as const) {
    const refused = await member.try(query, variables);
    assert.equal([refused.code, refused.message], ['FORBIDDEN', REPORTS_OFF_MESSAGE], query.slice(0, 40));
  }
  for (const caller of [member, visitor]) assert.is((await caller.try(FLAG, { on: true })).code, 'FORBIDDEN');
  await turnOn(owner);
  assert.equal((await member.ok(LIST)).reports, []);
});

flag.run();

// ---------------------------------------------------------------------------------------------
const crud = suite('reports: create, read, save, rename, delete');

crud('a member creates a report, everyone reads it, and it is saved whole; a visitor only reads', async () => {
  const { owner, member, visitor } = await setup();
  await turnOn(owner);
  const created = (await member.ok(CREATE, { input: { name: '  Weekly  ', widgets: [widget(config('Open now', 'VALUES_NOW', 'CREATED_AT'), 0, 0)] } })).createReport.report;
  assert.equal([created.name, created.widgetCount, created.widgets[0].layout], ['Weekly', 1, { x: 0, y: 0, w: 4, h: 3 }]);
  assert.equal(created.widgets[0].config.filter, { projectIds: [], productIds: [], workflowIds: [], tagIds: [], assigneeIds: [], statuses: [], displayStates: [], createdFrom: null, createdTo: null });
  const other = (await owner.ok(CREATE, { input: { name: 'Another' } })).createReport.report;
  assert.equal((await visitor.ok(LIST)).reports.map((r: any) => r.name), ['Another', 'Weekly'], 'by name');

  const saved = (
    await member.ok(UPDATE, {
      input: { id: created.id, name: 'Weekly review', widgets: [widget(config('Open now', 'VALUES_NOW', 'CREATED_AT'), 4, 2, 6, 2), widget(config('By product', 'VALUES_BROKEN_DOWN_NOW', 'PRODUCT'), 0, 0)] },
    })
  ).updateReport.report;
  assert.equal(saved.widgets.map((w: any) => [w.config.title, w.layout]), [['Open now', { x: 4, y: 2, w: 6, h: 2 }], ['By product', { x: 0, y: 0, w: 4, h: 3 }]]);
  const read = (await visitor.ok(ONE, { id: created.id })).report;
  assert.equal([read.name, read.widgets.map((w: any) => w.config.title)], ['Weekly review', ['Open now', 'By product']]);

  assert.is((await member.ok(RENAME, { input: { id: created.id, name: 'Friday review' } })).renameReport.report.name, 'Friday review');
  assert.is((await visitor.ok(ONE, { id: created.id })).report.widgetCount, 2, 'renaming keeps the widgets');

  for (const [query, variables] of [
    [CREATE, { input: { name: 'Mine' } }],
    [UPDATE, { input: { id: created.id, name: 'Mine', widgets: [] } }],
    [RENAME, { input: { id: created.id, name: 'Mine' } }],
    [DELETE, { id: created.id }],
  ] as const) {
    const refused = await visitor.try(query, variables);
    assert.equal([refused.code, refused.message], ['FORBIDDEN', READ_ONLY_MESSAGE]);
  }
  assert.equal((await member.ok(DELETE, { id: created.id })).deleteReport, { deletedReportId: created.id });
  assert.is((await member.ok(ONE, { id: created.id })).report, null);
  await owner.ok(DELETE, { id: other.id });
});

crud('another organization neither sees nor changes a report', async () => {
  const { owner, outsider } = await setup();
  await turnOn(owner);
  await turnOn(outsider);
  const mine = (await owner.ok(CREATE, { input: { name: 'Ours' } })).createReport.report;
  assert.equal((await outsider.ok(LIST)).reports, []);
  assert.is((await outsider.ok(ONE, { id: mine.id })).report, null);
  for (const [query, variables] of [
    [UPDATE, { input: { id: mine.id, name: 'Theirs', widgets: [] } }],
    [RENAME, { input: { id: mine.id, name: 'Theirs' } }],
    [DELETE, { id: mine.id }],
  ] as const) {
    const refused = await outsider.try(query, variables);
    assert.equal([refused.code, refused.message, refused.field], ['NOT_FOUND', 'Report not found', 'id']);
  }
  assert.is((await owner.ok(ONE, { id: mine.id })).report.name, 'Ours');
  await owner.ok(DELETE, { id: mine.id });
});

crud.run();

// ---------------------------------------------------------------------------------------------
const input = suite('reports: bad input changes nothing and says why');

input('enums, groupings, intervals, grid places, names, filters and zones are checked', async () => {
  const { owner, member, outsider } = await setup();
  await turnOn(owner);
  const report = (await member.ok(CREATE, { input: { name: 'Checked', widgets: [widget(config('Count', 'VALUES_NOW', 'CREATED_AT'), 0, 0)] } })).createReport.report;
  const save = (widgets: unknown[], name = 'Checked') => member.try(UPDATE, { input: { id: report.id, name, widgets } });

  const unknownView = await save([widget({ ...config('Count', 'VALUES_NOW', 'CREATED_AT'), view: 'PIE_CHART' }, 0, 0)]);
  assert.ok(unknownView.errors?.length, 'an unknown enum value is refused by the schema');
  assert.match(String(unknownView.message), /PIE_CHART/);

  const cases: [unknown[], string, string][] = [
    [[widget(config('By tag', 'VALUES_BROKEN_DOWN_NOW', 'CREATED_AT'), 0, 0)], 'widgets[0].grouping', REPORT_MESSAGES.grouping('VALUES_BROKEN_DOWN_NOW', 'CREATED_AT')],
    [[widget(config('By tag', 'VALUES_BROKEN_DOWN_NOW', 'TAG', 'DAY'), 0, 0)], 'widgets[0].interval', REPORT_MESSAGES.interval('VALUES_BROKEN_DOWN_NOW', 'DAY')],
    [[widget(config('Wide', 'VALUES_NOW', 'CREATED_AT'), 12, 0, 1, 1)], 'widgets[0].layout.x', REPORT_MESSAGES.x],
    [[widget(config('Wide', 'VALUES_NOW', 'CREATED_AT'), 6, 0, 7, 1)], 'widgets[0].layout.w', REPORT_MESSAGES.overflow],
    [[widget(config('Deep', 'VALUES_NOW', 'CREATED_AT'), 0, 199, 4, 3)], 'widgets[0].layout.h', REPORT_MESSAGES.bottom],
    [[widget(config('A', 'VALUES_NOW', 'CREATED_AT'), 0, 0), widget(config('B', 'VALUES_NOW', 'CREATED_AT'), 2, 1)], 'widgets[1].layout', REPORT_MESSAGES.overlap(0)],
    [[widget(config('', 'VALUES_NOW', 'CREATED_AT'), 0, 0)], 'widgets[0].title', 'Title is required'],
    [[widget(config('Dates', 'VALUES_NOW', 'CREATED_AT', 'AUTO', { createdFrom: '2026-02-30' }), 0, 0)], 'widgets[0].filter.createdFrom', REPORT_MESSAGES.date],
    [[widget(config('Elsewhere', 'VALUES_NOW', 'CREATED_AT', 'AUTO', { productIds: ['999999'] }), 0, 0)], 'widgets[0].config.filter.productIds', 'The filter names "999999", which is not in this organization'],
  ];
  for (const [widgets, field, message] of cases) {
    const refused = await save(widgets);
    assert.equal([refused.code, refused.field, refused.message], ['BAD_USER_INPUT', field, message], field);
  }
  const tooMany = await save(Array.from({ length: 49 }, (_, i) => widget(config(`W${i}`, 'VALUES_NOW', 'CREATED_AT'), 0, i, 1, 1)));
  assert.equal([tooMany.code, tooMany.message], ['BAD_USER_INPUT', REPORT_MESSAGES.widgets]);
  assert.equal([(await save([], 'x'.repeat(129))).field], ['name']);

  // Another organization's product is not a filter of this one.
  const theirs = (await outsider.ok('mutation { createProduct(input: { name: "Theirs" }) { product { id } } }')).createProduct.product.id;
  const foreign = await save([widget(config('Elsewhere', 'VALUES_NOW', 'CREATED_AT', 'AUTO', { productIds: [theirs] }), 0, 0)]);
  assert.equal([foreign.code, foreign.field], ['BAD_USER_INPUT', 'widgets[0].config.filter.productIds']);

  const zone = await member.try(ONE, { id: report.id, timeZone: 'Mars/Olympus' });
  assert.equal([zone.code, zone.message], ['BAD_USER_INPUT', TIME_ZONE_MESSAGE]);
  const preview = await member.try(PREVIEW, { widgets: [config('By tag', 'VALUES_BROKEN_DOWN_NOW', 'TAG', 'WEEK')] });
  assert.equal([preview.code, preview.field], ['BAD_USER_INPUT', 'widgets[0].interval']);

  const kept = (await member.ok(ONE, { id: report.id })).report;
  assert.equal([kept.name, kept.widgets.map((w: any) => w.config.title)], ['Checked', ['Count']], 'nothing changed');
  await member.ok(DELETE, { id: report.id });
});

input.run();

// ---------------------------------------------------------------------------------------------
const numbers = suite('reports: the numbers');

numbers('a report answers every widget in one request, over the tickets as they are', async () => {
  const { owner, member } = await setup();
  await turnOn(owner);
  const product = async (name: string) => (await owner.ok('mutation ($name: String!) { createProduct(input: { name: $name }) { product { id } } }', { name })).createProduct.product.id as string;
  const tag = async (name: string) => (await owner.ok('mutation ($name: String!) { createTag(input: { name: $name, color: BLUE }) { tag { id } } }', { name })).createTag.tag.id as string;
  const [web, app] = [await product('Report Web'), await product('Report App')];
  const [bug, urgent] = [await tag('Report bug'), await tag('Report urgent')];
  await member.ticket({ title: 'R1', productId: web, tagIds: [bug, urgent] });
  await member.ticket({ title: 'R2', productId: web, tagIds: [bug] });
  await member.ticket({ title: 'R3', productId: app });
  const scoped = { productIds: [web, app] };
  const report = (
    await member.ok(CREATE, {
      input: {
        name: 'Numbers',
        widgets: [
          widget(config('All', 'VALUES_NOW', 'CREATED_AT', 'AUTO', scoped), 0, 0),
          widget(config('By product', 'VALUES_BROKEN_DOWN_NOW', 'PRODUCT', 'AUTO', scoped), 4, 0),
          widget(config('By tag', 'VALUES_BROKEN_DOWN_NOW', 'TAG', 'AUTO', scoped), 8, 0),
          widget(config('Nothing', 'VALUES_NOW', 'CREATED_AT', 'AUTO', { ...scoped, statuses: ['CANCELLED'] }), 0, 3),
          widget(config('Created per day', 'VALUES_THROUGH_TIME', 'CREATED_AT', 'DAY', scoped), 4, 3),
          widget(config('Calendar', 'CALENDAR', 'CREATED_AT', 'AUTO', scoped), 8, 3),
          widget(config('Versus last week', 'COMPARE_VALUES_NOW', 'CREATED_AT', 'WEEK', scoped), 0, 6),
          widget(config('Per product through time', 'COMPARE_THROUGH_TIME', 'PRODUCT', 'DAY', scoped), 4, 6),
        ],
      },
    })
  ).createReport.report;
  const data = (await member.ok(ONE, { id: report.id, timeZone: 'Europe/Lisbon' })).report.widgets.map((w: any) => w.data);
  assert.equal([data[0].view, data[0].value, data[0].ticketCount], ['VALUES_NOW', 3, 3]);
  assert.equal(data[1].groups, [
    { key: web, label: 'Report Web', value: 2 },
    { key: app, label: 'Report App', value: 1 },
  ]);
  assert.equal(data[2].groups, [
    { key: bug, label: 'Report bug', value: 2 },
    { key: urgent, label: 'Report urgent', value: 1 },
    { key: '', label: 'None', value: 1 },
  ]);
  assert.equal([data[3].value, data[3].ticketCount], [0, 0], 'a filter that matches nothing says so');
  const total = (points: { value: number }[]) => points.reduce((sum, point) => sum + point.value, 0);
  assert.equal([data[4].interval, total(data[4].points)], ['DAY', 3]);
  assert.equal([data[5].view, data[5].interval, total(data[5].points)], ['CALENDAR', 'DAY', 3], 'the calendar answers its days as points');
  assert.equal([data[6].current.value, data[6].previous.value, data[6].change], [3, 0, 3], 'all three created this week (the server clock is fixed)');
  assert.equal(data[7].series, [], 'tickets finished per product through time: none is closed yet');
  // The preview computes unsaved widgets the same way.
  const preview = (await member.ok(PREVIEW, { widgets: [config('By product', 'VALUES_BROKEN_DOWN_NOW', 'PRODUCT', 'AUTO', scoped)], timeZone: 'Europe/Lisbon' })).reportPreview;
  assert.equal(preview[0].groups, data[1].groups);
  await member.ok(DELETE, { id: report.id });
});

numbers.run();
