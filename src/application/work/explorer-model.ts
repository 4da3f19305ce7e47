/**
 * The explorer (org-area "Explorer"): the organization's projects as a tree, what the tree shows
 * (archived projects, opened projects: the account's UI state, so it survives navigation and is
 * cleared on logout), pinned projects, and the project changes: archive, restore, pin.
 * Create, rename and move are forms (project-forms.ts) that report back here.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import * as ExplorerState from '../../domain/work/explorer-state.ts';
import type { ExplorerTab } from '../../domain/shared/org-routes.ts';
import { orgPath } from '../../domain/shared/org-routes.ts';
import { ancestorIds, buildTree, isArchived, pathTo, type ProjectRecord, type ProjectTreeNode } from '../../domain/work/project-tree.ts';
import { READ_ONLY_MESSAGE } from '../../domain/shared/role.ts';
import { describeError } from '../shared/error-text.ts';
import type { MachineModel } from '../shared/machine-model.ts';
import type { PinnedProject } from './project-gateway.port.ts';
import { withProjects } from './project-use-cases.ts';
import { runWithToasts } from '../shared/toasts.ts';
import type { OrganizationScope } from '../shared/organization-deps.ts';
import type { WorkAreaDeps } from './work-area-deps.ts';

/** The project list: loading, failed to load, or loaded. */
export type ProjectsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly projects: readonly ProjectRecord[] };

/** A change running on one project (its controls wait). */
export type ProjectAction = { readonly projectId: string; readonly action: 'archiving' | 'restoring' | 'pinning' | 'unpinning' } | null;

/** The explorer's toast texts. */
export const EXPLORER_TOASTS = {
  loadFailed: 'Could not load the projects',
  created: 'Project created',
  createFailed: 'Could not create the project',
  renamed: 'Project renamed',
  renameFailed: 'Could not rename the project',
  moved: 'Project moved',
  moveFailed: 'Could not move the project',
  archived: 'Project archived',
  restored: 'Project restored',
  archiveFailed: 'Could not archive the project',
  restoreFailed: 'Could not restore the project',
  pinFailed: 'Could not pin the project',
  unpinFailed: 'Could not unpin the project',
  readmeSaved: 'Readme saved',
  readmeFailed: 'Could not save the readme',
  readOnly: 'Read only',
} as const;

/** What one organization's explorer is built with. */
export interface ExplorerModelOptions {
  readonly scope: OrganizationScope;
  /** The tree's UI state (archived shown, opened projects), kept by the account area. */
  readonly tree: MachineModel<ExplorerState.State, ExplorerState.Event>;
  /** The caller's pinned projects (me.role.pinnedProjects). */
  readonly pinned: ReadonlySignal<readonly PinnedProject[]>;
  /** Hears the pinned projects the server answered (to update me). */
  readonly onPinned: (pinned: readonly PinnedProject[]) => void;
}

