/** The explorer's model factories: the project tree, the project forms, and each tab's model. */
import { createExplorerModel, type ExplorerModel, type ExplorerModelOptions } from './explorer-model.ts';
import { createAnalyticsModel, type AnalyticsModel } from './project-analytics-model.ts';
import { createDependenciesModel, type DependenciesModel } from './project-dependencies-model.ts';
import { createProjectForm, moveProjectForm, renameProjectForm, type ProjectMoveForm, type ProjectNameForm } from './project-forms.ts';
import { createReadmeModel, type ReadmeModel } from './project-readme-model.ts';
import type { ProjectRecord } from '../../domain/work/project-tree.ts';
import type { WorkAreaDeps } from './work-area-deps.ts';

/** The explorer's model factories, for the organization pages. */
export interface ProjectsArea {
  readonly deps: WorkAreaDeps;
  /** The explorer of one organization; starts loading its projects. */
  readonly explorer: (options: ExplorerModelOptions) => ExplorerModel;
  readonly createForm: (explorer: ExplorerModel, parentId: string | null) => ProjectNameForm;
  readonly renameForm: (explorer: ExplorerModel, project: ProjectRecord) => ProjectNameForm;
  readonly moveForm: (explorer: ExplorerModel, project: ProjectRecord) => ProjectMoveForm;
  /** The readme of a project: one model per explorer and project, so a draft outlives the tab. */
  readonly readme: (explorer: ExplorerModel, projectId: string) => ReadmeModel;
  readonly analytics: (projectId: string) => AnalyticsModel;
  readonly dependencies: (projectId: string) => DependenciesModel;
}

/** Builds the projects model factories. */
export function createProjectsArea(deps: WorkAreaDeps): ProjectsArea {
  const readmes = new WeakMap<ExplorerModel, Map<string, ReadmeModel>>();
  return {
    deps,
    explorer: (options) => createExplorerModel(deps, options),
    createForm: (explorer, parentId) => createProjectForm(deps, explorer, parentId),
    renameForm: (explorer, project) => renameProjectForm(deps, explorer, project),
    moveForm: (explorer, project) => moveProjectForm(deps, explorer, project),
    readme: (explorer, projectId) => {
      const models = readmes.get(explorer) ?? new Map<string, ReadmeModel>();
      readmes.set(explorer, models);
      let model = models.get(projectId);
      // A readme that failed to load, or was left without a draft, is read afresh on the next visit.
      const status = model?.state.value.status;
      if (!model || (status !== 'editing' && status !== 'saving')) {
        model = createReadmeModel(deps, explorer, projectId);
        models.set(projectId, model);
      }
      return model;
    },
    analytics: (projectId) => createAnalyticsModel(deps, projectId),
    dependencies: (projectId) => createDependenciesModel(deps, projectId),
  };
}
