/**
 * The demo on the local server: requestDemo / getDemo, the one-worker queue on the server clock,
 * a build that throws (Failed), one live demo per email, expiry after a day removing everything,
 * and the built organization: people who sign in with the demo password, ~150 tickets in every
 * display state, the same for the same seed.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { App } from '../../../mock-server/shell/app.ts';
import { DEMO_LIFETIME_MS, DEMO_LINK_RESEND_MS } from '../../../mock-server/demo/demos.ts';
import { DEMO_LINK_EMAIL_SUBJECT, DEMO_LINK_EMAILED, DEMO_LINK_EMAILED_MESSAGE } from '../../../src/domain/demo/demo.ts';
import { DEMO_SEED, demoPlan } from '../../../mock-server/demo/plan.ts';
import { DISPLAY_STATES, estimateProblem } from '../../../src/domain/work/work.ts';
import { permissionsOf } from '../../../src/domain/shared/role.ts';
import { reportFacts } from '../../../mock-server/reports/facts.ts';
import type { Scope } from '../../../mock-server/work/scope.ts';
import { isWorked, openSpan } from '../../../mock-server/work/worked-spans.ts';
import { Browser, firstError, mailbox } from '../shared/account-helpers.ts';
import { advanceClock, errorCode, gql, makeApp, postJson, solveProof, wrongProof } from '../shared/helpers.ts';

const BUILD_MS = 60_000;
const DEMO_FIELDS = 'id email status config';

interface DemoShape {
  readonly id: string;
  readonly email: string;
  readonly status: string;
  readonly config: string | null;
}

async function requestDemo(app: App, email: string, proof = true) {
  const solved = proof ? await solveProof(app) : {};
  return gql<{ requestDemo: DemoShape }>(app, `mutation ($input: RequestDemoInput!) { requestDemo(input: $input) { ${DEMO_FIELDS} } }`, { input: { email, ...solved } });
}

async function requested(app: App, email: string): Promise<DemoShape> {
  const answer = await requestDemo(app, email);
  if (answer.errors || !answer.data) throw new Error(`requestDemo failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.requestDemo;
}

async function getDemo(app: App, id: string): Promise<DemoShape | null> {
  const answer = await gql<{ getDemo: DemoShape | null }>(app, `query ($id: ID!) { getDemo(id: $id) { ${DEMO_FIELDS} } }`, { id });
  if (answer.errors) throw new Error(`getDemo failed: ${JSON.stringify(answer.errors)}`);
  return answer.data!.getDemo;
}

const statusOf = async (app: App, id: string) => (await getDemo(app, id))?.status ?? null;

interface Config {
  readonly password: string;
  readonly roles: readonly { email: string; name: string; avatarUrl: string | null; title: string; status: string; type: string }[];
}

/** A demo requested and built; its config. */
async function readyDemo(app: App, email = 'visitor@example.com'): Promise<{ demo: DemoShape; config: Config }> {
  const demo = await requested(app, email);
  await advanceClock(app, BUILD_MS);
  const ready = await getDemo(app, demo.id);
  assert.is(ready?.status, 'READY');
  return { demo: ready!, config: JSON.parse(ready!.config!) as Config };
}

const queue = suite('the demo queue');

queue('a request is taken at once by an idle worker, and is Ready after the build time with its config', async () => {
  const app = await makeApp({ DEMO_BUILD_MS: String(BUILD_MS) });
  const demo = await requested(app, 'visitor@example.com');
  assert.is(demo.status, 'PROCESSING');
  assert.is(demo.email, 'visitor@example.com');
  assert.is(demo.config, null);
  assert.ok(demo.id.length >= 20, 'the id is long and random: it is the key to the password');
  await advanceClock(app, BUILD_MS - 1);
  assert.is(await statusOf(app, demo.id), 'PROCESSING');
  await advanceClock(app, 1);
  const ready = await getDemo(app, demo.id);
  assert.is(ready!.status, 'READY');
  const config = JSON.parse(ready!.config!) as Config;
  assert.ok(config.password.length >= 12);
  assert.is(config.roles.length, 10);
  assert.equal(config.roles.filter((r) => r.type === 'OWNER').length, 1);
  assert.ok(config.roles.some((r) => r.type === 'ADMIN') && config.roles.some((r) => r.type === 'MEMBER') && config.roles.some((r) => r.type === 'VISITOR'));
  assert.equal(config.roles.filter((r) => r.status === 'INVITED').length, 1);
  for (const role of config.roles) assert.match(role.email, /^[a-z]+\+[0-9a-f]+@demo\.tidemark\.test$/);
});

