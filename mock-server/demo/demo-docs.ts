/**
 * The demo organization's written pages: a handbook (a documentation site of nested pages, one
 * still a draft), a standalone page, and two stories linking its tickets. Checked with the
 * server's own rules, so the demo never holds a page the editor would refuse.
 */
import { validatePage, validateSite } from '../../src/domain/docs/page-tree.ts';
import { validateStory } from '../../src/domain/docs/story.ts';
import type { OrgWork, StoredDocPage, StoredTicket } from '../store/work-store.ts';

type Planned = readonly [title: string, body: string, publication: 'DRAFT' | 'PUBLISHED', author: string, children?: readonly Planned[]];

const HANDBOOK = {
  title: 'Tempo handbook',
  description: 'How the team works: where things are, how we ship, and who to ask.',
  pages: [
    ['Welcome to Tempo', 'We build **Tempo**, a music app for people who make playlists for their friends.\n\n- Start with [How we work](#how-we-work).\n- Questions go to the #team channel.', 'PUBLISHED', 'maya'],
    [
      'How we work',
      'We plan in tickets and look at the schedule every Monday.\n\n| Day | What |\n| --- | --- |\n| Monday | Planning |\n| Thursday | Demo hour |',
      'PUBLISHED',
      'leo',
      [
        ['Tickets and estimates', 'Every ticket gets a three-point estimate: **minimum**, **likely**, **maximum** hours. The schedule turns them into ETAs.', 'PUBLISHED', 'leo'],
        ['Code review', 'Two approvals for the player, one elsewhere. Keep pull requests under 400 lines.', 'PUBLISHED', 'jonas'],
        ['Releases', 'Mobile releases go out every second Tuesday; the web player ships continuously.', 'DRAFT', 'sam'],
      ],
    ],
    [
      'Design',
      'Our design system lives in the shared library. Accessibility comes first: every control has a label and works from the keyboard.',
      'PUBLISHED',
      'aisha',
      [['Colours and type', 'Brand blue for actions, grey for quiet things. Body text 16 px, never below 14.', 'PUBLISHED', 'aisha']],
    ],
    ['Audio pipeline', 'Tracks are normalised to -14 LUFS and encoded twice: 96 kbps for mobile data, 320 kbps for Wi-Fi.', 'PUBLISHED', 'hana'],
  ] as readonly Planned[],
};

const OFFICE_HOURS = ['Office hours', 'Maya holds office hours on Fridays at 16:00 Lisbon time. Bring anything.', 'PUBLISHED', 'maya'] as const;

/** The two stories: a title, a body, and which tickets they link (by a word of their titles). */
const STORIES = [
  { title: 'Offline listening', body: 'People listen on the train. This story follows everything that makes **offline** work on mobile.', author: 'sam', match: /offline|download|cache/i },
  { title: 'A faster web player', body: 'The web player should start playing in under a second. The tickets below get us there.', author: 'priya', match: /player|load|perf|search/i },
] as const;

/** Adds the handbook, the standalone page and the stories to the demo's work. */
export function addDemoDocs(work: OrgWork, nextId: (kind: string) => string, role: (key: string) => string, tickets: readonly StoredTicket[], at: (daysAgo: number) => string): void {
  const site = validateSite(HANDBOOK);
  if (!site.ok) throw new Error(`The demo handbook is refused: ${JSON.stringify(site.errors)}`);
  const siteId = nextId('documentationSite');
  work.docSites.set(siteId, { id: siteId, ...site.value, createdAt: at(90), updatedAt: at(3) });
  const add = (planned: readonly Planned[], parentId: string | null, siteOf: string | null) =>
    planned.forEach(([title, body, publication, author, children], position) => {
      const checked = validatePage({ title, body, publication });
      if (!checked.ok) throw new Error(`The demo page ${title} is refused: ${JSON.stringify(checked.errors)}`);
      const page: StoredDocPage = { id: nextId('documentationPage'), siteId: siteOf, parentId, position, ...checked.value, authorId: role(author), createdAt: at(80 - position), updatedAt: at(5 + position) };
      work.docPages.set(page.id, page);
      if (children) add(children, page.id, siteOf);
    });
  add(HANDBOOK.pages, null, siteId);
  add([OFFICE_HOURS], null, null);
  for (const [index, planned] of STORIES.entries()) {
    const checked = validateStory(planned);
    if (!checked.ok) throw new Error(`The demo story ${planned.title} is refused: ${JSON.stringify(checked.errors)}`);
    const linked = tickets.filter((ticket) => planned.match.test(ticket.title)).slice(0, 6);
    const id = nextId('story');
    work.stories.set(id, { id, ...checked.value, ticketIds: linked.map((ticket) => ticket.id), authorId: role(planned.author), createdAt: at(40 - index * 10), updatedAt: at(2 + index) });
  }
}
