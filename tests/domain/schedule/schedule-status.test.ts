import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { scheduleStatusText } from '../../../src/domain/schedule/schedule-status.ts';

const NOW = Date.parse('2026-11-25T15:00:00.000Z');

test('each projection status as one line', () => {
  assert.is(scheduleStatusText({ status: 'QUEUED', failure: null, projectedAt: null }, NOW), 'Projecting ETAs…');
  assert.is(scheduleStatusText({ status: 'PROCESSING', failure: null, projectedAt: '2026-11-25T14:00:00.000Z' }, NOW), 'Projecting ETAs…');
  assert.is(scheduleStatusText({ status: 'READY', failure: null, projectedAt: '2026-11-25T14:05:00.000Z' }, NOW, 'UTC'), 'ETAs projected today, 2:05 PM.');
  assert.is(scheduleStatusText({ status: 'READY', failure: null, projectedAt: '2026-11-20T09:00:00.000Z' }, NOW, 'UTC'), 'ETAs projected Nov 20, 9:00 AM.');
  assert.is(scheduleStatusText({ status: 'READY', failure: null, projectedAt: null }, NOW), 'No ETAs projected yet.');
  assert.is(scheduleStatusText({ status: 'FAILED', failure: 'The projection engine stopped', projectedAt: null }, NOW), 'ETAs could not be projected: The projection engine stopped. The ETAs shown are the last ones projected.');
  assert.is(scheduleStatusText({ status: 'FAILED', failure: null, projectedAt: null }, NOW), 'ETAs could not be projected: the projection failed. The ETAs shown are the last ones projected.');
});

test('"today" and the hour are the zone\'s: the schedule header and the dashboard say the same for a profile in Los Angeles', () => {
  // 19:14 UTC is 11:14 in Los Angeles; 02:00 UTC on the 26th is still the 25th there.
  const ready = { status: 'READY' as const, failure: null, projectedAt: '2026-11-25T19:14:00.000Z' };
  assert.is(scheduleStatusText(ready, NOW, 'America/Los_Angeles').replace(/\s/g, ' '), 'ETAs projected today, 11:14 AM.');
  const late = Date.parse('2026-11-26T02:00:00.000Z');
  assert.is(scheduleStatusText(ready, late, 'UTC').replace(/\s/g, ' '), 'ETAs projected yesterday, 7:14 PM.');
  assert.is(scheduleStatusText(ready, late, 'America/Los_Angeles').replace(/\s/g, ' '), 'ETAs projected today, 11:14 AM.');
});

test.run();
