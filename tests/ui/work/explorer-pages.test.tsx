/**
 * The explorer's pages in happy-dom: the project tree (ARIA tree, archived hidden until asked),
 * the landing and its empty state, read-only people see no change controls, and readmes render
 * Markdown without ever running markup.
 */
import { testWindow } from '../shared/setup.ts';
import { Effect, Layer } from 'effect';
import { act, type ReactNode } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createAccountArea } from '../../../src/application/shell/account-area.ts';
import { ProjectGateway, type ProjectDetails } from '../../../src/application/work/project-gateway.port.ts';
import { SessionGateway } from '../../../src/application/accounts/session-gateway.port.ts';
import { TicketGateway } from '../../../src/application/work/ticket-gateway.port.ts';
import { page, PICKS } from '../../application/work/ticket-fixtures.ts';
import { createWorkArea } from '../../../src/application/shell/work-area.ts';
import type { ExplorerTab } from '../../../src/domain/shared/org-routes.ts';
import type { ProjectRecord } from '../../../src/domain/work/project-tree.ts';
import type { Me } from '../../../src/domain/accounts/session.ts';
import { permissionsOf } from '../../../src/domain/shared/role.ts';
import { AccountProvider } from '../../../src/ui/account-context.tsx';
import { AppProvider } from '../../../src/ui/app-context.tsx';
import { ExplorerPages } from '../../../src/ui/screens/work/explorer/explorer-pages.tsx';
import { ProjectDialogs } from '../../../src/ui/screens/work/explorer/project-dialogs.tsx';
import { MarkdownView } from '../../../src/ui/components/markdown-view.tsx';
import { WorkProvider } from '../../../src/ui/work-context.tsx';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';
import { buttonNamed, render } from '../shared/render.tsx';
import { testServices } from '../shared/services.ts';

const day = { startTime: '09:00', stopTime: '17:00' };
const me = (type: 'OWNER' | 'VISITOR'): Me => ({
  status: 'LINKED',
  user: { id: 'u1', email: 'ana@example.com', status: 'ACTIVE', preferences: { favoriteOrganizations: [], lastOrganizationId: '7' } },
  organization: { id: '7', name: 'Moonlight Records', scheduleStatus: null, preferences: { showOnboarding: false }, onboardingStatus: { invite: false, product: false, ticket: false } },
  role: {
    id: 'r1', name: 'Ana Lima', title: null, type, timeZone: 'UTC', avatarUrl: null, coverUrl: null, description: null,
    preferences: { showOnboarding: false, recentlyVisited: [], noteColors: { YELLOW: '', BLUE: '', PURPLE: '', GREEN: '', PINK: '', ORANGE: '' } },
    pinnedProjects: [{ id: '2', name: 'Checkout' }],
    workWeek: { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day },
  },
  featureFlag: null,
});

const p = (id: string, name: string, parentId: string | null = null, stage: ProjectRecord['stage'] = 'PUBLISHED'): ProjectRecord => ({ id, name, parentId, stage, ticketCount: 2 });
const PROJECTS = [p('1', 'Website'), p('2', 'Checkout', '1'), p('3', 'Old site', null, 'ARCHIVED')];

const ANALYTICS = {
  byState: [{ state: 'Unassigned' as const, count: 3 }, { state: 'Done' as const, count: 1 }],
  byAssignee: [{ assignee: { id: 'r1', name: 'Ana Lima' }, count: 2 }, { assignee: null, count: 5 }],
  createdVsClosed: [{ date: '2026-11-21', created: 4, closed: 1 }],
};
const t = (id: string, localId: number, title: string, waitingOn: { id: string; localId: number; title: string; displayState: 'Done' }[] = []) => ({ id, localId, title, displayState: 'Estimated' as const, waitingOn });
const TICKETS = [t('a', 1, 'Design'), t('b', 2, 'Build', [{ id: 'a', localId: 1, title: 'Design', displayState: 'Done' }]), t('c', 3, 'Alone')];