/** The explorer of one organization, as its pages read it. */
export interface ExplorerModel {
  readonly scope: OrganizationScope;
  readonly state: ReadonlySignal<ProjectsState>;
  /** The projects, once loaded (empty before). */
  readonly projects: ReadonlySignal<readonly ProjectRecord[]>;
  /** The tree as shown: archived projects only when asked for. */
  readonly tree: ReadonlySignal<readonly ProjectTreeNode[]>;
  readonly showArchived: ReadonlySignal<boolean>;
  /** The opened projects (expanded in the tree). */
  readonly opened: ReadonlySignal<readonly string[]>;
  /** Pinned projects that still exist here, by name. */
  readonly pinned: ReadonlySignal<readonly PinnedProject[]>;
  readonly pending: ReadonlySignal<ProjectAction>;
  /** Whether the organization has any project that is not archived (the landing's empty state). */
  readonly hasActiveProjects: ReadonlySignal<boolean>;
  readonly refresh: () => Promise<void>;
  readonly setShowArchived: (show: boolean) => void;
  /** Sets the opened projects to exactly these (a tree widget's expanded keys). */
  readonly setOpened: (ids: Iterable<string>) => void;
  readonly toggleOpened: (projectId: string) => void;
  /** Marks the project shown on the page: its ancestors open so it shows in the tree. */
  readonly visit: (projectId: string | null) => void;
  /** Opens a project's ancestors, so it shows in the tree. */
  readonly reveal: (projectId: string) => void;
  readonly find: (projectId: string) => ProjectRecord | null;
  /** The project and its ancestors, top first. */
  readonly pathOf: (projectId: string) => readonly ProjectRecord[];
  readonly isPinned: (projectId: string) => boolean;
  /** The path of a project's tab. */
  readonly tabPath: (projectId: string, tab: ExplorerTab) => string;
  readonly go: (path: string) => void;
  /** Archives (true) or restores a project and everything below it. */
  readonly archive: (projectId: string, archived: boolean) => Promise<boolean>;
  readonly togglePin: (projectId: string) => Promise<void>;
  /** A page the person asked for while unsaved changes would be lost: it waits for their answer. */
  readonly pendingLeave: ReadonlySignal<string | null>;
  /** Registers what would be lost by leaving (the readme editor's draft); null when nothing. */
  readonly setLeaveGuard: (guard: LeaveGuard | null) => void;
  /** Whether leaving now loses unsaved changes (reactive: reads signals). */
  readonly mustConfirmLeave: () => boolean;
  /** Runs `leave` (going `where`, e.g. "back") at once, or after the person agrees to lose unsaved changes. */
  readonly leaveWith: (where: string, leave: () => void) => void;
  /** Drops the unsaved changes and goes where the person asked. */
  readonly confirmLeave: () => void;
  /** Stays on the page with the changes. */
  readonly stay: () => void;
  /** Puts a project the server answered into the list (created, renamed, moved). */
  readonly remember: (project: ProjectRecord) => void;
}

/** Unsaved work the page would lose. */
export interface LeaveGuard {
  readonly dirty: () => boolean;
  readonly discard: () => void;
}

const NONE: readonly ProjectRecord[] = [];

