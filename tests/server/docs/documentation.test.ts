/**
 * Documentation sites and pages, standalone pages and stories on the local server
 * (schema/documentation.graphql): sites behind the documentation flag, drafts for members only,
 * the §4 moves and re-parenting, search, stories linking tickets with their progress; visitors
 * read only, another organization sees and changes nothing, bad input changes nothing.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DOC_MESSAGES } from '../../../src/domain/docs/page-tree.ts';
import { STORY_MESSAGES } from '../../../src/domain/docs/story.ts';
import { READ_ONLY_MESSAGE } from '../../../src/domain/shared/role.ts';
import { DOCUMENTATION_OFF_MESSAGE } from '../../../mock-server/docs/documentation.ts';
import { world, type World } from '../work/work-helpers.ts';

let shared: Promise<World> | null = null;
const setup = () => (shared ??= world());

const PAGE = 'id siteId parentId position depth title body publication author { id }';
const SITE = `id title description pageCount pages { ${PAGE} }`;
const SITES = `{ documentationSites { ${SITE} } }`;
const ONE_SITE = `query ($id: ID!) { documentationSite(id: $id) { ${SITE} } }`;
const ONE_PAGE = `query ($id: ID!) { documentationPage(id: $id) { ${PAGE} } }`;
const CREATE_SITE = `mutation ($input: CreateDocumentationSiteInput!) { createDocumentationSite(input: $input) { site { ${SITE} } } }`;
const UPDATE_SITE = `mutation ($input: UpdateDocumentationSiteInput!) { updateDocumentationSite(input: $input) { site { ${SITE} } } }`;
const DELETE_SITE = 'mutation ($id: ID!) { deleteDocumentationSite(input: { id: $id }) { deletedSiteId } }';
const CREATE_PAGE = `mutation ($input: CreateDocumentationPageInput!) { createDocumentationPage(input: $input) { page { ${PAGE} } } }`;
const UPDATE_PAGE = `mutation ($input: UpdateDocumentationPageInput!) { updateDocumentationPage(input: $input) { page { ${PAGE} } } }`;
const MOVE = `mutation ($id: ID!, $direction: MoveDirection!) { moveDocumentationPage(input: { id: $id, direction: $direction }) { site { pages { id title position depth } } } }`;
const REPARENT = `mutation ($id: ID!, $parentId: ID) { reparentDocumentationPage(input: { id: $id, parentId: $parentId }) { site { pages { id title position depth } } } }`;
const DELETE_PAGE = 'mutation ($id: ID!) { deleteDocumentationPage(input: { id: $id }) { deletedPageIds } }';
const SEARCH = `query ($siteId: ID!, $text: String!) { searchDocumentation(siteId: $siteId, text: $text) { id title } }`;
const STANDALONE = '{ standalonePages { id title publication } }';
const STORY = 'id title body ticketCount doneCount tickets { id title displayState eta } author { id }';
const CREATE_STORY = `mutation ($input: CreateStoryInput!) { createStory(input: $input) { story { ${STORY} } } }`;
const UPDATE_STORY = `mutation ($input: UpdateStoryInput!) { updateStory(input: $input) { story { ${STORY} } } }`;
const LINK = `mutation ($s: ID!, $t: ID!) { linkStoryTicket(input: { storyId: $s, ticketId: $t }) { story { ${STORY} } } }`;
const UNLINK = `mutation ($s: ID!, $t: ID!) { unlinkStoryTicket(input: { storyId: $s, ticketId: $t }) { story { ${STORY} } } }`;
const ONE_STORY = `query ($id: ID!) { story(id: $id) { ${STORY} } }`;
const DELETE_STORY = 'mutation ($id: ID!) { deleteStory(input: { id: $id }) { deletedStoryId } }';

/** Turns documentation on (its switch comes with the pages). */
async function documentationOn(w: World, organizationId = w.a.id): Promise<void> {
  const organization = (await w.app.store.accounts.organization(organizationId))!;
  await w.app.store.accounts.putOrganization({ ...organization, featureFlags: { ...organization.featureFlags, documentation: true } });
}

