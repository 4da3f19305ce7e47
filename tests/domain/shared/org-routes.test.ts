import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { currentNavItem, FLAGGED_AREAS, isCurrentArea, navItems, orgPath, orgRoute, shownByFlags } from '../../../src/domain/shared/org-routes.ts';

const noFlags = { documentation: false, support: false, report: false };

test('the organization root and its dashboard, onboarding and profile pages', () => {
  assert.equal(orgRoute('/org/7'), { page: 'home' });
  assert.equal(orgRoute('/org/7/'), { page: 'home' });
  assert.equal(orgRoute('/org/7/dashboard'), { page: 'dashboard' });
  assert.equal(orgRoute('/org/7/onboarding/welcome'), { page: 'onboarding' });
  assert.equal(orgRoute('/org/7/user/me/edit'), { page: 'profile' });
  assert.equal(orgRoute('/org/7/user/someone/edit'), { page: 'unknown' });
  assert.equal(orgRoute('/org/7/dashboard/extra'), { page: 'unknown' });
});

test('ticket pages read the ticket id', () => {
  assert.equal(orgRoute('/org/7/ticket'), { page: 'tickets' });
  assert.equal(orgRoute('/org/7/ticket/42/view'), { page: 'ticket', ticketId: '42' });
  assert.equal(orgRoute('/org/7/ticket/42'), { page: 'unknown' });
  assert.equal(orgRoute('/org/7/favorite-tickets'), { page: 'favoriteTickets' });
  assert.equal(orgRoute('/org/7/favorite-tickets/1'), { page: 'unknown' });
});

test('explorer tabs, with the editor reachable by its older paths', () => {
  assert.equal(orgRoute('/org/7/explorer'), { page: 'explorer', tab: null, projectId: null });
  for (const tab of ['view', 'analytics', 'dependencies', 'search']) {
    assert.equal(orgRoute(`/org/7/explorer/${tab}/3`), { page: 'explorer', tab, projectId: '3' });
  }
  for (const path of ['editor', 'slate-editor', 'old_editor']) {
    assert.equal(orgRoute(`/org/7/explorer/${path}/3`), { page: 'explorer', tab: 'editor', projectId: '3' });
  }
  assert.equal(orgRoute('/org/7/explorer/view'), { page: 'unknown' });
  assert.equal(orgRoute('/org/7/explorer/unknown-tab/3'), { page: 'unknown' });
});

test('admin catalogues: list, new, view and edit pages', () => {
  assert.equal(orgRoute('/org/7/admin'), { page: 'adminHome' });
  assert.equal(orgRoute('/org/7/admin/product'), { page: 'catalogue', catalogue: 'product', id: null, mode: 'list' });
  assert.equal(orgRoute('/org/7/admin/product/new'), { page: 'catalogue', catalogue: 'product', id: null, mode: 'new' });
  assert.equal(orgRoute('/org/7/admin/product/5/view'), { page: 'catalogue', catalogue: 'product', id: '5', mode: 'view' });
  assert.equal(orgRoute('/org/7/admin/product/5/edit'), { page: 'catalogue', catalogue: 'product', id: '5', mode: 'edit' });
  assert.equal(orgRoute('/org/7/admin/team/5/view'), { page: 'catalogue', catalogue: 'team', id: '5', mode: 'view' });
  assert.equal(orgRoute('/org/7/admin/workflow/9'), { page: 'catalogue', catalogue: 'workflow', id: '9', mode: 'view' });
  assert.equal(orgRoute('/org/7/admin/tag/2'), { page: 'catalogue', catalogue: 'tag', id: '2', mode: 'view' });
  assert.equal(orgRoute('/org/7/admin/role/4/'), { page: 'catalogue', catalogue: 'role', id: '4', mode: 'view' });
  assert.equal(orgRoute('/org/7/admin/role/4/edit'), { page: 'catalogue', catalogue: 'role', id: '4', mode: 'edit' });
  assert.equal(orgRoute('/org/7/admin/role/4/delete'), { page: 'unknown' });
  assert.equal(orgRoute('/org/7/admin/role/4/edit/more'), { page: 'unknown' });
  assert.equal(orgRoute('/org/7/admin/nothing'), { page: 'unknown' });
});

