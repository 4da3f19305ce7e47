/**
 * The explorer in Chromium against the real server: create a project and a sub-project, rename,
 * move, archive and show archived, edit the readme (Markdown, safely rendered; unsaved changes
 * asked about), and walk the five tabs with tickets and a dependency made through GraphQL.
 * Set E2E_SHOTS=dir to keep screenshots of each step.
 */
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, newPage, startServer, type RunningServer } from '../shared/harness.ts';
import { owner } from '../shared/people.ts';

const shots = process.env['E2E_SHOTS'];
const PNG = fileURLToPath(new URL('../support/fixture-screenshot.png', import.meta.url));

async function shot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

async function signUpWithOrganization(page: Page, server: RunningServer, email: string): Promise<string> {
  return (await owner(page, server, email, 'Moonlight Records', 'Ana Lima')).split('/')[2]!;
}

/** Sends a GraphQL operation from the page, in the organization, as the signed-in person. */
async function graphql<T>(page: Page, orgId: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const body = await page.evaluate(
    async ([org, q, v]) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', organization: org },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return response.json();
    },
    [orgId, query, variables] as const,
  );
  const answer = body as { data?: T; errors?: { message: string }[] };
  if (answer.errors) throw new Error(answer.errors.map((error) => error.message).join('; '));
  return answer.data!;
}

const tree = (page: Page) => page.getByRole('treegrid', { name: 'Project tree' });
const row = (page: Page, name: string) => tree(page).getByRole('row', { name: new RegExp(`^${name}\\b`) });

