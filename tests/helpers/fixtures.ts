/** Sample domain values for tests. */
import type { EditTicket } from '../../src/domain/schedule/edit-facts.ts';
import type { Issue } from '../../src/domain/support/issue.ts';

/** A fresh case with no actions. */
export function sampleIssue(overrides: Partial<Issue> = {}): Issue {
  return {
    id: '1',
    localId: 7,
    email: 'ana@example.com',
    name: 'Ana Lima',
    description: 'My playlist is gone.\nIt was there yesterday.',
    createdAt: '2026-11-20T09:30:00.000Z',
    status: 'NEW',
    issueActions: [],
    ...overrides,
  };
}

/** A tiny valid PNG (1x1, red). */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64'),
);

/** A ticket of the schedule's edit flow: scheduled, one state of eight hours for 'ana', an ETA on Dec 1. */
export const editTicket = (localId: number, patch: Partial<EditTicket> = {}): EditTicket => ({
  id: `t${localId}`,
  localId,
  title: `Ticket ${localId}`,
  status: 'SCHEDULED',
  publication: 'PUBLISHED',
  displayState: 'Scheduled',
  projectId: null,
  productId: null,
  workflowId: null,
  tagIds: [],
  states: [{ id: `s${localId}`, name: 'Do', assigneeId: 'ana', estimate: { minimum: 8, likely: 8, maximum: 8 }, splittable: true, active: false, done: false }],
  waitsOn: [],
  eta: '2026-12-01T17:00:00.000Z',
  etaP50: '2026-12-01T12:00:00.000Z',
  dueDate: null,
  ...patch,
});
