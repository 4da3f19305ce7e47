/** Tickets for the tickets tests: rows, full tickets and connections with sensible defaults. */
import type { Connection } from '../../../src/domain/shared/lists.ts';
import type { PickLists, TicketDetail, TicketPerson, TicketRow } from '../../../src/domain/work/ticket-types.ts';

export const ANA: TicketPerson = { id: 'r1', name: 'Ana Lima', status: 'ACCEPTED', avatarUrl: null };
export const BEN: TicketPerson = { id: 'r2', name: 'Ben Okafor', status: 'ACCEPTED', avatarUrl: null };

/** A list row numbered n. */
export function row(n: number, extra: Partial<TicketRow> = {}): TicketRow {
  return {
    id: `t${n}`,
    localId: n,
    title: `Ticket ${n}`,
    displayState: 'Unassigned',
    health: 'OK',
    status: 'UNSCHEDULED',
    publication: 'PUBLISHED',
    createdAt: new Date(Date.UTC(2026, 10, 1) + n * 60_000).toISOString(),
    eta: null,
    projectionPending: false,
    favorite: false,
    project: null,
    tags: [],
    states: [{ id: `s${n}`, assignee: null }],
    ...extra,
  };
}

/** A full ticket numbered n. */
export function detail(n: number, extra: Partial<TicketDetail> = {}): TicketDetail {
  const { states: _states, ...base } = row(n);
  return {
    ...base,
    description: '',
    estimateRequested: false,
    scheduledAt: null,
    closedAt: null,
    eta: null,
    etaP50: null,
    projectionProblem: null,
    projectionPending: false,
    dueDate: null,
    product: null,
    workflow: { id: 'w1', name: 'Default' },
    owner: ANA,
    watchers: [],
    states: [
      { id: `s${n}`, workflowStateId: 'ws1', name: 'Build', assignee: null, estimate: null, splittable: false, active: false, blocked: false, done: false, notes: [] },
    ],
    checklist: [],
    comments: [],
    waitingOn: [],
    blocking: [],
    ...extra,
  };
}

/** A page of rows. */
export function page(rows: readonly TicketRow[], totalCount: number, endCursor: string | null = null): Connection<TicketRow> {
  return { totalCount, pageInfo: { endCursor, hasNextPage: endCursor !== null }, nodes: rows };
}

export const PICKS: PickLists = {
  projects: [
    { id: 'p1', name: 'Web', parentId: null, stage: 'PUBLISHED' },
    { id: 'p2', name: 'Checkout', parentId: 'p1', stage: 'PUBLISHED' },
    { id: 'p3', name: 'Old', parentId: null, stage: 'ARCHIVED' },
    { id: 'p4', name: 'Apps', parentId: null, stage: 'PUBLISHED' },
  ],
  products: [{ id: 'pr1', name: 'Player' }],
  workflows: [
    { id: 'w1', name: 'Simple', isDefault: false, states: [{ id: 'ws1', name: 'Build' }] },
    { id: 'w2', name: 'Design and build', isDefault: true, states: [{ id: 'ws2', name: 'Design' }, { id: 'ws3', name: 'Build' }] },
  ],
  tags: [{ id: 'g1', name: 'bug', color: 'PINK' }],
  people: [{ ...ANA, type: 'MEMBER' }, { ...BEN, type: 'MEMBER' }],
};