async function chooseAction(page: Page, project: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${project}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

const explorer = suite<{ server: RunningServer; browser: Browser }>('the explorer in Chromium');

explorer.before(async (context) => {
  // E2E_SERVER_SCRIPT: another server script (one serving a private copy of dist/ while others build).
  context.server = await startServer({ DEMO_MODE: 'false' }, process.env['E2E_SERVER_SCRIPT']);
  context.browser = await launchBrowser();
});

explorer.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

explorer('projects: create, sub-project, rename, move, archive, show archived, restore; the readme; the five tabs', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 900);
  const orgId = await signUpWithOrganization(page, server, 'ana@example.com');

  // The new organization opens on its first project's readme: empty, so getting started shows
  // there and the editor waits behind 'Write a readme'.
  await page.getByRole('heading', { name: 'First project', level: 1 }).waitFor();
  await page.getByRole('region', { name: /^Welcome to / }).waitFor();
  const editor = page.getByRole('textbox', { name: 'Readme (Markdown)' });
  assert.is(await editor.count(), 0, 'no empty editor on arrival');
  assert.is(await page.title(), 'First project: Readme - Tidemark');
  await page.getByRole('button', { name: 'Write a readme' }).click();
  assert.is(await editor.inputValue(), '');
  assert.ok(await editor.evaluate((box) => box === document.activeElement), 'the editor takes the focus');

  // Readme: Markdown renders; markup and unsafe links stay inert.
  await editor.fill('# Release plan\n\nShip **on time**.\n\n- [Docs](https://example.com/docs)\n- [bad](javascript:alert(1))\n\n<img src=x onerror=alert(1)>');
  await page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Release plan' }).waitFor();
  await shot(page, '01-readme-editing');
  await editor.press('Control+Enter');
  await page.getByText('Readme saved').waitFor();
  const readme = page.locator('.readme-body');
  await readme.getByRole('heading', { name: 'Release plan', level: 2 }).waitFor();
  const focused = () => page.evaluate(() => document.activeElement?.textContent);
  assert.is(await focused(), 'Edit readme', 'out of the editor, the focus is back on its button');
  assert.is(await readme.locator('strong').textContent(), 'on time');
  assert.is(await readme.getByRole('link', { name: 'Docs' }).getAttribute('href'), 'https://example.com/docs');
  assert.is(await readme.locator('a[href^="javascript"]').count(), 0);
  assert.is(await readme.locator('img').count(), 0);
  assert.match((await readme.textContent())!, '<img src=x onerror=alert(1)>');

  // Unsaved changes are asked about when leaving the tab.
  await page.getByRole('button', { name: 'Edit readme' }).click();
  await editor.fill('# Draft that is not saved');
  await page.getByRole('navigation', { name: 'Project views' }).getByRole('link', { name: 'Analytics' }).click();
  await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).waitFor();
  await page.getByRole('button', { name: 'Keep editing' }).click();
  assert.is(await editor.inputValue(), '# Draft that is not saved');
  assert.match(page.url(), /\/explorer\/editor\//);
  // The browser's Back asks too, and staying keeps the draft (and asks again on the next Back).
  for (let time = 0; time < 2; time++) {
    await page.evaluate(() => history.back());
    await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).waitFor();
    await page.getByRole('button', { name: 'Keep editing' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    assert.is(await editor.inputValue(), '# Draft that is not saved');
    assert.match(page.url(), /\/explorer\/editor\//);
  }
  await page.getByRole('button', { name: 'Cancel' }).click();
  await readme.getByRole('heading', { name: 'Release plan' }).waitFor();
  assert.is(await focused(), 'Edit readme');

  // A new top-level project opens on its tickets.
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await dialog.getByText('Name is required').waitFor();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Website');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await page.waitForURL(/\/explorer\/view\/\d+$/);
  await page.getByRole('heading', { name: 'Website', level: 1 }).waitFor();
  const websiteId = page.url().split('/').at(-1)!;

  // A sub-project from the project's menu: the tree opens its parent; the breadcrumb leads back.
  await chooseAction(page, 'Website', 'New sub-project…');
  await page.getByRole('dialog', { name: 'New sub-project of Website' }).getByRole('textbox', { name: 'Name' }).fill('Checkout');
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Website' }).waitFor();
  assert.is(await row(page, 'Checkout').getAttribute('aria-level'), '2');
  assert.is(await row(page, 'Website').getAttribute('aria-expanded'), 'true');

  // Rename.
  await chooseAction(page, 'Checkout', 'Rename…');
  const rename = page.getByRole('textbox', { name: 'Name' });
  await rename.fill('Checkout flow');
  await rename.press('Enter');
  await page.getByRole('heading', { name: 'Checkout flow', level: 1 }).waitFor();
  await row(page, 'Checkout flow').waitFor();

  // Move: a project cannot go inside itself or below; First project moves under Website.
  await chooseAction(page, 'Checkout flow', 'Move…');
  const places = await page.getByLabel('New place').locator('option').allTextContents();
  assert.not.ok(places.some((place) => place.includes('Checkout flow')), 'a project is never offered as its own parent');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await row(page, 'First project').click();
  await page.getByRole('heading', { name: 'First project', level: 1 }).waitFor();
  await chooseAction(page, 'First project', 'Move…');
  await page.getByLabel('New place').selectOption({ label: '\u00a0\u00a0\u00a0Checkout flow' });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await page.getByText('Project moved').waitFor();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Checkout flow' }).waitFor();
  assert.is(await row(page, 'First project').getAttribute('aria-level'), '3');

  // Keyboard: arrows move in the tree, Left closes, Enter opens a project.
  const focusedRow = (name: string) =>
    page.waitForFunction((text) => document.activeElement?.getAttribute('role') === 'row' && document.activeElement.getAttribute('aria-label')!.startsWith(text), name);
  await row(page, 'First project').focus();
  await focusedRow('First project');
  await page.keyboard.press('ArrowUp');
  await focusedRow('Checkout flow');
  await page.keyboard.press('ArrowLeft');
  await tree(page).locator('[role="row"][aria-expanded="false"]', { hasText: 'Checkout flow' }).waitFor();
  await row(page, 'First project').waitFor({ state: 'detached' });
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Checkout flow', level: 1 }).waitFor();
  await shot(page, '02-tree');

  // Archive asks first; archived projects leave the tree until 'Show archived'.
  await chooseAction(page, 'Checkout flow', 'Archive…');
  await page.getByRole('dialog', { name: 'Archive Checkout flow?' }).getByText('and its sub-project').waitFor();
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await page.getByText('Project archived').waitFor();
  await row(page, 'Checkout flow').waitFor({ state: 'detached' });
  await page.getByText('Show archived', { exact: true }).click();
  await row(page, 'Checkout flow').getByText('Archived').waitFor();
  await shot(page, '03-show-archived');
  await chooseAction(page, 'Checkout flow', 'Restore…');
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await page.getByText('Project restored').waitFor();
  await page.getByText('Show archived', { exact: true }).click();
  await row(page, 'Checkout flow').waitFor();

  // Pin: the project shows in the pinned section.
  await chooseAction(page, 'Checkout flow', 'Pin to the top');
  await page.getByRole('region', { name: 'Pinned' }).getByRole('link', { name: /Checkout flow/ }).waitFor();

  // Tickets and a dependency, through GraphQL (the tickets pages are tested on their own).
  const checkoutId = new URL(page.url()).pathname.split('/').at(-1)!;
  const create = (title: string, projectId: string) =>
    graphql<{ createTicket: { ticket: { id: string; localId: number } } }>(page, orgId, 'mutation($i: CreateTicketInput!) { createTicket(input: $i) { ticket { id localId } } }', { i: { title, projectId } });
  const design = (await create('Design the cart', websiteId)).createTicket.ticket;
  const build = (await create('Build the cart', checkoutId)).createTicket.ticket;
  await create('Write the launch note', websiteId);
  await graphql(page, orgId, 'mutation($i: AddDependencyInput!) { addDependency(input: $i) { ticket { id } } }', { i: { ticketId: build.id, waitsOnId: design.id } });

  // View: the project's tickets (sub-projects included), grouped by state.
  await page.goto(`${server.url}/org/${orgId}/explorer/view/${websiteId}`);
  const list = page.getByRole('region', { name: 'Tickets' }).first();
  await list.getByText('Design the cart').waitFor();
  await list.getByText('Build the cart').waitFor();
  await shot(page, '04-view');

  // Analytics: bars by state with their numbers, created vs closed, tables.
  await page.getByRole('navigation', { name: 'Project views' }).getByRole('link', { name: 'Analytics' }).click();
  await page.getByRole('heading', { name: 'By state' }).waitFor();
  const byState = page.getByRole('img', { name: /^Tickets by state/ });
  assert.match((await byState.getAttribute('aria-label'))!, /: 3/);
  await page.getByRole('img', { name: /^Created and closed tickets per day/ }).waitFor();
  assert.match((await page.getByRole('img', { name: /^Created and closed/ }).getAttribute('aria-label'))!, '3 created');
  assert.is(await page.title(), 'Website: Analytics - Tidemark');
  await shot(page, '05-analytics');

  // Dependencies: the graph and its list; a node opens the ticket's page.
  await page.getByRole('navigation', { name: 'Project views' }).getByRole('link', { name: 'Dependencies' }).click();
  const graph = page.getByRole('group', { name: /Dependency graph/ });
  await graph.waitFor();
  assert.is(await graph.locator('a.graph-node').count(), 2);
  await page.getByRole('region', { name: 'Waiting tickets' }).getByText('waits on').waitFor();
  await shot(page, '06-dependencies');
  await graph.locator('a.graph-node', { hasText: `#${design.localId}` }).click();
  await page.waitForURL(new RegExp(`/org/${orgId}/ticket/${design.id}/view$`));

  // Search: free text over the project's tickets.
  await page.goto(`${server.url}/org/${orgId}/explorer/search/${websiteId}`);
  await page.getByRole('searchbox', { name: 'Search this project' }).fill('launch');
  await page.getByText('Write the launch note').waitFor();
  await page.getByText('Design the cart').waitFor({ state: 'detached' });

  // Opened projects are remembered across pages; old editor paths lead to the editor.
  if ((await row(page, 'Website').getAttribute('aria-expanded')) !== 'true') await page.getByRole('button', { name: 'Open Website' }).click();
  await row(page, 'Checkout flow').waitFor();
  await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Tickets' }).click();
  await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Explorer' }).click();
  await page.getByText('Choose a project in the tree').waitFor();
  assert.is(await row(page, 'Website').getAttribute('aria-expanded'), 'true');
  await row(page, 'Checkout flow').waitFor();
  await page.goto(`${server.url}/org/${orgId}/explorer/slate-editor/${websiteId}`);
  await page.getByRole('button', { name: 'Write a readme' }).waitFor();

  assert.equal(errors, []);
  await page.close();
});

explorer('links across projects in both directions, New ticket in the Tickets tab, and the tree column down to the page end', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 900);
  const orgId = await signUpWithOrganization(page, server, 'cross@example.com');
  const projectId = page.url().split('/').at(-1)!;
  const other = (await graphql<{ createProject: { project: { id: string } } }>(page, orgId, 'mutation($i: CreateProjectInput!) { createProject(input: $i) { project { id } } }', { i: { name: 'Elsewhere' } })).createProject.project;
  const create = async (title: string, project: string) =>
    (await graphql<{ createTicket: { ticket: { id: string; localId: number } } }>(page, orgId, 'mutation($i: CreateTicketInput!) { createTicket(input: $i) { ticket { id localId } } }', { i: { title, projectId: project } })).createTicket.ticket;
  const ours = await create('Ours, waited on', projectId);
  const theirs = await create('Theirs, waiting', other.id);
  const before = await create('Theirs, waited on', other.id);
  const mine = await create('Ours, waiting', projectId);
  const depend = (t: string, w: string) => graphql(page, orgId, 'mutation($i: AddDependencyInput!) { addDependency(input: $i) { ticket { id } } }', { i: { ticketId: t, waitsOnId: w } });
  await depend(theirs.id, ours.id);
  await depend(mine.id, before.id);

  // Dependencies: a ticket elsewhere waiting on ours is drawn (dashed, external), as is the other way round.
  await page.goto(`${server.url}/org/${orgId}/explorer/dependencies/${projectId}`);
  const graph = page.getByRole('group', { name: /Dependency graph/ });
  await graph.waitFor();
  assert.is(await graph.locator('a.graph-node').count(), 4);
  assert.is(await graph.locator('a.graph-node[data-external]').count(), 2);
  assert.is(await graph.locator('a.graph-node[data-external]', { hasText: `#${theirs.localId}` }).count(), 1);
  const waiting = page.getByRole('region', { name: 'Waiting tickets' });
  assert.is(await waiting.getByRole('listitem').count(), 2);
  assert.match((await waiting.getByRole('listitem').filter({ hasText: 'Theirs, waiting' }).textContent())!, 'waits on');

  // Tickets tab: New ticket, with this project already chosen.
  await page.getByRole('navigation', { name: 'Project views' }).getByRole('link', { name: 'Tickets' }).click();
  await page.getByRole('region', { name: 'Tickets' }).first().getByRole('button', { name: 'New ticket' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('combobox', { name: 'Project' }).locator(`option[value="${projectId}"]`).waitFor({ state: 'attached' });
  assert.is(await dialog.getByRole('combobox', { name: 'Project' }).inputValue(), projectId);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // Pin and unpin from the Actions menu: the focus comes back to the Actions button each time.
  const focusedName = `document.activeElement && document.activeElement.getAttribute('aria-label')`;
  await chooseAction(page, 'First project', 'Pin to the top');
  await page.getByRole('region', { name: 'Pinned' }).or(page.locator('.explorer-pinned')).first().waitFor();
  await page.waitForFunction(`${focusedName} === 'Actions for First project'`);
  await chooseAction(page, 'First project', 'Unpin');
  await page.locator('.explorer-pinned').waitFor({ state: 'detached' });
  await page.waitForFunction(`${focusedName} === 'Actions for First project'`);

  // The tree's tinted column reaches the end of the page, short or tall (no grey band below).
  const gap = `(() => { const explorer = document.querySelector('.explorer').getBoundingClientRect(); const layout = document.querySelector('.org-layout').getBoundingClientRect(); return Math.round(layout.bottom - explorer.bottom); })()`;
  await page.setViewportSize({ width: 1280, height: 1400 });
  assert.is(await page.evaluate(gap), 0, 'short page in a tall window');
  await graphql(page, orgId, 'mutation($i: UpdateProjectInput!) { updateProject(input: $i) { project { id } } }', { i: { id: projectId, readme: Array.from({ length: 120 }, (_, i) => `Line ${i}`).join('\n\n') } });
  await page.goto(`${server.url}/org/${orgId}/explorer/editor/${projectId}`);
  await page.getByText('Line 119').waitFor();
  assert.ok((await page.evaluate('document.documentElement.scrollHeight')) as number > 2000, 'a tall page');
  assert.is(await page.evaluate(gap), 0, 'tall page');
  await shot(page, '08-tall-page');

  assert.equal(errors, []);
  await page.close();
});

explorer("the tickets tab's §3 explorer filter: a tag and the sort narrow and order the project's tickets, in the tab's URL", async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 900);
  const orgId = await signUpWithOrganization(page, server, 'filter@example.com');
  const projectId = page.url().split('/').at(-1)!;
  const tag = (await graphql<{ createTag: { tag: { id: string } } }>(page, orgId, 'mutation($i: CreateTagInput!) { createTag(input: $i) { tag { id } } }', { i: { name: 'Launch', color: 'GREEN' } })).createTag.tag.id;
  for (const [title, tagged] of [['Banner art', true], ['Contract review', false], ['Announcement post', true]] as const) {
    await graphql(page, orgId, 'mutation($i: CreateTicketInput!) { createTicket(input: $i) { ticket { id } } }', { i: { title, projectId, ...(tagged ? { tagIds: [tag] } : {}) } });
  }
  await page.goto(`${server.url}/org/${orgId}/explorer/view/${projectId}`);
  const titles = () => page.locator('.ticket-scroll [role="row"] .cell-title').allInnerTexts();
  await page.locator('.ticket-scroll [role="row"]', { hasText: 'Contract review' }).waitFor();
  assert.equal(await titles(), ['Announcement post', 'Banner art', 'Contract review'], 'by title, as §3 says the explorer sorts');
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.locator('.ticket-filters summary', { hasText: 'Tags' }).click();
  await page.locator('.ticket-filters').getByRole('checkbox', { name: 'Launch' }).check();
  await page.locator('.ticket-scroll [role="row"]', { hasText: 'Contract review' }).waitFor({ state: 'detached' });
  await page.getByLabel('Order').selectOption('DESC');
  await page.waitForURL(new RegExp(`/explorer/view/${projectId}\\?tags=${tag}&sort=title&dir=DESC$`));
  await page.waitForFunction(() => document.querySelector('.ticket-scroll [role="row"] .cell-title')?.textContent === 'Banner art');
  assert.equal(await titles(), ['Banner art', 'Announcement post']);
  assert.ok(await page.locator('.ticket-filters').getByRole('checkbox', { name: 'Hide Completed' }).isVisible(), 'the explorer filter offers Hide Completed');
  assert.is(await page.locator('.ticket-filters').getByRole('checkbox', { name: 'Active', exact: true }).count(), 0, 'and not the ticket filter\'s Active');
  await page.reload();
  await page.locator('.ticket-scroll [role="row"]', { hasText: 'Banner art' }).waitFor();
  assert.equal(await titles(), ['Banner art', 'Announcement post']);
  assert.equal(errors, []);
});

