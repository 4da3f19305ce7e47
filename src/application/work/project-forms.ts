/**
 * The project forms of the explorer: create (at the top or under a parent), rename and move. They
 * check like the server (the name rule of WORK_LIMITS, no move into itself), keep what was typed
 * when the server refuses (its message goes under the field and in a toast), and on success put
 * the answer into the explorer's list.
 */
import type { Validated } from '../../domain/shared/result.ts';
import { checkProjectName, moveProblem, type ProjectRecord } from '../../domain/work/project-tree.ts';
import { READ_ONLY_MESSAGE } from '../../domain/shared/role.ts';
import type { KnownError } from '../shared/error-text.ts';
import { ValidationError } from '../shared/errors.ts';
import { EXPLORER_TOASTS, type ExplorerModel } from './explorer-model.ts';
import { withProjects } from './project-use-cases.ts';
import { createRequestForm, type RequestForm } from '../shared/request-form.ts';
import type { Outcome } from '../shared/run.ts';
import { runWithToasts } from '../shared/toasts.ts';
import type { WorkAreaDeps } from './work-area-deps.ts';

/** A project's name, as typed. */
export interface ProjectNameFields {
  readonly name: string;
}

/** Where a project moves: a parent's id, or '' for the top. */
export interface ProjectMoveFields {
  readonly parentId: string;
}

/** The create and rename forms; done holds the project the server answered. */
export type ProjectNameForm = RequestForm<ProjectNameFields, ProjectRecord>;
/** The move form; done holds the moved project. */
export type ProjectMoveForm = RequestForm<ProjectMoveFields, ProjectRecord>;

const validateName = ({ name }: ProjectNameFields): Validated<string> => {
  const checked = checkProjectName(name);
  return checked.ok ? { ok: true, value: checked.value } : { ok: false, errors: [{ field: 'name', message: checked.message }] };
};

/** Runs a change; a refusal by the server goes under `field` too, so the person sees it by the input. */
async function send<A>(
  deps: WorkAreaDeps,
  explorer: ExplorerModel,
  form: () => RequestForm<object, unknown>,
  field: string,
  effect: Parameters<typeof withProjects<A>>[0],
  toasts: { readonly success: string; readonly error: string; readonly subTitle?: (value: A) => string },
): Promise<Outcome<A, KnownError>> {
  if (!explorer.scope.permissions.write) {
    form().form.refuse(field, READ_ONLY_MESSAGE);
    return { status: 'failure', error: new ValidationError({ field, message: READ_ONLY_MESSAGE }) };
  }
  const outcome = await runWithToasts(deps.runner, withProjects(effect), deps.notify, {
    success: toasts.subTitle ? { title: toasts.success, subTitle: toasts.subTitle } : { title: toasts.success },
    error: { title: toasts.error },
  });
  if (outcome.status === 'failure' && outcome.error._tag === 'GraphQLError') form().form.refuse(field, outcome.error.message);
  return outcome;
}

/** A new project under `parentId` (null: at the top); on success its page opens. */
export function createProjectForm(deps: WorkAreaDeps, explorer: ExplorerModel, parentId: string | null): ProjectNameForm {
  const form: ProjectNameForm = createRequestForm({
    initial: { name: '' },
    validate: validateName,
    send: async (name: string) => {
      const outcome = await send(deps, explorer, () => form as RequestForm<object, unknown>, 'name', (gateway) => gateway.createProject({ name, parentId }), {
        success: EXPLORER_TOASTS.created,
        error: EXPLORER_TOASTS.createFailed,
        subTitle: (project) => project.name,
      });
      if (outcome.status === 'success') {
        explorer.remember(outcome.value);
        explorer.reveal(outcome.value.id);
        explorer.go(explorer.tabPath(outcome.value.id, 'view'));
      }
      return outcome;
    },
  });
  return form;
}

/** A new name for a project. */
export function renameProjectForm(deps: WorkAreaDeps, explorer: ExplorerModel, project: ProjectRecord): ProjectNameForm {
  const form: ProjectNameForm = createRequestForm({
    initial: { name: project.name },
    validate: validateName,
    send: async (name: string): Promise<Outcome<ProjectRecord, KnownError>> => {
      if (name === project.name) return { status: 'success', value: project };
      const outcome = await send(deps, explorer, () => form as RequestForm<object, unknown>, 'name', (gateway) => gateway.updateProject(project.id, { name }), {
        success: EXPLORER_TOASTS.renamed,
        error: EXPLORER_TOASTS.renameFailed,
        subTitle: (renamed) => renamed.name,
      });
      if (outcome.status === 'success') explorer.remember(outcome.value);
      return outcome;
    },
  });
  return form;
}

/** A new parent for a project: never itself or a project below it. */
export function moveProjectForm(deps: WorkAreaDeps, explorer: ExplorerModel, project: ProjectRecord): ProjectMoveForm {
  const form: ProjectMoveForm = createRequestForm({
    initial: { parentId: project.parentId ?? '' },
    // The valid value is an object: a bare null would read as "invalid" to the form.
    validate: ({ parentId }: ProjectMoveFields): Validated<{ readonly parentId: string | null }> => {
      const target = parentId === '' ? null : parentId;
      const problem = moveProblem(explorer.projects.value, project.id, target);
      return problem === null ? { ok: true, value: { parentId: target } } : { ok: false, errors: [{ field: 'parentId', message: problem }] };
    },
    send: async ({ parentId }: { readonly parentId: string | null }): Promise<Outcome<ProjectRecord, KnownError>> => {
      const outcome = await send(deps, explorer, () => form as RequestForm<object, unknown>, 'parentId', (gateway) => gateway.updateProject(project.id, { parentId }), {
        success: EXPLORER_TOASTS.moved,
        error: EXPLORER_TOASTS.moveFailed,
        subTitle: (moved) => moved.name,
      });
      if (outcome.status === 'success') {
        explorer.remember(outcome.value);
        explorer.reveal(outcome.value.id);
      }
      return outcome;
    },
  });
  return form;
}
