/**
 * /ticket/{ticketId}/view: one ticket, everything editable in place for those who may write
 * (title, description as Markdown, project, product, tags, owner, watchers, due date, draft,
 * workflow states, checklist, comments, dependencies, favourite); read-only, with a quiet note, for visitors.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { TicketModel } from '../../../../application/work/ticket-model.ts';
import { orgPath } from '../../../../domain/shared/org-routes.ts';
import { dueDateOf, dueDayOf } from '../../../../domain/work/ticket-due-date.ts';
import type { TicketDetail } from '../../../../domain/work/ticket-types.ts';
import { SCHEDULE_STATUS_LABELS, scheduleNote } from '../../../../domain/work/work.ts';
import { READ_ONLY_MESSAGE } from '../../../../domain/shared/role.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useWork } from '../../../work-context.tsx';
import { InlineText } from './inline-text.tsx';
import { DueDateField, OwnerSelect, ProductSelect, ProjectSelect, TagPicker, WatcherPicker } from './pickers.tsx';
import { DisplayDate, DueDate, LoadingLine, ProjectedEta, RetryError, StateBadge, TagChip } from './ticket-bits.tsx';
import { ChecklistSection } from './ticket-checklist.tsx';
import { CommentsSection } from './ticket-comments.tsx';
import { DependenciesSection } from './ticket-dependencies.tsx';
import { DescriptionField } from './ticket-description.tsx';
import { StatesSection } from './ticket-states.tsx';

const HEALTH_LABELS = { OK: 'Healthy', BLOCKED: 'Blocked', ASSIGNEE_DEACTIVATED: 'Assignee deactivated' } as const;
const PUBLICATION_LABELS = { DRAFT: 'Draft', PUBLISHED: 'Published', ARCHIVED: 'Archived', DELETED: 'Deleted' } as const;

/** Where the page stacks in one column (tickets.css): the properties fold away under the workflow there. */
const ONE_COLUMN = '(max-width: 900px)';

/**
 * The ticket's properties as a disclosure: open beside the page on wide windows (where its summary
 * is not shown), folded on narrow ones so a phone shows the description and the workflow first.
 * It follows the window across the breakpoint; in between, the person opens and closes it at will.
 */