queue('one worker builds one demo at a time: the others wait Queued, in order', async () => {
  const app = await makeApp({ DEMO_BUILD_MS: String(BUILD_MS) });
  const first = await requested(app, 'one@example.com');
  const second = await requested(app, 'two@example.com');
  const third = await requested(app, 'three@example.com');
  assert.equal([first.status, second.status, third.status], ['PROCESSING', 'QUEUED', 'QUEUED']);
  await advanceClock(app, BUILD_MS);
  assert.equal([await statusOf(app, first.id), await statusOf(app, second.id), await statusOf(app, third.id)], ['READY', 'PROCESSING', 'QUEUED']);
  await advanceClock(app, BUILD_MS);
  assert.equal([await statusOf(app, second.id), await statusOf(app, third.id)], ['READY', 'PROCESSING']);
  await advanceClock(app, BUILD_MS);
  assert.is(await statusOf(app, third.id), 'READY');
});

queue('a clock moved far at once finishes queued builds one after the other', async () => {
  const app = await makeApp({ DEMO_BUILD_MS: String(BUILD_MS) });
  const ids = [(await requested(app, 'a@example.com')).id, (await requested(app, 'b@example.com')).id, (await requested(app, 'c@example.com')).id];
  await advanceClock(app, 2 * BUILD_MS + 10);
  assert.equal(await Promise.all(ids.map((id) => statusOf(app, id))), ['READY', 'READY', 'PROCESSING']);
});

queue('a build that throws makes the demo Failed, and the next one still runs', async () => {
  const app = await makeApp({ DEMO_BUILD_MS: String(BUILD_MS), DEMO_BUILD_FAILS: 'true' });
  const demo = await requested(app, 'visitor@example.com');
  const next = await requested(app, 'other@example.com');
  await advanceClock(app, BUILD_MS);
  const failed = await getDemo(app, demo.id);
  assert.equal({ status: failed!.status, config: failed!.config }, { status: 'FAILED', config: null });
  assert.is(await statusOf(app, next.id), 'PROCESSING');
  // A failed demo is not live: the visitor may ask again.
  assert.is((await requested(app, 'visitor@example.com')).status, 'QUEUED');
});

queue('DEMO_BUILD_FAILS is ignored in production', async () => {
  const app = await makeApp({ DEMO_BUILD_FAILS: 'true', NODE_ENV: 'production' });
  assert.is(app.config.demoBuildFails, false);
});

queue('/dev/reset forgets every demo', async () => {
  const app = await makeApp({ DEMO_BUILD_MS: String(BUILD_MS) });
  const demo = await requested(app, 'visitor@example.com');
  await postJson(app, '/dev/reset', {});
  assert.is(await getDemo(app, demo.id), null);
});

queue.run();

const abuse = suite('demo abuse rules');

abuse('a request needs a solved proof of work', async () => {
  const app = await makeApp();
  assert.ok((await requestDemo(app, 'visitor@example.com', false)).errors, 'refused without one');
  const wrong = await gql(app, `mutation ($input: RequestDemoInput!) { requestDemo(input: $input) { id } }`, { input: { email: 'visitor@example.com', ...(await wrongProof(app)) } });
  assert.is(errorCode(wrong), 'POW_INVALID');
  assert.is((await app.store.demos.all()).length, 0);
});

abuse('a request needs a valid email', async () => {
  const app = await makeApp();
  const answer = await requestDemo(app, 'not-an-email');
  assert.is(errorCode(answer), 'BAD_USER_INPUT');
  assert.is(answer.errors![0]!.extensions!['field'], 'email');
});

