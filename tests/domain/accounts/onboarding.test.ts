/** Getting started: the three steps, their marks and links by role, the progress, and the navigation entry. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { navItems } from '../../../src/domain/shared/org-routes.ts';
import { mayDo, onboardingProgress, onboardingSteps, progressText, showGettingStarted, withGettingStarted } from '../../../src/domain/accounts/onboarding.ts';
import type { RoleType } from '../../../src/domain/shared/role.ts';

const none = { invite: false, product: false, ticket: false };
const all = { invite: true, product: true, ticket: true };
const wants = { preferences: { showOnboarding: true } } as const;
const hid = { preferences: { showOnboarding: false } } as const;

// ---------------------------------------------------------------------------------------------
const steps = suite('onboarding: the steps');

steps('three steps in order, none done in a new organization', () => {
  const shown = onboardingSteps(none, 'OWNER');
  assert.equal(shown.map((step) => step.title), ['Invite a colleague', 'Create a product', 'Create a ticket']);
  assert.equal(shown.map((step) => step.done), [false, false, false]);
});

steps("an owner's or admin's steps lead to the invite page, the new product page and the tickets page with New ticket open", () => {
  for (const type of ['OWNER', 'ADMIN'] as const) {
    assert.equal(onboardingSteps(none, type).map((step) => step.action?.path), ['admin/role/new', 'admin/product/new', 'ticket?new=1'], type);
    assert.equal(onboardingSteps(none, type).map((step) => step.who), [null, null, null], type);
  }
});

steps('each mark follows its own status; a done step links somewhere useful still', () => {
  const shown = onboardingSteps({ invite: false, product: true, ticket: false }, 'ADMIN');
  assert.equal(shown.map((step) => step.done), [false, true, false]);
  assert.equal(shown[1]!.action, { label: 'See the products', path: 'admin/product' });
  assert.equal(onboardingSteps(all, 'OWNER').map((step) => step.action?.label), ['Invite someone else', 'See the products', 'See the tickets']);
});

steps('a member gets no link to the admin pages, only who may do those steps; a visitor cannot create a ticket either', () => {
  const member = onboardingSteps(none, 'MEMBER');
  assert.equal(member.map((step) => step.action?.path ?? null), [null, null, 'ticket?new=1']);
  assert.match(member[0]!.who!, /Administrators and owners/);
  assert.match(member[1]!.who!, /Administrators and owners/);
  const visitor = onboardingSteps(none, 'VISITOR');
  assert.equal(visitor.map((step) => step.action), [null, null, null]);
  assert.match(visitor[2]!.who!, /members, administrators and owners create tickets/);
  // Done by someone else: nothing to ask anyone.
  assert.equal(onboardingSteps(all, 'VISITOR').map((step) => [step.action, step.who]), [[null, null], [null, null], [null, null]]);
});

steps('who may do what', () => {
  const table = (['OWNER', 'ADMIN', 'MEMBER', 'VISITOR'] as RoleType[]).map((type) => [mayDo('invite', type), mayDo('product', type), mayDo('ticket', type)]);
  assert.equal(table, [[true, true, true], [true, true, true], [false, false, true], [false, false, false]]);
});

steps.run();

// ---------------------------------------------------------------------------------------------
const progress = suite('onboarding: progress');

progress('counts the done steps out of three', () => {
  assert.equal(onboardingProgress(none), { done: 0, total: 3 });
  assert.equal(onboardingProgress({ invite: true, product: false, ticket: true }), { done: 2, total: 3 });
  assert.is(progressText(onboardingProgress(all)), '3 of 3 done');
  assert.is(progressText(onboardingProgress({ ...none, product: true })), '1 of 3 done');
});

progress.run();

// ---------------------------------------------------------------------------------------------
const nav = suite('onboarding: the navigation entry');
const flags = { documentation: false, support: false, report: false };
const items = navItems({ administrator: true, flags });

nav('offered while the person wants it and a step remains, first, with n/3', () => {
  const organization = { onboardingStatus: { ...none, product: true } };
  assert.ok(showGettingStarted(organization, wants));
  const shown = withGettingStarted(items, organization, wants);
  assert.is(shown.length, items.length + 1);
  assert.equal(shown[0], { label: 'Getting started', path: 'onboarding/welcome', group: 'work', count: { short: '1/3', spoken: '1 of 3 done' } });
  assert.equal(shown.slice(1), items);
});

nav('not offered once hidden, once every step is done, or without an organization or role', () => {
  const organization = { onboardingStatus: none };
  assert.not.ok(showGettingStarted(organization, hid));
  assert.not.ok(showGettingStarted({ onboardingStatus: all }, wants));
  assert.not.ok(showGettingStarted(null, wants));
  assert.not.ok(showGettingStarted(organization, null));
  assert.is(withGettingStarted(items, organization, hid), items);
  assert.is(withGettingStarted(items, { onboardingStatus: all }, wants), items);
  assert.is(withGettingStarted(items, null, wants), items);
});

nav.run();
