/**
 * /schedule/swimlanes: one lane per person (after the work nobody can do, when there is any), each
 * with what they are working on, what is ready to start, what comes next in their queue and what
 * awaits an estimate. People who may change tickets give a task to someone else by dragging it to
 * their lane, with a pointer or from the keyboard (react-aria drag and drop: the task's handle,
 * Enter: the first other lane is offered, Tab goes on to the next, Enter drops); the server
 * projects the schedule again after.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef } from 'react';
import { Button, GridList, GridListHeader, GridListItem, GridListSection, useDragAndDrop } from 'react-aria-components';
import { useLocation } from 'wouter';
import type { SwimlanesModel } from '../../../application/schedule/schedule-area.ts';
import { canDropOn, LANE_SECTION_NAMES, taskAtRisk, type LaneTaskView, type LaneView } from '../../../domain/schedule/swimlanes.ts';
import { orgPath } from '../../../domain/shared/org-routes.ts';
import { Avatar } from '../../components/avatar.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { useWork } from '../../work-context.tsx';
import { LoadingLine, RetryError } from '../work/tickets/ticket-bits.tsx';
import { useSchedule, useScheduleZone, whenText } from './use-schedule.ts';

/** The drag type of a task; a second type names the lane it comes from, so that lane refuses it. */
const TASK_TYPE = 'application/x-tidemark-task';
const fromLaneType = (laneId: string) => `application/x-tidemark-lane-${laneId}`;

/**
 * `projected` changes each time a projection ends: the lanes are read again in place (keeping
 * focus), and `changed` tells the page a reassignment started one.
 */
export function ScheduleSwimlanes({ projected, changed }: { readonly projected: number; readonly changed: () => void }) {
  useSignals();
  const schedule = useSchedule();
  const { scope } = useWork();
  const model = useMemo(() => schedule.swimlanes(), [schedule]);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else void model.lanes.refresh();
  }, [projected]);
  const state = model.lanes.state.value;
  if (state.status === 'loading') return <LoadingLine label="Reading the swimlanes" />;
  if (state.status !== 'loaded') return <RetryError title="Could not read the swimlanes." message={state.status === 'failed' ? state.message : ''} onRetry={() => void model.lanes.refresh()} />;
  const lanes = state.value;
  const canMove = scope.permissions.write;
  const tasks = lanes.reduce((n, lane) => n + lane.sections.reduce((m, section) => m + section.totalCount, 0), 0);
  if (lanes.length === 0) return <EmptyState title="Nobody can be given work yet" subtitle="Invite members: each gets a lane of the work assigned to them." />;
  return (
    <div className="swimlanes-page">
      <p className="swimlanes-intro">
        {tasks === 0 ? 'No scheduled work is open yet: schedule tickets and their states appear in the lanes of their assignees.' : `${tasks === 1 ? '1 open state' : `${tasks} open states`} of scheduled tickets, by person.`}{' '}
        {canMove ? 'Drag a task to someone else’s lane to give it to them; from the keyboard, press Enter on its handle: the first other lane is offered, Tab moves on to the next, and Enter gives the task.' : null}
      </p>
      <Outcome model={model} changed={changed} />
      <div className="swimlanes">
        {lanes.map((lane) => (
          <Lane key={lane.id} lane={lane} lanes={lanes} model={model} canMove={canMove} />
        ))}
      </div>
    </div>
  );
}

/** What became of the last move, said politely; a saved move tells the page the schedule is projecting. */
function Outcome({ model, changed }: { readonly model: SwimlanesModel; readonly changed: () => void }) {
  useSignals();
  const outcome = model.outcome.value;
  useEffect(() => {
    if (outcome?.status === 'saved') changed();
  }, [outcome]);
  return (
    <p className="swimlanes-outcome" role="status" data-status={outcome?.status}>
      {outcome?.message ?? ''}
    </p>
  );
}

