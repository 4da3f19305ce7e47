/**
 * The project tree of an organization: create under a parent, rename, move (never inside itself),
 * edit the readme, archive or restore a whole subtree, and each caller's pinned projects.
 */
import { optionalText, requiredText, subtreeIds, WORK_LIMITS, wouldNestInItself } from '../../src/domain/work/work.ts';
import { badInput, checkedText, given, lookup, nameKey, present, projectOf } from './checks.ts';
import { requireWrite, type Scope } from './scope.ts';
import type { OrgWork, StoredWorkProject, WorkStore } from '../store/work-store.ts';

type Input = Readonly<Record<string, unknown>>;

/** The name of the project every new organization starts with. */
export const FIRST_PROJECT_NAME = 'First project';

/** Adds a project to an organization (no checks: for the organization's first project). */
export function addProject(store: WorkStore, work: OrgWork, fields: { name: string; parentId: string | null; ownerId: string | null; createdAt: string }): StoredWorkProject {
  const project: StoredWorkProject = { id: store.nextId('project'), organizationId: work.organizationId, stage: 'PUBLISHED', readme: '', ...fields };
  work.projects.set(project.id, project);
  return project;
}

/** The pinned projects of a role that still exist, in pin order. */
export function pinnedProjects(work: OrgWork, roleId: string): StoredWorkProject[] {
  return (work.pins.get(roleId) ?? []).flatMap((id) => work.projects.get(id) ?? []);
}

/** A parent a project can go under: of this organization and not archived. */
function parentOf(scope: Scope, id: unknown): StoredWorkProject {
  const parent = projectOf(scope, id, 'parentId');
  if (parent.stage === 'ARCHIVED') throw badInput('The parent project is archived', 'parentId');
  return parent;
}

/** The project operations. */
export function createProjects(store: WorkStore) {
  return {
    /** Every project (archived ones when asked), by name. */
    list(scope: Scope, includeArchived: unknown): StoredWorkProject[] {
      return [...scope.work.projects.values()]
        .filter((project) => includeArchived === true || project.stage !== 'ARCHIVED')
        .sort((a, b) => nameKey(a.name).localeCompare(nameKey(b.name)) || Number(a.id) - Number(b.id));
    },
    get: (scope: Scope, id: unknown) => lookup(scope.work.projects, id),

    create(scope: Scope, input: Input): StoredWorkProject {
      requireWrite(scope);
      const name = checkedText(requiredText(input['name'], 'Name', WORK_LIMITS.name), 'name');
      const parentId = present(input, 'parentId') ? parentOf(scope, input['parentId']).id : null;
      return addProject(store, scope.work, { name, parentId, ownerId: scope.role.id, createdAt: scope.now() });
    },

    /** Renames, moves (parentId null: to the top) or edits the readme; checks everything before changing anything. */
    update(scope: Scope, id: unknown, input: Input): StoredWorkProject {
      requireWrite(scope);
      const project = projectOf(scope, id, 'id');
      const next: Partial<StoredWorkProject> = {};
      if (given(input, 'name')) next.name = checkedText(requiredText(input['name'], 'Name', WORK_LIMITS.name), 'name');
      if (given(input, 'readme')) next.readme = checkedText(optionalText(input['readme'], 'Readme', WORK_LIMITS.longText), 'readme');
      if (given(input, 'parentId')) {
        const parentId = present(input, 'parentId') ? parentOf(scope, input['parentId']).id : null;
        if (wouldNestInItself([...scope.work.projects.values()], project.id, parentId)) {
          throw badInput('A project cannot move inside itself or one of its sub-projects', 'parentId');
        }
        next.parentId = parentId;
      }
      return Object.assign(project, next);
    },

    /** Archives or restores a project with all its sub-projects; restoring under an archived parent is refused. */
    archive(scope: Scope, id: unknown, archived: boolean): StoredWorkProject {
      requireWrite(scope);
      const project = projectOf(scope, id, 'id');
      const parent = project.parentId === null ? undefined : scope.work.projects.get(project.parentId);
      if (!archived && parent?.stage === 'ARCHIVED') throw badInput(`Restore "${parent.name}" first: it holds this project`, 'id');
      const all = [...scope.work.projects.values()];
      for (const projectId of subtreeIds(all, project.id)) scope.work.projects.get(projectId)!.stage = archived ? 'ARCHIVED' : 'PUBLISHED';
      return project;
    },

    /** Pins or unpins a project for the caller (a personal choice: visitors may too); answers their pins. */
    pin(scope: Scope, projectId: unknown, pinned: boolean): StoredWorkProject[] {
      const project = projectOf(scope, projectId);
      const current = (scope.work.pins.get(scope.role.id) ?? []).filter((id) => id !== project.id);
      scope.work.pins.set(scope.role.id, pinned ? [...current, project.id] : current);
      return pinnedProjects(scope.work, scope.role.id);
    },
  };
}

export type Projects = ReturnType<typeof createProjects>;
