/**
 * The explorer's project tree (org-area "Explorer"): built on the client from the flat list the
 * server answers (each project names its parent), sorted by name, archived projects left out unless
 * asked for, the path of a project for its breadcrumb, the rows a tree shows given the opened
 * projects, and the parents a project may move under.
 */
import { requiredText, subtreeIds, ticketsText, wouldNestInItself, WORK_LIMITS, type PublicationStatus } from './work.ts';

/** A project as the explorer reads it. */
export interface ProjectRecord {
  readonly id: string;
  readonly name: string;
  readonly parentId: string | null;
  /** PUBLISHED, or ARCHIVED once archived. */
  readonly stage: PublicationStatus;
  /** Tickets directly in the project. */
  readonly ticketCount: number;
}

/** A project with the projects below it, sorted. */
export interface ProjectTreeNode {
  readonly project: ProjectRecord;
  readonly children: readonly ProjectTreeNode[];
}

/** One line of the tree as shown: a project, how deep it sits and whether it is opened. */
export interface ProjectRow {
  readonly project: ProjectRecord;
  /** 1 for a top-level project (aria-level). */
  readonly level: number;
  readonly hasChildren: boolean;
  readonly expanded: boolean;
}

/** Whether a project is archived. */
export const isArchived = (project: Pick<ProjectRecord, 'stage'>): boolean => project.stage === 'ARCHIVED';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Orders projects by name as people read them ("Project 2" before "project 10"), then by id. */
export function byName(a: Pick<ProjectRecord, 'id' | 'name'>, b: Pick<ProjectRecord, 'id' | 'name'>): number {
  return collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The tree of projects. Without `showArchived`, an archived project and everything below it are
 * left out. A project whose parent is not in the list sits at the top, so nothing is lost.
 */
export function buildTree(projects: readonly ProjectRecord[], { showArchived }: { readonly showArchived: boolean }): readonly ProjectTreeNode[] {
  const byId = new Map(projects.map((project) => [project.id, project]));
  const children = new Map<string | null, ProjectRecord[]>();
  for (const project of projects) {
    const parent = project.parentId !== null && byId.has(project.parentId) && project.parentId !== project.id ? project.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(project);
    children.set(parent, list);
  }
  const placed = new Set<string>();
  const grow = (parentId: string | null): ProjectTreeNode[] =>
    (children.get(parentId) ?? [])
      .filter((project) => (showArchived || !isArchived(project)) && !placed.has(project.id))
      .sort(byName)
      .map((project) => {
        placed.add(project.id);
        return { project, children: grow(project.id) };
      });
  const roots = grow(null);
  // Projects caught in a parent loop (bad data) are never reached from the top: show them there.
  const stranded = projects.filter((project) => !placed.has(project.id) && (showArchived || !isArchived(project)) && inLoop(byId, project.id));
  for (const project of stranded.sort(byName)) roots.push({ project, children: [] });
  return roots.sort((a, b) => byName(a.project, b.project));
}

function inLoop(byId: ReadonlyMap<string, ProjectRecord>, id: string): boolean {
  const seen = new Set<string>();
  let current: string | null = id;
  while (current !== null) {
    if (seen.has(current)) return true;
    seen.add(current);
    current = byId.get(current)?.parentId ?? null;
  }
  return false;
}

/** The rows a tree shows: top-level projects, and the children of every opened project shown. */
export function visibleRows(tree: readonly ProjectTreeNode[], opened: ReadonlySet<string> | readonly string[]): readonly ProjectRow[] {
  const isOpen = Array.isArray(opened) ? (id: string) => opened.includes(id) : (id: string) => (opened as ReadonlySet<string>).has(id);
  const rows: ProjectRow[] = [];
  const walk = (nodes: readonly ProjectTreeNode[], level: number) => {
    for (const node of nodes) {
      const hasChildren = node.children.length > 0;
      const expanded = hasChildren && isOpen(node.project.id);
      rows.push({ project: node.project, level, hasChildren, expanded });
      if (expanded) walk(node.children, level + 1);
    }
  };
  walk(tree, 1);
  return rows;
}

/** Every row of the tree, opened or not (the parents a move may choose among). */
export function allRows(tree: readonly ProjectTreeNode[]): readonly ProjectRow[] {
  const rows: ProjectRow[] = [];
  const walk = (nodes: readonly ProjectTreeNode[], level: number) => {
    for (const node of nodes) {
      rows.push({ project: node.project, level, hasChildren: node.children.length > 0, expanded: true });
      walk(node.children, level + 1);
    }
  };
  walk(tree, 1);
  return rows;
}

/** The project and its ancestors, top first (its breadcrumb); empty when the project is unknown. */
export function pathTo(projects: readonly ProjectRecord[], projectId: string): readonly ProjectRecord[] {
  const byId = new Map(projects.map((project) => [project.id, project]));
  const path: ProjectRecord[] = [];
  const seen = new Set<string>();
  let current = byId.get(projectId);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.unshift(current);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return path;
}

/** The ids of a project's ancestors (the tree opens them so the chosen project shows). */
export const ancestorIds = (projects: readonly ProjectRecord[], projectId: string): readonly string[] =>
  pathTo(projects, projectId)
    .slice(0, -1)
    .map((project) => project.id);

/** Where a project may move: the top, or any project shown that is not itself or below it. */
export function moveTargets(projects: readonly ProjectRecord[], projectId: string): readonly ProjectRow[] {
  const below = subtreeIds(projects, projectId);
  return allRows(buildTree(projects, { showArchived: false })).filter((row) => !below.has(row.project.id));
}

/** The message refusing a move, or null when the move is sound and changes something. */
export function moveProblem(projects: readonly ProjectRecord[], projectId: string, newParentId: string | null): string | null {
  const project = projects.find((candidate) => candidate.id === projectId);
  if (!project) return 'This project no longer exists';
  if (newParentId !== null && !projects.some((candidate) => candidate.id === newParentId)) return 'Choose a project that exists';
  if (wouldNestInItself(projects, projectId, newParentId)) return MOVE_INTO_ITSELF;
  if (project.parentId === newParentId) return 'The project is already there';
  return null;
}

/** The message of a move into itself or a sub-project, on the client as on the server. */
export const MOVE_INTO_ITSELF = 'A project cannot move inside itself or one of its sub-projects';

/** Checks a project name as the server does: trimmed, required, at most WORK_LIMITS.name. */
export const checkProjectName = (value: unknown) => requiredText(value, 'Name', WORK_LIMITS.name);

/** How many tickets a project holds with everything below it. */
export function totalTickets(projects: readonly ProjectRecord[], projectId: string): number {
  const ids = subtreeIds(projects, projectId);
  return projects.reduce((sum, project) => (ids.has(project.id) ? sum + project.ticketCount : sum), 0);
}

/** How a project's ticket count reads, the same in the tree and the page header: sub-projects included. */
export interface TicketCount {
  readonly count: number;
  /** "1 ticket", "10 tickets". */
  readonly text: string;
  /** What the number counts, for a tooltip and the accessible name: "10 tickets, sub-projects included". */
  readonly hint: string;
}

/** The ticket count of a project and its sub-projects (archived ones too), with its wording. */
export function ticketCount(projects: readonly ProjectRecord[], projectId: string): TicketCount {
  const count = totalTickets(projects, projectId);
  const text = ticketsText(count);
  const hasSubProjects = projects.some((project) => project.parentId === projectId && project.id !== projectId);
  return { count, text, hint: hasSubProjects ? `${text}, sub-projects included` : text };
}

/** Why a project cannot be restored (its parent is still archived), or null; as the server says. */
export function restoreProblem(projects: readonly ProjectRecord[], projectId: string): string | null {
  const project = projects.find((candidate) => candidate.id === projectId);
  const parent = project?.parentId ? projects.find((candidate) => candidate.id === project.parentId) : undefined;
  return parent && isArchived(parent) ? `Restore "${parent.name}" first: it holds this project` : null;
}

/**
 * The tree's shape as text (ids in order, children in brackets): it changes whenever a project is
 * added, removed, moved or reordered by a rename, and only then.
 */
export function treeShape(tree: readonly ProjectTreeNode[]): string {
  return tree.map((node) => (node.children.length === 0 ? node.project.id : `${node.project.id}(${treeShape(node.children)})`)).join(',');
}