const titles = (pages: { title: string; depth: number }[]) => pages.map((page) => `${'-'.repeat(page.depth)}${page.title}`);

// ---------------------------------------------------------------------------------------------
const sites = suite('documentation: sites and their pages');

sites('while the flag is off, sites and their pages are refused; standalone pages and stories are not', async () => {
  const { member } = await setup();
  for (const [query, variables] of [
    [SITES, {}],
    [ONE_SITE, { id: '1' }],
    [CREATE_SITE, { input: { title: 'Handbook' } }],
    [SEARCH, { siteId: '1', text: 'x' }],
  ] as const) {
    const refused = await member.try(query, variables);
    assert.equal([refused.code, refused.message], ['FORBIDDEN', DOCUMENTATION_OFF_MESSAGE], query.slice(0, 40));
  }
  assert.equal((await member.ok(STANDALONE)).standalonePages, []);
  assert.equal((await member.ok('{ stories { id } }')).stories, []);
});

sites('a member writes a site of pages; the tree, moves, re-parenting, drafts and search', async () => {
  const w = await setup();
  await documentationOn(w);
  const { member, visitor } = w;
  const site = (await member.ok(CREATE_SITE, { input: { title: ' Handbook ', description: 'For new people' } })).createDocumentationSite.site;
  assert.equal([site.title, site.pageCount], ['Handbook', 0]);
  const page = async (title: string, parentId?: string, publication = 'PUBLISHED', body = '') =>
    (await member.ok(CREATE_PAGE, { input: { siteId: site.id, title, body, publication, ...(parentId ? { parentId } : {}) } })).createDocumentationPage.page;
  const start = await page('Start here', undefined, 'PUBLISHED', 'Welcome to the **team**.');
  const tools = await page('Tools');
  const editor = await page('Editor setup', tools.id, 'PUBLISHED', 'Install the linter.');
  const secret = await page('Salaries', undefined, 'DRAFT');
  assert.equal([editor.depth, editor.position, editor.author.id], [1, 0, member.roleId]);
  const tree = async (caller = member) => titles((await caller.ok(ONE_SITE, { id: site.id })).documentationSite.pages);
  assert.equal(await tree(), ['Start here', 'Tools', '-Editor setup', 'Salaries']);
  assert.equal(await tree(visitor), ['Start here', 'Tools', '-Editor setup'], 'a visitor sees no draft');
  assert.is((await visitor.ok(ONE_PAGE, { id: secret.id })).documentationPage, null);

  // The four moves, then a page under another, then back to the top.
  assert.equal(titles((await member.ok(MOVE, { id: secret.id, direction: 'first' })).moveDocumentationPage.site.pages), ['Salaries', 'Start here', 'Tools', '-Editor setup']);
  assert.equal(titles((await member.ok(MOVE, { id: secret.id, direction: 'down' })).moveDocumentationPage.site.pages), ['Start here', 'Salaries', 'Tools', '-Editor setup']);
  assert.equal(titles((await member.ok(MOVE, { id: start.id, direction: 'last' })).moveDocumentationPage.site.pages), ['Salaries', 'Tools', '-Editor setup', 'Start here']);
  assert.equal(titles((await member.ok(MOVE, { id: start.id, direction: 'up' })).moveDocumentationPage.site.pages), ['Salaries', 'Start here', 'Tools', '-Editor setup']);
  assert.equal(titles((await member.ok(REPARENT, { id: start.id, parentId: tools.id })).reparentDocumentationPage.site.pages), ['Salaries', 'Tools', '-Editor setup', '-Start here']);
  const cycle = await member.try(REPARENT, { id: tools.id, parentId: editor.id });
  assert.equal([cycle.code, cycle.field, cycle.message], ['BAD_USER_INPUT', 'parentId', DOC_MESSAGES.cycle]);
  assert.equal(titles((await member.ok(REPARENT, { id: start.id, parentId: null })).reparentDocumentationPage.site.pages), ['Salaries', 'Tools', '-Editor setup', 'Start here']);

  // Publish the draft: now the visitor reads it. Search finds titles first, then bodies; drafts only for members.
  const published = (await member.ok(UPDATE_PAGE, { input: { id: secret.id, title: 'Pay', body: 'Paid monthly; the linter is free.', publication: 'PUBLISHED' } })).updateDocumentationPage.page;
  assert.equal([published.title, published.publication], ['Pay', 'PUBLISHED']);
  assert.ok((await visitor.ok(ONE_PAGE, { id: secret.id })).documentationPage);
  assert.equal((await visitor.ok(SEARCH, { siteId: site.id, text: 'LINTER' })).searchDocumentation.map((p: any) => p.title), ['Pay', 'Editor setup'], 'bodies in the order of the contents');
  assert.equal((await member.ok(SEARCH, { siteId: site.id, text: 'tools' })).searchDocumentation.map((p: any) => p.title), ['Tools']);

  // Deleting a page takes the pages below it; the siblings close the gap.
  assert.equal(new Set((await member.ok(DELETE_PAGE, { id: tools.id })).deleteDocumentationPage.deletedPageIds), new Set([tools.id, editor.id]));
  assert.equal((await member.ok(ONE_SITE, { id: site.id })).documentationSite.pages.map((p: any) => [p.title, p.position]), [['Pay', 0], ['Start here', 1]]);
  assert.equal((await member.ok(UPDATE_SITE, { input: { id: site.id, title: 'The handbook' } })).updateDocumentationSite.site.title, 'The handbook');
  assert.equal((await member.ok(DELETE_SITE, { id: site.id })).deleteDocumentationSite.deletedSiteId, site.id);
  assert.is((await member.ok(ONE_PAGE, { id: start.id })).documentationPage, null, 'its pages went with it');
});

