import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BANNER_TEXT, initialState, isVisible, reshowAt, transition, type State } from '../../../src/domain/shell/banner.ts';

const MINUTE = 60_000;
const T = Date.parse('2024-06-15T14:30:00.000Z');

const waiting: State = { newVersion: true, dismissedAt: null };
const dismissed: State = { newVersion: true, dismissedAt: T };

// ---------------------------------------------------------------------------------------------

const texts = suite('banner: texts');

texts('the banner reads exactly as the specification words it', () => {
  assert.equal(BANNER_TEXT, {
    title: 'New Version Available',
    body: 'Reload the page to use the latest version of Tidemark.',
    reload: 'Reload',
    dismiss: 'Dismiss',
  });
});

texts.run();

// ---------------------------------------------------------------------------------------------

const whenNoVersion = suite('banner: when no new version was detected');

whenNoVersion('there is no new version and no dismissal at first', () => {
  assert.equal(initialState, { newVersion: false, dismissedAt: null });
});

whenNoVersion('the banner is hidden', () => {
  assert.is(isVisible(initialState, T), false);
  assert.is(reshowAt(initialState), null);
});

whenNoVersion('a detected version shows the banner', () => {
  const next = transition(initialState, { type: 'versionDetected' });
  assert.equal(next, waiting);
  assert.is(isVisible(next, T), true);
});

whenNoVersion('dismissing a banner that is not shown returns the same state', () => {
  assert.is(transition(initialState, { type: 'dismissed', at: T }), initialState);
});

whenNoVersion('a dismissal time without a new version never shows anything', () => {
  const stale: State = { newVersion: false, dismissedAt: T };
  assert.is(isVisible(stale, T + 31 * MINUTE), false);
  assert.is(reshowAt(stale), null);
});

whenNoVersion.run();

// ---------------------------------------------------------------------------------------------

const whenWaiting = suite('banner: when a new version waits and the banner was not dismissed');

whenWaiting('the banner shows at any time', () => {
  assert.is(isVisible(waiting, 0), true);
  assert.is(isVisible(waiting, T), true);
  assert.is(reshowAt(waiting), null);
});

whenWaiting('detecting a version again returns the same state', () => {
  assert.is(transition(waiting, { type: 'versionDetected' }), waiting);
});

whenWaiting('dismissing hides the banner and records when', () => {
  const next = transition(waiting, { type: 'dismissed', at: T });
  assert.equal(next, dismissed);
  assert.is(isVisible(next, T), false);
  assert.equal(waiting, { newVersion: true, dismissedAt: null }, 'the previous state is not mutated');
});

whenWaiting('a dismissal without a real time returns the same state', () => {
  for (const at of [Number.NaN, Number.POSITIVE_INFINITY]) assert.is(transition(waiting, { type: 'dismissed', at }), waiting);
});

whenWaiting.run();

// ---------------------------------------------------------------------------------------------

const whenDismissed = suite('banner: when dismissed less than 30 minutes ago');

whenDismissed('the banner stays hidden at 29:59 and at 29:59.999 after dismissal', () => {
  assert.is(isVisible(dismissed, T + 29 * MINUTE + 59_000), false);
  assert.is(isVisible(dismissed, T + 30 * MINUTE - 1), false);
});

whenDismissed('the banner shows again at exactly 30:00 after dismissal, and later', () => {
  assert.is(isVisible(dismissed, T + 30 * MINUTE), true);
  assert.is(isVisible(dismissed, T + 3 * 60 * MINUTE), true);
});

whenDismissed('it says when the banner comes back', () => {
  assert.is(reshowAt(dismissed), T + 30 * MINUTE);
});

whenDismissed('a clock set back before the dismissal keeps it hidden', () => {
  assert.is(isVisible(dismissed, T - 5 * MINUTE), false);
});

whenDismissed('detecting a newer version returns the same state: the dismissal still holds', () => {
  assert.is(transition(dismissed, { type: 'versionDetected' }), dismissed);
});

whenDismissed('dismissing again while hidden returns the same state', () => {
  assert.is(transition(dismissed, { type: 'dismissed', at: T + 10 * MINUTE }), dismissed);
});

whenDismissed.run();

// ---------------------------------------------------------------------------------------------

const whenBack = suite('banner: when shown again 30 minutes after a dismissal');

const backAt = T + 45 * MINUTE;

whenBack('dismissing again hides it for another 30 minutes from the new dismissal', () => {
  assert.is(isVisible(dismissed, backAt), true);
  const next = transition(dismissed, { type: 'dismissed', at: backAt });
  assert.equal(next, { newVersion: true, dismissedAt: backAt });
  assert.is(isVisible(next, backAt + 30 * MINUTE - 1), false);
  assert.is(isVisible(next, backAt + 30 * MINUTE), true);
});

whenBack('detecting a version returns the same state', () => {
  assert.is(transition(dismissed, { type: 'versionDetected' }), dismissed);
});

whenBack.run();
