/**
 * The explorer's project tree (specification §3 Other UI state): whether archived projects are
 * shown, and which projects are opened. Opened projects form a unique list in the order opened.
 */

/** What the project tree shows. */
export interface State {
  readonly showArchivedProjects: boolean;
  readonly openedProjects: readonly string[];
}

/** What the tree's controls can do. */
export type Event =
  | { readonly type: 'toggleArchivedProjects' }
  | { readonly type: 'setShowArchivedProjects'; readonly show: boolean }
  | { readonly type: 'openProject'; readonly projectId: string }
  | { readonly type: 'closeProject'; readonly projectId: string }
  | { readonly type: 'toggleProject'; readonly projectId: string };

/** Archived projects stay hidden unless asked for (org-area "Explorer"). */
export const initialState: State = { showArchivedProjects: false, openedProjects: [] };

function open(state: State, projectId: string): State {
  if (state.openedProjects.includes(projectId)) return state;
  return { ...state, openedProjects: [...state.openedProjects, projectId] };
}

function close(state: State, projectId: string): State {
  if (!state.openedProjects.includes(projectId)) return state;
  return { ...state, openedProjects: state.openedProjects.filter((id) => id !== projectId) };
}

/** The next tree state; opening an opened project, closing a closed one or setting the same value changes nothing. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'toggleArchivedProjects':
      return { ...state, showArchivedProjects: !state.showArchivedProjects };
    case 'setShowArchivedProjects':
      return event.show === state.showArchivedProjects ? state : { ...state, showArchivedProjects: event.show };
    case 'openProject':
      return open(state, event.projectId);
    case 'closeProject':
      return close(state, event.projectId);
    case 'toggleProject':
      return state.openedProjects.includes(event.projectId) ? close(state, event.projectId) : open(state, event.projectId);
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

/** Whether a project's children are showing in the tree. */
export function isProjectOpen(state: State, projectId: string): boolean {
  return state.openedProjects.includes(projectId);
}

/**
 * The tree state kept on the device, read back: null unless the text is a state of this shape
 * (anything else in storage, an old format or a hand edit, is ignored, never trusted).
 */
export function stateFromStored(text: string | null): State | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const candidate = value as Partial<State> | null;
  if (typeof candidate !== 'object' || candidate === null || typeof candidate.showArchivedProjects !== 'boolean') return null;
  const opened = candidate.openedProjects;
  if (!Array.isArray(opened) || !opened.every((id) => typeof id === 'string')) return null;
  return { showArchivedProjects: candidate.showArchivedProjects, openedProjects: [...new Set(opened)] };
}
