/**
 * The support inbox's models: the list of the organization's cases (filtered, paged), one case
 * (opened, so marked read; replies, notes, assignee, ticket and status), and the switch that turns
 * the inbox on. Every change answers the whole case; a refusal keeps what was typed.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Effect } from 'effect';
import type { IssueStatus } from '../../domain/support/issue.ts';
import { mergeMoreTickets, type Connection } from '../../domain/shared/lists.ts';
import { TOASTS } from '../../domain/shared/messages.ts';
import type { NotificationInput } from '../../domain/shared/notifications.ts';
import { imageFileRefusal } from '../../domain/shared/uploaded-image.ts';
import { assignable, assigneeParam, INBOX_TEXTS, type InboxCase, type InboxFilter, type InboxRow, type SupportMember, type SupportTicketLink } from '../../domain/support/support-inbox.ts';
import { describeError } from '../shared/error-text.ts';
import type { RequestError, UploadError } from '../shared/errors.ts';
import { InboxImageUpload } from './inbox-image-upload.port.ts';
import { SupportInboxGateway, type InboxQuery } from './support-inbox-gateway.port.ts';
import { run, type Runner } from '../shared/run.ts';
import type { ChangeResult } from '../work/ticket-model.ts';
import { runWithToasts } from '../shared/toasts.ts';
import { FEATURE_NAMES, type FeatureFlags } from '../../domain/shared/constants.ts';

/** A page of the list. */
export const INBOX_PAGE_SIZE = 50;

export type InboxListState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly cases: Connection<InboxRow>; readonly loadingMore: boolean };

export interface InboxListModel {
  readonly state: ReadonlySignal<InboxListState>;
  /** Who cases can be assigned to, for the assignee filter (null until loaded). */
  readonly members: ReadonlySignal<readonly SupportMember[] | null>;
  readonly reload: () => Promise<void>;
  readonly loadMore: () => Promise<void>;
}

export type InboxCaseState =
  | { readonly status: 'loading' }
  | { readonly status: 'missing' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly issue: InboxCase };

export interface InboxCaseModel {
  readonly issueId: string;
  readonly state: ReadonlySignal<InboxCaseState>;
  /** Names of the changes being saved (a control shows it is busy). */
  readonly saving: ReadonlySignal<ReadonlySet<string>>;
  /** Who the case can be assigned to (null until loaded). */
  readonly members: ReadonlySignal<readonly SupportMember[] | null>;
  readonly reload: () => Promise<void>;
  readonly reply: (input: { readonly message?: string; readonly imageUrl?: string }) => Promise<ChangeResult>;
  readonly note: (message: string) => Promise<ChangeResult>;
  readonly assign: (roleId: string | null) => Promise<ChangeResult>;
  readonly linkTicket: (ticketId: string | null) => Promise<ChangeResult>;
  readonly changeStatus: (status: IssueStatus) => Promise<ChangeResult>;
  /** Tickets to link, by #id, title or description. */
  readonly findTickets: (text: string) => Promise<readonly SupportTicketLink[]>;
  /**
   * Whether a chosen file may be sent as an image; a file that is not an image or is too large is
   * refused with a notification, as on the client's page (§5).
   */
  readonly acceptsImage: (file: File) => boolean;
  /** Stores an image for a reply to this case and answers its address; a failed upload says so in a notification (§8). */
  readonly uploadImage: (file: File, signal?: AbortSignal) => Promise<{ readonly ok: true; readonly url: string } | { readonly ok: false }>;
}

export type SettingsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly autoResolveAfterDays: number };

/** The support settings (auto-resolve delay), loaded when made. */
export interface SupportSettingsModel {
  readonly state: ReadonlySignal<SettingsState>;
  readonly saving: ReadonlySignal<boolean>;
  readonly save: (days: number) => Promise<ChangeResult>;
}

export interface SupportInboxArea {
  readonly settings: () => SupportSettingsModel;
  readonly list: (filter: InboxFilter) => InboxListModel;
  readonly openCase: (issueId: string) => InboxCaseModel;
  /** Turns an area (the support inbox, reports) on or off; answers whether it worked (the caller refreshes the session). */
  readonly setFeature: (flag: keyof FeatureFlags, enabled: boolean) => Promise<boolean>;
}

