import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  initialState,
  mustRaise,
  nextCheckAt,
  readRevision,
  revisionBucket,
  revisionScriptUrl,
  transition,
  type State,
} from '../../../src/domain/shell/revision.ts';

const MINUTE = 60_000;
const BUILT_IN = 'r100';

const report = (revision: unknown, builtIn = BUILT_IN) => ({ type: 'reported', revision, builtIn }) as const;

// ---------------------------------------------------------------------------------------------

const bucket = suite('revision: time bucket and script address');

bucket('the bucket is the time in whole 2-minute units, changing at 120 000 ms', () => {
  assert.is(revisionBucket(0), 0);
  assert.is(revisionBucket(119_999), 0);
  assert.is(revisionBucket(120_000), 1);
  assert.is(revisionBucket(239_999), 1);
  assert.is(revisionBucket(240_000), 2);
});

bucket('a real time gives its 2-minute count since the epoch', () => {
  // 2024-06-15T14:30:00Z = 1 718 461 800 000 ms = 14 320 515 × 120 000 exactly.
  const at = Date.parse('2024-06-15T14:30:00.000Z');
  assert.is(revisionBucket(at), 14_320_515);
  assert.is(revisionBucket(at + 119_999), 14_320_515);
  assert.is(revisionBucket(at + 120_000), 14_320_516);
});

bucket('the script address carries the bucket', () => {
  assert.is(revisionScriptUrl(119_999), '/revision.js?d=0');
  assert.is(revisionScriptUrl(120_000), '/revision.js?d=1');
  assert.is(revisionScriptUrl(Date.parse('2024-06-15T14:30:00.000Z')), '/revision.js?d=14320515');
});

bucket.run();

// ---------------------------------------------------------------------------------------------

const schedule = suite('revision: when to check');

schedule('the first check is at start', () => {
  assert.is(nextCheckAt(null, 5_000), 5_000);
});

schedule('the next check is 15 minutes after the last one', () => {
  assert.is(nextCheckAt(5_000, 5_000), 5_000 + 15 * MINUTE);
  assert.is(nextCheckAt(5_000, 5_000 + 15 * MINUTE - 1), 5_000 + 15 * MINUTE);
});

schedule('an overdue check (a sleeping tab) is due now', () => {
  assert.is(nextCheckAt(5_000, 5_000 + 15 * MINUTE), 5_000 + 15 * MINUTE);
  assert.is(nextCheckAt(5_000, 5_000 + 60 * MINUTE), 5_000 + 60 * MINUTE);
});

schedule.run();

// ---------------------------------------------------------------------------------------------

const reading = suite('revision: reading a report');

reading('a revision string is taken, trimmed', () => {
  assert.is(readRevision('r101'), 'r101');
  assert.is(readRevision(' r101\n'), 'r101');
});

reading('empty, blank and non-string reports are no report', () => {
  for (const value of ['', '  \n', 101, null, undefined, {}, ['r101'], true]) assert.is(readRevision(value), null, String(value));
});

reading.run();

// ---------------------------------------------------------------------------------------------

const whenNothingRaised = suite('revision: when nothing was raised yet');

whenNothingRaised('nothing was raised at first', () => {
  assert.equal(initialState, { notified: null });
});

whenNothingRaised('the running revision reported back raises nothing', () => {
  assert.is(transition(initialState, report('r100')), initialState);
  assert.is(transition(initialState, report(' r100 ')), initialState);
  assert.is(mustRaise(initialState, report('r100')), false);
});

whenNothingRaised('a different revision raises the notification and is remembered', () => {
  assert.equal(transition(initialState, report('r101')), { notified: 'r101' });
  assert.is(mustRaise(initialState, report('r101')), true);
});

whenNothingRaised('empty and non-string reports are ignored', () => {
  for (const value of ['', '   ', 101, null, undefined, { revision: 'r101' }]) {
    assert.is(transition(initialState, report(value)), initialState, String(value));
  }
});

whenNothingRaised('a build that does not know its own revision raises nothing', () => {
  assert.is(transition(initialState, report('r101', '')), initialState);
  assert.is(transition(initialState, report('r101', '  ')), initialState);
});

whenNothingRaised.run();

// ---------------------------------------------------------------------------------------------

const whenRaised = suite('revision: when a new revision was raised');

const raised: State = { notified: 'r101' };

whenRaised('the same new revision reported again raises nothing', () => {
  assert.is(transition(raised, report('r101')), raised);
  assert.is(transition(raised, report('r101\n')), raised);
  assert.is(mustRaise(raised, report('r101')), false);
});

whenRaised('a different newer revision raises again', () => {
  assert.equal(transition(raised, report('r102')), { notified: 'r102' });
  assert.is(mustRaise(raised, report('r102')), true);
});

whenRaised('the running revision reported back (a rollback) raises nothing', () => {
  assert.is(transition(raised, report('r100')), raised);
});

whenRaised('empty and non-string reports are ignored', () => {
  assert.is(transition(raised, report('')), raised);
  assert.is(transition(raised, report(102)), raised);
});

whenRaised.run();
