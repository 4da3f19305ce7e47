/**
 * The demo organization as plain data: who is in it, its catalogues, project tree, about 150
 * tickets across every display state, dependencies, support cases, blackout times and work weeks.
 * Pure and deterministic: the same seed gives the same plan (times are offsets from "now", which
 * materialize.ts supplies). Domain rules hold: estimates are sound, dependencies only point at
 * earlier tickets (no cycle), and each ticket's states match the display state it is meant to show.
 */
import { displayState, estimateProblem, type DisplayState, type Estimate, type NoteType } from '../../src/domain/work/work.ts';
import type { WeekDay, WorkWeek } from '../../src/domain/time/work-week.ts';
import {
  BLACKOUTS,
  BLOCK_NOTES,
  CASES,
  CHECKLISTS,
  COMMENTS,
  DESCRIPTIONS,
  LOOSE_TICKETS,
  ORGANIZATION_NAME,
  PEOPLE,
  PRODUCTS,
  PROJECTS,
  RECURRING_BLACKOUTS,
  REPLIES,
  TAGS,
  TEAMS,
  WORKFLOWS,
  type CaseContent,
  type PersonContent,
} from './content.ts';
import { planHistory, type PlanSpan } from './history.ts';
import { seededRandom, type Random } from './random.ts';

/** The seed every demo is built from (tests rely on what it makes). */
export const DEMO_SEED = 2023;

const HOUR = 1 / 24;
/** Mixed into the seed for the history of work's own random stream. */
const HISTORY_SEED = 0x5eed;

export interface PlanState {
  readonly assignee: string | null;
  readonly estimate: Estimate | null;
  readonly splittable: boolean;
  readonly active: boolean;
  readonly blocked: boolean;
  readonly done: boolean;
  /** When a done state was done (history.ts); null while it is not, or when nobody did it. */
  readonly doneDaysAgo: number | null;
  /** When it was worked on (history.ts), oldest first. */
  readonly worked: readonly PlanSpan[];
  readonly notes: readonly { readonly type: NoteType; readonly body: string; readonly author: string; readonly daysAgo: number }[];
}

export interface PlanComment {
  readonly author: string;
  readonly body: string;
  readonly daysAgo: number;
  readonly replies: readonly { readonly author: string; readonly body: string; readonly daysAgo: number }[];
}

export interface PlanTicket {
  readonly title: string;
  readonly description: string;
  readonly project: string | null;
  readonly product: string | null;
  readonly workflow: string;
  readonly tags: readonly string[];
  readonly owner: string;
  readonly watchers: readonly string[];
  /** The display state the ticket's facts give (checked when planned). */
  readonly display: DisplayState;
  readonly status: 'UNSCHEDULED' | 'SCHEDULED' | 'DONE' | 'CANCELLED';
  readonly publication: 'DRAFT' | 'PUBLISHED';
  readonly estimateRequested: boolean;
  readonly createdDaysAgo: number;
  readonly scheduledDaysAgo: number | null;
  readonly closedDaysAgo: number | null;
  readonly dueInDays: number | null;
  readonly states: readonly PlanState[];
  readonly checklist: readonly { readonly text: string; readonly done: boolean }[];
  readonly comments: readonly PlanComment[];
  /** Indexes of earlier tickets this one waits on. */
  readonly waitsOn: readonly number[];
}

export interface PlanCase extends CaseContent {
  readonly createdDaysAgo: number;
  /** Days ago of each reply, in order. */
  readonly replyDaysAgo: readonly number[];
}

export interface PlanPerson extends PersonContent {
  readonly workWeek: WorkWeek;
  readonly joinedDaysAgo: number;
}

export interface DemoPlan {
  readonly organizationName: string;
  readonly people: readonly PlanPerson[];
  readonly products: typeof PRODUCTS;
  readonly teams: typeof TEAMS;
  readonly workflows: typeof WORKFLOWS;
  readonly tags: typeof TAGS;
  readonly projects: typeof PROJECTS;
  readonly tickets: readonly PlanTicket[];
  readonly cases: readonly PlanCase[];
  readonly blackouts: typeof BLACKOUTS;
  readonly recurringBlackouts: typeof RECURRING_BLACKOUTS;
  /** Person key -> favourite ticket indexes. */
  readonly favorites: Readonly<Record<string, readonly number[]>>;
  /** Person key -> pinned project keys. */
  readonly pins: Readonly<Record<string, readonly string[]>>;
}