export type SupportInboxServices = SupportInboxGateway | InboxImageUpload;

export interface SupportInboxDeps {
  readonly runner: Runner<SupportInboxServices>;
  readonly notify: (notification: NotificationInput) => void;
}

/** The filter as the API takes it. */
export function inboxQuery(filter: InboxFilter): InboxQuery {
  const assignee = assigneeParam(filter.assignee);
  return {
    ...(filter.status ? { statuses: [filter.status] } : {}),
    ...(assignee ? { assignee } : {}),
    ...(filter.unreadOnly ? { unread: true } : {}),
    ...(filter.text.trim() !== '' ? { text: filter.text.trim() } : {}),
  };
}

/** Loads the members a case can be assigned to into a signal. */
async function loadAssignable(runner: Runner<SupportInboxServices>, into: { value: readonly SupportMember[] | null }): Promise<void> {
  const outcome = await run(runner, SupportInboxGateway.use((gateway) => gateway.members()));
  if (outcome.status === 'success') into.value = assignable(outcome.value);
}

function createListModel({ runner }: SupportInboxDeps, filter: InboxFilter): InboxListModel {
  const state = signal<InboxListState>({ status: 'loading' });
  const members = signal<readonly SupportMember[] | null>(null);
  const query = inboxQuery(filter);

  async function page(after: string | null): Promise<void> {
    const outcome = await run(runner, SupportInboxGateway.use((gateway) => gateway.list(query, INBOX_PAGE_SIZE, after)));
    const current = state.value;
    if (outcome.status === 'success') {
      state.value = { status: 'loaded', cases: mergeMoreTickets(current.status === 'loaded' ? current.cases : null, outcome.value, after), loadingMore: false };
    } else if (outcome.status === 'failure') {
      state.value = current.status === 'loaded' ? { ...current, loadingMore: false } : { status: 'failed', message: describeError(outcome.error) };
    }
  }

  void page(null);
  void loadAssignable(runner, members);
  return {
    state,
    members,
    reload: () => {
      state.value = { status: 'loading' };
      return page(null);
    },
    loadMore: async () => {
      const current = state.value;
      if (current.status !== 'loaded' || current.loadingMore || !current.cases.pageInfo.hasNextPage) return;
      state.value = { ...current, loadingMore: true };
      await page(current.cases.pageInfo.endCursor);
    },
  };
}

type Gateway = typeof SupportInboxGateway.Service;