abuse('one live demo per email at a time, whatever its case; asking again emails that address the link to its status page, never the id to the asker', async () => {
  const app = await makeApp({ DEMO_BUILD_MS: String(BUILD_MS) });
  const first = await requested(app, 'visitor@example.com');
  const again = await requestDemo(app, 'Visitor@Example.com');
  assert.equal(firstError(again), { message: DEMO_LINK_EMAILED_MESSAGE, code: DEMO_LINK_EMAILED });
  assert.is(again.data ?? null, null, 'the answer holds no demo');
  assert.not.ok(JSON.stringify(again).includes(first.id), 'nor its id anywhere');
  let mails = await mailbox(app, 'visitor@example.com');
  assert.is(mails.length, 1);
  assert.is(mails[0]!.to, 'visitor@example.com', 'to the address the demo was requested for');
  assert.is(mails[0]!.subject, DEMO_LINK_EMAIL_SUBJECT);
  const link = new URL(mails[0]!.links[0]!);
  assert.is(link.pathname, '/demo/status');
  assert.is(link.searchParams.get('id'), first.id, 'the link opens the status page of that demo');
  assert.ok(mails[0]!.text.includes(mails[0]!.links[0]!));
  // Asking again at once says the same without another email; a minute later the link is sent again.
  assert.is(firstError(await requestDemo(app, 'visitor@example.com')).code, DEMO_LINK_EMAILED);
  assert.is((await mailbox(app, 'visitor@example.com')).length, 1, 'no flood of emails');
  await advanceClock(app, Math.max(BUILD_MS, DEMO_LINK_RESEND_MS));
  assert.is(firstError(await requestDemo(app, 'visitor@example.com')).code, DEMO_LINK_EMAILED, 'still live when Ready');
  mails = await mailbox(app, 'visitor@example.com');
  assert.is(mails.length, 2);
  assert.is(new URL(mails[1]!.links[0]!).searchParams.get('id'), first.id);
  await advanceClock(app, DEMO_LIFETIME_MS);
  assert.is((await requested(app, 'visitor@example.com')).status, 'PROCESSING');
});

abuse('an unknown demo id answers null', async () => {
  const app = await makeApp();
  assert.is(await getDemo(app, 'no-such-demo'), null);
});

abuse.run();

const built = suite('the built demo organization');

