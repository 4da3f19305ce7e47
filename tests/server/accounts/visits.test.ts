/**
 * Where a person has been and what they keep close (issue 18): recordVisit fills the role's
 * recentlyVisited and lastVisitedAt, setFavoriteOrganization the user's favourites; both are the
 * person's own (visitors too), checked, and stored.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_NOW } from '../shared/helpers.ts';
import { world } from '../work/work-helpers.ts';

const VISIT = 'mutation ($path: String!) { recordVisit(input: { path: $path }) { recentlyVisited } }';
const PREFERENCES = '{ me { role { preferences { recentlyVisited lastVisitedAt } } user { preferences { favoriteOrganizations lastOrganizationId } } } }';
const FAVORITE = 'mutation ($id: ID!, $favorite: Boolean!) { setFavoriteOrganization(input: { organizationId: $id, favorite: $favorite }) { preferences { favoriteOrganizations } } }';

const visits = suite('recordVisit');

visits('the page goes first, once, without its query; me answers the list and when; visitors keep theirs too', async () => {
  const { member, visitor, a } = await world();
  const before = (await member.ok(PREFERENCES)).me;
  assert.equal(before.role.preferences, { recentlyVisited: [], lastVisitedAt: null });
  await member.ok(VISIT, { path: `/org/${a.id}/ticket` });
  await member.ok(VISIT, { path: `/org/${a.id}/explorer` });
  const answer = (await member.ok(VISIT, { path: `/org/${a.id}/ticket?q=sync` })).recordVisit;
  assert.equal(answer.recentlyVisited, [`/org/${a.id}/ticket`, `/org/${a.id}/explorer`]);
  const after = (await member.ok(PREFERENCES)).me;
  assert.equal(after.role.preferences, { recentlyVisited: [`/org/${a.id}/ticket`, `/org/${a.id}/explorer`], lastVisitedAt: new Date(FIXED_NOW).toISOString() });
  assert.is(after.user.preferences.lastOrganizationId, a.id, 'the organization is their last one');
  assert.equal((await visitor.ok(VISIT, { path: `/org/${a.id}/dashboard` })).recordVisit.recentlyVisited, [`/org/${a.id}/dashboard`]);
  assert.equal((await member.ok(PREFERENCES)).me.role.preferences.recentlyVisited.length, 2, "a visitor's visits are not the member's");
});

visits("another organization's page, a bad address, or an organization the caller is not in are refused", async () => {
  const { member, outsider, a, b } = await world();
  for (const [path, message] of [
    [`/org/${b.id}/ticket`, "The page must be one of this organization's"],
    ['', 'The page address is required'],
    [`/org/${a.id}/${'x'.repeat(600)}`, 'The page address must be at most 512 characters'],
  ] as const) {
    const refused = await member.try(VISIT, { path });
    assert.equal([refused.code, refused.message, refused.field], ['BAD_USER_INPUT', message, 'path']);
  }
  assert.is((await outsider.in(a.id).try(VISIT, { path: `/org/${a.id}/ticket` })).code, 'NOT_FOUND');
  assert.equal((await member.ok(PREFERENCES)).me.role.preferences.recentlyVisited, [], 'nothing was kept');
});

visits.run();

const favorites = suite('setFavoriteOrganization');

favorites('marks and unmarks organizations the person belongs to, in the order marked; others are refused', async () => {
  const { owner, outsider, a, b } = await world();
  const second = await owner.ok('mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }', {
    input: { name: 'Second Co', userName: 'Olive', timeZone: 'Europe/Paris' },
  });
  const other = second.createOrganization.organization.id as string;
  assert.equal((await owner.ok(FAVORITE, { id: other, favorite: true })).setFavoriteOrganization.preferences.favoriteOrganizations, [other]);
  assert.equal((await owner.ok(FAVORITE, { id: a.id, favorite: true })).setFavoriteOrganization.preferences.favoriteOrganizations, [other, a.id]);
  assert.equal((await owner.ok(FAVORITE, { id: other, favorite: true })).setFavoriteOrganization.preferences.favoriteOrganizations, [a.id, other], 'marked again: last');
  assert.equal((await owner.ok(PREFERENCES)).me.user.preferences.favoriteOrganizations, [a.id, other]);
  const refused = await owner.try(FAVORITE, { id: b.id, favorite: true });
  assert.equal([refused.code, refused.field], ['NOT_FOUND', 'organizationId']);
  assert.equal((await owner.ok(FAVORITE, { id: a.id, favorite: false })).setFavoriteOrganization.preferences.favoriteOrganizations, [other]);
  assert.equal((await outsider.ok(PREFERENCES)).me.user.preferences.favoriteOrganizations, [], "another person's are their own");
});

favorites.run();
