/** The ReportGateway over GraphQL against the real local server, in-process: every call and its checked answer, in the domain's shapes. */
import { Effect, ManagedRuntime } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { reportGatewayLayer } from '../../../src/adapters/graphql/report-gateway.graphql.ts';
import { ReportGateway } from '../../../src/application/reports/report-gateway.port.ts';
import { SupportInboxGateway } from '../../../src/application/support/support-inbox-gateway.port.ts';
import { EMPTY_REPORT_FILTER, type WidgetConfig } from '../../../src/domain/reports/report.ts';
import { ownerOfOrganization } from '../shared/owner.ts';

const count: WidgetConfig = { title: 'All', view: 'VALUES_NOW', metric: 'TICKET_COUNT', grouping: 'CREATED_AT', interval: 'AUTO', filter: EMPTY_REPORT_FILTER };
const calendar: WidgetConfig = { title: 'Per day', view: 'CALENDAR', metric: 'TICKET_COUNT', grouping: 'CREATED_AT', interval: 'DAY', filter: { ...EMPTY_REPORT_FILTER, createdFrom: '2020-01-01' } };

const gateway = suite('report gateway against the local server');

gateway('off until turned on; then create, read with numbers, preview, save, rename, list, delete', async () => {
  const { runtime, client } = await ownerOfOrganization('Europe/Lisbon');
  const reports = ManagedRuntime.make(reportGatewayLayer(client));
  const call = <A>(use: (g: ReportGateway['Service']) => Effect.Effect<A, unknown>) => reports.runPromise(ReportGateway.use(use));
  const refused = await reports.runPromise(Effect.flip(ReportGateway.use((g) => g.list())));
  assert.equal([(refused as { code?: string }).code], ['FORBIDDEN']);
  assert.is(await runtime.runPromise(SupportInboxGateway.use((g) => g.setFeatureEnabled('report', true))), true);

  const created = await call((g) => g.create({ name: 'Weekly', widgets: [{ config: count, layout: { x: 0, y: 0, w: 3, h: 2 } }] }));
  assert.equal([created.name, created.widgetCount], ['Weekly', 1]);
  const read = await call((g) => g.report(created.id, 'Europe/Lisbon'));
  assert.equal(read!.widgets[0]!.data, { view: 'VALUES_NOW', value: 0, ticketCount: 0 });
  assert.equal(read!.widgets[0]!.config, count);
  const [preview] = await call((g) => g.preview([calendar], 'UTC'));
  assert.equal([preview!.view, preview!.ticketCount, 'days' in preview! && Array.isArray(preview.days)], ['CALENDAR', 0, true], 'a calendar comes back with its days');
  const saved = await call((g) => g.save(created.id, { name: 'Weekly review', widgets: [{ config: count, layout: { x: 2, y: 1, w: 3, h: 2 } }, { config: calendar, layout: { x: 0, y: 3, w: 12, h: 3 } }] }));
  assert.equal([saved.name, saved.widgetCount], ['Weekly review', 2]);
  assert.equal((await call((g) => g.report(created.id, 'UTC')))!.widgets.map((w) => w.layout), [{ x: 2, y: 1, w: 3, h: 2 }, { x: 0, y: 3, w: 12, h: 3 }]);
  assert.is((await call((g) => g.rename(created.id, 'Friday'))).name, 'Friday');
  assert.equal((await call((g) => g.list())).map((r) => r.name), ['Friday']);
  await call((g) => g.remove(created.id));
  assert.is(await call((g) => g.report(created.id, 'UTC')), null);
  assert.equal(await call((g) => g.list()), []);
});

gateway.run();