function Lane({ lane, lanes, model, canMove }: { readonly lane: LaneView; readonly lanes: readonly LaneView[]; readonly model: SwimlanesModel; readonly canMove: boolean }) {
  const { scope } = useWork();
  const [, navigate] = useLocation();
  const zone = useScheduleZone();
  const byId = useMemo(() => new Map(lane.sections.flatMap((section) => section.tasks.map((task) => [task.id, task] as const))), [lane]);
  const name = lane.person?.name ?? 'Unassigned';
  const count = lane.sections.reduce((n, section) => n + section.totalCount, 0);
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].flatMap((key) => {
        const task = byId.get(String(key));
        return task ? [{ [TASK_TYPE]: task.id, [fromLaneType(lane.id)]: lane.id, 'text/plain': `#${task.ticket.localId} ${task.ticket.title}: ${task.state.name}` }] : [];
      }),
    acceptedDragTypes: [TASK_TYPE],
    getDropOperation: (target, types) => (target.type === 'root' && lane.person !== null && !types.has(fromLaneType(lane.id)) ? 'move' : 'cancel'),
    onRootDrop: async (event) => {
      for (const item of event.items) {
        if (item.kind !== 'text' || !item.types.has(TASK_TYPE)) continue;
        const id = await item.getText(TASK_TYPE);
        const from = lanes.find((other) => other.sections.some((section) => section.tasks.some((task) => task.id === id)));
        const task = from?.sections.flatMap((section) => section.tasks).find((other) => other.id === id);
        if (from && task && canDropOn(lane, from.id)) await model.reassign(task, lane);
      }
    },
  });
  const sections = lane.sections.filter((section) => section.totalCount > 0);
  // Preact (React's API in the browser) corrupts react-aria's collection when it moves or inserts
  // rows and sections inside it: a lane whose content changed is drawn afresh, and a task just
  // moved into it takes the focus back.
  const content = sections.map((section) => `${section.kind}:${section.tasks.map((task) => task.id).join(',')}`).join(';');
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const moved = model.focusAfterMove.peek();
    if (moved === null || !byId.has(moved)) return;
    list.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(moved)}"]`)?.focus();
    model.focusAfterMove.value = null;
  }, [content]);
  return (
    <section className="swimlane" aria-labelledby={`lane-${lane.id}`} data-unassigned={lane.person === null || undefined}>
      <header className="swimlane-head">
        {lane.person ? <Avatar name={lane.person.name} size={28} /> : <span className="swimlane-nobody" aria-hidden="true">?</span>}
        <h2 id={`lane-${lane.id}`}>{name}</h2>
        <span className="swimlane-count">{count === 1 ? '1 task' : `${count} tasks`}</span>
      </header>
      <GridList
        key={content}
        ref={list}
        aria-label={lane.person ? `${lane.person.name}’s work` : 'Unassigned work'}
        className="swimlane-list"
        dragAndDropHooks={canMove ? dragAndDropHooks : undefined}
        onAction={(key) => {
          const task = byId.get(String(key));
          if (task) navigate(orgPath(scope.orgId, `ticket/${task.ticket.id}/view`));
        }}
        renderEmptyState={() => <p className="swimlane-empty">{canMove && lane.person ? 'Nothing scheduled. Drop a task here to give it to them.' : 'Nothing scheduled.'}</p>}
      >
        {sections.map((section) => (
          <GridListSection key={section.kind} id={section.id} className="swimlane-section">
            <GridListHeader className="swimlane-section-head">
              {LANE_SECTION_NAMES[section.kind]} <span className="swimlane-section-count">{section.totalCount > section.tasks.length ? `${section.tasks.length} of ${section.totalCount}` : section.totalCount}</span>
            </GridListHeader>
            {section.tasks.map((task) => (
              <Task key={task.id} task={task} canMove={canMove} zone={zone} />
            ))}
          </GridListSection>
        ))}
      </GridList>
    </section>
  );
}

function Task({ task, canMove, zone }: { readonly task: LaneTaskView; readonly canMove: boolean; readonly zone: string }) {
  const atRisk = taskAtRisk(task);
  const title = `#${task.ticket.localId} ${task.ticket.title}`;
  return (
    <GridListItem id={task.id} textValue={`${title}: ${task.state.name}`} className="swimlane-task" data-at-risk={atRisk || undefined} data-blocked={task.state.blocked || undefined}>
      {canMove ? (
        <Button slot="drag" className="swimlane-handle" aria-label={`Move ${task.state.name} of ${title}`}>
          <span aria-hidden="true">⠿</span>
        </Button>
      ) : null}
      <span className="swimlane-task-body">
        <span className="swimlane-task-title">
          <span className="schedule-ticket-number">#{task.ticket.localId}</span> {task.ticket.title}
        </span>
        <span className="swimlane-task-facts">
          <span>{task.state.name}</span>
          {task.state.estimate ? <span>{hoursText(task.state.estimate)}</span> : null}
          {task.plannedStart ? <span>from {whenText(task.plannedStart, zone)}</span> : null}
          {task.state.blocked ? <span className="swimlane-flag">Blocked</span> : null}
          {atRisk ? <span className="at-risk-mark">At Risk</span> : null}
        </span>
      </span>
    </GridListItem>
  );
}

/** A three-point estimate as the lanes show it: '2–4 h, likely 3'. */
const hoursText = ({ minimum, likely, maximum }: { readonly minimum: number; readonly likely: number; readonly maximum: number }) =>
  minimum === maximum ? `${likely} h` : `${minimum}–${maximum} h, likely ${likely}`;