test('blackout times: the calendar, the one-off (scheduled) and recurring lists, one blackout, a new one', () => {
  const blackout = (view: string, id: string | null, mode: string) => ({ page: 'blackout', view, id, mode });
  assert.equal(orgRoute('/org/7/admin/blackout'), blackout('calendar', null, 'list'));
  assert.equal(orgRoute('/org/7/admin/blackout/calendar'), blackout('calendar', null, 'list'));
  assert.equal(orgRoute('/org/7/admin/blackout/scheduled'), blackout('scheduled', null, 'list'));
  assert.equal(orgRoute('/org/7/admin/blackout/recurring/'), blackout('recurring', null, 'list'));
  assert.equal(orgRoute('/org/7/admin/blackout/scheduled/12'), blackout('scheduled', '12', 'view'));
  assert.equal(orgRoute('/org/7/admin/blackout/recurring/3'), blackout('recurring', '3', 'view'));
  assert.equal(orgRoute('/org/7/admin/blackout/recurring/new'), blackout('recurring', null, 'new'));
  assert.equal(orgRoute('/org/7/admin/blackout/scheduled/new'), blackout('scheduled', null, 'new'));
  assert.is(currentNavItem(navItems({ administrator: true, flags: noFlags }), '/org/7/admin/blackout/recurring/3')?.label, 'Blackout times');
});

test('the schedule: its calendar, the list by ETA, the priority rules and what blocks it', () => {
  assert.equal(orgRoute('/org/7/schedule'), { page: 'schedule', view: 'calendar' });
  assert.equal(orgRoute('/org/7/schedule/'), { page: 'schedule', view: 'calendar' });
  assert.equal(orgRoute('/org/7/schedule/list'), { page: 'schedule', view: 'list' });
  assert.equal(orgRoute('/org/7/schedule/priorities'), { page: 'schedule', view: 'priorities' });
  assert.equal(orgRoute('/org/7/schedule/blocking_tickets'), { page: 'schedule', view: 'blocking_tickets' });
  assert.equal(orgRoute('/org/7/schedule/swimlanes'), { page: 'schedule', view: 'swimlanes' });
  assert.equal(orgRoute('/org/7/schedule/gantt'), { page: 'schedule', view: 'gantt' });
  for (const step of ['edit_tickets', 'edit_priorities', 'edit_projections'] as const) assert.equal(orgRoute(`/org/7/schedule/${step}`), { page: 'schedule', view: step });
  assert.equal(orgRoute('/org/7/schedule/list/2'), { page: 'unknown' });
  assert.equal(orgRoute('/org/7/calendar'), { page: 'calendar' }, 'my calendar');
  assert.equal(orgRoute('/org/7/calendar/2026'), { page: 'unknown' });
  assert.equal(orgRoute('/org/7/schedule/calendar'), { page: 'unknown' }, 'the calendar is the schedule itself');
});

test('routes whose pages come later resolve to their area', () => {
  const cases: Record<string, string> = {
    '/org/7/page': 'page',
    '/org/7/page/1/view': 'page',
    '/org/7/documentation/1/page/2/view': 'documentation',
    '/org/7/documentation/1/view': 'documentation',
    '/org/7/story/3/edit': 'story',
  };
  for (const [path, area] of Object.entries(cases)) assert.equal(orgRoute(path), { page: 'later', area }, path);
});

test('reports: the list, a report and its edit page', () => {
  assert.equal(orgRoute('/org/7/report'), { page: 'reports' });
  assert.equal(orgRoute('/org/7/report/12/view'), { page: 'report', reportId: '12', mode: 'view' });
  assert.equal(orgRoute('/org/7/report/12/edit'), { page: 'report', reportId: '12', mode: 'edit' });
  assert.equal(orgRoute('/org/7/report/12'), { page: 'unknown' });
  assert.is(currentNavItem(navItems({ administrator: false, flags: { ...noFlags, report: true } }), '/org/7/report/12/edit')?.label, 'Reports');
  assert.not.ok(navItems({ administrator: false, flags: noFlags }).some((item) => item.label === 'Reports'), 'not while the flag is off');
});