built('the owner signs in with the demo password and lands linked to Tempo Music, with its people and tickets', async () => {
  const app = await makeApp({ DEMO_BUILD_MS: String(BUILD_MS) });
  const { config } = await readyDemo(app);
  const owner = config.roles.find((r) => r.type === 'OWNER')!;
  const browser = new Browser(app);
  const login = await browser.login(owner.email, config.password);
  assert.is(login.data?.login.status, 'LINKED');
  const orgId = login.data!.login.organization!.id;
  const me = await browser.me(orgId);
  assert.is(me.organization!.name, 'Tempo Music');
  assert.is(me.role!.type, 'OWNER');
  const week = await browser.gql('{ me { role { workWeek { monday { startTime stopTime } saturday { startTime stopTime } } } } }', {}, orgId);
  assert.equal(week.data.me.role.workWeek.monday, { startTime: '08:30', stopTime: '17:00' }, 'the owner works her own hours, not the default week');
  assert.equal(week.data.me.role.workWeek.saturday, { startTime: null, stopTime: null });
  const tickets = await browser.gql('{ moreTickets(first: 500) { totalCount nodes { displayState } } }', {}, orgId);
  const count = tickets.data.moreTickets.totalCount;
  assert.ok(count >= 140 && count <= 170, `about 150 tickets, got ${count}`);
  const states = new Set(tickets.data.moreTickets.nodes.map((n: { displayState: string }) => n.displayState));
  for (const state of DISPLAY_STATES) assert.ok(states.has(state), `a ${state} ticket is there`);
  const roles = await browser.gql('{ roles { name type status timeZone } }', {}, orgId);
  assert.is(roles.data.roles.length, 10);
  assert.ok(new Set(roles.data.roles.map((r: { timeZone: string | null }) => r.timeZone).filter(Boolean)).size >= 5, 'people work in several time zones');
  const catalogues = await browser.gql('{ products { name } teams { name } workflows { name } tags { name } projects(includeArchived: true) { name stage } }', {}, orgId);
  assert.ok(catalogues.data.products.length >= 3 && catalogues.data.teams.length >= 3 && catalogues.data.workflows.length >= 3 && catalogues.data.tags.length === 6);
  assert.ok(catalogues.data.projects.some((p: { stage: string }) => p.stage === 'ARCHIVED'));
  const cases = (await app.store.openCases()).filter((c) => c.organizationId === orgId);
  assert.ok(cases.length >= 4, 'open support cases with conversations');
  assert.ok(cases.some((c) => c.issue.issueActions.some((a) => a.category === 'SUPPORT_MESSAGE')));
  assert.ok(cases.some((c) => c.assigneeRoleId), 'answered cases are assigned in the inbox');
  const flags = await browser.gql('{ me { featureFlag { support } } }', {}, orgId);
  assert.is(flags.data.me.featureFlag.support, true, 'the demo shows its support inbox');
  await app.projector.idle();
  const reports = await browser.gql('{ reports { id name widgetCount } }', {}, orgId);
  assert.equal(reports.data.reports.map((r: { name: string }) => r.name), ['Delivery', 'Team pulse'], 'the demo has its reports on, with two made');
  const written = await browser.gql('{ stories { title ticketCount } standalonePages { title } }', {}, orgId);
  assert.equal(written.data.stories.map((story: { title: string }) => story.title).sort(), ['A faster web player', 'Offline listening']);
  for (const story of written.data.stories) assert.ok(story.ticketCount > 0, `${story.title} links tickets of the demo`);
  assert.equal(written.data.standalonePages.map((page: { title: string }) => page.title), ['Office hours']);
  const work = await app.store.work.ready(orgId);
  assert.equal([work.docSites.size, [...work.docPages.values()].filter((page) => page.siteId !== null).length], [1, 8], 'a handbook of eight pages');
  for (const { id } of reports.data.reports) {
    const report = await browser.gql('query ($id: ID!) { report(id: $id) { widgets { config { title metric } data { view ticketCount value points { value } groups { value } series { points { value } } current { value } previous { value } } } } }', { id }, orgId);
    for (const { config, data } of report.data.report.widgets) {
      assert.ok(data.ticketCount > 0, `${config.title}: over the demo's tickets`);
      const values = [data.value, data.current?.value, data.previous?.value, ...(data.points ?? []).map((p: { value: number }) => p.value), ...(data.groups ?? []).map((g: { value: number }) => g.value), ...(data.series ?? []).flatMap((s: { points: { value: number }[] }) => s.points.map((p) => p.value))];
      assert.ok(values.some((value) => typeof value === 'number' && value > 0), `${config.title}: some numbers are not zero (${config.metric})`);
    }
  }
  const notes = (await browser.gql('{ notes { text color position } }', {}, orgId)).data.notes as { text: string; color: string; position: number }[];
  assert.equal(notes.map((note) => note.position), notes.map((_, index) => index), 'the owner reads their own notes, in order');
  assert.ok(notes.length >= 3 && notes.length <= 5 && new Set(notes.map((note) => note.color)).size > 1, 'three to five notes, in several colours');
  const joined = (await app.store.accounts.membershipsIn(orgId)).filter((role) => role.status === 'ACCEPTED');
  for (const role of joined) {
    const count = [...work.notes.values()].filter((note) => note.roleId === role.id).length;
    assert.ok(count >= 3 && count <= 5, `${role.name} has three to five notes, got ${count}`);
  }
});

