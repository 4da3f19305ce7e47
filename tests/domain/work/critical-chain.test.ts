/** The critical chain: the longest run of unfinished tickets by hours left. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { criticalChain, remainingHours, type ChainTicket } from '../../../src/domain/work/critical-chain.ts';
import type { DisplayState } from '../../../src/domain/work/work.ts';

const t = (id: string, remainingHours: number, displayState: DisplayState = 'Scheduled'): ChainTicket => ({ id, localId: Number(id), displayState, remainingHours });
const l = (from: string, to: string) => ({ from, to });

const chain = suite('critical chain');

chain('the heaviest chain wins over the longer light one', () => {
  // 4 waits on 3 waits on 2 waits on 1 (1 hour each); 6 waits on 5 (10 hours each).
  const tickets = [t('1', 1), t('2', 1), t('3', 1), t('4', 1), t('5', 10), t('6', 10)];
  const found = criticalChain(tickets, [l('2', '1'), l('3', '2'), l('4', '3'), l('6', '5')]);
  assert.equal(found?.ids, ['5', '6']);
  assert.is(found?.hours, 20);
  assert.equal([...found!.links], ['6>5']);
});

chain('the chain runs from the first ticket to do to the last, through the heavier branch', () => {
  // 4 waits on 2 and 3; 2 and 3 wait on 1; 3 is heavier.
  const found = criticalChain([t('1', 2), t('2', 1), t('3', 5), t('4', 1)], [l('2', '1'), l('3', '1'), l('4', '2'), l('4', '3')]);
  assert.equal(found?.ids, ['1', '3', '4']);
  assert.is(found?.hours, 8);
});

chain('done tickets hold nothing up and break the chain', () => {
  const found = criticalChain([t('1', 5), t('2', 5, 'Done'), t('3', 1), t('4', 1)], [l('2', '1'), l('3', '2'), l('4', '3')]);
  assert.equal(found?.ids, ['3', '4']);
});

chain('without estimates the chain with more tickets wins; equal chains go to the lower number', () => {
  assert.equal(criticalChain([t('1', 0), t('2', 0), t('3', 0), t('4', 0), t('5', 0)], [l('2', '1'), l('3', '2'), l('5', '4')])?.ids, ['1', '2', '3']);
  assert.equal(criticalChain([t('1', 0), t('2', 0), t('3', 0), t('4', 0)], [l('4', '3'), l('2', '1')])?.ids, ['1', '2']);
});

chain('no unfinished ticket waiting on another unfinished one: no chain', () => {
  assert.is(criticalChain([t('1', 3), t('2', 3, 'Done')], [l('2', '1')]), null);
  assert.is(criticalChain([t('1', 3)], []), null);
});

chain('a loop in bad data does not hang and still gives a chain', () => {
  const found = criticalChain([t('1', 1), t('2', 1), t('3', 1)], [l('1', '2'), l('2', '3'), l('3', '1')]);
  assert.ok(found !== null && found.ids.length >= 2);
});

chain('the work left is the PERT mean of the open states, unestimated ones adding nothing', () => {
  assert.is(remainingHours([
    { done: false, estimate: { minimum: 1, likely: 2, maximum: 9 } },
    { done: true, estimate: { minimum: 10, likely: 10, maximum: 10 } },
    { done: false, estimate: null },
  ]), 3);
});

chain.run();