test("notes: the caller's own board, in everyone's navigation beside My calendar", () => {
  assert.equal(orgRoute('/org/7/note'), { page: 'notes' });
  assert.equal(orgRoute('/org/7/note/'), { page: 'notes' });
  assert.equal(orgRoute('/org/7/note/3'), { page: 'unknown' });
  for (const administrator of [true, false]) {
    const you = navItems({ administrator, flags: noFlags }).filter((item) => item.group === 'you').map((item) => item.label);
    assert.equal(you, ['My calendar', 'Notes', 'Profile']);
  }
  assert.is(currentNavItem(navItems({ administrator: false, flags: noFlags }), '/org/7/note')?.label, 'Notes');
});

test('the dependency graph takes a project path of any depth', () => {
  assert.equal(orgRoute('/org/7/dependency'), { page: 'dependency', path: '' });
  assert.equal(orgRoute('/org/7/dependency/'), { page: 'dependency', path: '' });
  assert.equal(orgRoute('/org/7/dependency/launch-2-0/launch-quality'), { page: 'dependency', path: 'launch-2-0/launch-quality' });
  assert.equal(orgRoute('/org/7/dependency/a/b/c/'), { page: 'dependency', path: 'a/b/c' });
  assert.equal(orgRoute('/org/7/dependency/12'), { page: 'dependency', path: '12' });
  assert.is(currentNavItem(navItems({ administrator: false, flags: noFlags }), '/org/7/dependency/a/b')?.label, 'Dependencies');
});

test('billing is a page of its own; only owners get it in the navigation', () => {
  assert.equal(orgRoute('/org/7/admin/billing'), { page: 'billing' });
  assert.equal(orgRoute('/org/7/admin/billing/x'), { page: 'unknown' });
  const labels = (owner: boolean) => navItems({ administrator: true, owner, flags: noFlags }).filter((item) => item.group === 'admin').map((item) => item.label);
  assert.ok(labels(true).includes('Billing'));
  assert.not.ok(labels(false).includes('Billing'), 'an administrator who is not an owner');
  assert.is(currentNavItem(navItems({ administrator: true, owner: true, flags: noFlags }), '/org/7/admin/billing')?.label, 'Billing');
});

test('the ticket import is a page of its own, in the administrators\' navigation', () => {
  assert.equal(orgRoute('/org/7/admin/import/ticket'), { page: 'ticketImport' });
  assert.equal(orgRoute('/org/7/admin/import/ticket/x'), { page: 'unknown' });
  assert.ok(navItems({ administrator: true, flags: noFlags }).some((item) => item.path === 'admin/import/ticket' && item.group === 'admin'));
  assert.not.ok(navItems({ administrator: false, flags: noFlags }).some((item) => item.path === 'admin/import/ticket'), 'members and visitors');
  assert.is(currentNavItem(navItems({ administrator: true, flags: noFlags }), '/org/7/admin/import/ticket')?.label, 'Import');
});

test('paths that are no route of §2 are unknown', () => {
  for (const path of [
    '/org/7/nowhere',
    '/org/7/schedule/nope',
    '/org/7/admin/import',
    '/org/7/admin/billing/x',
    '/org/7/admin/blackout/elsewhere',
    '/org/7/admin/blackout/calendar/3',
    '/org/7/admin/blackout/scheduled/3/edit',
    '/org/7/search/1/2',
    '/org/7/page/1',
    '/org/7/report/1/delete',
    '/org/7/documentation/1/page/2',
    '/org/7/issue/3',
    '/org/7/story/3',
    '/org/7/note/1',
    '/org/7/calendar/1',
    '/org/7/ticket/%E0%A4%A',
  ]) {
    assert.equal(orgRoute(path), { page: 'unknown' }, path);
  }
});

test('the search page, of the organization or of a project', () => {
  assert.equal(orgRoute('/org/7/search'), { page: 'search', projectId: null });
  assert.equal(orgRoute('/org/7/search/'), { page: 'search', projectId: null });
  assert.equal(orgRoute('/org/7/search/3'), { page: 'search', projectId: '3' });
  assert.equal(orgRoute('/org/7/search/3/more'), { page: 'unknown' });
});

test('the support inbox and its cases have pages of their own', () => {
  assert.equal(orgRoute('/org/7/issue'), { page: 'issues' });
  assert.equal(orgRoute('/org/7/issue/'), { page: 'issues' });
  assert.equal(orgRoute('/org/7/issue/12/view'), { page: 'issueCase', issueId: '12' });
  assert.equal(orgRoute('/org/7/issue/12/edit'), { page: 'unknown' });
});

