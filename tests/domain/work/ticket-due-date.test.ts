import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { dueDateOf, dueDayOf, formatDueDate, isOverdue, localDay } from '../../../src/domain/work/ticket-due-date.ts';
import { DEFAULT_ROW_HEIGHT, rowHeightFrom } from '../../../src/domain/work/ticket-window.ts';

const due = suite('ticket due dates');
// Sunday 22 Nov 2026, 15:00 UTC.
const NOW = Date.UTC(2026, 10, 22, 15);

due('a day from the date field is stored at midnight UTC; empty clears it', () => {
  assert.equal(dueDateOf('2026-12-03'), { ok: true, value: '2026-12-03T00:00:00.000Z' });
  assert.equal(dueDateOf(''), { ok: true, value: null });
  assert.equal(dueDateOf('  '), { ok: true, value: null });
});

due('malformed and impossible days are refused', () => {
  assert.equal(dueDateOf('03/12/2026'), { ok: false, message: 'Enter a date as YYYY-MM-DD' });
  assert.equal(dueDateOf('2026-02-30'), { ok: false, message: 'Enter a real date' });
  assert.equal(dueDateOf('2026-13-01'), { ok: false, message: 'Enter a real date' });
});

due('the stored date-time gives back the same day, whatever the time zone of the reader', () => {
  assert.is(dueDayOf('2026-12-03T00:00:00.000Z'), '2026-12-03');
  assert.is(dueDayOf(null), '');
  assert.is(dueDayOf('not a date'), '');
  const stored = dueDateOf('2027-01-31');
  assert.ok(stored.ok);
  assert.is(dueDayOf(stored.ok ? stored.value : null), '2027-01-31');
});

due('shown as a day by the display rules: no time, the year only when it is not this one', () => {
  assert.is(formatDueDate('2026-11-22T00:00:00.000Z', NOW, { timeZone: 'UTC' }), 'Today');
  assert.is(formatDueDate('2026-11-23T00:00:00.000Z', NOW, { timeZone: 'UTC' }), 'Tomorrow');
  assert.is(formatDueDate('2026-11-21T00:00:00.000Z', NOW, { timeZone: 'UTC' }), 'Yesterday');
  assert.is(formatDueDate('2026-12-03T00:00:00.000Z', NOW, { timeZone: 'UTC' }), 'Dec 3');
  assert.is(formatDueDate('2027-01-05T00:00:00.000Z', NOW, { timeZone: 'UTC' }), 'Jan 5, 2027');
  assert.is(formatDueDate(null, NOW), '');
});

due('the day is the one chosen, not shifted by the reader time zone', () => {
  // In Los Angeles it is still the 22nd at 15:00 UTC; a due date of the 23rd is tomorrow there too.
  assert.is(localDay(NOW, 'America/Los_Angeles'), '2026-11-22');
  assert.is(formatDueDate('2026-11-23T00:00:00.000Z', NOW, { timeZone: 'America/Los_Angeles' }), 'Tomorrow');
  // Late on the 22nd in Tokyo it is already the 23rd.
  assert.is(formatDueDate('2026-11-23T00:00:00.000Z', NOW, { timeZone: 'Asia/Tokyo' }), 'Today');
});

due('overdue: the day has passed and the ticket is still open', () => {
  assert.ok(isOverdue('2026-11-20T00:00:00.000Z', false, NOW, 'UTC'));
  assert.not.ok(isOverdue('2026-11-20T00:00:00.000Z', true, NOW, 'UTC'));
  assert.not.ok(isOverdue('2026-11-22T00:00:00.000Z', false, NOW, 'UTC'));
  assert.not.ok(isOverdue(null, false, NOW, 'UTC'));
});

due.run();

const heights = suite('row height from the stylesheet');

heights('reads px lengths; anything else falls back to the default', () => {
  assert.is(rowHeightFrom('88px'), 88);
  assert.is(rowHeightFrom(' 48px '), 48);
  assert.is(rowHeightFrom('52'), 52);
  assert.is(rowHeightFrom(''), DEFAULT_ROW_HEIGHT);
  assert.is(rowHeightFrom('3rem'), DEFAULT_ROW_HEIGHT);
  assert.is(rowHeightFrom('0px'), DEFAULT_ROW_HEIGHT);
  assert.is(rowHeightFrom('calc(1px + 2px)', 60), 60);
});

heights('every layout of tickets.css sets the row height the windowing reads, in px', async () => {
  const { readFile } = await import('node:fs/promises');
  const css = await readFile(new URL('../../../src/ui/styles/tickets.css', import.meta.url), 'utf8');
  const values = [...css.matchAll(/--ticket-row-height:\s*([^;]+);/g)].map((match) => match[1]!.trim());
  assert.ok(values.length >= 2, 'a default and the stacked layout');
  for (const value of values) assert.is.not(rowHeightFrom(value, -1), -1, `${value} is a px length`);
});

heights.run();
