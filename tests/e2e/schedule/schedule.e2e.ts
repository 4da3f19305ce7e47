/**
 * The schedule pages in Chromium, on real projections: the list by ETA (At Risk, the order changed
 * from the keyboard and kept in the address), a month of ETAs on the calendar, the priority rules
 * with their counts, a blocked state on the blocking page, my calendar's sessions, and the way
 * back a second time.
 */
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, newPage, startServer, type RunningServer } from '../shared/harness.ts';
import { focusedElement, holdNextPage, manyTickets } from '../shared/load-more.ts';
import { acceptInvitation, inviteMember, owner } from '../shared/people.ts';
import { gql } from '../work/dashboard-seed.ts';

const test = suite<{ server: RunningServer; browser: Browser }>('the schedule in Chromium');

test.before(async (context) => {
  context.server = await startServer({ DEMO_MODE: 'false' });
  context.browser = await launchBrowser();
});

test.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

const CREATE = 'mutation ($input: CreateTicketInput!) { createTicket(input: $input) { ticket { id localId states { id } } } }';
const STATE = 'mutation ($input: UpdateTicketStateInput!) { updateTicketState(input: $input) { ticket { id } } }';
const BULK = 'mutation ($input: ApplyBulkTicketActionInput!) { applyBulkTicketAction(input: $input) { updated { id } } }';

/** Tickets for the owner: three estimated and scheduled (one long past its due date), one without an estimate (scheduling skips it). */
async function seed(page: Page, org: string): Promise<{ ids: Record<string, string> }> {
  const { me } = await gql(page, org, '{ me { role { id } } }');
  const ids: Record<string, string> = {};
  const make = async (title: string, hours: number | null, extra: Record<string, unknown> = {}) => {
    const { ticket } = (await gql(page, org, CREATE, { input: { title, ...extra } })).createTicket;
    for (const state of ticket.states as { id: string }[]) {
      await gql(page, org, STATE, { input: { ticketId: ticket.id, stateId: state.id, assigneeId: me.role.id, ...(hours === null ? {} : { estimate: { minimum: hours, likely: hours, maximum: hours } }) } });
    }
    ids[title] = ticket.id;
  };
  await make('Alpha release notes', 2);
  await make('Beta store listing', 3, { dueDate: '2020-01-01T00:00:00.000Z' });
  await make('Charts for the launch', 1);
  await make('Decide the price', null);
  await gql(page, org, BULK, { input: { action: 'SCHEDULE_TICKETS', ticketIds: Object.values(ids) } });
  // The projection runs after the change: wait until the ETAs are written.
  for (let tries = 0; tries < 100; tries++) {
    const { scheduleState } = await gql(page, org, '{ scheduleState { status projectedAt } }');
    if (scheduleState.status === 'READY' && scheduleState.projectedAt !== null) break;
    await page.waitForTimeout(200);
  }
  return { ids };
}