built("the demo's ETAs are projected by the engine from its seed, not written by hand", async () => {
  const app = await makeApp({ DEMO_BUILD_MS: String(BUILD_MS) });
  const { config } = await readyDemo(app);
  await app.projector.idle();
  const browser = new Browser(app);
  const orgId = (await browser.login(config.roles.find((r) => r.type === 'OWNER')!.email, config.password)).data!.login.organization!.id;
  const state = await browser.gql('{ scheduleState { status projectedAt problems { problem } } }', {}, orgId);
  assert.is(state.data.scheduleState.status, 'READY');
  assert.ok(state.data.scheduleState.projectedAt !== null);
  const tickets = (await browser.gql('{ moreTickets(first: 500) { nodes { displayState eta etaP50 projectionProblem } } }', {}, orgId)).data.moreTickets.nodes as {
    displayState: string;
    eta: string | null;
    etaP50: string | null;
    projectionProblem: string | null;
  }[];
  const scheduled = tickets.filter((t) => t.displayState === 'Scheduled' || t.displayState === 'InProgress');
  const projected = scheduled.filter((t) => t.eta !== null);
  assert.ok(projected.length >= scheduled.length / 2, `most scheduled tickets have an ETA (${projected.length} of ${scheduled.length})`);
  for (const t of projected) assert.ok(t.etaP50 !== null && t.etaP50 <= t.eta!, 'p50 no later than the ETA');
  for (const t of scheduled.filter((t) => t.eta === null)) assert.ok(t.projectionProblem, 'a scheduled ticket without an ETA says why');
  assert.ok(tickets.filter((t) => t.displayState !== 'Scheduled' && t.displayState !== 'InProgress').every((t) => t.eta === null), 'only scheduled tickets are projected');
});

built('the demo has a history of work: each state in progress is being worked on, done ones were until done, and every worker has believable weeks of hours', async () => {
  const app = await makeApp({ DEMO_BUILD_MS: String(BUILD_MS) });
  const { config } = await readyDemo(app);
  const owner = new Browser(app);
  const orgId = (await owner.login(config.roles.find((r) => r.type === 'OWNER')!.email, config.password)).data!.login.organization!.id;
  const members = await app.store.accounts.membershipsIn(orgId);
  const byId = new Map(members.map((member) => [member.id, member]));
  const work = await app.store.work.ready(orgId);
  const now = app.clock.now();
  for (const ticket of work.ticketList) {
    for (const state of ticket.states) {
      const spans = state.worked ?? [];
      assert.is(openSpan(state) !== undefined, isWorked(ticket, state), `#${ticket.localId} ${state.name}: an open span exactly while it is worked on`);
      spans.forEach((span, index) => {
        const stop = span.stop === null ? now : Date.parse(span.stop);
        assert.ok(Date.parse(ticket.createdAt) <= Date.parse(span.start) && Date.parse(span.start) < stop && stop <= now, 'within the life of the ticket');
        if (index > 0) assert.ok(Date.parse(spans[index - 1]!.stop!) <= Date.parse(span.start), 'in time order');
        assert.ok(byId.has(span.assigneeId));
      });
      if (state.done && spans.length > 0) assert.is(spans.at(-1)!.stop, state.doneAt, 'a done state was worked on until it was done');
    }
  }
  const scope: Scope = { organizationId: orgId, role: members[0]!, permissions: permissionsOf('OWNER'), work, now: () => new Date(now).toISOString(), members, roleById: (id) => byId.get(id) };
  // Hours per person in each of the last four weeks (seven days back from now).
  const weeks = new Map<string, number[]>();
  for (const ticket of reportFacts(scope)) {
    for (const state of ticket.states) {
      for (const interval of state.workedIntervals) {
        const week = Math.floor((now - interval.end) / (7 * 86_400_000));
        if (week >= 4 || state.assigneeId === null) continue;
        const hours = weeks.get(state.assigneeId) ?? [0, 0, 0, 0];
        hours[week]! += (interval.end - interval.start) / 3_600_000;
        weeks.set(state.assigneeId, hours);
      }
    }
  }
  const workers = members.filter((member) => member.status === 'ACCEPTED' && member.type !== 'VISITOR');
  for (const worker of workers) {
    const hours = weeks.get(worker.id) ?? [];
    assert.ok(hours.reduce((sum, week) => sum + week, 0) >= 10, `${worker.name} worked in the last four weeks: ${hours.map(Math.round)}`);
    assert.ok(hours.every((week) => week <= 70), `${worker.name} works no impossible week: ${hours.map(Math.round)}`);
  }
  const all = [...weeks.values()].flat();
  assert.ok(all.reduce((sum, week) => sum + week, 0) / all.length >= 15, 'the team is busy');
});