sites('visitors only read; another organization neither sees nor changes anything; bad input says why', async () => {
  const w = await setup();
  await documentationOn(w);
  await documentationOn(w, w.b.id);
  const { member, visitor, outsider } = w;
  const site = (await member.ok(CREATE_SITE, { input: { title: 'Ours' } })).createDocumentationSite.site;
  const page = (await member.ok(CREATE_PAGE, { input: { siteId: site.id, title: 'Secret', publication: 'PUBLISHED' } })).createDocumentationPage.page;
  for (const [query, variables] of [
    [CREATE_SITE, { input: { title: 'Mine' } }],
    [UPDATE_SITE, { input: { id: site.id, title: 'Mine' } }],
    [DELETE_SITE, { id: site.id }],
    [CREATE_PAGE, { input: { siteId: site.id, title: 'Mine' } }],
    [UPDATE_PAGE, { input: { id: page.id, title: 'Mine', body: '', publication: 'DRAFT' } }],
    [MOVE, { id: page.id, direction: 'down' }],
    [DELETE_PAGE, { id: page.id }],
  ] as const) {
    const refused = await visitor.try(query, variables);
    assert.equal([refused.code, refused.message], ['FORBIDDEN', READ_ONLY_MESSAGE], query.slice(0, 40));
  }
  assert.equal((await outsider.ok(SITES)).documentationSites, []);
  assert.is((await outsider.ok(ONE_SITE, { id: site.id })).documentationSite, null);
  assert.is((await outsider.ok(ONE_PAGE, { id: page.id })).documentationPage, null);
  for (const [query, variables] of [
    [UPDATE_SITE, { input: { id: site.id, title: 'Theirs' } }],
    [UPDATE_PAGE, { input: { id: page.id, title: 'Theirs', body: '', publication: 'DRAFT' } }],
    [DELETE_PAGE, { id: page.id }],
    [CREATE_PAGE, { input: { siteId: site.id, title: 'Theirs' } }],
  ] as const) {
    const refused = await outsider.try(query, variables);
    assert.is(refused.code, 'NOT_FOUND', query.slice(0, 40));
  }
  const cases: [Record<string, unknown>, string][] = [
    [{ siteId: site.id, title: 'x'.repeat(257) }, 'title'],
    [{ siteId: site.id, title: '  ' }, 'title'],
    [{ siteId: site.id, title: 'Long', body: 'x'.repeat(100_001) }, 'body'],
    [{ siteId: site.id, title: 'Archived', publication: 'ARCHIVED' }, 'publication'],
    [{ siteId: site.id, title: 'Orphan', parentId: '999999' }, 'parentId'],
  ];
  for (const [pageInput, field] of cases) assert.is((await member.try(CREATE_PAGE, { input: pageInput })).field, field, field);
  // Markup in a title is kept as text, never as markup.
  assert.is((await member.ok(CREATE_PAGE, { input: { siteId: site.id, title: '<img src=x onerror=alert(1)>' } })).createDocumentationPage.page.title, '<img src=x onerror=alert(1)>');
  const standalone = (await member.ok(CREATE_PAGE, { input: { title: 'Office hours', publication: 'PUBLISHED' } })).createDocumentationPage.page;
  assert.equal([standalone.siteId, standalone.depth], [null, 0]);
  assert.ok((await visitor.ok(STANDALONE)).standalonePages.some((p: any) => p.title === 'Office hours'));
  assert.equal((await outsider.ok(STANDALONE)).standalonePages, []);
  assert.is((await member.try(MOVE, { id: standalone.id, direction: 'up' })).field, 'id');
});