const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

function workWeekOf(person: PersonContent): WorkWeek {
  const week = {} as Record<(typeof DAY_NAMES)[number], WorkWeek[WeekDay]>;
  DAY_NAMES.forEach((day, index) => {
    week[day] = person.days.includes(index) ? { startTime: person.hours[0], stopTime: person.hours[1] } : { startTime: null, stopTime: null };
  });
  return week;
}

/** People who may be given work: accepted and not visitors. */
const WORKERS = PEOPLE.filter((p) => p.status === 'ACCEPTED' && p.type !== 'VISITOR').map((p) => p.key);
/** People who may watch and favour tickets. */
const ACCEPTED = PEOPLE.filter((p) => p.status === 'ACCEPTED').map((p) => p.key);

const BUG_WORDS = /does nothing|jumps|crash|glitch|wrong|blurry|twice|out of order|drain|flashes|covers|ignore|spam|fails|stalled|closes/i;
const RELEASE_WORDS = /store (screenshots|listing)|Play Store|App Store/i;

/** The display states tickets are meant to show, with their weights (about a fifth done, some of everything). */
const TARGETS: readonly [DisplayState | 'Cancelled', number][] = [
  ['Draft', 8],
  ['Unassigned', 12],
  ['Unestimated', 12],
  ['Estimated', 15],
  ['Scheduled', 16],
  ['InProgress', 15],
  ['Done', 19],
  ['Cancelled', 3],
];

function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [choice, weight] of choices) {
    roll -= weight;
    if (roll < 0) return choice;
  }
  return choices[choices.length - 1]![0];
}

function estimate(random: Random): Estimate {
  const likely = random.pick([1, 2, 3, 4, 6, 8, 12, 16, 24, 32]);
  const minimum = Math.max(0.5, Math.round(likely * (0.4 + random.next() * 0.4) * 2) / 2);
  const maximum = Math.round(likely * (1.3 + random.next() * 1.7));
  return { minimum: Math.min(minimum, likely), likely, maximum: Math.max(maximum, likely) };
}

/** Rounded to the hour, so times read well. */
const days = (value: number) => Math.round(value * 24) / 24;

interface Slot {
  readonly title: string;
  readonly project: string | null;
  readonly product: string | null;
  readonly archived: boolean;
}

function ticketSlots(): Slot[] {
  const slots: Slot[] = [];
  for (const project of PROJECTS) {
    if (!project.tickets) continue;
    const archived = project.archived === true || PROJECTS.find((p) => p.key === project.parent)?.archived === true;
    for (const title of project.tickets) slots.push({ title, project: project.key, product: project.product, archived });
    if (!archived) {
      for (const template of ['Release notes for {name}', 'Metrics for {name}', 'Design review of {name}']) {
        slots.push({ title: template.replace('{name}', project.name), project: project.key, product: project.product, archived });
      }
    }
  }
  for (const [index, title] of LOOSE_TICKETS.entries()) slots.push({ title, project: null, product: index % 4 === 3 ? null : PRODUCTS[index % 3]!.key, archived: false });
  return slots;
}