/** Builds the explorer and starts loading the projects. */
export function createExplorerModel(deps: WorkAreaDeps, { scope, tree, pinned, onPinned }: ExplorerModelOptions): ExplorerModel {
  const { runner, notify, navigator } = deps;
  const state = signal<ProjectsState>({ status: 'loading' });
  const pending = signal<ProjectAction>(null);
  const visited = signal<string | null>(null);
  const pendingLeave = signal<string | null>(null);
  // A signal, so that effects watching mustConfirmLeave() see a guard come and go.
  const leaveGuard = signal<LeaveGuard | null>(null);
  let onLeave: (() => void) | null = null;
  const mustConfirmLeave = () => leaveGuard.value?.dirty() ?? false;
  const leaveWith = (where: string, leave: () => void) => {
    if (!mustConfirmLeave()) return leave();
    onLeave = leave;
    pendingLeave.value = where;
  };
  const go = (path: string) => leaveWith(path, () => navigator.go(path));
  let loading: Promise<void> | null = null;

  const projects = computed(() => (state.value.status === 'loaded' ? state.value.projects : NONE));
  const showArchived = computed(() => tree.state.value.showArchivedProjects);

  const reveal = (projectId: string) => {
    for (const id of ancestorIds(projects.value, projectId)) tree.send({ type: 'openProject', projectId: id });
  };

  const setProjects = (list: readonly ProjectRecord[]) => {
    state.value = { status: 'loaded', projects: list };
  };

  /** Reads the list; only the latest read's answer is kept (an older one arriving late is dropped). */
  let reads = 0;
  const load = async (): Promise<void> => {
    const read = ++reads;
    // Archived projects come too: showing them is then instant, and a restore needs no reload.
    const outcome = await runWithToasts(runner, withProjects((gateway) => gateway.projects(true)), notify, {
      error: { title: EXPLORER_TOASTS.loadFailed },
    });
    if (read !== reads) return;
    if (outcome.status === 'success') {
      setProjects(outcome.value);
      if (visited.value !== null) reveal(visited.value);
    } else if (outcome.status === 'failure' && state.value.status !== 'loaded') state.value = { status: 'failed', message: describeError(outcome.error) };
  };

  /** Reads the list, sharing a read already under way. */
  const refresh = (): Promise<void> => {
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  };

  const refuseReadOnly = (): boolean => {
    if (scope.permissions.write) return false;
    notify({ type: 'Warning', title: EXPLORER_TOASTS.readOnly, subTitle: READ_ONLY_MESSAGE });
    return true;
  };

  const find = (projectId: string) => projects.value.find((project) => project.id === projectId) ?? null;

  const remember = (project: ProjectRecord) => {
    const list = projects.value;
    const known = list.some((candidate) => candidate.id === project.id);
    setProjects(known ? list.map((candidate) => (candidate.id === project.id ? project : candidate)) : [...list, project]);
  };

  const archive = async (projectId: string, archived: boolean): Promise<boolean> => {
    if (pending.value !== null || refuseReadOnly()) return false;
    pending.value = { projectId, action: archived ? 'archiving' : 'restoring' };
    try {
      const outcome = await runWithToasts(
        runner,
        withProjects((gateway) => gateway.archiveProject(projectId, archived)),
        notify,
        archived
          ? { success: { title: EXPLORER_TOASTS.archived, subTitle: (project) => project.name }, error: { title: EXPLORER_TOASTS.archiveFailed } }
          : { success: { title: EXPLORER_TOASTS.restored, subTitle: (project) => project.name }, error: { title: EXPLORER_TOASTS.restoreFailed } },
      );
      if (outcome.status !== 'success') return false;
      // The server changes the whole subtree: read the list again (afresh) rather than guess.
      remember(outcome.value);
      await load();
      return true;
    } finally {
      pending.value = null;
    }
  };

  const isPinned = (projectId: string) => pinned.value.some((pin) => pin.id === projectId);

  const togglePin = async (projectId: string): Promise<void> => {
    if (pending.value !== null) return;
    const pin = !isPinned(projectId);
    pending.value = { projectId, action: pin ? 'pinning' : 'unpinning' };
    try {
      const outcome = await runWithToasts(runner, withProjects((gateway) => gateway.pinProject(projectId, pin)), notify, {
        error: { title: pin ? EXPLORER_TOASTS.pinFailed : EXPLORER_TOASTS.unpinFailed },
      });
      if (outcome.status === 'success') onPinned(outcome.value);
    } finally {
      pending.value = null;
    }
  };

  void refresh();

  return {
    scope,
    state,
    projects,
    tree: computed(() => buildTree(projects.value, { showArchived: showArchived.value })),
    showArchived,
    opened: computed(() => tree.state.value.openedProjects),
    pinned: computed(() => {
      // Names come from the live list (a rename shows at once); pins of projects gone are left out once loaded.
      if (state.value.status !== 'loaded') return pinned.value;
      return pinned.value
        .map((pin) => {
          const project = find(pin.id);
          return project && (showArchived.value || !isArchived(project)) ? { id: pin.id, name: project.name } : null;
        })
        .filter((pin): pin is PinnedProject => pin !== null)
        .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }));
    }),
    pending,
    hasActiveProjects: computed(() => projects.value.some((project) => !isArchived(project))),
    refresh,
    setShowArchived: (show) => tree.send({ type: 'setShowArchivedProjects', show }),
    setOpened: (ids) => {
      const next = new Set(ids);
      const current = tree.state.value.openedProjects;
      for (const id of current) if (!next.has(id)) tree.send({ type: 'closeProject', projectId: id });
      for (const id of next) if (!current.includes(id)) tree.send({ type: 'openProject', projectId: id });
    },
    toggleOpened: (projectId) => tree.send({ type: 'toggleProject', projectId }),
    visit: (projectId) => {
      if (visited.value === projectId) return;
      visited.value = projectId;
      if (projectId !== null) reveal(projectId);
    },
    reveal,
    find,
    pathOf: (projectId) => pathTo(projects.value, projectId),
    isPinned,
    tabPath: (projectId, tab) => orgPath(scope.orgId, `explorer/${tab}/${encodeURIComponent(projectId)}`),
    go,
    pendingLeave,
    setLeaveGuard: (guard) => {
      leaveGuard.value = guard;
    },
    mustConfirmLeave,
    leaveWith,
    confirmLeave: () => {
      const leave = onLeave;
      onLeave = null;
      pendingLeave.value = null;
      leaveGuard.value?.discard();
      leave?.();
    },
    stay: () => {
      onLeave = null;
      pendingLeave.value = null;
    },
    archive,
    togglePin,
    remember,
  };
}
