/**
 * The demo's history of work: when each state was worked on, so the reports' hours worked read as
 * a real team's. A person's state in progress has been worked on for a few days and still is (any
 * other they have in progress was worked on before and picked up again today); a blocked state
 * was worked on until its block note; a done state until it was done, the ticket's last one until
 * the ticket closed (mostly in the last two months), each earlier one before the next began. A
 * span lasts about the hours of its estimate in its person's working days (a 16-hour state over
 * two of their days, more with the nights and weekends between), and a person's spans do not
 * overlap while there is room, so the weeks read like real weeks. Pure and deterministic like the
 * plan, from a random stream of its own: times are days before "now".
 */
import type { PersonContent } from './content.ts';
import type { Random } from './random.ts';

/** A stretch of work on a state, in days before now; no stop while it goes on. */
export interface PlanSpan {
  readonly startDaysAgo: number;
  readonly stopDaysAgo: number | null;
}

/** What the history reads and writes of a planned state (plan.ts's PlanState). */
interface WorkedState {
  readonly assignee: string | null;
  readonly estimate: { readonly likely: number } | null;
  readonly active: boolean;
  readonly blocked: boolean;
  readonly done: boolean;
  readonly doneDaysAgo: number | null;
  readonly worked: readonly PlanSpan[];
  readonly notes: readonly { readonly type: string; readonly daysAgo: number }[];
}

/** What the history reads and writes of a planned ticket (plan.ts's PlanTicket). */
interface WorkedTicket {
  readonly status: string;
  readonly createdDaysAgo: number;
  readonly scheduledDaysAgo: number | null;
  readonly closedDaysAgo: number | null;
  readonly states: readonly WorkedState[];
}

type Person = PersonContent & { readonly joinedDaysAgo: number };

/** Hours of the work week a span of a day holds, as in content: 'HH:MM' to 'HH:MM' on the listed days. */
function calendarDaysOf(person: PersonContent, hours: number): number {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const dayHours = (minutes(person.hours[1]) - minutes(person.hours[0])) / 60;
  return ((hours / dayHours) * 7) / Math.max(1, person.days.length);
}

/** Rounded to the quarter hour, so times read well. */
const quarter = (days: number) => Math.round(days * 96) / 96;

/** An hour, in days. */
const HOUR = 1 / 24;
const QUARTER_HOUR = HOUR / 4;
/** How far back most done tickets were finished. */
const RECENT_DAYS = 60;

/** Where each person is busy: spans as [start, stop] in days ago (start > stop). */
class Busy {
  private readonly spans = new Map<string, [number, number][]>();
  /** The people with a state in progress already. */
  readonly working = new Set<string>();

  /**
   * A span of `length` days for a person, ending at or before `wanted` days ago (and a quarter of
   * an hour after `earliest` at the latest) and starting at or after `earliest`, in the latest
   * gap between their other spans that holds it; else the widest gap there is (shorter, when it
   * is at least an hour); else, with no room at all, as late as it may be, over their other work.
   */
  place(person: string, length: number, wanted: number, earliest: number): [number, number] {
    const latest = Math.min(wanted, earliest - QUARTER_HOUR);
    const taken = [...(this.spans.get(person) ?? [])].sort((a, b) => a[1] - b[1]);
    const gaps: [number, number][] = [];
    let cursor = latest;
    for (const [start, stop] of taken) {
      if (cursor >= earliest) break;
      if (stop > cursor) gaps.push([Math.min(stop, earliest), cursor]);
      cursor = Math.max(cursor, start);
    }
    if (cursor < earliest) gaps.push([earliest, cursor]);
    const fits = gaps.find(([start, stop]) => start - stop >= length);
    if (fits) return this.take(person, [fits[1] + length, fits[1]]);
    const widest = gaps.reduce<[number, number] | null>((best, gap) => (best === null || gap[0] - gap[1] > best[0] - best[1] ? gap : best), null);
    if (widest && widest[0] - widest[1] >= HOUR) return this.take(person, widest);
    return this.take(person, [latest + Math.min(length, earliest - latest), latest]);
  }

  private take(person: string, span: [number, number]): [number, number] {
    const taken = this.spans.get(person) ?? [];
    taken.push(span);
    this.spans.set(person, taken);
    return span;
  }
}