type PinAnswer = Effect.Effect<readonly { id: string; name: string }[], never>;
async function mount({ type = 'OWNER' as 'OWNER' | 'VISITOR', projects = PROJECTS, tab = 'editor' as ExplorerTab | null, projectId = '2' as string | null, readme = '# Hi', analytics = ANALYTICS, tickets = TICKETS, pinProject = (() => Effect.succeed([])) as (id: string, pinned: boolean) => PinAnswer, firstRun = null as ReactNode } = {}) {
  const account = createAccountArea({
    runner: runtimeOf(Layer.mergeAll(stubLayer(SessionGateway, { me: () => Effect.succeed(me(type)) }))) as never,
    notify: () => {},
    navigator: { go: () => {}, reload: () => {} },
    locale: { timeZone: () => 'UTC' },
  });
  await account.session.start();
  const went: string[] = [];
  const work = createWorkArea({
    runner: runtimeOf(
      Layer.mergeAll(stubLayer(TicketGateway, { list: () => Effect.succeed(page([], 0)), pickLists: () => Effect.succeed(PICKS) }), stubLayer(ProjectGateway, {
        projects: () => Effect.succeed(projects),
        projectAnalytics: () => Effect.succeed(analytics),
        pinProject,
        dependencyPage: () => Effect.succeed({ tickets, totalCount: tickets.length, next: null }),
        project: (id) => Effect.succeed<ProjectDetails>({ ...projects.find((x) => x.id === id)!, readme, createdAt: '2026-11-01T00:00:00Z', owner: null }),
      })),
    ) as never,
    notify: () => {},
    navigator: { go: (path) => went.push(path), reload: () => {} },
    now: () => Date.UTC(2026, 10, 22),
  });
  const scope = { orgId: '7', roleId: 'r1', permissions: permissionsOf(type) };
  const view = await render(
    <AppProvider value={testServices({})}>
      <AccountProvider value={account}>
        <WorkProvider value={{ area: work, scope }}>
          <ExplorerPages route={{ page: 'explorer', tab, projectId }} firstRun={firstRun} />
        </WorkProvider>
      </AccountProvider>
    </AppProvider>,
  );
  await act(async () => settle());
  return { view, account, went };
}

const rows = (container: HTMLElement) => [...container.querySelectorAll('[role="row"]')].map((row) => row.getAttribute('aria-label'));

const pages = suite('explorer pages');

pages('the tree is an ARIA tree: the chosen project shows inside its opened parent, archived projects hidden', async () => {
  const { view } = await mount();
  const tree = view.container.querySelector('[role="treegrid"]');
  assert.ok(tree, 'a tree');
  assert.is(tree!.getAttribute('aria-label'), 'Project tree');
  assert.equal(rows(view.container), ['Website, 4 tickets, sub-projects included', 'Checkout, current project, 2 tickets']);
  assert.is(view.container.querySelector('[role="row"]')!.getAttribute('aria-expanded'), 'true');
  await view.unmount();
});

pages('the tree counts what the header counts: a project with its sub-projects, and says so', async () => {
  const checkout = await mount({ projectId: '2' });
  const website = checkout.view.container.querySelector('[data-project-id="1"] .project-tree-count') as HTMLElement;
  assert.is(website.textContent, '4');
  assert.is(website.getAttribute('title'), '4 tickets, sub-projects included');
  assert.is(checkout.view.container.querySelector('[data-project-id="2"] .project-tree-count')!.textContent, '2');
  assert.is(checkout.view.container.querySelector('.project-counts')!.textContent, '2 tickets');
  await checkout.view.unmount();
  const parent = await mount({ projectId: '1' });
  assert.is(parent.view.container.querySelector('[data-project-id="1"] .project-tree-count')!.textContent, '4');
  assert.is(parent.view.container.querySelector('.project-counts')!.textContent, '4 tickets, sub-projects included');
  await parent.view.unmount();
});