function statesFor(random: Random, target: DisplayState | 'Cancelled', count: number, createdDaysAgo: number): PlanState[] {
  const plain = (assignee: string | null, withEstimate: boolean): PlanState => {
    const drawn = withEstimate ? estimate(random) : null;
    // Some short pieces of work want one sitting; anything that may outlast a working day is split.
    const oneSitting = random.chance(0.3) && drawn !== null && drawn.maximum <= 6;
    return { assignee, estimate: drawn, splittable: !oneSitting, active: false, blocked: false, done: false, doneDaysAgo: null, worked: [], notes: [] };
  };
  const worker = () => random.pick(WORKERS);
  const states = Array.from({ length: count }, () => plain(worker(), true));
  switch (target) {
    case 'Draft':
      return states.map((state) => (random.chance(0.5) ? { ...state, assignee: null, estimate: null } : state));
    case 'Unassigned': {
      const missing = random.int(0, count - 1);
      return states.map((state, index) => (index === missing || random.chance(0.25) ? { ...state, assignee: null, estimate: random.chance(0.5) ? state.estimate : null } : state));
    }
    case 'Unestimated': {
      const missing = random.int(0, count - 1);
      return states.map((state, index) => (index === missing || random.chance(0.3) ? { ...state, estimate: null } : state));
    }
    case 'Estimated':
      return states;
    case 'Scheduled':
      return states.map((state, index) => (index === 0 && random.chance(0.3) ? closed(state, createdDaysAgo) : state));
    case 'InProgress': {
      const current = random.int(0, count - 1);
      return states.map((state, index) => (index < current ? closed(state, createdDaysAgo) : index === current ? { ...state, active: true } : state));
    }
    case 'Done':
      return states.map((state) => closed(state, createdDaysAgo));
    case 'Cancelled':
      return states.map((state, index) => (index === 0 && random.chance(0.5) ? closed(state, createdDaysAgo) : state));
    default: {
      const _never: never = target;
      return _never;
    }
  }
}

function closed(state: PlanState, createdDaysAgo: number): PlanState {
  const author = state.assignee ?? WORKERS[0]!;
  return { ...state, done: true, active: false, notes: [{ type: 'CLOSE_NOTE', body: 'Done.', author, daysAgo: days(createdDaysAgo / 2) }] };
}

function planTicket(random: Random, slot: Slot, earlier: readonly PlanTicket[]): PlanTicket {
  const target = slot.archived ? (random.chance(0.85) ? 'Done' : 'Cancelled') : weighted(random, TARGETS);
  const isBug = BUG_WORDS.test(slot.title);
  const workflow = RELEASE_WORDS.test(slot.title) ? 'release' : isBug ? 'bugfix' : 'standard';
  const finished = target === 'Done' || target === 'Cancelled';
  const createdDaysAgo = days(finished ? random.int(30, 150) + random.next() : random.int(1, 90) + random.next());
  const states = statesFor(random, target, 3, createdDaysAgo);
  // A few open, scheduled tickets are held up by something outside the team.
  const blockable = target === 'Scheduled' || target === 'InProgress';
  const blockedAt = blockable && random.chance(0.3) ? states.findIndex((state) => !state.done && !state.active) : -1;
  const finalStates = states.map((state, at) =>
    at === blockedAt && state.assignee
      ? { ...state, blocked: true, notes: [...state.notes, { type: 'BLOCK_NOTE' as const, body: random.pick(BLOCK_NOTES), author: state.assignee, daysAgo: days(random.int(1, 5)) }] }
      : state,
  );
  const status = target === 'Done' ? 'DONE' : target === 'Cancelled' ? 'CANCELLED' : target === 'Scheduled' || target === 'InProgress' ? 'SCHEDULED' : 'UNSCHEDULED';
  const publication = target === 'Draft' ? 'DRAFT' : 'PUBLISHED';
  const closedDaysAgo = finished ? days(random.int(1, Math.max(1, Math.floor(createdDaysAgo) - 1))) : null;
  const scheduledDaysAgo = status === 'SCHEDULED' || target === 'Done' ? days(Math.max(0.5, createdDaysAgo * random.next() * 0.8)) : null;
  const dueInDays = !finished && random.chance(0.3) ? random.int(3, 45) : null;
  const tagKeys = TAGS.map((tag) => tag.key);
  const tags = [...new Set([...(isBug ? ['bug'] : random.chance(0.5) ? ['feature'] : []), ...random.some(tagKeys.filter((key) => key !== 'bug'), random.int(0, 2))])];
  const comments: PlanComment[] = random.chance(0.4)
    ? Array.from({ length: random.int(1, 3) }, () => {
        const at = days(random.next() * createdDaysAgo);
        return {
          author: random.pick(WORKERS),
          body: random.pick(COMMENTS),
          daysAgo: at,
          replies: Array.from({ length: random.int(0, 2) }, () => ({ author: random.pick(WORKERS), body: random.pick(REPLIES), daysAgo: days(at * random.next()) })).sort((a, b) => b.daysAgo - a.daysAgo),
        };
      }).sort((a, b) => b.daysAgo - a.daysAgo)
    : [];
  const checklist = random.chance(0.35) ? random.some(CHECKLISTS, random.int(2, 4)).map((text) => ({ text, done: finished || random.chance(0.4) })) : [];
  // Dependencies point at earlier tickets only, so there is never a cycle; a finished ticket only waits on finished ones.
  const candidates = earlier
    .map((ticket, at) => ({ ticket, at }))
    .filter(({ ticket }) => ticket.project !== null && ticket.project === slot.project && ticket.publication === 'PUBLISHED')
    .filter(({ ticket }) => !finished || ticket.display === 'Done');
  const waitsOn = candidates.length > 0 && random.chance(0.35) ? random.some(candidates, random.int(1, 2)).map(({ at }) => at) : [];
  const plan: PlanTicket = {
    title: slot.title,
    description: isBug ? `${random.pick(DESCRIPTIONS)}\n\nReported by listeners through support.` : random.pick(DESCRIPTIONS),
    project: slot.project,
    product: slot.product,
    workflow,
    tags,
    owner: random.pick(WORKERS),
    watchers: random.some(ACCEPTED, random.int(0, 3)),
    display: 'Draft',
    status,
    publication,
    estimateRequested: target === 'Unestimated' && random.chance(0.5),
    createdDaysAgo,
    scheduledDaysAgo,
    closedDaysAgo,
    dueInDays,
    states: finalStates,
    checklist,
    comments,
    waitsOn,
  };
  const display = displayState({
    status: plan.status,
    publication: plan.publication,
    states: plan.states.map((state) => ({ ...state, assignee: state.assignee === null ? null : { status: 'ACCEPTED' as const } })),
  });
  return { ...plan, display };
}