test('the Support item shows only while the support flag is on', () => {
  assert.not.ok(navItems({ administrator: true, flags: noFlags }).some((item) => item.path === 'issue'));
  const on = navItems({ administrator: false, flags: { ...noFlags, support: true } });
  assert.equal(on.filter((item) => item.group === 'work').map((item) => item.label), ['Home', 'Tickets', 'Favorites', 'Explorer', 'Search', 'Schedule', 'Dependencies', 'Support', 'Blackout times']);
  assert.is(currentNavItem(on, '/org/7/issue/3/view')?.label, 'Support');
});

test('ids are decoded from the path', () => {
  assert.equal(orgRoute('/org/7/ticket/a%20b/view'), { page: 'ticket', ticketId: 'a b' });
});

test('orgPath builds organization paths', () => {
  assert.is(orgPath(7), '/org/7');
  assert.is(orgPath('7', 'ticket'), '/org/7/ticket');
  assert.is(orgPath(7, '/admin/tag'), '/org/7/admin/tag');
});

test('members see the work areas; administrators also see the admin catalogues', () => {
  const member = navItems({ administrator: false, flags: noFlags }).map((item) => item.path);
  assert.equal(member, ['dashboard', 'ticket', 'favorite-tickets', 'explorer', 'search', 'schedule', 'dependency', 'admin/blackout', 'calendar', 'note', 'user/me/edit']);
  const blackout = navItems({ administrator: false, flags: noFlags }).find((item) => item.path === 'admin/blackout');
  assert.equal(blackout, { label: 'Blackout times', path: 'admin/blackout', group: 'work' }, 'members read the blackout times, not under Admin');
  assert.is(currentNavItem(navItems({ administrator: false, flags: noFlags }), '/org/7/admin/blackout/scheduled/3')?.label, 'Blackout times');
  const admin = navItems({ administrator: true, flags: noFlags });
  assert.equal(
    admin.filter((item) => item.group === 'admin').map((item) => item.label),
    ['Overview', 'Products', 'Teams', 'Workflows', 'Tags', 'People', 'Blackout times', 'Import'],
  );
});

test('the current item is the longest area the path is in', () => {
  const items = navItems({ administrator: true, flags: noFlags });
  assert.is(currentNavItem(items, '/org/7/admin/product/3/edit')?.label, 'Products');
  assert.is(currentNavItem(items, '/org/7/admin')?.label, 'Overview');
  assert.is(currentNavItem(items, '/org/7/ticket/3/view')?.label, 'Tickets');
  assert.is(currentNavItem(items, '/org/7/user/me/edit')?.label, 'Profile');
  assert.is(currentNavItem(items, '/org/7/schedule/list')?.label, 'Schedule');
  assert.is(currentNavItem(items, '/org/7/report'), null, 'an area not in the navigation (its flag is off)');
  assert.is(currentNavItem(items, '/org/7')?.label, 'Home', "the organization's own address is its dashboard");
});

test('the flagged areas name the three feature flags', () => {
  assert.equal(Object.values(FLAGGED_AREAS).sort(), ['documentation', 'report', 'support']);
});

test('an area behind a feature flag shows only while its flag is on', () => {
  const items = [
    { label: 'Support', path: 'issue', group: 'work' },
    { label: 'Reports', path: 'report', group: 'work' },
    { label: 'Tickets', path: 'ticket', group: 'work' },
  ] as const;
  assert.equal(shownByFlags(items, noFlags).map((item) => item.path), ['ticket']);
  assert.equal(shownByFlags(items, { ...noFlags, support: true }).map((item) => item.path), ['issue', 'ticket']);
});

test('the current area is the item whose path the page is in', () => {
  const tickets = { label: 'Tickets', path: 'ticket', group: 'work' } as const;
  assert.ok(isCurrentArea(tickets, 'ticket'));
  assert.ok(isCurrentArea(tickets, 'ticket/3/view'));
  assert.not.ok(isCurrentArea(tickets, 'tickets'));
  assert.not.ok(isCurrentArea(tickets, 'explorer'));
});

test.run();
