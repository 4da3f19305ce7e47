/**
 * A project's readme (the explorer's editor tab): read as Markdown, edited as text by people who
 * may write, saved or cancelled. A failed save keeps the draft; the draft also survives leaving
 * the tab, since the explorer keeps one model per project, and a reload or a closed window, since
 * it is kept on the device as it is written (until saved or discarded; the editor opens on it
 * again). It always opens as a page, an empty one too: the editor opens when asked ('Write a
 * readme'), so a new organization lands on getting started, not on an empty editor.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { deviceDraftStore, readmeDraftKey } from '../shared/device-draft.ts';
import { WORK_LIMITS } from '../../domain/work/work.ts';
import { READ_ONLY_MESSAGE } from '../../domain/shared/role.ts';
import { describeError } from '../shared/error-text.ts';
import { EXPLORER_TOASTS, type ExplorerModel } from './explorer-model.ts';
import type { ProjectDetails } from './project-gateway.port.ts';
import { withProjects } from './project-use-cases.ts';
import { runWithToasts } from '../shared/toasts.ts';
import type { WorkAreaDeps } from './work-area-deps.ts';

/** Where the readme stands. */
export type ReadmeState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'missing' }
  | { readonly status: 'viewing'; readonly project: ProjectDetails }
  | { readonly status: 'editing'; readonly project: ProjectDetails; readonly draft: string }
  | { readonly status: 'saving'; readonly project: ProjectDetails; readonly draft: string };

/** A draft found on the device when the editor opened: when it was kept, and whether the readme changed since. */
export interface RestoredDraft {
  readonly savedAt: number;
  readonly readmeChanged: boolean;
}

/** The editor tab's model. */
export interface ReadmeModel {
  readonly state: ReadonlySignal<ReadmeState>;
  /** Whether the draft differs from the saved readme. */
  readonly dirty: ReadonlySignal<boolean>;
  /** Why the draft cannot be saved, or null. */
  readonly problem: ReadonlySignal<string | null>;
  readonly canEdit: boolean;
  /** Whether a draft of this readme waits on the device (shown while reading; the editor opens on it). */
  readonly draftOnDevice: ReadonlySignal<boolean>;
  /** The draft the editor opened on, found on the device; null when it opened on the saved readme. */
  readonly restored: ReadonlySignal<RestoredDraft | null>;
  /** Drops the restored draft: the editor goes back to the saved readme. */
  readonly discardDraft: () => void;
  readonly retry: () => Promise<void>;
  readonly edit: () => void;
  readonly change: (text: string) => void;
  /** Drops the draft. */
  readonly cancel: () => void;
  /** Saves the draft; true once saved (or when nothing changed). */
  readonly save: () => Promise<boolean>;
}

/** The longest readme accepted (the server's limit for long-form text). */
export const README_MAX = WORK_LIMITS.longText;

/** Builds a project's readme model and starts loading it. */
export function createReadmeModel(deps: WorkAreaDeps, explorer: ExplorerModel, projectId: string): ReadmeModel {
  const state = signal<ReadmeState>({ status: 'loading' });
  const canEdit = explorer.scope.permissions.write;
  const kept = deviceDraftStore(deps.store, readmeDraftKey(explorer.scope.orgId, explorer.scope.roleId, projectId), deps.now);
  const draftOnDevice = signal(canEdit && kept.read() !== null);
  const restored = signal<RestoredDraft | null>(null);
  const forget = () => {
    kept.clear();
    draftOnDevice.value = false;
    restored.value = null;
  };

  const load = async () => {
    if (state.value.status !== 'loading' && state.value.status !== 'failed') return;
    state.value = { status: 'loading' };
    const outcome = await runWithToasts(deps.runner, withProjects((gateway) => gateway.project(projectId)), deps.notify, { error: { title: 'Could not load the readme' } });
    if (outcome.status === 'success') state.value = outcome.value === null ? { status: 'missing' } : { status: 'viewing', project: outcome.value };
    else if (outcome.status === 'failure') state.value = { status: 'failed', message: describeError(outcome.error) };
  };

  const dirty = computed(() => {
    const current = state.value;
    return (current.status === 'editing' || current.status === 'saving') && current.draft !== current.project.readme;
  });

  const problem = computed(() => {
    const current = state.value;
    if (current.status !== 'editing' && current.status !== 'saving') return null;
    return current.draft.length > README_MAX ? `The readme must be at most ${README_MAX.toLocaleString('en')} characters` : null;
  });

  const save = async (): Promise<boolean> => {
    const current = state.value;
    if (current.status !== 'editing' || problem.value !== null) return false;
    if (!dirty.value) {
      forget();
      state.value = { status: 'viewing', project: current.project };
      return true;
    }
    if (!canEdit) {
      deps.notify({ type: 'Warning', title: EXPLORER_TOASTS.readOnly, subTitle: READ_ONLY_MESSAGE });
      return false;
    }
    state.value = { status: 'saving', project: current.project, draft: current.draft };
    const outcome = await runWithToasts(deps.runner, withProjects((gateway) => gateway.updateProject(projectId, { readme: current.draft })), deps.notify, {
      success: { title: EXPLORER_TOASTS.readmeSaved },
      error: { title: EXPLORER_TOASTS.readmeFailed },
    });
    if (outcome.status === 'success') {
      forget();
      state.value = { status: 'viewing', project: outcome.value };
      explorer.remember(outcome.value);
      return true;
    }
    state.value = { status: 'editing', project: current.project, draft: current.draft };
    return false;
  };

  void load();

  return {
    state,
    dirty,
    problem,
    canEdit,
    draftOnDevice,
    restored,
    discardDraft: () => {
      const current = state.value;
      if (current.status !== 'editing') return;
      forget();
      state.value = { ...current, draft: current.project.readme };
    },
    retry: load,
    edit: () => {
      const current = state.value;
      if (!canEdit || current.status !== 'viewing') return;
      const draft = kept.read();
      const readme = current.project.readme;
      restored.value = draft && draft.text !== readme ? { savedAt: draft.savedAt, readmeChanged: draft.base !== readme } : null;
      state.value = { status: 'editing', project: current.project, draft: restored.value ? draft!.text : readme };
    },
    change: (text) => {
      const current = state.value;
      if (current.status !== 'editing') return;
      state.value = { ...current, draft: text };
      kept.write(text, current.project.readme);
      draftOnDevice.value = text !== current.project.readme;
    },
    cancel: () => {
      const current = state.value;
      if (current.status !== 'editing') return;
      forget();
      state.value = { status: 'viewing', project: current.project };
    },
    save,
  };
}