pages("'Show archived' adds archived projects, marked, and the choice is kept in the account's UI state", async () => {
  const { view, account } = await mount();
  const toggle = view.container.querySelector('input[role="switch"], input[type="checkbox"]') as HTMLInputElement;
  await act(async () => {
    toggle.click();
    await settle();
  });
  assert.equal(rows(view.container), ['Old site, archived, 2 tickets', 'Website, 4 tickets, sub-projects included', 'Checkout, current project, 2 tickets']);
  assert.is(account.uiState.explorer.state.value.showArchivedProjects, true);
  await view.unmount();
});

pages('the project header: breadcrumb, five tab links with the current one marked, pinned projects', async () => {
  const { view } = await mount({ tab: 'analytics' as ExplorerTab, projectId: '2' });
  const crumbs = [...view.container.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => li.textContent);
  assert.equal(crumbs, ['Explorer', 'Website', 'Checkout']);
  const tabs = [...view.container.querySelectorAll('nav[aria-label="Project views"] a')];
  assert.equal(tabs.map((a) => a.textContent), ['Tickets', 'Readme', 'Analytics', 'Dependencies', 'Search']);
  assert.equal(tabs.map((a) => a.getAttribute('href')), ['view', 'editor', 'analytics', 'dependencies', 'search'].map((tab) => `/org/7/explorer/${tab}/2`));
  assert.is(tabs.find((a) => a.getAttribute('aria-current') === 'page')!.textContent, 'Analytics');
  assert.match(view.container.querySelector('[aria-labelledby="explorer-pinned-title"]')!.textContent!, 'Checkout');
  await view.unmount();
});

pages('people who may write get New project, the project menu and Edit readme', async () => {
  const { view } = await mount();
  assert.ok(buttonNamed(view.container, 'New project'));
  assert.ok(view.container.querySelector('[aria-label="Actions for Checkout"]'));
  assert.ok(buttonNamed(view.container, 'Edit readme'));
  await view.unmount();
});