built('the invited person signs in user-only and finds the invitation; the visitor reads but cannot change', async () => {
  const app = await makeApp({ DEMO_BUILD_MS: String(BUILD_MS) });
  const { config } = await readyDemo(app);
  const invited = new Browser(app);
  const asInvited = await invited.login(config.roles.find((r) => r.status === 'INVITED')!.email, config.password);
  assert.is(asInvited.data?.login.status, 'USER');
  const roles = await invited.myRoles();
  assert.equal(roles.data!.myRoles.map((r) => [r.status, r.organization.name]), [['INVITED', 'Tempo Music']]);

  const visitor = new Browser(app);
  const asVisitor = await visitor.login(config.roles.find((r) => r.type === 'VISITOR')!.email, config.password);
  const orgId = asVisitor.data!.login.organization!.id;
  const created = await visitor.gql('mutation { createTicket(input: { title: "Sneaky" }) { ticket { id } } }', {}, orgId);
  assert.is(firstError(created).code, 'FORBIDDEN');
});

built('the demo has its blackout times, for everyone, dated from the build: members read them, the owner manages them', async () => {
  const app = await makeApp({ DEMO_BUILD_MS: String(BUILD_MS) });
  const { config } = await readyDemo(app);
  const builtAt = await advanceClock(app, 0);
  const member = new Browser(app);
  const orgId = (await member.login(config.roles.find((r) => r.type === 'MEMBER' && r.status === 'ACCEPTED')!.email, config.password)).data!.login.organization!.id;
  const read = await member.gql('{ blackoutTimes { id name start stop roles { id } } recurringBlackoutTimes { name weekdays startTime stopTime timeZone roles { id } } }', {}, orgId);
  const oneOffs = read.data.blackoutTimes as { id: string; name: string; start: string; stop: string; roles: unknown[] }[];
  assert.equal(oneOffs.map((b) => b.name), ['Launch day', 'Team offsite in Lisbon', 'End of year break']);
  const days = (iso: string) => (Date.parse(iso) - builtAt) / (24 * 3600 * 1000);
  assert.ok(days(oneOffs[0]!.start) > 10 && days(oneOffs[0]!.start) < 13, `launch day is 12 days after the build (midnight in Lisbon), got ${days(oneOffs[0]!.start)}`);
  assert.equal(oneOffs.map((b) => Math.round(days(b.stop) - days(b.start))), [1, 3, 7]);
  assert.ok(oneOffs.every((b) => b.roles.length === 0), 'for everyone');
  assert.equal(read.data.recurringBlackoutTimes, [{ name: 'Friday demo hour', weekdays: ['friday'], startTime: '15:00', stopTime: '16:00', timeZone: 'Europe/Lisbon', roles: [] }]);
  const DELETE = 'mutation ($input: DeleteBlackoutTimeInput!) { deleteBlackoutTime(input: $input) { deletedBlackoutTimeId } }';
  const refused = await member.gql(DELETE, { input: { id: oneOffs[0]!.id } }, orgId);
  assert.is(firstError(refused).code, 'FORBIDDEN');
  const owner = new Browser(app);
  await owner.login(config.roles.find((r) => r.type === 'OWNER')!.email, config.password);
  const deleted = await owner.gql(DELETE, { input: { id: oneOffs[0]!.id } }, orgId);
  assert.is(deleted.data.deleteBlackoutTime.deletedBlackoutTimeId, oneOffs[0]!.id, 'the answer names the blackout time deleted');
  const left = await owner.gql('{ blackoutTimes { name } }', {}, orgId);
  assert.equal(left.data.blackoutTimes.map((b: { name: string }) => b.name), ['Team offsite in Lisbon', 'End of year break'], 'and it is gone');
});

