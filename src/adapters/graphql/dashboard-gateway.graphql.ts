/** DashboardGateway over GraphQL: every answer is checked for shape before it enters the app. */
import { Effect, Layer } from 'effect';
import { DashboardGateway, type DashboardData, type DashboardUpcoming, type TodoItem } from '../../application/work/dashboard-gateway.port.ts';
import type { ScheduleSummary } from '../../domain/schedule/schedule-status.ts';
import { DISPLAY_STATES } from '../../domain/work/work.ts';
import { checked } from './checked.ts';
import { AddTodoDocument, DashboardDocument, DashboardScheduleDocument, DashboardUpcomingDocument, MoveTodoDocument, RemoveTodoDocument, UpdateTodoDocument } from './generated/work-sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';

type Shape = (value: unknown) => boolean;
type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): boolean => typeof value === 'string';
const isBoolean = (value: unknown): boolean => typeof value === 'boolean';
const isCount = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 0;
const isNullable = (shape: Shape): Shape => (value) => value === null || shape(value);
const isListOf = (shape: Shape): Shape => (value) => Array.isArray(value) && value.every(shape);
const isRecord =
  (fields: Readonly<Record<string, Shape>>): Shape =>
  (value) =>
    isObject(value) && Object.entries(fields).every(([key, shape]) => shape(value[key]));

const isTicket = isRecord({
  id: isString,
  localId: isCount,
  title: isString,
  displayState: (value) => (DISPLAY_STATES as readonly unknown[]).includes(value),
  health: (value) => value === 'OK' || value === 'BLOCKED' || value === 'ASSIGNEE_DEACTIVATED',
  createdAt: isString,
  dueDate: isNullable(isString),
  eta: isNullable(isString),
});
const isWorkItem = isRecord({ ticket: isTicket, stateId: isString, stateName: isString, stateNames: isListOf(isString), active: isBoolean, doneAt: isNullable(isString) });
const isBlock = (shape: Shape): Shape => isRecord({ totalCount: isCount, nodes: isListOf(shape) });
const isTodo = isRecord({ id: isString, text: isString, done: isBoolean });
const isSchedule = isRecord({
  status: (value) => value === 'QUEUED' || value === 'PROCESSING' || value === 'READY' || value === 'FAILED',
  failure: isNullable(isString),
  projectedAt: isNullable(isString),
});
/** Exported for the adapter tests. */
export const isTodoList = isListOf(isTodo);
export const isDashboard = isRecord({
  toEstimate: isBlock(isTicket),
  myEstimated: isBlock(isTicket),
  myUnestimated: isBlock(isTicket),
  upcomingWork: isBlock(isWorkItem),
  previousWork: isBlock(isWorkItem),
  recentlyCreated: isBlock(isTicket),
  notYetScheduled: isBlock(isTicket),
  todos: isTodoList,
  finishing: isListOf(isTicket),
  schedule: isSchedule,
});
const isUpcoming = isRecord({ upcomingWork: isBlock(isWorkItem), finishing: isListOf(isTicket), schedule: isSchedule });

const todos = (payload: unknown) => checked<readonly TodoItem[]>(payload, isTodoList, 'a to-do list');

/** The real gateway, as a layer over a client. */
export function dashboardGatewayLayer(client: GraphQLClient) {
  return Layer.succeed(DashboardGateway)({
    dashboard: (rows) =>
      client
        .query(DashboardDocument, { first: rows }, { fetchPolicy: 'network-only' })
        .pipe(Effect.flatMap((data) => checked<DashboardData>({ ...data.dashboard, schedule: data.scheduleState }, isDashboard, 'a dashboard'))),
    schedule: () =>
      client
        .query(DashboardScheduleDocument, {}, { fetchPolicy: 'network-only' })
        .pipe(Effect.flatMap((data) => checked<ScheduleSummary>(data.scheduleState, isSchedule, 'where the schedule stands'))),
    upcoming: (rows) =>
      client
        .query(DashboardUpcomingDocument, { first: rows }, { fetchPolicy: 'network-only' })
        .pipe(Effect.flatMap((data) => checked<DashboardUpcoming>({ ...data.dashboard, schedule: data.scheduleState }, isUpcoming, 'upcoming work'))),
    addTodo: (text) => client.execute(AddTodoDocument, { input: { text } }).pipe(Effect.flatMap((data) => todos(data.addTodo.todos))),
    updateTodo: (id, change) => client.execute(UpdateTodoDocument, { input: { id, ...change } }).pipe(Effect.flatMap((data) => todos(data.updateTodo.todos))),
    removeTodo: (id) => client.execute(RemoveTodoDocument, { input: { id } }).pipe(Effect.flatMap((data) => todos(data.removeTodo.todos))),
    moveTodo: (id, position) => client.execute(MoveTodoDocument, { input: { id, position } }).pipe(Effect.flatMap((data) => todos(data.moveTodo.todos))),
  });
}