pages("an empty readme: the first-run content above it and 'Write a readme', no open editor; the editor opens when asked", async () => {
  const firstRun = <section aria-label="Getting started here">steps</section>;
  const { view } = await mount({ readme: '  ', firstRun });
  const c = view.container;
  assert.ok(c.querySelector('[aria-label="Getting started here"]'), 'the first-run content shows');
  assert.is(c.querySelector('textarea'), null, 'no empty editor');
  assert.match(c.querySelector('.readme-empty')?.textContent ?? '', /^No readme yet\./);
  await act(async () => buttonNamed(c, 'Write a readme').click());
  // The editor is a chunk of its own: wait for it to arrive.
  for (let tries = 0; tries < 200 && !c.querySelector('textarea'); tries++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  assert.ok(c.querySelector('textarea'), 'the editor');
  assert.is(c.querySelector('[aria-label="Getting started here"]'), null, 'the editor alone');
  await view.unmount();
  // A readme with words shows them, and nothing of the first run.
  const written = await mount({ firstRun });
  assert.is(written.view.container.querySelector('[aria-label="Getting started here"]'), null);
  assert.ok(written.view.container.querySelector('.readme-body'));
  await written.view.unmount();
  // A visitor: the first run too (it says who may do what), no way to write.
  const visitor = await mount({ type: 'VISITOR', readme: '', firstRun });
  assert.ok(visitor.view.container.querySelector('[aria-label="Getting started here"]'));
  assert.is(visitor.view.container.querySelector('.readme-empty')?.textContent, 'This project has no readme yet.');
  assert.not.ok([...visitor.view.container.querySelectorAll('button')].some((b) => b.textContent === 'Write a readme'));
  await visitor.view.unmount();
});

pages('a visitor reads: no New project, no Edit readme, and the menu only pins', async () => {
  const { view } = await mount({ type: 'VISITOR' });
  assert.not.ok([...view.container.querySelectorAll('button')].some((b) => b.textContent === 'New project' || b.textContent === 'Edit readme'));
  await act(async () => {
    (view.container.querySelector('[aria-label="Actions for Checkout"]') as HTMLButtonElement).click();
    await settle();
  });
  const items = [...document.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
  assert.equal(items, ['Unpin']);
  await view.unmount();
});

pages('after Unpin from the Actions menu, the focus goes back to the Actions button, not <body>', async () => {
  let answer: (value: readonly { id: string; name: string }[]) => void = () => {};
  const asked: [string, boolean][] = [];
  const pinProject = (id: string, pinned: boolean): PinAnswer => {
    asked.push([id, pinned]);
    return Effect.promise(() => new Promise<readonly { id: string; name: string }[]>((resolve) => (answer = resolve)));
  };
  const { view } = await mount({ pinProject });
  const actions = view.container.querySelector('[aria-label="Actions for Checkout"]') as HTMLButtonElement;
  await act(async () => {
    actions.click();
    await settle();
  });
  const unpin = [...document.querySelectorAll('[role="menuitem"]')].find((item) => item.textContent === 'Unpin') as HTMLElement;
  await act(async () => {
    unpin.click();
    await settle();
  });
  assert.equal(asked, [['2', false]]);
  assert.ok(actions.disabled, 'the button waits for the server');
  await act(async () => {
    answer([]);
    await settle();
  });
  assert.not.ok(actions.disabled);
  assert.is(document.activeElement, actions);
  assert.not.ok(view.container.querySelector('.project-title .pin-mark'), 'no longer pinned');
  await view.unmount();
});

pages('the Tickets tab offers New ticket to people who may write, and not to visitors', async () => {
  const owner = await mount({ tab: 'view' as ExplorerTab });
  const tabSection = owner.view.container.querySelector('section[aria-label="Tickets"]') as HTMLElement;
  assert.ok(buttonNamed(tabSection, 'New ticket'), 'New ticket in the tab');
  await owner.view.unmount();
  const visitor = await mount({ type: 'VISITOR', tab: 'view' as ExplorerTab });
  assert.not.ok([...visitor.view.container.querySelectorAll('button')].some((b) => b.textContent === 'New ticket'));
  await visitor.view.unmount();
});

pages('the landing asks to choose a project; with none, an empty state offers New project', async () => {
  const chosen = await mount({ tab: null, projectId: null });
  assert.match(chosen.view.container.textContent!, 'Choose a project in the tree');
  await chosen.view.unmount();
  const none = await mount({ tab: null, projectId: null, projects: [p('3', 'Old site', null, 'ARCHIVED')] });
  assert.match(none.view.container.textContent!, 'No projects yet');
  assert.ok(buttonNamed(none.view.container.querySelector('main')!, 'New project'));
  await none.view.unmount();
});

pages('an unknown project says so, with a way back', async () => {
  const { view } = await mount({ projectId: '404' });
  assert.match(view.container.querySelector('h1')!.textContent!, 'Project not found');
  await view.unmount();
});

pages('the readme renders Markdown; script, handlers and javascript: links never reach the page', async () => {
  const { view } = await mount({ readme: '# Plan\n\n<script>window.hacked = 1</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)> **bold**' });
  const body = view.container.querySelector('.readme-body')!;
  assert.is(body.querySelector('h2')!.textContent, 'Plan');
  assert.is(body.querySelector('script'), null);
  assert.is(body.querySelector('img'), null);
  assert.is(body.querySelector('a'), null);
  assert.is(body.querySelector('strong')!.textContent, 'bold');
  assert.match(body.textContent!, '<script>window.hacked = 1</script>');
  await view.unmount();
});

pages('a Markdown table renders as a table with a header row and its alignment', async () => {
  const { view } = await mount({ readme: '| Step | Days |\n|:--|--:|\n| Design | 3 |\n| **Build** | 5 |' });
  const table = view.container.querySelector('.readme-body table')!;
  assert.ok(table, 'a table');
  assert.equal([...table.querySelectorAll('thead th')].map((th) => [th.textContent, th.getAttribute('scope'), (th as HTMLElement).style.textAlign]), [
    ['Step', 'col', 'left'],
    ['Days', 'col', 'right'],
  ]);
  assert.equal([...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)), [['Design', '3'], ['Build', '5']]);
  assert.is(table.querySelector('tbody strong')!.textContent, 'Build');
  await view.unmount();
});

pages("'Create project' sends once: a second submit in flight or after success is ignored, and the button stays pending (focusable, not a submit)", async () => {
  const account = createAccountArea({
    runner: runtimeOf(Layer.mergeAll(stubLayer(SessionGateway, { me: () => Effect.succeed(me('OWNER')) }))) as never,
    notify: () => {},
    navigator: { go: () => {}, reload: () => {} },
    locale: { timeZone: () => 'UTC' },
  });
  await account.session.start();
  const created: string[] = [];
  const work = createWorkArea({
    runner: runtimeOf(
      stubLayer(ProjectGateway, {
        projects: () => Effect.succeed(PROJECTS),
        createProject: ({ name }) => (created.push(name), Effect.succeed(p('9', name))),
      }),
    ) as never,
    notify: () => {},
    navigator: { go: () => {}, reload: () => {} },
    now: () => Date.UTC(2026, 10, 22),
  });
  const scope = { orgId: '7', roleId: 'r1', permissions: permissionsOf('OWNER') };
  const explorer = work.projects.explorer({ scope, tree: account.uiState.explorer, pinned: { value: [] } as never, onPinned: () => {} });
  let closed = 0;
  const view = await render(
    <AppProvider value={testServices({})}>
      <AccountProvider value={account}>
        <WorkProvider value={{ area: work, scope }}>
          <ProjectDialogs explorer={explorer} request={{ kind: 'create', parentId: null }} onClose={() => closed++} />
        </WorkProvider>
      </AccountProvider>
    </AppProvider>,
  );
  await act(async () => settle());
  const input = document.querySelector('.explorer-modal input[name="name"]') as HTMLInputElement;
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, 'Alpha');
    input.dispatchEvent(new testWindow.Event('input', { bubbles: true }) as unknown as Event);
    await settle();
  });
  const form = document.querySelector('.explorer-modal form') as HTMLFormElement;
  const submit = () => form.dispatchEvent(new testWindow.Event('submit', { bubbles: true, cancelable: true }) as unknown as Event);
  await act(async () => {
    submit();
    submit();
    await settle();
  });
  await act(async () => {
    submit();
    await settle();
  });
  assert.equal(created, ['Alpha']);
  assert.is(closed, 1, 'closed once');
  const button = buttonNamed(document.body, 'Create project');
  assert.is(button.getAttribute('aria-disabled'), 'true', 'no second submit after success');
  assert.is(button.getAttribute('type'), 'button', 'a pending button cannot submit the form');
  assert.not.ok(button.disabled, 'it keeps the focus it may have');
  await view.unmount();
});