test('the list by ETA, the calendar, the priorities; the order from the keyboard; back a second time', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 900);
  const org = await owner(page, server, 'planner@example.com', 'Planning Co', 'Pat Planner');
  const { ids } = await seed(page, org);

  await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Schedule', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
  assert.is(await page.title(), 'Schedule - Tidemark');
  const status = page.locator('.schedule-status[role="status"]');
  await status.filter({ hasText: 'ETAs projected' }).waitFor();
  const said = await status.innerText();
  assert.match(said, /^Ready\s+ETAs projected today, \d{1,2}:\d{2} [AP]M\.$/, said);

  // The list: the scheduled tickets in ETA order (the one without an estimate was not scheduled); the one past its due date At Risk.
  await page.getByRole('link', { name: 'List', exact: true }).click();
  await page.waitForURL(/\/schedule\/list$/);
  await page.locator('.schedule-table tbody tr').first().waitFor();
  const titles = () => page.locator('.schedule-table tbody tr .schedule-ticket').allInnerTexts();
  const rows = await titles();
  assert.is(rows.length, 3, rows.join(' | '));
  assert.not.ok(rows.some((title) => /Decide the price/.test(title)), 'an unscheduled ticket is not on the schedule');
  const risky = page.locator('.schedule-table tbody tr', { hasText: 'Beta store listing' });
  assert.match(await risky.innerText(), /At Risk/);
  assert.not.match(await page.locator('.schedule-table tbody tr', { hasText: 'Alpha release notes' }).innerText(), /At Risk/);
  assert.is(await page.locator('.schedule-list-total').innerText(), '3 scheduled tickets');

  // Ordered by title from the keyboard; the address keeps it; a reload shows the same order.
  await page.getByRole('button', { name: 'Order by Title' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/schedule\/list\?sort=title&dir=asc$/);
  await page.waitForFunction(() => document.querySelector('.schedule-table tbody tr .schedule-ticket')?.textContent?.includes('Alpha'));
  assert.equal((await titles()).map((t) => t.replace(/^#\d+\s*/, '')), ['Alpha release notes', 'Beta store listing', 'Charts for the launch']);
  await page.keyboard.press('Enter');
  await page.waitForURL(/sort=title&dir=desc$/);
  await page.waitForFunction(() => document.querySelector('.schedule-table tbody tr .schedule-ticket')?.textContent?.includes('Charts'));
  await page.reload();
  await page.waitForFunction(() => document.querySelector('.schedule-table tbody tr .schedule-ticket')?.textContent?.includes('Charts'));
  assert.is(await page.getByRole('button', { name: /Ordered by Title, descending/ }).count(), 1);

  // A row opens its ticket.
  await page.getByRole('link', { name: /Alpha release notes/ }).click();
  await page.waitForURL(new RegExp(`/ticket/${ids['Alpha release notes']}/view$`));
  await page.goBack();
  await page.locator('.schedule-table tbody tr').first().waitFor();

  // The calendar: the ETAs of this month or the next (the person's month); an At Risk entry says so.
  await page.getByRole('link', { name: 'Calendar', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: /\w+ \d{4}/ }).waitFor();
  await page.locator('.schedule-month-summary').waitFor();
  // The ETAs fall in the next few working days: this month's and the next month's lists hold them all.
  const texts = await page.locator('.schedule-day-list .schedule-entry').allInnerTexts();
  const shownMonth = await page.locator('#schedule-month').innerText();
  await page.getByRole('button', { name: /^Next month/ }).press('Enter');
  await page.waitForURL(/\?month=\d{4}-\d{2}$/);
  await page.waitForFunction((before) => document.querySelector('#schedule-month')?.textContent !== before, shownMonth);
  await page.locator('.schedule-month-summary').waitFor();
  texts.push(...(await page.locator('.schedule-day-list .schedule-entry').allInnerTexts()));
  assert.is(texts.length, 3, texts.join(' | '));
  assert.ok(texts.some((t) => /^ETA: #\d+ Alpha release notes$/.test(t)), texts.join(' | '));
  assert.ok(texts.some((t) => /^ETA: #\d+ Beta store listing \(At Risk\)$/.test(t)), texts.join(' | '));
  assert.is(await page.locator('td[aria-current="date"]').count() <= 1, true);

  // The priorities, with what each rule matches and ranks.
  const { workflow } = (await gql(page, org, `{ ticket(id: "${ids['Charts for the launch']}") { workflow { id } } }`)).ticket;
  await gql(page, org, 'mutation ($rules: [PriorityRuleInput!]!) { setSchedulePriorities(input: { rules: $rules }) { priorities { id } } }', {
    rules: [
      { match: 'ticket', id: ids['Charts for the launch'] },
      { match: 'workflow', id: workflow.id },
    ],
  });
  await page.getByRole('link', { name: 'Priorities', exact: true }).click();
  await page.locator('.priority-rule').first().waitFor();
  const rules = await page.locator('.priority-rule').allTextContents();
  assert.match(rules[0]!, /Ticket\s+#\d+ Charts for the launch/);
  assert.match(rules[0]!, /Matches 1 scheduled ticket\./);
  assert.match(rules[1]!, /Matches 3 scheduled tickets; 2 take their priority from it, the others from a rule above\./);

  // What blocks the schedule: a blocked state with its note, and the way to its ticket.
  const charts = (await gql(page, org, `{ ticket(id: "${ids['Charts for the launch']}") { states { id } } }`)).ticket;
  await gql(page, org, 'mutation ($input: AddStateNoteInput!) { addStateNote(input: $input) { ticket { id } } }', {
    input: { ticketId: ids['Charts for the launch'], stateId: charts.states[0].id, type: 'BLOCK_NOTE', body: 'Waiting for the launch figures' },
  });
  await page.getByRole('link', { name: 'Blocking', exact: true }).click();
  await page.waitForURL(/\/schedule\/blocking_tickets$/);
  const blocked = page.getByRole('region', { name: /Blocked states/ });
  await blocked.waitFor();
  assert.match(await blocked.innerText(), /#\d+ Design is blocked: Waiting for the launch figures/);
  await blocked.getByRole('link', { name: /Charts for the launch/ }).click();
  await page.waitForURL(new RegExp(`/ticket/${ids['Charts for the launch']}/view$`));
  await page.goBack();
  await page.getByRole('region', { name: /Blocked states/ }).waitFor();

  // Away and back again: the schedule opens as the first time.
  await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Tickets', exact: true }).click();
  await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Schedule', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
  await page.locator('.schedule-month-summary').waitFor();

  // My calendar: the sessions the plan gives me, this week or the next.
  await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'My calendar', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'My calendar' }).waitFor();
  await page.locator('.my-week-summary').waitFor();
  if ((await page.locator('.my-session').count()) === 0) {
    await page.getByRole('button', { name: /^Next week/ }).press('Enter');
    await page.waitForURL(/\/calendar\?week=\d{4}-\d{2}-\d{2}$/);
    await page.locator('.my-week-summary').waitFor();
  }
  const sessionTexts = await page.locator('.my-session').allInnerTexts();
  assert.ok(sessionTexts.some((t) => /Alpha release notes/.test(t)), sessionTexts.join(' | '));
  assert.match(await page.locator('.my-week-summary').innerText(), /of work planned for you this week\./);
  assert.is(await page.title(), 'My calendar - Tidemark');

  // Narrow: the list is cards, nothing wider than the window.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${server.url}${org}/schedule/list`);
  await page.locator('.schedule-table tbody tr').first().waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375), 'no sideways scroll at 375 px');
  // And my calendar shows one day at a time, picked from the week's days.
  await page.goto(`${server.url}${org}/calendar`);
  await page.locator('.my-week-summary').waitFor();
  assert.is(await page.locator('.my-day:visible').count(), 1);
  await page.getByRole('group', { name: 'Days of the week' }).getByRole('button').first().click();
  assert.is(await page.locator('.my-day:visible').count(), 1);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375), 'my calendar: no sideways scroll at 375 px');
  assert.equal(errors, []);
});

test('swimlanes: a task given to someone else from the keyboard, then back with the pointer; the schedule follows', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 900);
  const org = await owner(page, server, 'lanes@example.com', 'Lane Co', 'Pat Planner');
  // A member who can be given work: invited, and accepted.
  const leo = await newPage(browser);
  await acceptInvitation(leo.page, await inviteMember(page, server, org, 'leo@example.com'), 'Lane Co');
  await leo.page.close();
  const { ids } = await seed(page, org);
  const leoId = (await gql(page, org, '{ roles { id email } }')).roles.find((role: { email: string | null }) => role.email === 'leo@example.com').id;

  await page.goto(`${server.url}${org}/schedule`);
  await page.getByRole('link', { name: 'Swimlanes', exact: true }).click();
  await page.waitForURL(/\/schedule\/swimlanes$/);
  assert.is(await page.title(), 'Schedule swimlanes - Tidemark');
  const mine = page.getByRole('grid', { name: 'Pat Planner’s work' });
  // An invitation's name is the start of the email address.
  const his = page.getByRole('grid', { name: 'leo’s work' });
  await mine.getByRole('row', { name: /Alpha release notes/ }).first().waitFor();
  // Ready to start: each ticket's first state; the later ones next in the queue.
  const sections = await page.getByRole('region', { name: 'Pat Planner' }).locator('.swimlane-section-head').allInnerTexts();
  assert.ok(sections.some((text) => /^READY TO START\s+3$/i.test(text)), sections.join(' | '));
  assert.match(await his.innerText(), /Nothing scheduled\. Drop a task here/);

  // From the keyboard: the task's handle, Enter, and the drag offers the other lane (react-aria
  // focuses the first drop target on the next frame; Tab would go on past it), Enter drops.
  const handle = mine.getByRole('button', { name: /^Move Design of #\d+ Alpha release notes$/ });
  await handle.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.closest('[role="grid"]')?.getAttribute('aria-label') === 'leo’s work');
  await page.keyboard.press('Enter');
  await page.locator('.swimlanes-outcome[data-status="saved"]').waitFor();
  assert.match(await page.locator('.swimlanes-outcome').innerText(), /^Design of #\d+ Alpha release notes is now .+’s\. The schedule is projected again\.$/);
  await his.getByRole('row', { name: /Alpha release notes/ }).waitFor();
  // The focus follows the task to its new lane.
  await page.waitForFunction(() => /Alpha release notes/.test(document.activeElement?.closest('[role="row"]')?.textContent ?? ''));
  const alpha = async () => (await gql(page, org, `{ ticket(id: "${ids['Alpha release notes']}") { states { name assignee { id } } } }`)).ticket.states[0];
  assert.is((await alpha()).assignee.id, leoId);
  // The status line says the schedule is being projected, then projected.
  await page.locator('.schedule-status[data-status="READY"]').waitFor({ timeout: 20_000 });

  // And back with the pointer: drag the task onto the owner's lane.
  await page.locator('.swimlanes-outcome[data-status="saved"]').waitFor();
  const from = (await his.getByRole('row', { name: /Alpha release notes/ }).boundingBox())!;
  const to = (await mine.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 30, { steps: 8 });
  await page.mouse.move(to.x + to.width / 2, to.y + 34, { steps: 2 });
  await page.mouse.up();
  await his.getByRole('row', { name: /Alpha release notes/ }).waitFor({ state: 'detached' });
  await page.waitForFunction(() => /is now Pat Planner’s/.test(document.querySelector('.swimlanes-outcome[data-status="saved"]')?.textContent ?? ''));
  assert.is.not((await alpha()).assignee.id, leoId);

  // The gantt chart: a bar for each planned ticket, the wait drawn as an arrow, At Risk said; zoom and table from the keyboard.
  await page.getByRole('link', { name: 'Gantt', exact: true }).click();
  await page.waitForURL(/\/schedule\/gantt$/);
  await page.locator(`.gantt-bar[data-ticket="${ids['Alpha release notes']}"] .gantt-bar-main`).waitFor();
  assert.is(await page.locator('.gantt-bar').count(), 3);
  assert.is(await page.locator(`.gantt-bar[data-ticket="${ids['Beta store listing']}"][data-at-risk]`).count(), 1);
  assert.match(await page.locator('.gantt-summary').innerText(), /^3 scheduled tickets, 1 At Risk\./);
  await page.getByRole('group', { name: 'Zoom' }).getByRole('button', { name: 'Days' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/schedule\/gantt\?zoom=days$/);
  await page.locator('.gantt[data-zoom="days"]').waitFor();
  await page.getByRole('button', { name: 'Table', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/view=table/);
  const beta = page.locator('.gantt-table tbody tr', { hasText: 'Beta store listing' });
  assert.match(await beta.locator('[data-label="At Risk"]').innerText(), /At Risk/);
  assert.match(await beta.locator('[data-label="ETA (80%)"]').innerText(), /^\w{3}, \w{3} \d{1,2}(, \d{4})?, \d{2}:\d{2}$/);
  await page.reload();
  await beta.waitFor();

  // Away and back: the lanes read again.
  await page.getByRole('link', { name: 'List', exact: true }).click();
  await page.getByRole('link', { name: 'Swimlanes', exact: true }).click();
  await mine.getByRole('row', { name: /Alpha release notes/ }).first().waitFor();
  await page.setViewportSize({ width: 375, height: 800 });
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375), 'swimlanes: no sideways scroll at 375 px');
  assert.equal(errors, []);
});

test('the edit flow: add and take off tickets, order the rules from the keyboard, see the projection change, apply; leaving asks first', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 900);
  const org = await owner(page, server, 'editor@example.com', 'Edit Co', 'Eda Editor');
  const { ids } = await seed(page, org);
  // One more ticket, estimated and assigned but not scheduled: ready to schedule.
  const { me } = await gql(page, org, '{ me { role { id } } }');
  const extra = (await gql(page, org, CREATE, { input: { title: 'Extra ticket' } })).createTicket.ticket;
  for (const state of extra.states as { id: string }[]) await gql(page, org, STATE, { input: { ticketId: extra.id, stateId: state.id, assigneeId: me.role.id, estimate: { minimum: 1, likely: 1, maximum: 1 } } });

  await page.goto(`${server.url}${org}/schedule`);
  await page.getByRole('link', { name: 'Edit the schedule' }).click();
  await page.waitForURL(/\/schedule\/edit_tickets$/);
  assert.is(await page.title(), 'Edit the schedule - Tidemark');
  // The search filter: only what is ready to schedule, then every ticket again.
  await page.getByRole('button', { name: 'Filters', exact: true }).press('Enter');
  await page.getByLabel('Ready to Schedule').check();
  await page.waitForFunction(() => document.querySelectorAll('.schedule-edit-table tbody tr').length === 1);
  assert.match(await page.locator('.schedule-edit-table tbody tr').innerText(), /Extra ticket/);
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('.schedule-edit-table tbody tr').length === 4);
  await page.getByRole('button', { name: 'Hide filters' }).press('Enter');
  await page.getByRole('button', { name: /^Add to the schedule: #\d+ Extra ticket$/ }).press('Enter');
  await page.getByRole('button', { name: /^Take off the schedule: #\d+ Alpha release notes$/ }).press('Enter');
  await page.getByText('Changes not applied yet').waitFor();
  // The page draws the second change a moment after the key: wait for the summary to say both.
  await page.waitForFunction(() => /^3 tickets on the schedule after this edit, 1 added, 1 taken off\./.test(document.querySelector('.schedule-edit-summary')?.textContent ?? ''), null, { timeout: 5000 }).catch(async (e) => { throw new Error(`${e}: ${await page.locator('.schedule-edit-summary').innerText()} | ${await page.locator('.schedule-edit-table').innerText()}`); });
  // Taking a ticket off and keeping it is no change.
  await page.getByRole('button', { name: /^Take off the schedule: #\d+ Charts for the launch$/ }).press('Enter');
  await page.getByRole('button', { name: /^Keep it on the schedule: #\d+ Charts for the launch$/ }).press('Enter');
  await page.getByRole('button', { name: /^Take off the schedule: #\d+ Charts for the launch$/ }).waitFor();
  assert.match(await page.locator('.schedule-edit-summary').innerText(), /^3 tickets on the schedule after this edit, 1 added, 1 taken off\./);

  // Priorities: two rules added, the second moved first from the keyboard.
  await page.getByRole('link', { name: 'Next: priorities' }).click();
  await page.waitForURL(/\/schedule\/edit_priorities$/);
  const adding = page.getByLabel('Add a rule');
  await adding.selectOption({ label: `#${(await gql(page, org, `{ ticket(id: "${ids['Charts for the launch']}") { localId } }`)).ticket.localId} Charts for the launch` });
  await page.getByRole('button', { name: 'Add', exact: true }).press('Enter');
  await adding.selectOption({ label: `#${extra.localId} Extra ticket` });
  await page.getByRole('button', { name: 'Add', exact: true }).press('Enter');
  // From the keyboard as a person goes: to the rule's row, Tab to its 'up' button, Enter.
  await page.getByRole('row', { name: /Extra ticket/ }).focus();
  const up = `Move #${extra.localId} Extra ticket up`;
  for (let tries = 0; tries < 8 && (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) !== up; tries++) await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), up);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('.priority-edit-rule .priority-rule-name')?.textContent?.includes('Extra ticket'), null, { timeout: 5000 }).catch(async (e) => {
    await page.screenshot({ path: '/work/scratch/fail.png' });
    throw new Error(`${e} ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 300))} ${await page.locator('.priority-edit-rule .priority-rule-name').allInnerTexts()}`);
  });
  const names = await page.locator('.priority-edit-rule .priority-rule-name').allInnerTexts();
  assert.is(names.length, 2);
  assert.is(names[0], `#${extra.localId} Extra ticket`);
  assert.match(names[1]!, /Charts for the launch$/);

  // Projections: computed on this device, the added ticket with a new ETA, the one taken off without.
  await page.getByRole('link', { name: 'Next: projections' }).click();
  await page.waitForURL(/\/schedule\/edit_projections$/);
  await page.locator('.schedule-edit-summary[data-preview="ready"]').waitFor({ timeout: 20_000 });
  const added = page.locator('.schedule-edit-table tbody tr[data-change="added"]');
  assert.match(await added.innerText(), /Extra ticket\s+Added\s+Not scheduled\s+\w{3}, \w{3} \d{1,2}, \d{2}:\d{2}/);
  assert.match(await page.locator('.schedule-edit-table tbody tr[data-change="removed"]').innerText(), /Alpha release notes\s+Taken off\s+.+\s+Off the schedule/);
  assert.match(await page.locator('.schedule-edit-table tbody tr[data-change="kept"]').first().innerText(), /(No change|[+−][\d.]+ days?)/);

  // Leaving with changes asks first; staying keeps the edit.
  await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Tickets', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('heading', { name: 'Leave the schedule edit?' }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  assert.match(page.url(), /\/schedule\/edit_projections$/);

  // Apply: the server saves it whole and projects again.
  await page.getByRole('button', { name: 'Apply', exact: true }).press('Enter');
  await page.getByText(/^The schedule is saved \(2 tickets added or taken off\) and is being projected again\./).waitFor();
  const statuses = await gql(page, org, `{ a: ticket(id: "${ids['Alpha release notes']}") { status } e: ticket(id: "${extra.id}") { status } schedulePriorities { id } }`);
  assert.equal([statuses.a.status, statuses.e.status], ['UNSCHEDULED', 'SCHEDULED']);
  assert.equal(statuses.schedulePriorities.map((rule: { id: string }) => rule.id), [extra.id, ids['Charts for the launch']]);
  await page.getByText('No changes yet').waitFor();
  // Nothing left to apply: leaving does not ask.
  await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Tickets', exact: true }).click();
  await page.waitForURL(/\/ticket$/);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${server.url}${org}/schedule/edit_priorities`);
  await page.locator('.priority-edit-rule').first().waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375), 'edit_priorities: no sideways scroll at 375 px');
  assert.equal(errors, []);
});

test('the list: Load more keeps the keyboard focus while it loads; the last page hands it to its first row (1280 and 375)', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 800);
  const org = await owner(page, server, 'long@example.com', 'Long Plans', 'Lee Long');
  await manyTickets(page, org.split('/')[2]!, Array.from({ length: 55 }, (_, i) => `Plan ${i + 1}`), { scheduled: true });
  for (let tries = 0; tries < 150; tries++) {
    const { scheduleState } = await gql(page, org, '{ scheduleState { status projectedAt } }');
    if (scheduleState.status === 'READY' && scheduleState.projectedAt !== null) break;
    await page.waitForTimeout(200);
  }
  for (const [width, height] of [[1280, 800], [375, 812]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${server.url}${org}/schedule/list`);
    await page.locator('.schedule-list-total', { hasText: '55 scheduled tickets · 50 shown' }).waitFor();
    await page.getByRole('button', { name: 'Load more' }).focus();
    const next = await holdNextPage(page);
    await page.keyboard.press('Enter');
    await next.held;
    assert.match(await focusedElement(page), /^BUTTON\[aria-disabled\]: Loading…$/, `${width} px: the button keeps the focus while it loads`);
    await next.release();
    await page.locator('.schedule-list-total', { hasText: /^55 scheduled tickets$/ }).waitFor();
    await page.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' });
    // The button is gone: the link of the first row it loaded has the focus.
    const first = await page.locator('.schedule-table tbody tr').nth(50).locator('.schedule-ticket a').innerText();
    assert.is(await focusedElement(page), `A: ${first.replace(/\s+/g, ' ')}`, `${width} px`);
  }
  assert.equal(errors, []);
  await page.close();
});

test.run();
