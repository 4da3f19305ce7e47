/**
 * Writes a demo plan into the store: the organization, its people (accounts with the demo's
 * password; emails tagged per demo so they never collide), catalogues, projects, tickets with
 * their states, notes, comments and dependencies, favourites, pins, support cases and blackout times. Records go
 * in the way the server's own modules make them (addProject, statesFor, touch, insertCase).
 */
import { randomBytes } from 'node:crypto';
import { addDays, wallClock, zonedInstant } from '../../src/domain/time/blackout-calendar.ts';
import type { DemoRole } from '../../src/domain/demo/demo.ts';
import { WEEK_DAYS } from '../../src/domain/time/work-week.ts';
import type { Issue, IssueAction } from '../../src/domain/support/issue.ts';
import type { StoredMembership } from '../store/account-store.ts';
import { iso } from '../shared/errors.ts';
import type { Store } from '../store/store.ts';
import { addProject } from '../work/projects.ts';
import { touch } from '../work/tickets.ts';
import type { StoredTicket, StoredWorkflow } from '../store/work-store.ts';
import type { DemoPlan, PlanPerson } from './plan.ts';
import { addDemoReports } from './demo-reports.ts';
import { addDemoDocs } from './demo-docs.ts';
import { addDemoNotes } from './demo-notes.ts';

/** The domain every demo person's email is on (reserved: it never reaches anyone). */
export const DEMO_EMAIL_DOMAIN = 'demo.tidemark.test';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The zone the demo's one-off blackouts start at midnight in. */
const BLACKOUT_ZONE = 'Europe/Lisbon';

export interface MaterializeOptions {
  /** The build instant: every time of the plan is relative to it. */
  readonly now: number;
  /** Makes this demo's emails unique: maya+<tag>@demo.tidemark.test. */
  readonly tag: string;
  /** The demo password, hashed once for every person. */
  readonly passwordHash: string;
  readonly salt: string;
}

export interface Materialized {
  readonly organizationId: string;
  readonly userIds: readonly string[];
  /** §3 Demo request config roles. */
  readonly roles: readonly DemoRole[];
}

/** A demo person's email address. */
export const demoEmail = (person: Pick<PlanPerson, 'key'>, tag: string): string => `${person.key}+${tag}@${DEMO_EMAIL_DOMAIN}`;

/** The demo organization's postal address (a made-up one, in its owner's city). */
const DEMO_ADDRESS = { address1: '2200 Mission Street', address2: 'Studio 4', city: 'San Francisco', state: 'California', zipcode: '94110', country: 'US' } as const;