pages('analytics: labelled bars with their numbers, the 30 days as lines with a legend, tables of the same numbers', async () => {
  const { view } = await mount({ tab: 'analytics' as ExplorerTab });
  const byState = view.container.querySelector('svg[aria-label^="Tickets by state"]')!;
  assert.match(byState.getAttribute('aria-label')!, 'Unassigned: 3');
  assert.match(byState.getAttribute('aria-label')!, 'Done: 1');
  assert.ok([...byState.querySelectorAll('text')].some((text) => text.textContent === 'In progress'));
  // The numbers count workflow steps, not tickets: the heading and its note say so.
  assert.ok(view.container.querySelector('h2#by-assignee-title')!.textContent === 'Open workflow steps by assignee');
  assert.match(view.container.querySelector('#by-assignee-note')!.textContent!, 'one step per workflow state');
  const assignees = view.container.querySelector('svg[aria-label^="Open workflow steps by assignee"]')!;
  assert.match(assignees.getAttribute('aria-label')!, 'Nobody: 5, Ana Lima: 2');
  const lines = view.container.querySelector('svg[aria-label^="Created and closed"]')!;
  assert.match(lines.getAttribute('aria-label')!, '4 created, 1 closed');
  assert.is(lines.querySelectorAll('polyline').length, 2);
  assert.match(view.container.querySelector('.chart-legend')!.textContent!, 'Created (4)');
  const table = [...view.container.querySelectorAll('details table')][0]!;
  assert.equal([...table.querySelectorAll('tbody tr')].map((tr) => tr.textContent).slice(0, 2), ['Draft0', 'Unassigned3']);
  await view.unmount();
});