explorer('the groups by state count every ticket of the project, not the first page (issue 25, bug 5)', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 900);
  const orgId = await signUpWithOrganization(page, server, 'groups@example.com');
  const projectId = page.url().split('/').at(-1)!;
  for (let n = 1; n <= 25; n++) {
    await graphql(page, orgId, 'mutation($i: CreateTicketInput!) { createTicket(input: $i) { ticket { id } } }', { i: { title: `Track ${String(n).padStart(2, '0')}`, projectId, ...(n % 4 === 0 ? { publication: 'DRAFT' } : {}) } });
  }
  await page.goto(`${server.url}/org/${orgId}/explorer/view/${projectId}`);
  await page.locator('.ticket-count', { hasText: /^25 tickets$/ }).waitFor();
  const counts = await page.locator('.ticket-group-cell .muted').allInnerTexts();
  assert.ok(counts.length >= 2, `groups: ${counts.join(', ')}`);
  assert.is(counts.reduce((sum, count) => sum + Number(count), 0), 25, 'the groups hold every ticket');
  assert.equal(errors, []);
});

explorer('a narrow window: the tree sits above the project and nothing overflows', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 375, 800);
  const orgId = await signUpWithOrganization(page, server, 'narrow@example.com');
  const projectId = page.url().split('/').at(-1)!;
  await graphql(page, orgId, 'mutation($i: CreateTicketInput!) { createTicket(input: $i) { ticket { id } } }', { i: { title: 'A ticket with a rather long title for a small screen', projectId } });
  const code = `# Plan\n\n\`\`\`\n${'a very long line of code '.repeat(12)}\n\`\`\`\n\n${'averyveryverylongwordwithoutanybreak'.repeat(4)}`;
  await graphql(page, orgId, 'mutation($i: UpdateProjectInput!) { updateProject(input: $i) { project { id } } }', { i: { id: projectId, readme: code } });
  for (const tab of ['view', 'editor', 'analytics', 'dependencies']) {
    await page.goto(`${server.url}/org/${orgId}/explorer/${tab}/${projectId}`);
    await page.getByRole('heading', { name: 'First project', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    if (tab === 'editor') await page.getByRole('button', { name: 'Edit readme' }).click();
    await shot(page, `07-narrow-${tab}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${tab}: the page scrolls sideways by ${overflow}px`);
  }
  // Every tab is in sight at every width (they wrap rather than being cut off).
  for (const width of [375, 800, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    const cut = await page.evaluate(() => {
      const nav = document.querySelector('.project-tabs')!.getBoundingClientRect();
      return [...document.querySelectorAll('.project-tab-link')]
        .filter((link) => {
          const box = link.getBoundingClientRect();
          return box.left < nav.left - 0.5 || box.right > nav.right + 0.5 || box.width === 0;
        })
        .map((link) => link.textContent);
    });
    assert.equal(cut, [], `tabs cut off at ${width}px`);
    await shot(page, `08-tabs-${width}`);
  }
  await page.setViewportSize({ width: 375, height: 800 });
  // The tree folds away on a phone once a project is chosen; its button brings it back.
  await row(page, 'First project').waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await row(page, 'First project').waitFor();
  assert.equal(errors, []);
  await page.close();
});

explorer('the shared Markdown editor in the readme: bold by shortcut, a table from the toolbar by keyboard, an image by the button, a ticket chip; the draft outlives a reload', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 900);
  const orgId = await signUpWithOrganization(page, server, 'editor@example.com');
  const projectId = page.url().split('/').at(-1)!;
  const created = await graphql<{ createTicket: { ticket: { id: string; localId: number } } }>(page, orgId, 'mutation($i: CreateTicketInput!) { createTicket(input: $i) { ticket { id localId } } }', {
    i: { title: 'Ship the editor', projectId },
  });
  const { id: ticketId, localId } = created.createTicket.ticket;
  await page.getByRole('button', { name: 'Write a readme' }).click();
  const editor = page.getByRole('textbox', { name: 'Readme (Markdown)' });
  await editor.waitFor();
  assert.ok(await editor.evaluate((box) => box === document.activeElement), 'the editor takes the focus');
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  const preview = page.getByRole('region', { name: 'Preview' });

  // Bold by shortcut, on the selected word; Ctrl+Z takes it back as it would typing.
  await editor.fill('Release plan');
  await editor.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(8, 12));
  await editor.press('Control+b');
  assert.is(await editor.inputValue(), 'Release **plan**');
  await preview.locator('strong', { hasText: 'plan' }).waitFor();
  await editor.press('Control+z');
  assert.is(await editor.inputValue(), 'Release plan');
  await editor.press('Control+Shift+z');
  assert.is(await editor.inputValue(), 'Release **plan**');

  // A table from the toolbar, with the keyboard alone: Shift+Tab reaches the toolbar, the arrows its buttons.
  await editor.press('Control+End');
  await page.keyboard.press('Shift+Tab');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Heading');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Table');
  await page.keyboard.press('Enter');
  assert.ok(await editor.evaluate((box) => box === document.activeElement), 'the focus is back in the text');
  await page.keyboard.type('Step');
  assert.is(await editor.inputValue(), 'Release **plan**\n\n| Step | Column 2 |\n| --- | --- |\n| Cell | Cell |\n| Cell | Cell |');
  assert.equal(await preview.locator('table th').allTextContents(), ['Step', 'Column 2']);

  // A ticket by its number, and an image by the button: a placeholder, then the image.
  await editor.press('Control+End');
  await page.keyboard.type(`\n\nSee #${localId} for the plan.\n\n`);
  const chooser = page.waitForEvent('filechooser');
  await toolbar.getByRole('button', { name: 'Image' }).click();
  await (await chooser).setFiles(PNG);
  await page.waitForFunction(() => /!\[fixture-screenshot\]\(\/upload\/files\/document-[\w-]+\.png\)/.test(document.querySelector('textarea')!.value));
  assert.not.match(await editor.inputValue(), 'Uploading');
  const image = preview.locator('img[src^="/upload/files/document-"]');
  await image.waitFor();
  await page.waitForFunction(() => (document.querySelector('.markdown-editor-preview img') as HTMLImageElement | null)?.naturalWidth! > 0);
  assert.is(await image.getAttribute('alt'), 'fixture-screenshot');
  const chip = preview.getByRole('link', { name: `#${localId}` });
  await page.waitForFunction((href) => document.querySelector(`.markdown-editor-preview a.ticket-chip[href="${href}"]`) !== null, `/org/${orgId}/ticket/${ticketId}/view`);
  assert.is(await chip.getAttribute('title'), `#${localId} Ship the editor`);
  await shot(page, '09-markdown-editor');

  // The draft is kept on the device: after a reload the editor opens on it again.
  const draft = await editor.inputValue();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page.getByText('An unsaved draft is kept on this device').waitFor();
  await page.getByRole('button', { name: 'Write a readme' }).click();
  await page.getByText(/^Restored your unsaved draft from /).waitFor();
  assert.is(await editor.inputValue(), draft);
  await editor.press('Control+Enter');
  await page.getByText('Readme saved').waitFor();
  const readme = page.locator('.readme-body');
  assert.is(await readme.locator('img[src^="/upload/files/document-"]').count(), 1);
  assert.is(await readme.locator('strong').textContent(), 'plan');
  await page.getByText('An unsaved draft is kept on this device').waitFor({ state: 'detached' });
  // The chip leads to the ticket's page.
  await readme.getByRole('link', { name: `#${localId}` }).click();
  await page.waitForURL(new RegExp(`/org/${orgId}/ticket/${ticketId}/view$`));
  await page.getByRole('heading', { name: 'Ship the editor' }).waitFor();
  assert.equal(errors, []);
  await page.close();
});