function createCaseModel({ runner, notify }: SupportInboxDeps, issueId: string): InboxCaseModel {
  const state = signal<InboxCaseState>({ status: 'loading' });
  const saving = signal<ReadonlySet<string>>(new Set());
  const members = signal<readonly SupportMember[] | null>(null);

  function mark(key: string, on: boolean): void {
    const next = new Set(saving.value);
    if (on) next.add(key);
    else next.delete(key);
    saving.value = next;
  }

  async function reload(): Promise<void> {
    const outcome = await run(runner, SupportInboxGateway.use((gateway) => gateway.get(issueId)));
    if (outcome.status === 'success') {
      state.value = outcome.value === null ? { status: 'missing' } : { status: 'loaded', issue: outcome.value };
      // Opening the case reads it: the unread mark goes.
      if (outcome.value?.unread) {
        const read = await run(runner, SupportInboxGateway.use((gateway) => gateway.markRead(issueId)));
        if (read.status === 'success') state.value = { status: 'loaded', issue: read.value };
      }
    } else if (outcome.status === 'failure' && state.value.status !== 'loaded') {
      state.value = { status: 'failed', message: describeError(outcome.error) };
    }
  }

  /** Runs one change of the case with its toasts; the answer replaces the case. */
  async function change(key: string, success: string | null, call: (gateway: Gateway) => Effect.Effect<InboxCase, RequestError>): Promise<ChangeResult> {
    mark(key, true);
    try {
      const outcome = await runWithToasts(runner, SupportInboxGateway.use(call), notify, {
        ...(success ? { success: { title: success } } : {}),
        error: { title: 'Could not update the case' },
      });
      if (outcome.status === 'success') {
        state.value = { status: 'loaded', issue: outcome.value };
        return { ok: true };
      }
      return outcome.status === 'failure' ? { ok: false, message: describeError(outcome.error) } : { ok: false, message: 'Cancelled' };
    } finally {
      mark(key, false);
    }
  }

  void reload();
  void loadAssignable(runner, members);

  return {
    issueId,
    state,
    saving,
    members,
    reload,
    reply: (input) => change('reply', INBOX_TEXTS.replySent, (g) => g.reply(issueId, input)),
    note: (message) => change('note', INBOX_TEXTS.noteAdded, (g) => g.note(issueId, message)),
    assign: (roleId) => change('assignee', null, (g) => g.assign(issueId, roleId)),
    linkTicket: (ticketId) => change('ticket', null, (g) => g.linkTicket(issueId, ticketId)),
    changeStatus: (status) => change('status', null, (g) => g.changeStatus(issueId, status)),
    findTickets: async (text) => {
      const search = text.trim();
      if (search === '') return [];
      const outcome = await run(runner, SupportInboxGateway.use((gateway) => gateway.findTickets(search)));
      return outcome.status === 'success' ? outcome.value : [];
    },
    acceptsImage: (file) => {
      const refusal = imageFileRefusal(file);
      if (refusal) notify({ type: 'Error', ...refusal });
      return refusal === null;
    },
    uploadImage: async (file, abort) => {
      const outcome = await run(runner, InboxImageUpload.use((uploader) => uploader.upload({ file, name: file.name, issueId }) as Effect.Effect<string, UploadError>), { signal: abort });
      if (outcome.status === 'success') return { ok: true, url: outcome.value };
      if (outcome.status === 'failure') notify({ type: 'Error', title: TOASTS.fileUploadError, subTitle: TOASTS.fileUploadErrorSubtitle });
      return { ok: false };
    },
  };
}

function createSettingsModel({ runner, notify }: SupportInboxDeps): SupportSettingsModel {
  const state = signal<SettingsState>({ status: 'loading' });
  const saving = signal(false);
  void run(runner, SupportInboxGateway.use((gateway) => gateway.autoResolveDays())).then((outcome) => {
    if (outcome.status === 'success') state.value = { status: 'loaded', autoResolveAfterDays: outcome.value };
    else if (outcome.status === 'failure') state.value = { status: 'failed', message: describeError(outcome.error) };
  });
  return {
    state,
    saving,
    save: async (days) => {
      saving.value = true;
      try {
        const outcome = await runWithToasts(runner, SupportInboxGateway.use((gateway) => gateway.saveAutoResolveDays(days)), notify, {
          success: { title: 'Support settings saved' },
          error: { title: 'Could not save the support settings' },
        });
        if (outcome.status === 'success') {
          state.value = { status: 'loaded', autoResolveAfterDays: outcome.value };
          return { ok: true };
        }
        return outcome.status === 'failure' ? { ok: false, message: describeError(outcome.error) } : { ok: false, message: 'Cancelled' };
      } finally {
        saving.value = false;
      }
    },
  };
}

/** Builds the inbox's model factories. */
export function createSupportInboxArea(deps: SupportInboxDeps): SupportInboxArea {
  return {
    settings: () => createSettingsModel(deps),
    list: (filter) => createListModel(deps, filter),
    openCase: (issueId) => createCaseModel(deps, issueId),
    setFeature: async (flag, enabled) => {
      const outcome = await runWithToasts(deps.runner, SupportInboxGateway.use((gateway) => gateway.setFeatureEnabled(flag, enabled)), deps.notify, {
        success: { title: `${FEATURE_NAMES[flag]} turned ${enabled ? 'on' : 'off'}` },
        error: { title: 'Could not change the feature' },
      });
      return outcome.status === 'success';
    },
  };
}
