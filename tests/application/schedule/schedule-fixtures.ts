/** A schedule row for the schedule's tests: ticket n, published and scheduled, without an ETA unless the patch gives one. */
import type { ScheduleRow } from '../../../src/domain/schedule/schedule-rows.ts';

export const scheduleRow = (n: number, patch: Partial<ScheduleRow> = {}): ScheduleRow => ({
  id: `t${n}`,
  localId: n,
  title: `Ticket ${n}`,
  displayState: 'Scheduled',
  health: 'OK',
  status: 'SCHEDULED',
  publication: 'PUBLISHED',
  createdAt: '2026-11-01T10:00:00.000Z',
  favorite: false,
  project: null,
  tags: [],
  states: [],
  eta: null,
  projectionPending: false,
  etaP50: null,
  dueDate: null,
  closedAt: null,
  ...patch,
});