function PropertiesDisclosure({ children }: { readonly children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  useLayoutEffect(() => {
    const element = details.current;
    if (!element || typeof matchMedia !== 'function') return;
    const narrow = matchMedia(ONE_COLUMN);
    const follow = () => {
      element.open = !narrow.matches;
    };
    follow();
    narrow.addEventListener('change', follow);
    return () => narrow.removeEventListener('change', follow);
  }, []);
  return (
    <details ref={details} className="ticket-properties" open>
      <summary className="ticket-properties-summary">
        Properties <span className="muted">status, project, tags, people, dates</span>
      </summary>
      <div className="ticket-properties-body">{children}</div>
    </details>
  );
}

export function TicketPage({ ticketId }: { readonly ticketId: string }) {
  useSignals();
  const { area, scope } = useWork();
  const model = useMemo(() => area.tickets.ticket(ticketId), [area, ticketId]);
  useMemo(() => void area.tickets.pickLists.load(), [area]);
  const state = model.state.value;
  usePageTitle(state.status === 'loaded' ? `#${state.ticket.localId} ${state.ticket.title}` : 'Ticket');
  return (
    <main className="org-page ticket-page">
      <nav className="ticket-breadcrumb" aria-label="Breadcrumb">
        <Link href={orgPath(scope.orgId, 'ticket')}>Tickets</Link>
      </nav>
      {state.status === 'loading' ? <LoadingLine label="Loading the ticket" /> : null}
      {state.status === 'failed' ? <RetryError title="Could not load the ticket." message={state.message} onRetry={() => void model.reload()} /> : null}
      {state.status === 'missing' ? (
        <EmptyState title="Ticket not found" subtitle="This ticket does not exist in this organization, or it was deleted.">
          <Link className="button" href={orgPath(scope.orgId, 'ticket')}>
            All tickets
          </Link>
        </EmptyState>
      ) : null}
      {state.status === 'loaded' ? <TicketView model={model} ticket={state.ticket} /> : null}
    </main>
  );
}

function TicketView({ model, ticket }: { readonly model: TicketModel; readonly ticket: TicketDetail }) {
  useSignals();
  const { area, scope } = useWork();
  const picks = area.tickets.pickLists;
  const writable = scope.permissions.write;
  const saving = model.saving.value;
  const saveDueDate = async (day: string) => {
    const dueDate = dueDateOf(day);
    if (dueDate.ok && dueDate.value !== ticket.dueDate) await model.update({ dueDate: dueDate.value }, 'dueDate');
  };
  return (
    <article className="ticket" aria-labelledby="ticket-title">
      <header className="ticket-head">
        <div className="ticket-head-line">
          <span className="ticket-number">#{ticket.localId}</span>
          <StateBadge state={ticket.displayState} />
          {ticket.health !== 'OK' ? (
            <span className="health-badge" data-health={ticket.health}>
              {HEALTH_LABELS[ticket.health]}
            </span>
          ) : null}
          <button
            type="button"
            className="favorite-toggle"
            aria-pressed={ticket.favorite}
            disabled={saving.has('favorite')}
            onClick={() => void model.setFavorite(!ticket.favorite)}
            title={ticket.favorite ? 'Remove from favourites' : 'Add to favourites'}
          >
            <span aria-hidden="true">{ticket.favorite ? '★' : '☆'}</span> Favourite
          </button>
        </div>
        <h1 id="ticket-title" className="ticket-title">
          <InlineText label="Title" field="title" value={ticket.title} readOnly={!writable} save={(title) => model.update({ title }, 'title')} />
        </h1>
        {!writable ? <p className="read-only-note">{READ_ONLY_MESSAGE}: you can read this ticket but not change it.</p> : null}
      </header>

      {/* The page reads in this order on a phone: description and workflow, then the properties, then the rest. Wide windows put the properties beside it all. */}
      <div className="ticket-layout">
        <div className="ticket-main ticket-lead">
          <section className="ticket-section" aria-labelledby="description-heading">
            <h2 id="description-heading">Description</h2>
            <DescriptionField value={ticket.description} readOnly={!writable} save={(description) => model.update({ description }, 'description')} />
          </section>
          <StatesSection model={model} ticket={ticket} writable={writable} />
        </div>

        <aside className="ticket-side" aria-label="Details">
          <PropertiesDisclosure>
            <dl className="ticket-facts">
              <dt>Schedule</dt>
              <dd>
                {SCHEDULE_STATUS_LABELS[ticket.status]}
                <ScheduleNote ticket={ticket} />
              </dd>
              <dt>Health</dt>
              <dd data-health={ticket.health}>{HEALTH_LABELS[ticket.health]}</dd>
              <dt>Publication</dt>
              <dd>{PUBLICATION_LABELS[ticket.publication]}</dd>
              <dt>Workflow</dt>
              <dd>{ticket.workflow?.name ?? <span className="muted">—</span>}</dd>
              <dt>Created</dt>
              <dd>
                <DisplayDate iso={ticket.createdAt} />
              </dd>
              <dt>Scheduled</dt>
              <dd>
                <DisplayDate iso={ticket.scheduledAt} />
              </dd>
              <dt>ETA</dt>
              <dd>
                <ProjectedEta ticket={ticket} />
              </dd>
              <dt>Due</dt>
              <dd>
                <DueDate iso={ticket.dueDate} closed={ticket.status === 'DONE' || ticket.status === 'CANCELLED'} />
              </dd>
              <dt>Closed</dt>
              <dd>
                <DisplayDate iso={ticket.closedAt} />
              </dd>
              {ticket.estimateRequested ? (
                <>
                  <dt>Estimate</dt>
                  <dd>Requested</dd>
                </>
              ) : null}
            </dl>
            {writable ? (
              <div className="ticket-pickers">
                <ProjectSelect picks={picks} value={ticket.project?.id ?? ''} disabled={saving.has('projectId')} onChange={(value) => void model.update({ projectId: value || null }, 'projectId')} />
                <ProductSelect picks={picks} value={ticket.product?.id ?? ''} disabled={saving.has('productId')} onChange={(value) => void model.update({ productId: value || null }, 'productId')} />
                <TagPicker picks={picks} value={ticket.tags.map((tag) => tag.id)} disabled={saving.has('tagIds')} onChange={(tagIds) => void model.update({ tagIds }, 'tagIds')} />
                <OwnerSelect picks={picks} value={ticket.owner?.id ?? ''} current={ticket.owner} disabled={saving.has('ownerId')} onChange={(ownerId) => void model.update({ ownerId }, 'ownerId')} />
                <WatcherPicker picks={picks} value={ticket.watchers.map((person) => person.id)} disabled={saving.has('watcherIds')} onChange={(watcherIds) => void model.update({ watcherIds }, 'watcherIds')} />
                <DueDateField value={dueDayOf(ticket.dueDate)} disabled={saving.has('dueDate')} onChange={(day) => void saveDueDate(day)} />
                <label className="toggle">
                  <input
                    type="checkbox"
                    checked={ticket.publication === 'DRAFT'}
                    disabled={saving.has('publication') || (ticket.publication !== 'DRAFT' && ticket.publication !== 'PUBLISHED')}
                    onChange={(event) => void model.update({ publication: event.target.checked ? 'DRAFT' : 'PUBLISHED' }, 'publication')}
                  />
                  Draft
                </label>
              </div>
            ) : (
              <dl className="ticket-facts">
                <dt>Owner</dt>
                <dd>{ticket.owner?.name ?? <span className="muted">—</span>}</dd>
                <dt>Watchers</dt>
                <dd>{ticket.watchers.length > 0 ? ticket.watchers.map((person) => person.name).join(', ') : <span className="muted">—</span>}</dd>
                <dt>Project</dt>
                <dd>{ticket.project?.name ?? <span className="muted">—</span>}</dd>
                <dt>Product</dt>
                <dd>{ticket.product?.name ?? <span className="muted">—</span>}</dd>
                <dt>Tags</dt>
                <dd className="tag-list">{ticket.tags.length > 0 ? ticket.tags.map((tag) => <TagChip key={tag.id} tag={tag} />) : <span className="muted">—</span>}</dd>
              </dl>
            )}
          </PropertiesDisclosure>
        </aside>

        <div className="ticket-main ticket-rest">
          <ChecklistSection model={model} ticket={ticket} writable={writable} />
          <DependenciesSection model={model} ticket={ticket} writable={writable} />
          <CommentsSection model={model} ticket={ticket} writable={writable} />
        </div>
      </div>
    </article>
  );
}

/** Why the schedule status is not what the state suggests, where it is not. */
function ScheduleNote({ ticket }: { readonly ticket: TicketDetail }) {
  const note = scheduleNote(ticket.displayState, ticket.status);
  return note ? <span className="fact-note">{note}</span> : null;
}
