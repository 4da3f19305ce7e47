/** The schedule's month calendar (src/domain/schedule/schedule-calendar.ts): the grid, the entries, the time zone, the counts. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { entriesOf, monthCounts, monthSpan, scheduleMonth, type CalendarTicket } from '../../../src/domain/schedule/schedule-calendar.ts';

const ticket = (facts: Partial<CalendarTicket> & Pick<CalendarTicket, 'localId'>): CalendarTicket => ({
  id: `t${facts.localId}`,
  title: `Ticket ${facts.localId}`,
  status: 'SCHEDULED',
  eta: null,
  closedAt: null,
  dueDate: null,
  ...facts,
});

const calendar = suite('schedule calendar');

calendar('a month is whole weeks from Monday: November 2026 runs from Monday 26 October to Sunday 6 December', () => {
  const weeks = scheduleMonth({ year: 2026, month: 11 }, [], 'UTC');
  assert.is(weeks.length, 6);
  assert.is(weeks[0]![0]!.date, '2026-10-26');
  assert.is(weeks[0]![0]!.weekday, 'monday');
  assert.is(weeks.at(-1)!.at(-1)!.date, '2026-12-06');
  assert.is(weeks.flat().filter((day) => day.inMonth).length, 30);
  assert.equal(monthSpan({ year: 2026, month: 11 }, 'UTC'), { from: '2026-10-26T00:00:00.000Z', to: '2026-12-07T00:00:00.000Z', firstDay: '2026-10-26', days: 42 });
  assert.is(scheduleMonth({ year: 2027, month: 2 }, [], 'UTC').length, 4, 'February 2027 starts on a Monday and fills four weeks');
});

calendar('an ETA shows on its day in the person time zone; a delivery on the day it was done', () => {
  const late = ticket({ localId: 1, eta: '2026-11-10T23:30:00.000Z' });
  const done = ticket({ localId: 2, status: 'DONE', closedAt: '2026-11-03T09:00:00.000Z', eta: '2026-11-20T10:00:00.000Z' });
  const utc = scheduleMonth({ year: 2026, month: 11 }, [late, done], 'UTC').flat();
  assert.equal(utc.find((day) => day.date === '2026-11-10')!.entries.map((e) => [e.kind, e.ticket.localId]), [['eta', 1]]);
  assert.equal(utc.find((day) => day.date === '2026-11-03')!.entries.map((e) => [e.kind, e.ticket.localId]), [['delivered', 2]]);
  assert.is(utc.find((day) => day.date === '2026-11-20')!.entries.length, 0, 'a done ticket shows where it was delivered, not its old ETA');
  const berlin = scheduleMonth({ year: 2026, month: 11 }, [late], 'Europe/Berlin').flat();
  assert.equal(berlin.find((day) => day.date === '2026-11-11')!.entries.map((e) => e.ticket.localId), [1], 'half past midnight in Berlin is the next day');
});

calendar('what is not on the calendar: unscheduled, cancelled, no ETA, not parsable', () => {
  assert.equal(entriesOf(ticket({ localId: 1, status: 'UNSCHEDULED', eta: '2026-11-10T10:00:00.000Z' })), []);
  assert.equal(entriesOf(ticket({ localId: 2, status: 'CANCELLED', closedAt: '2026-11-10T10:00:00.000Z' })), []);
  assert.equal(entriesOf(ticket({ localId: 3 })), []);
  assert.is(scheduleMonth({ year: 2026, month: 11 }, [ticket({ localId: 4, eta: 'not a date' })], 'UTC').flat().some((day) => day.entries.length > 0), false);
});

calendar('at risk: an ETA after the end of the due day', () => {
  const [risky] = entriesOf(ticket({ localId: 1, eta: '2026-11-12T10:00:00.000Z', dueDate: '2026-11-11T00:00:00.000Z' }));
  const [fine] = entriesOf(ticket({ localId: 2, eta: '2026-11-11T20:00:00.000Z', dueDate: '2026-11-11T00:00:00.000Z' }));
  assert.is(risky!.atRisk, true);
  assert.is(fine!.atRisk, false);
});

calendar('a day lists deliveries first, then ETAs, each by time then number; the counts are of the month alone', () => {
  const tickets = [
    ticket({ localId: 3, eta: '2026-11-10T15:00:00.000Z', dueDate: '2026-11-09T00:00:00.000Z' }),
    ticket({ localId: 2, eta: '2026-11-10T09:00:00.000Z' }),
    ticket({ localId: 1, eta: '2026-11-10T09:00:00.000Z' }),
    ticket({ localId: 9, status: 'DONE', closedAt: '2026-11-10T17:00:00.000Z' }),
    ticket({ localId: 8, eta: '2026-10-27T09:00:00.000Z' }),
  ];
  const weeks = scheduleMonth({ year: 2026, month: 11 }, tickets, 'UTC');
  assert.equal(weeks.flat().find((day) => day.date === '2026-11-10')!.entries.map((e) => e.ticket.localId), [9, 1, 2, 3]);
  assert.equal(monthCounts(weeks), { etas: 3, atRisk: 1, delivered: 1 }, 'the ETA of 27 October is shown but not counted in November');
});

calendar.run();