/** The history of one ticket, with the people's other work in `busy`. */
function ticketHistory<T extends WorkedTicket>(ticket: T, people: ReadonlyMap<string, Person>, busy: Busy, random: Random): T {
  const states = ticket.states.map((state) => ({ ...state }) as { -readonly [K in keyof WorkedState]: WorkedState[K] });
  const hoursOf = (state: WorkedState) => Math.max(1, (state.estimate?.likely ?? 4) * (0.7 + random.next() * 0.6));
  const lengthOf = (state: WorkedState, part = 1) => quarter(calendarDaysOf(people.get(state.assignee!)!, hoursOf(state) * part));
  const earliestFor = (person: string) => Math.min(ticket.createdDaysAgo, people.get(person)!.joinedDaysAgo);
  // Work on the states goes backwards from the last one worked: each ends before the next began.
  // Done tickets were mostly finished in the last two months (the reports' recent weeks are full).
  let bound = ticket.status === 'DONE' ? quarter(1 + Math.min(ticket.createdDaysAgo - 2, RECENT_DAYS) * random.next() ** 1.5) : (ticket.closedDaysAgo ?? 0);
  const current = states.findIndex((state) => state.active);
  const blocked = states.findIndex((state, index) => state.blocked && states.slice(0, index).every((before) => before.done));
  let last = states.findLastIndex((state) => state.done);
  if (current >= 0 && states[current]!.assignee !== null) {
    const state = states[current]!;
    const person = state.assignee!;
    if (!busy.working.has(person)) {
      // Their main work: in progress for a few days.
      busy.working.add(person);
      const [start] = busy.place(person, quarter(Math.min(0.25 + random.next() * 4, ticket.createdDaysAgo)), 0, earliestFor(person));
      state.worked = [{ startDaysAgo: start, stopDaysAgo: null }];
      bound = start;
    } else {
      // Something else they have going: worked on before their main work, picked up again today.
      const [start, stop] = busy.place(person, lengthOf(state, 0.3 + random.next() * 0.4), 0, earliestFor(person));
      const again = quarter(Math.min(stop, 0.05 + random.next() * 0.2));
      state.worked = again > 0 && again < stop ? [{ startDaysAgo: start, stopDaysAgo: stop }, { startDaysAgo: again, stopDaysAgo: null }] : [{ startDaysAgo: start, stopDaysAgo: null }];
      bound = start;
    }
    bound += quarter(random.next() * 0.5);
    last = current - 1;
  } else if (blocked >= 0 && states[blocked]!.assignee !== null) {
    const state = states[blocked]!;
    const note = state.notes.findIndex((candidate) => candidate.type === 'BLOCK_NOTE');
    const [start, stop] = busy.place(state.assignee!, lengthOf(state, 0.3 + random.next() * 0.5), state.notes[note]?.daysAgo ?? 1, earliestFor(state.assignee!));
    state.worked = [{ startDaysAgo: start, stopDaysAgo: stop }];
    state.notes = state.notes.map((candidate, index) => (index === note ? { ...candidate, daysAgo: stop } : candidate));
    bound = start + quarter(random.next() * 0.5);
    last = blocked - 1;
  } else if (ticket.closedDaysAgo === null) {
    // Done states of a ticket not started again yet: finished some days ago.
    bound = quarter(Math.min(ticket.createdDaysAgo / 2, 0.5 + random.next() * 10));
  }
  for (let index = last; index >= 0; index -= 1) {
    const state = states[index]!;
    if (!state.done || state.assignee === null) continue;
    const [start, stop] = busy.place(state.assignee, lengthOf(state), bound, earliestFor(state.assignee));
    state.worked = [{ startDaysAgo: start, stopDaysAgo: stop }];
    state.doneDaysAgo = stop;
    state.notes = state.notes.map((note) => (note.type === 'CLOSE_NOTE' ? { ...note, daysAgo: stop } : note));
    bound = start + quarter(random.next() * 0.75);
  }
  // A finished ticket closes when its last state is done (a cancelled one when it was cancelled).
  const lastDone = states.at(-1)?.doneDaysAgo;
  const closedDaysAgo = ticket.status === 'DONE' && lastDone != null ? lastDone : ticket.closedDaysAgo;
  // A scheduled ticket was scheduled before its work began.
  const firstStart = Math.max(0, ...states.flatMap((state) => state.worked.map((span) => span.startDaysAgo)));
  const scheduledDaysAgo = ticket.scheduledDaysAgo === null ? null : Math.min(ticket.createdDaysAgo, Math.max(ticket.scheduledDaysAgo, firstStart));
  return { ...ticket, scheduledDaysAgo, closedDaysAgo, states };
}

/**
 * The tickets with their history of work. Work that must sit where it is comes first (in progress
 * now, blocked days ago), then the finished tickets from the most recently closed back.
 */
export function planHistory<T extends WorkedTicket>(tickets: readonly T[], people: readonly Person[], random: Random): T[] {
  const byKey = new Map(people.map((person) => [person.key, person]));
  const busy = new Busy();
  const anchor = (ticket: T) => (ticket.states.some((state) => state.active) ? -2 : ticket.states.some((state) => state.blocked) ? -1 : (ticket.closedDaysAgo ?? 0));
  const order = tickets.map((ticket, index) => ({ ticket, index })).sort((a, b) => anchor(a.ticket) - anchor(b.ticket) || a.index - b.index);
  const done = new Array<T>(tickets.length);
  for (const { ticket, index } of order) done[index] = ticketHistory(ticket, byKey, busy, random);
  return done;
}