sites.run();

// ---------------------------------------------------------------------------------------------
const stories = suite('stories');

stories('a story links tickets, shows their state and its progress; unlink, rename, delete', async () => {
  const { member, visitor, outsider } = await setup();
  const one = await member.ticket({ title: 'Story ticket one' });
  const two = await member.ticket({ title: 'Story ticket two' });
  const created = (await member.ok(CREATE_STORY, { input: { title: 'Launch week', body: 'What we ship.', ticketIds: [one.id, two.id, one.id] } })).createStory.story;
  assert.equal([created.ticketCount, created.doneCount, created.tickets.map((t: any) => t.title)], [2, 0, ['Story ticket one', 'Story ticket two']]);
  await member.ok('mutation ($input: ApplyBulkTicketActionInput!) { applyBulkTicketAction(input: $input) { __typename } }', { input: { action: 'MARK_TICKETS_AS_DONE', ticketIds: [one.id] } });
  const read = (await visitor.ok(ONE_STORY, { id: created.id })).story;
  assert.equal([read.doneCount, read.ticketCount, read.tickets[0].displayState], [1, 2, 'Done'], 'the progress follows the ticket');
  const unlinked = (await member.ok(UNLINK, { s: created.id, t: two.id })).unlinkStoryTicket.story;
  assert.equal(unlinked.tickets.map((t: any) => t.id), [one.id]);
  assert.equal((await member.try(UNLINK, { s: created.id, t: two.id })).message, STORY_MESSAGES.notLinked);
  assert.equal((await member.ok(LINK, { s: created.id, t: two.id })).linkStoryTicket.story.ticketCount, 2);
  assert.equal((await member.try(LINK, { s: created.id, t: two.id })).message, STORY_MESSAGES.linked);
  assert.equal((await member.ok(UPDATE_STORY, { input: { id: created.id, title: 'Launch', body: 'Done soon.' } })).updateStory.story.title, 'Launch');
  assert.equal((await visitor.try(UPDATE_STORY, { input: { id: created.id, title: 'Mine', body: '' } })).message, READ_ONLY_MESSAGE);
  assert.is((await outsider.ok(ONE_STORY, { id: created.id })).story, null);
  assert.is((await outsider.try(LINK, { s: created.id, t: two.id })).code, 'NOT_FOUND');
  const theirs = await outsider.ticket({ title: 'Elsewhere' });
  assert.is((await member.try(LINK, { s: created.id, t: theirs.id })).code, 'NOT_FOUND', "another organization's ticket is not one of ours");
  assert.is((await member.try(CREATE_STORY, { input: { title: '' } })).field, 'title');
  assert.equal((await member.ok(DELETE_STORY, { id: created.id })).deleteStory.deletedStoryId, created.id);
  assert.is((await member.ok(ONE_STORY, { id: created.id })).story, null);
});

stories.run();