/** The names in the tree, top to bottom (each row's first word or words before its count). */
async function treeNames(page: Page): Promise<string[]> {
  return tree(page).locator('[role="row"] .project-tree-name').allTextContents();
}

async function createProject(page: Page, name: string, { double = false } = {}): Promise<void> {
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  const button = dialog.getByRole('button', { name: 'Create project' });
  if (double) {
    // As a person double-clicks: the second click lands a moment later, on whatever is there.
    const box = (await button.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(40);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { clickCount: 2 });
  } else await button.click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

explorer('projects that sort first or in the middle, and a rename that moves one to the top, keep the tree whole', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 900);
  const warnings: string[] = [];
  page.on('console', (message) => void warnings.push(message.text()));
  // The browser's own warnings (a form submitted after it left the page) come through the Log domain.
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Log.entryAdded', ({ entry }) => void warnings.push(entry.text));
  await cdp.send('Log.enable');
  await signUpWithOrganization(page, server, 'order@example.com');
  await page.getByRole('heading', { name: 'First project', level: 1 }).waitFor();
  await createProject(page, 'Website');
  assert.equal(await treeNames(page), ['First project', 'Website']);
  await createProject(page, 'Alpha');
  assert.equal(await treeNames(page), ['Alpha', 'First project', 'Website']);
  await createProject(page, 'Mobile');
  assert.equal(await treeNames(page), ['Alpha', 'First project', 'Mobile', 'Website']);
  // The page still answers: Escape closes a dialog.
  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByRole('dialog', { name: 'New project' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'New project' }).waitFor({ state: 'detached' });
  // Rename Mobile to a name that sorts first.
  await chooseAction(page, 'Mobile', 'Rename…');
  const rename = page.getByRole('dialog', { name: 'Rename Mobile' });
  await rename.getByRole('textbox', { name: 'Name' }).fill('AAAA');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('heading', { name: 'AAAA', level: 1 }).waitFor();
  await rename.waitFor({ state: 'detached' });
  assert.equal(await treeNames(page), ['AAAA', 'Alpha', 'First project', 'Website']);
  assert.is(await page.locator('[role="treegrid"]').count(), 1, 'one tree on the page');
  // The tree still works with the keyboard and the mouse after the reorders.
  await row(page, 'Alpha').click();
  await page.getByRole('heading', { name: 'Alpha', level: 1 }).waitFor();
  // Back from a readme draft: 'Discard changes' goes back to where the person was.
  const alphaView = page.url();
  await page.getByRole('navigation', { name: 'Project views' }).getByRole('link', { name: 'Readme' }).click();
  const editor = page.getByRole('textbox', { name: 'Readme (Markdown)' });
  await page.getByRole('button', { name: 'Write a readme' }).click();
  await editor.fill('A draft');
  await page.evaluate(() => history.back());
  await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).waitFor();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await page.waitForURL(alphaView);
  await page.getByRole('region', { name: 'Tickets' }).first().waitFor();
  // Forward and Back again, without a draft: nothing asks, one press each.
  await page.evaluate(() => history.forward());
  await page.waitForURL(/\/explorer\/editor\//);
  await page.getByRole('button', { name: 'Write a readme' }).waitFor();
  await page.evaluate(() => history.back());
  await page.waitForURL(alphaView);
  // A draft left by a link: Back returns to the editor (and stays), the next Back to the page before.
  const views = page.getByRole('navigation', { name: 'Project views' });
  await views.getByRole('link', { name: 'Readme' }).click();
  await page.getByRole('button', { name: 'Write a readme' }).click();
  await editor.fill('Another draft');
  await views.getByRole('link', { name: 'Tickets' }).click();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await page.waitForURL(alphaView);
  await page.evaluate(() => history.back());
  await page.waitForURL(/\/explorer\/editor\//);
  await page.waitForTimeout(300);
  assert.match(page.url(), /\/explorer\/editor\//);
  await page.evaluate(() => history.back());
  await page.waitForURL(alphaView);
  await page.getByRole('heading', { name: 'Alpha', level: 1 }).waitFor();

  // A double click on 'Create project' creates one project and submits no form that is gone.
  await createProject(page, 'Zeta', { double: true });
  await page.waitForTimeout(300);
  assert.equal(await treeNames(page), ['AAAA', 'Alpha', 'First project', 'Website', 'Zeta']);
  assert.equal(warnings.filter((text) => /form submission canceled/i.test(text)), []);
  assert.equal(errors, []);
  await page.close();
});

explorer.run();