function planCase(random: Random, content: CaseContent): PlanCase {
  // Open cases had activity in the last days (the two-week auto-resolve leaves them be).
  const createdDaysAgo = days(content.status === 'RESOLVED' ? random.int(15, 40) : random.int(1, 9) + random.next());
  let at = createdDaysAgo;
  const replyDaysAgo = content.replies.map(() => {
    at = days(Math.max(HOUR, at - random.next() * Math.min(at, 1.5)));
    return at;
  });
  return { ...content, createdDaysAgo, replyDaysAgo };
}

/** The whole demo organization for a seed. */
export function demoPlan(seed: number = DEMO_SEED): DemoPlan {
  const random = seededRandom(seed);
  const planned: PlanTicket[] = [];
  for (const slot of ticketSlots()) planned.push(planTicket(random, slot, planned));
  const people = PEOPLE.map((person, index) => ({ ...person, workWeek: workWeekOf(person), joinedDaysAgo: person.status === 'INVITED' ? 2 : 200 - index * 12 }));
  // The history of work draws from a stream of its own: the rest of the plan stays as it was without it.
  const tickets = planHistory(planned, people, seededRandom(seed ^ HISTORY_SEED));
  const favorites: Record<string, number[]> = {};
  const pins: Record<string, string[]> = {};
  const open = tickets.map((ticket, index) => ({ ticket, index })).filter(({ ticket }) => ticket.display !== 'Done' && ticket.display !== 'Draft');
  const topProjects = PROJECTS.filter((project) => !project.archived).map((project) => project.key);
  for (const key of ACCEPTED) {
    favorites[key] = random.some(open, random.int(2, 6)).map(({ index }) => index);
    pins[key] = random.some(topProjects, random.int(1, 2));
  }
  for (const ticket of tickets) {
    for (const state of ticket.states) if (state.estimate && estimateProblem(state.estimate)) throw new Error(`unsound demo estimate on "${ticket.title}"`);
  }
  return {
    organizationName: ORGANIZATION_NAME,
    people,
    products: PRODUCTS,
    teams: TEAMS,
    workflows: WORKFLOWS,
    tags: TAGS,
    projects: PROJECTS,
    tickets,
    cases: CASES.map((content) => planCase(random, content)),
    blackouts: BLACKOUTS,
    recurringBlackouts: RECURRING_BLACKOUTS,
    favorites,
    pins,
  };
}