pages('analytics of a project without tickets is an empty state', async () => {
  const { view } = await mount({ tab: 'analytics' as ExplorerTab, analytics: { byState: [], byAssignee: [], createdVsClosed: [] } });
  assert.match(view.container.textContent!, 'No tickets to count yet');
  await view.unmount();
});

/**
 * The dependencies tab's code and the layout load on demand (compiled on first use here): waits
 * until the tab shows its graph or empty state, checking every 10 ms, for 5 s at most.
 */
async function tabShown(view: { readonly container: Element }) {
  for (let round = 0; round < 500 && !view.container.querySelector('.dependencies:not([aria-busy]), .empty-state'); round++) {
    await act(async () => new Promise<void>((resolve) => setTimeout(resolve, 10)));
  }
}

pages('dependencies: a graph of the waiting tickets whose nodes open the ticket page, and the same as a list', async () => {
  const { view, went } = await mount({ tab: 'dependencies' as ExplorerTab });
  await tabShown(view);
  const nodes = [...view.container.querySelectorAll('svg a.graph-node')];
  assert.equal(nodes.map((node) => node.getAttribute('href')), ['/org/7/ticket/a/view', '/org/7/ticket/b/view']);
  assert.is(view.container.querySelectorAll('path.graph-edge').length, 1);
  // The list reads the drawn graph: a ticket of the project shows its own facts, as its node does.
  assert.match(view.container.querySelector('.explorer-dependency-list')!.textContent!, '#2 Build Estimated waits on #1 Design Estimated');
  await act(async () => {
    nodes[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }));
  });
  assert.equal(went, ['/org/7/ticket/a/view']);
  await view.unmount();
});

pages('the dependency list includes a ticket of another project waiting on one of this project', async () => {
  const design = { ...t('a', 1, 'Design'), blocking: [{ id: 'x', localId: 9, title: 'Elsewhere', displayState: 'Done' as const }] };
  const { view } = await mount({ tab: 'dependencies' as ExplorerTab, tickets: [design, t('c', 3, 'Alone')] });
  await tabShown(view);
  assert.is(view.container.querySelectorAll('svg a.graph-node[data-external]').length, 1);
  assert.match(view.container.querySelector('.explorer-dependency-list')!.textContent!, '#9 Elsewhere Done waits on #1 Design Estimated');
  await view.unmount();
});

pages('no dependencies is an empty state', async () => {
  const { view } = await mount({ tab: 'dependencies' as ExplorerTab, tickets: [t('c', 3, 'Alone')] });
  await tabShown(view);
  assert.match(view.container.textContent!, 'No dependencies');
  await view.unmount();
});

const markdown = suite('markdown view');

markdown('external links open in a new tab without the opener; paths stay in the app', async () => {
  const view = await render(<MarkdownView source={'[site](https://example.com) and [ticket](/org/7/ticket/1/view)\n\n1. one\n2. two\n\n```\n<b>code</b>\n```'} />);
  const [external, internal] = [...view.container.querySelectorAll('a')];
  assert.equal([external!.getAttribute('target'), external!.getAttribute('rel')], ['_blank', 'noopener noreferrer nofollow']);
  assert.is(internal!.getAttribute('target'), null);
  assert.is(view.container.querySelectorAll('ol li').length, 2);
  assert.is(view.container.querySelector('pre code')!.textContent, '<b>code</b>');
  assert.is(view.container.querySelector('pre b'), null);
  await view.unmount();
});

pages.run();
markdown.run();