/** Creates the organization of a plan; answers what it made. */
export async function materialize(store: Store, plan: DemoPlan, { now, tag, passwordHash, salt }: MaterializeOptions): Promise<Materialized> {
  const at = (daysAgo: number) => iso(now - Math.round(daysAgo * DAY_MS));
  const accounts = store.accounts;
  const organization = {
    id: await accounts.nextId('organization'),
    name: plan.organizationName,
    createdAt: at(210),
    showOnboarding: false,
    featureFlags: { support: true, report: true },
    // The owner's city: the settings on the admin home read as a real organization's.
    address: DEMO_ADDRESS,
    timeZone: 'America/Los_Angeles',
  };
  await accounts.putOrganization(organization);

  const roleOf = new Map<string, StoredMembership>();
  const userIds: string[] = [];
  for (const person of plan.people) {
    const email = demoEmail(person, tag);
    if (await accounts.userByEmail(email)) throw new Error(`a demo email is taken: ${email}`);
    const userId = await accounts.nextId('user');
    const accepted = person.status === 'ACCEPTED';
    await accounts.putUser({ id: userId, email, passwordHash, salt, status: 'ACTIVE', createdAt: at(person.joinedDaysAgo), lastOrganizationId: accepted ? organization.id : null, favoriteOrganizations: [] });
    userIds.push(userId);
    const membership: StoredMembership = {
      id: await accounts.nextId('membership'),
      email,
      // An invitation waits for its person to accept it (they have an account already).
      userId: accepted ? userId : null,
      organizationId: organization.id,
      type: person.type,
      status: person.status,
      name: person.name,
      title: person.title,
      timeZone: accepted ? person.timeZone : null,
      workWeek: person.workWeek,
      createdAt: at(person.joinedDaysAgo),
      avatarUrl: null,
    };
    await accounts.putMembership(membership);
    roleOf.set(person.key, membership);
  }
  const role = (key: string) => roleOf.get(key)!.id;

  const work = await store.work.ready(organization.id);
  const productIds = new Map<string, string>();
  for (const product of plan.products) {
    const id = store.work.nextId('product');
    work.products.set(id, { id, name: product.name, description: product.description, createdAt: at(200) });
    productIds.set(product.key, id);
  }
  for (const team of plan.teams) {
    const id = store.work.nextId('team');
    work.teams.set(id, { id, name: team.name, description: team.description, memberIds: team.members.map(role), createdAt: at(190) });
  }
  const workflows = new Map<string, StoredWorkflow>();
  for (const workflow of plan.workflows) {
    const stored: StoredWorkflow = {
      id: store.work.nextId('workflow'),
      name: workflow.name,
      description: workflow.description,
      isDefault: workflow.isDefault,
      states: workflow.states.map((name) => ({ id: store.work.nextId('workflowState'), name })),
      createdAt: at(200),
    };
    work.workflows.set(stored.id, stored);
    workflows.set(workflow.key, stored);
  }
  const tagIds = new Map<string, string>();
  for (const tag of plan.tags) {
    const id = store.work.nextId('tag');
    work.tags.set(id, { id, name: tag.name, color: tag.color });
    tagIds.set(tag.key, id);
  }
  const projectIds = new Map<string, string>();
  for (const project of plan.projects) {
    const parentId = project.parent === null ? null : projectIds.get(project.parent)!;
    const stored = addProject(store.work, work, { name: project.name, parentId, ownerId: role(project.owner), createdAt: at(180) });
    stored.readme = project.readme ?? '';
    if (project.archived) stored.stage = 'ARCHIVED';
    projectIds.set(project.key, stored.id);
  }
  // Priorities: the launch first (with its sub-projects), then bugs, then everything else by age.
  work.priorities = [
    { match: 'project', id: projectIds.get('launch')! },
    { match: 'tag', id: tagIds.get('bug')! },
  ];
  // Archiving a project archives its sub-projects.
  for (const project of plan.projects) {
    const parent = project.parent === null ? undefined : work.projects.get(projectIds.get(project.parent)!);
    if (parent?.stage === 'ARCHIVED') work.projects.get(projectIds.get(project.key)!)!.stage = 'ARCHIVED';
  }

  const ticketIds: string[] = [];
  for (const planned of plan.tickets) {
    const workflow = workflows.get(planned.workflow)!;
    const id = store.work.nextId('ticket');
    const ticket: StoredTicket = {
      id,
      seq: Number(id),
      organizationId: organization.id,
      localId: work.nextLocalId++,
      title: planned.title,
      description: planned.description,
      projectId: planned.project === null ? null : projectIds.get(planned.project)!,
      productId: planned.product === null ? null : productIds.get(planned.product)!,
      workflowId: workflow.id,
      tagIds: planned.tags.map((key) => tagIds.get(key)!),
      ownerId: role(planned.owner),
      watcherIds: planned.watchers.map(role),
      status: planned.status,
      publication: planned.publication,
      estimateRequested: planned.estimateRequested,
      createdAt: at(planned.createdDaysAgo),
      scheduledAt: planned.scheduledDaysAgo === null ? null : at(planned.scheduledDaysAgo),
      closedAt: planned.closedDaysAgo === null ? null : at(planned.closedDaysAgo),
      eta: null,
      etaP50: null,
      projectionProblem: null,
      dueDate: planned.dueInDays === null ? null : at(-planned.dueInDays),
      states: planned.states.map((state, index) => ({
        id: store.work.nextId('ticketState'),
        workflowStateId: workflow.states[index]!.id,
        name: workflow.states[index]!.name,
        assigneeId: state.assignee === null ? null : role(state.assignee),
        estimate: state.estimate,
        splittable: state.splittable,
        active: state.active,
        blocked: state.blocked,
        done: state.done,
        ...(state.doneDaysAgo === null ? {} : { doneAt: at(state.doneDaysAgo) }),
        worked: state.worked
          .filter((span) => span.stopDaysAgo === null || span.startDaysAgo > span.stopDaysAgo)
          .map((span) => ({ start: at(span.startDaysAgo), stop: span.stopDaysAgo === null ? null : at(span.stopDaysAgo), assigneeId: role(state.assignee!) })),
        notes: state.notes.map((note) => ({ id: store.work.nextId('note'), type: note.type, body: note.body, authorId: role(note.author), createdAt: at(note.daysAgo) })),
      })),
      checklist: planned.checklist.map((item) => ({ id: store.work.nextId('checklistItem'), text: item.text, done: item.done })),
      comments: planned.comments.map((comment) => ({
        id: store.work.nextId('comment'),
        body: comment.body,
        authorId: role(comment.author),
        createdAt: at(comment.daysAgo),
        replies: comment.replies.map((reply) => ({ id: store.work.nextId('reply'), body: reply.body, authorId: role(reply.author), createdAt: at(reply.daysAgo) })),
      })),
      display: 'Draft',
      titleKey: '',
      searchText: '',
    };
    work.tickets.set(id, ticket);
    work.ticketList.push(ticket);
    touch(work, ticket);
    ticketIds.push(id);
  }
  plan.tickets.forEach((planned, index) => {
    if (planned.waitsOn.length === 0) return;
    const ticketId = ticketIds[index]!;
    const waitsOn = planned.waitsOn.map((other) => ticketIds[other]!);
    work.waitsOn.set(ticketId, waitsOn);
    for (const other of waitsOn) {
      const waiting = work.waitedOnBy.get(other) ?? new Set<string>();
      waiting.add(ticketId);
      work.waitedOnBy.set(other, waiting);
    }
  });
  for (const [key, indexes] of Object.entries(plan.favorites)) work.favorites.set(role(key), new Set(indexes.map((index) => ticketIds[index]!)));
  for (const [key, projects] of Object.entries(plan.pins)) work.pins.set(role(key), projects.map((project) => projectIds.get(project)!));

  for (const planned of plan.cases) {
    const actions: IssueAction[] = planned.replies.map((reply, index) => {
      const author = reply.author === null ? null : roleOf.get(reply.author)!;
      return {
        id: randomBytes(12).toString('base64url'),
        title: null,
        body: reply.body,
        category: author ? 'SUPPORT_MESSAGE' : 'CLIENT_MESSAGE',
        createdAt: at(planned.replyDaysAgo[index]!),
        author: author ? { id: author.id, name: author.name, avatarUrl: author.avatarUrl ?? null } : null,
      };
    });
    const issue: Issue = {
      id: await store.nextId('issue'),
      localId: await store.nextCaseNumber(organization.id),
      email: planned.email,
      name: planned.name,
      description: planned.description,
      createdAt: at(planned.createdDaysAgo),
      status: planned.status,
      issueActions: actions,
    };
    // The member who answered last looks after the case in the inbox.
    const answeredBy = [...planned.replies].reverse().find((reply) => reply.author !== null)?.author;
    const assigneeRoleId = answeredBy ? roleOf.get(answeredBy)!.id : null;
    await store.insertCase({ issue, token: randomBytes(24).toString('base64url'), organizationId: organization.id, assigneeRoleId });
  }

  // Blackout times, for everyone: one-offs from midnight (Lisbon, where the team meets) some days ahead.
  const today = wallClock(now, BLACKOUT_ZONE).date;
  for (const planned of plan.blackouts) {
    const id = store.work.nextId('blackout');
    const start = iso(zonedInstant(addDays(today, planned.startInDays), '00:00', BLACKOUT_ZONE));
    const stop = iso(zonedInstant(addDays(today, planned.startInDays + planned.days), '00:00', BLACKOUT_ZONE));
    work.blackouts.set(id, { id, name: planned.name, start, stop, roleIds: [], createdAt: at(30) });
  }
  for (const planned of plan.recurringBlackouts) {
    const id = store.work.nextId('recurringBlackout');
    const { name, weekday, start: startTime, stop: stopTime, timeZone } = planned;
    work.recurringBlackouts.set(id, { id, name, weekdays: [WEEK_DAYS[weekday]!], startTime, stopTime, timeZone, roleIds: [], createdAt: at(120) });
  }

  addDemoReports(work, () => store.work.nextId('report'), at(20));
  addDemoDocs(work, (kind) => store.work.nextId(kind), role, work.ticketList, at);
  // Everyone who has joined keeps a few notes of their own.
  const joined = new Map([...roleOf].filter(([, membership]) => membership.status === 'ACCEPTED').map(([key, membership]) => [key, membership.id]));
  addDemoNotes(work, joined, () => store.work.nextId('note'), at(3));

  const roles: DemoRole[] = plan.people.map((person) => ({
    email: demoEmail(person, tag),
    name: person.name,
    avatarUrl: null,
    title: person.title,
    status: person.status,
    type: person.type,
  }));
  return { organizationId: organization.id, userIds, roles };
}

/** Removes a demo organization and everything in it: people, their sessions, work data and cases. */
export async function removeDemo(store: Store, organizationId: string, userIds: readonly string[]): Promise<void> {
  const accounts = store.accounts;
  const people = new Set(userIds);
  // Organizations the demo's people made on their own go too when nobody else is in them.
  const touched = new Set<string>([organizationId]);
  for (const userId of userIds) {
    const user = await accounts.userById(userId);
    for (const membership of await accounts.membershipsOf(userId, user?.email ?? '')) {
      touched.add(membership.organizationId);
      await accounts.removeMembership(membership.id);
    }
    await accounts.removeUser(userId);
  }
  for (const id of touched) {
    const others = (await accounts.membershipsIn(id)).filter((membership) => membership.userId === null || !people.has(membership.userId));
    if (id !== organizationId && others.length > 0) continue;
    await accounts.removeOrganization(id);
    store.work.drop(id);
    await store.removeCasesOf(id);
  }
}