built('two demos never share people: each has its own emails and organization', async () => {
  const app = await makeApp({ DEMO_BUILD_MS: String(BUILD_MS) });
  const one = await readyDemo(app, 'one@example.com');
  const two = await readyDemo(app, 'two@example.com');
  const emails = new Set([...one.config.roles, ...two.config.roles].map((r) => r.email));
  assert.is(emails.size, 20);
  assert.is.not(one.config.password, two.config.password);
  const wrong = await new Browser(app).login(one.config.roles[0]!.email, two.config.password);
  assert.is(firstError(wrong).code, 'UNAUTHENTICATED');
});

built('after a day the demo expires: its organization, people, sessions, work data and cases are removed', async () => {
  const app = await makeApp({ DEMO_BUILD_MS: String(BUILD_MS) });
  const { demo, config } = await readyDemo(app);
  const owner = new Browser(app);
  const orgId = (await owner.login(config.roles[0]!.email, config.password)).data!.login.organization!.id;
  const other = { id: await app.store.nextId('issue'), localId: 1, email: 'ana@example.com', name: 'Ana', description: 'Hello', createdAt: new Date(0).toISOString(), status: 'NEW' as const, issueActions: [] };
  await app.store.insertCase({ issue: other, token: 'other-token', organizationId: '999999' });
  assert.ok((await app.store.work.ready(orgId)).tickets.size > 100);
  assert.ok((await app.store.work.ready(orgId)).blackouts.size > 0 && (await app.store.work.ready(orgId)).recurringBlackouts.size > 0);

  await advanceClock(app, DEMO_LIFETIME_MS - BUILD_MS - 1);
  assert.is(await statusOf(app, demo.id), 'READY', 'still there just before a day');
  await advanceClock(app, 1);
  assert.is(await getDemo(app, demo.id), null);
  assert.is((await app.store.accounts.organization(orgId)), undefined);
  assert.is((await app.store.accounts.membershipsIn(orgId)).length, 0);
  for (const role of config.roles) assert.is((await app.store.accounts.userByEmail(role.email)), undefined);
  assert.is((await app.store.work.ready(orgId)).tickets.size, 0);
  assert.is((await app.store.work.ready(orgId)).blackouts.size + (await app.store.work.ready(orgId)).recurringBlackouts.size, 0, 'its blackout times go too');
  assert.is((await app.store.openCases()).filter((c) => c.organizationId === orgId).length, 0);
  assert.ok(await app.store.caseById(other.id), 'cases of other organizations stay');
  const me = await owner.gql('{ me { status user { id } } }');
  assert.is(me.data.me.user, null, 'the old session is gone');
  assert.is(firstError(await new Browser(app).login(config.roles[0]!.email, config.password)).code, 'UNAUTHENTICATED');
});

built.run();

const plan = suite('the demo plan');

plan('the same seed gives the same organization; another seed another one', () => {
  assert.equal(demoPlan(DEMO_SEED), demoPlan(DEMO_SEED));
  assert.not.equal(demoPlan(DEMO_SEED).tickets, demoPlan(DEMO_SEED + 1).tickets);
});

plan('about 150 tickets, every display state, sound estimates, dependencies only on earlier tickets', () => {
  const { tickets, people } = demoPlan();
  assert.ok(tickets.length >= 140 && tickets.length <= 170, `${tickets.length} tickets`);
  for (const state of DISPLAY_STATES) assert.ok(tickets.some((t) => t.display === state), state);
  assert.ok(tickets.some((t) => t.status === 'CANCELLED'));
  assert.ok(tickets.some((t) => t.states.some((s) => s.blocked)), 'some tickets are blocked');
  assert.ok(tickets.filter((t) => t.waitsOn.length > 0).length >= 15, 'dependencies');
  const workers = new Set(people.filter((p) => p.status === 'ACCEPTED' && p.type !== 'VISITOR').map((p) => p.key));
  tickets.forEach((ticket, index) => {
    for (const other of ticket.waitsOn) assert.ok(other < index, 'a ticket waits only on earlier ones: no cycle');
    for (const state of ticket.states) {
      if (state.estimate) assert.is(estimateProblem(state.estimate), null);
      if (state.assignee) assert.ok(workers.has(state.assignee), 'work goes to accepted members, never the visitor');
      assert.ok(!(state.active && state.done));
    }
    if (ticket.display === 'Done') for (const other of ticket.waitsOn) assert.is(tickets[other]!.display, 'Done');
  });
});

