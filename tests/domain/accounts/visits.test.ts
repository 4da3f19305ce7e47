import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkVisitedPath, organizationMenu, RECENTLY_VISITED_MAX, withFavorite, withVisit } from '../../../src/domain/accounts/visits.ts';

const paths = suite('visited pages');

paths('an address of the organization is kept without its query; anything else is refused with a reason', () => {
  assert.equal(checkVisitedPath('/org/7/ticket?q=sync#top', '7'), { ok: true, value: '/org/7/ticket' });
  assert.equal(checkVisitedPath('/org/7/', '7'), { ok: true, value: '/org/7' });
  assert.equal(checkVisitedPath('/org/7', '7'), { ok: true, value: '/org/7' });
  const refused = (path: unknown) => {
    const checked = checkVisitedPath(path, '7');
    return checked.ok ? null : checked.errors[0]!.message;
  };
  assert.is(refused('/org/8/ticket'), "The page must be one of this organization's");
  assert.is(refused('/org/70/ticket'), "The page must be one of this organization's");
  assert.is(refused('https://evil.example/org/7'), "The page must be one of this organization's");
  assert.is(refused('  '), 'The page address is required');
  assert.is(refused(42), 'The page address is required');
  assert.is(refused(`/org/7/${'x'.repeat(600)}`), 'The page address must be at most 512 characters');
  assert.is(refused('/org/7/a\nb'), 'The page address cannot hold control characters');
});

paths('a visit goes first, once; the list keeps the last ten', () => {
  assert.equal(withVisit(['/org/7/b', '/org/7/a'], '/org/7/a'), ['/org/7/a', '/org/7/b']);
  const many = Array.from({ length: RECENTLY_VISITED_MAX }, (_, i) => `/org/7/${i}`);
  const after = withVisit(many, '/org/7/new');
  assert.is(after.length, RECENTLY_VISITED_MAX);
  assert.is(after[0], '/org/7/new');
  assert.not.ok(after.includes(`/org/7/${RECENTLY_VISITED_MAX - 1}`), 'the oldest goes');
});

paths('favourites: marked at the end, once; unmarked away', () => {
  assert.equal(withFavorite(['1', '2'], '1', true), ['2', '1']);
  assert.equal(withFavorite(['1', '2'], '3', true), ['1', '2', '3']);
  assert.equal(withFavorite(['1', '2'], '1', false), ['2']);
  assert.equal(withFavorite([], '1', false), []);
});

paths.run();

const menu = suite('the organization menu');

const role = (id: string, name: string, lastVisitedAt: string | null = null) => ({ organization: { id, name }, lastVisitedAt });

menu('favourites first in their order, then the last visited (newest first, five at most), then the others by name', () => {
  const roles = [
    role('1', 'Zeta', '2026-01-01T10:00:00Z'),
    role('2', 'Alpha'),
    role('3', 'Mango', '2026-01-03T10:00:00Z'),
    role('4', 'Kiwi', '2026-01-02T10:00:00Z'),
    role('5', 'Beta'),
  ];
  const split = organizationMenu(roles, ['5', '3', '99'], 1);
  assert.equal(split.favorites.map((r) => r.organization.name), ['Beta', 'Mango'], 'a favourite no longer joined is skipped');
  assert.equal(split.recent.map((r) => r.organization.name), ['Kiwi'], 'newest visited that is not a favourite, one asked');
  assert.equal(split.others.map((r) => r.organization.name), ['Alpha', 'Zeta']);
  const none = organizationMenu(roles, []);
  assert.equal(none.favorites, []);
  assert.equal(none.recent.map((r) => r.organization.name), ['Mango', 'Kiwi', 'Zeta']);
  assert.equal(none.others.map((r) => r.organization.name), ['Alpha', 'Beta']);
});

menu.run();
