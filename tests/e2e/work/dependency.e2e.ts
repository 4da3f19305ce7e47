/**
 * The dependency page in Chromium against the real server: reached from the navigation, filtered
 * by a project path through the picker (the address follows), an id that becomes the project's
 * path, an unknown path, the critical chain, panning and zooming from the keyboard, a ticket
 * followed from the graph, and the waiting tickets list.
 */
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, newPage, startServer, type RunningServer } from '../shared/harness.ts';
import { owner } from '../shared/people.ts';
import { gql } from './dashboard-seed.ts';

const CREATE_PROJECT = 'mutation ($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }';
const CREATE = 'mutation ($input: CreateTicketInput!) { createTicket(input: $input) { ticket { id localId states { id } } } }';
const STATE = 'mutation ($input: UpdateTicketStateInput!) { updateTicketState(input: $input) { ticket { id } } }';
const DEPEND = 'mutation ($t: ID!, $w: ID!) { addDependency(input: { ticketId: $t, waitsOnId: $w }) { ticket { id } } }';

const dependency = suite<{ server: RunningServer; browser: Browser }>('the dependency page in Chromium');

dependency.before(async (context) => {
  context.server = await startServer({ DEMO_MODE: 'false' }, process.env['E2E_SERVER_SCRIPT']);
  context.browser = await launchBrowser();
});

dependency.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