plan('a history of work: spans in time order within each ticket\'s life, open only on states in progress, done states ending at when they were done', () => {
  const { tickets } = demoPlan();
  let spans = 0;
  for (const ticket of tickets) {
    for (const state of ticket.states) {
      spans += state.worked.length;
      assert.is(state.worked.some((span) => span.stopDaysAgo === null), state.active, 'an open span exactly on a state in progress');
      if (state.worked.length > 0) assert.ok(state.assignee !== null, 'work is somebody\'s');
      state.worked.forEach((span, index) => {
        assert.ok(span.startDaysAgo <= ticket.createdDaysAgo && (span.stopDaysAgo === null || span.stopDaysAgo < span.startDaysAgo));
        if (index > 0) assert.ok(state.worked[index - 1]!.stopDaysAgo! >= span.startDaysAgo);
      });
      if (state.done && state.assignee !== null) assert.is(state.worked.at(-1)?.stopDaysAgo, state.doneDaysAgo ?? undefined, 'worked on until done');
      if (state.blocked && state.worked.length > 0) assert.is(state.worked.at(-1)!.stopDaysAgo, state.notes.findLast((note) => note.type === 'BLOCK_NOTE')!.daysAgo, 'worked on until blocked');
    }
    if (ticket.status === 'DONE') assert.is(ticket.closedDaysAgo, ticket.states.at(-1)!.doneDaysAgo, 'a done ticket closed when its last state was done');
  }
  assert.ok(spans >= 100, `${spans} spans of work`);
  assert.ok(tickets.some((ticket) => ticket.states.some((state) => state.blocked && state.worked.length > 0)), 'some were worked on until blocked');
});

plan('comments and their replies are in time order, each reply after its comment (issue 25)', () => {
  const comments = demoPlan().tickets.flatMap((ticket) => ticket.comments);
  assert.ok(comments.filter((comment) => comment.replies.length > 1).length >= 5, 'several comments have more than one reply');
  for (const comment of comments) {
    const times = [comment.daysAgo, ...comment.replies.map((reply) => reply.daysAgo)];
    assert.equal(times, [...times].sort((a, b) => b - a), 'oldest first');
  }
});

plan('ten people in several time zones with their work weeks, blackout times and support cases', () => {
  const { people, blackouts, recurringBlackouts, cases } = demoPlan();
  assert.is(people.length, 10);
  assert.ok(new Set(people.map((p) => p.timeZone)).size >= 8);
  assert.ok(people.every((p) => Object.values(p.workWeek).some((day) => day.startTime !== null)));
  assert.ok(people.some((p) => p.workWeek.friday.startTime === null), 'not everyone works five days');
  assert.ok(blackouts.length >= 2 && recurringBlackouts.length >= 1);
  assert.ok(cases.length >= 6 && cases.every((c) => c.replyDaysAgo.every((d) => d < c.createdDaysAgo)));
});

plan('materialized tickets show the display state they were planned with', async () => {
  const app = await makeApp({ DEMO_BUILD_MS: String(BUILD_MS) });
  const { config } = await readyDemo(app);
  const owner = new Browser(app);
  const orgId = (await owner.login(config.roles[0]!.email, config.password)).data!.login.organization!.id;
  const planned = demoPlan().tickets.map((t) => t.display);
  assert.equal((await app.store.work.ready(orgId)).ticketList.map((t) => t.display), planned);
});

plan.run();
