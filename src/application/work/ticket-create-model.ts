/**
 * The New ticket dialog: fields checked on the client by the server's rules, sent once; a field
 * the server refuses shows its message there, anything else a toast; nothing typed is lost on
 * failure. A created ticket is told to the open lists.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { NotificationInput } from '../../domain/shared/notifications.ts';
import type { FieldError } from '../../domain/shared/result.ts';
import { EMPTY_NEW_TICKET, validateNewTicket, type NewTicketFields } from '../../domain/work/ticket-form.ts';
import { rowOf, type TicketDetail } from '../../domain/work/ticket-types.ts';
import { TicketGateway } from './ticket-gateway.port.ts';
import type { Runner } from '../shared/run.ts';
import type { PickListsModel } from './ticket-pick-lists-model.ts';
import type { TicketEvents } from './ticket-events.ts';
import { runWithToasts } from '../shared/toasts.ts';

export const CREATE_TOASTS = { created: 'Ticket created', failed: 'Could not create ticket', open: 'Open' } as const;

export type CreateState = { readonly status: 'editing' } | { readonly status: 'submitting' } | { readonly status: 'created'; readonly ticket: TicketDetail };

export interface CreateTicketModel {
  readonly values: ReadonlySignal<NewTicketFields>;
  /** The workflow the ticket gets: the chosen one, or the default. */
  readonly workflowId: ReadonlySignal<string>;
  /** Shown once a submit was tried, checked again on each change. */
  readonly errors: ReadonlySignal<readonly FieldError[]>;
  readonly state: ReadonlySignal<CreateState>;
  readonly change: <K extends keyof NewTicketFields>(field: K, value: NewTicketFields[K]) => void;
  /** Answers the created ticket, or null (errors shown, everything kept). */
  readonly submit: () => Promise<TicketDetail | null>;
  /** Empties the form for the next ticket (project and workflow are kept). */
  readonly reset: () => void;
}

export interface CreateTicketDeps {
  readonly runner: Runner<TicketGateway>;
  readonly notify: (notification: NotificationInput) => void;
  readonly events: TicketEvents;
  readonly pickLists: PickListsModel;
  /** Goes to a created ticket's page: its toast then offers 'Open' (the new row may be out of sight). */
  readonly open?: (ticket: TicketDetail) => void;
}

/** Which field a server message is about, when it names one. */
function fieldOf(message: string): keyof NewTicketFields | null {
  if (/^title\b/i.test(message)) return 'title';
  if (/^description\b/i.test(message)) return 'description';
  return null;
}

/** Builds the dialog's model, starting from `initial` (a project page may preset the project). */
export function createCreateTicketModel({ runner, notify, events, pickLists, open }: CreateTicketDeps, initial: Partial<NewTicketFields> = {}): CreateTicketModel {
  const values = signal<NewTicketFields>({ ...EMPTY_NEW_TICKET, ...initial });
  const state = signal<CreateState>({ status: 'editing' });
  const tried = signal(false);
  const serverErrors = signal<readonly FieldError[]>([]);
  const workflowId = computed(() => values.value.workflowId || pickLists.defaultWorkflow.value?.id || '');
  const errors = computed(() => {
    if (!tried.value) return serverErrors.value;
    const checked = validateNewTicket(values.value);
    return checked.ok ? serverErrors.value : checked.errors;
  });

  return {
    values,
    workflowId,
    errors,
    state,
    change: (field, value) => {
      if (state.value.status === 'submitting') return;
      values.value = { ...values.value, [field]: value };
      serverErrors.value = serverErrors.value.filter((error) => error.field !== field);
      if (state.value.status === 'created') state.value = { status: 'editing' };
    },
    submit: async () => {
      if (state.value.status === 'submitting') return null;
      tried.value = true;
      serverErrors.value = [];
      const checked = validateNewTicket({ ...values.value, workflowId: workflowId.value });
      if (!checked.ok) return null;
      state.value = { status: 'submitting' };
      const outcome = await runWithToasts(runner, TicketGateway.use((gateway) => gateway.create(checked.value)), notify, {
        success: {
          title: CREATE_TOASTS.created,
          subTitle: (ticket) => `#${ticket.localId} ${ticket.title}`,
          ...(open ? { action: (ticket: TicketDetail) => ({ label: CREATE_TOASTS.open, run: () => open(ticket) }) } : {}),
        },
        error: { title: CREATE_TOASTS.failed },
      });
      if (outcome.status === 'success') {
        state.value = { status: 'created', ticket: outcome.value };
        events.publish({ type: 'created', row: rowOf(outcome.value) });
        return outcome.value;
      }
      state.value = { status: 'editing' };
      if (outcome.status === 'failure' && outcome.error._tag === 'GraphQLError') {
        const field = fieldOf(outcome.error.message);
        if (field) serverErrors.value = [{ field, message: outcome.error.message }];
      }
      return null;
    },
    reset: () => {
      const { projectId, workflowId: chosen } = values.value;
      values.value = { ...EMPTY_NEW_TICKET, projectId, workflowId: chosen };
      tried.value = false;
      serverErrors.value = [];
      state.value = { status: 'editing' };
    },
  };
}