dependency('filter by a project path, read the critical chain, pan and zoom by keyboard, follow a ticket', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 800);
  const org = await owner(page, server, 'deps@example.com', 'Chain Works', 'Dee');
  const project = async (name: string, parentId: string | null = null) => (await gql(page, org, CREATE_PROJECT, { input: { name, parentId } })).createProject.project.id as string;
  const launch = await project('Launch 2.0');
  const quality = await project('Launch quality', launch);
  const other = await project('Other');
  const ticket = async (title: string, projectId: string, estimate: Record<string, number> | null) => {
    const created = (await gql(page, org, CREATE, { input: { title, projectId } })).createTicket.ticket;
    if (estimate) await gql(page, org, STATE, { input: { ticketId: created.id, stateId: created.states[0].id, estimate } });
    return created as { id: string; localId: number };
  };
  // In Launch quality: plan (2 h) <- run (7 h) <- fix (3 h); elsewhere: notes waits on fix; bar waits on foo.
  const plan = await ticket('Plan the audit', quality, { minimum: 1, likely: 2, maximum: 3 });
  const runIt = await ticket('Run the audit', quality, { minimum: 4, likely: 6, maximum: 14 });
  const fix = await ticket('Fix the findings', quality, { minimum: 2, likely: 3, maximum: 4 });
  const notes = await ticket('Write the release notes', other, null);
  const foo = await ticket('Order the banners', other, null);
  const bar = await ticket('Hang the banners', other, null);
  for (const [waiting, waited] of [[runIt, plan], [fix, runIt], [notes, fix], [bar, foo]] as const) await gql(page, org, DEPEND, { t: waiting.id, w: waited.id });

  // From the navigation: the whole organization.
  await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Dependencies', exact: true }).click();
  await page.getByRole('heading', { name: 'Dependencies', level: 1 }).waitFor();
  assert.is(new URL(page.url()).pathname, `${org}/dependency`);
  assert.is(await page.title(), 'Dependencies - Tidemark');
  const summary = page.locator('.dependency-summary');
  await summary.getByText('6 tickets, 4 links.').waitFor();
  assert.match(await summary.innerText(), 'Critical chain: 4 tickets, 12 hours of work left (PERT mean).');

  // The picker filters by a project path, in the address.
  await page.getByLabel('Project').selectOption({ label: '\u00a0\u00a0\u00a0Launch quality' });
  await page.waitForURL(`${server.url}${org}/dependency/launch-2-0/launch-quality`);
  await summary.getByText('4 tickets, 3 links.').waitFor();
  assert.match(await page.locator('.dependency-page > p').first().innerText(), 'Launch quality');
  // The critical chain, first to do first, with the hours left on each.
  const chain = page.getByRole('region', { name: 'Critical chain' });
  assert.equal(
    (await chain.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()),
    [`#${plan.localId} Plan the audit Unassigned 2 hours left`, `#${runIt.localId} Run the audit Unassigned 7 hours left`, `#${fix.localId} Fix the findings Unassigned 3 hours left`, `#${notes.localId} Write the release notes Unassigned 0 hours left`],
  );
  // The accessible alternative: every waiting ticket with what it waits on.
  const waiting = page.getByRole('region', { name: 'Waiting tickets' });
  assert.equal((await waiting.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()), [
    `#${runIt.localId} Run the audit Unassigned waits on #${plan.localId} Plan the audit Unassigned`,
    `#${fix.localId} Fix the findings Unassigned waits on #${runIt.localId} Run the audit Unassigned`,
    `#${notes.localId} Write the release notes Unassigned waits on #${fix.localId} Fix the findings Unassigned`,
  ]);

  // A project's id in the address becomes its path; an unknown path says so.
  await page.goto(`${server.url}${org}/dependency/${quality}`);
  await page.waitForURL(`${server.url}${org}/dependency/launch-2-0/launch-quality`);
  await summary.getByText('4 tickets, 3 links.').waitFor();
  await page.goto(`${server.url}${org}/dependency/launch-2-0/nothing`);
  await page.getByRole('heading', { name: 'No project at this address' }).waitFor();
  await page.getByRole('link', { name: 'Show the whole organization' }).click();
  await summary.getByText('6 tickets, 4 links.').waitFor();

  // Pan and zoom from the keyboard: the drawing moves and scales, Fit shows it whole.
  const canvas = page.getByRole('group', { name: /Dependency graph/ });
  const zoom = page.locator('.graph-zoom');
  const transform = () => page.locator('.dependency-canvas svg > g').getAttribute('transform');
  await canvas.focus();
  const before = await transform();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  assert.is.not(await transform(), before, 'the arrow keys move the drawing');
  const zoomed = await zoom.innerText();
  await page.keyboard.press('+');
  assert.is.not(await zoom.innerText(), zoomed, '+ zooms in');
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Fit' }).click();
  await page.keyboard.press('0');
  // A drag moves the drawing too, and the wheel zooms.
  const frame = (await canvas.boundingBox())!;
  const fitted = await transform();
  await page.mouse.move(frame.x + frame.width - 12, frame.y + frame.height - 12);
  await page.mouse.down();
  await page.mouse.move(frame.x + frame.width - 80, frame.y + frame.height - 40, { steps: 5 });
  await page.mouse.up();
  assert.is.not(await transform(), fitted, 'a drag moves the drawing');
  const beforeWheel = await zoom.innerText();
  await page.mouse.wheel(0, -300);
  await page.waitForFunction((shown) => document.querySelector('.graph-zoom')?.textContent !== shown, beforeWheel);
  await page.keyboard.press('0');
  // Every ticket is drawn once fitted, the critical chain marked.
  assert.is(await page.locator('.dependency-canvas a.graph-node').count(), 6);
  assert.is(await page.locator('.dependency-canvas a.graph-node[data-critical]').count(), 4);
  await page.getByLabel('Highlight the critical chain').uncheck();
  assert.is(await page.locator('.dependency-canvas a.graph-node[data-critical]').count(), 0);

  // A ticket of the graph is a link to its page: from the keyboard (Tab from the graph reaches the
  // first ticket in view), and with the pointer.
  await canvas.focus();
  await page.keyboard.press('Tab');
  assert.match(await page.evaluate(() => document.activeElement?.textContent ?? ''), 'Plan the audit');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${server.url}${org}/ticket/${plan.id}/view`);
  await page.getByRole('heading', { name: 'Plan the audit' }).waitFor();
  await page.goBack();
  await summary.getByText('6 tickets, 4 links.').waitFor();
  await page.locator('.dependency-canvas a.graph-node', { hasText: 'Run the audit' }).click();
  await page.waitForURL(`${server.url}${org}/ticket/${runIt.id}/view`);
  await page.getByRole('heading', { name: 'Run the audit' }).waitFor();
  assert.equal(errors, []);
  await page.close();
});

dependency('an organization without dependencies says so', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 375, 812);
  const org = await owner(page, server, 'nodeps@example.com', 'Loose Ends', 'Lou');
  await page.goto(`${server.url}${org}/dependency`);
  await page.getByText('No ticket waits on another').waitFor();
  assert.equal(errors, []);
  await page.close();
});

dependency.run();
