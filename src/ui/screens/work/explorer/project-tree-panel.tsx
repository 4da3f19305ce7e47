/**
 * The explorer's side: 'New project', the 'Show archived' switch, pinned projects, and the project
 * tree (an ARIA tree: arrows move and open or close, Enter opens the project).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Switch } from 'react-aria-components/Switch';
import { Tree, TreeItem, TreeItemContent } from 'react-aria-components/Tree';
import { Link } from 'wouter';
import type { ExplorerModel } from '../../../../application/work/explorer-model.ts';
import type { ExplorerTab, OrgRoute } from '../../../../domain/shared/org-routes.ts';
import { isArchived, ticketCount, treeShape, type ProjectTreeNode } from '../../../../domain/work/project-tree.ts';
import type { DialogRequest } from './project-dialogs.tsx';

type ExplorerRoute = Extract<OrgRoute, { page: 'explorer' }>;

/** What the tree panel shows and where its buttons lead. */
export interface ProjectTreePanelProps {
  readonly explorer: ExplorerModel;
  readonly route: ExplorerRoute;
  readonly onDialog: (request: DialogRequest) => void;
}

/** The explorer's side: the project tree and its controls. */
export function ProjectTreePanel({ explorer, route, onDialog }: ProjectTreePanelProps) {
  useSignals();
  const state = explorer.state.value;
  const tab: ExplorerTab = route.tab ?? 'view';
  const pinned = explorer.pinned.value;
  // Narrow windows fold the tree away once a project is chosen (wide ones ignore the fold).
  const [unfolded, setUnfolded] = useState(route.projectId === null);
  useEffect(() => {
    if (route.projectId !== null) setUnfolded(false);
  }, [route.projectId]);
  return (
    <aside className="explorer-side" aria-label="Projects" data-folded={unfolded ? undefined : true}>
      <div className="explorer-side-head">
        <h2 className="explorer-side-title">Projects</h2>
        <button type="button" className="explorer-fold" aria-expanded={unfolded} aria-controls="explorer-side-body" onClick={() => setUnfolded(!unfolded)}>
          {unfolded ? 'Hide' : 'Show'} <span aria-hidden="true">{unfolded ? '▴' : '▾'}</span>
        </button>
        {explorer.scope.permissions.write ? (
          <Button className="button explorer-small" onPress={() => onDialog({ kind: 'create', parentId: null })}>
            New project
          </Button>
        ) : null}
      </div>
      <div id="explorer-side-body" className="explorer-side-body">
        <Switch className="explorer-switch" isSelected={explorer.showArchived.value} onChange={explorer.setShowArchived}>
          <span className="explorer-switch-track" aria-hidden="true">
            <span className="explorer-switch-thumb" />
          </span>
          Show archived
        </Switch>
        {pinned.length > 0 ? (
          <section className="explorer-pinned" aria-labelledby="explorer-pinned-title">
            <h3 id="explorer-pinned-title" className="explorer-side-subtitle">
              Pinned
            </h3>
            <ul className="explorer-pinned-list">
              {pinned.map((pin) => (
                <li key={pin.id}>
                  <Link href={explorer.tabPath(pin.id, tab)} aria-current={pin.id === route.projectId ? 'page' : undefined}>
                    <span aria-hidden="true" className="pin-mark">
                      ★
                    </span>{' '}
                    {pin.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {state.status === 'loading' ? (
          <p className="explorer-side-note" aria-busy="true">
            <span className="delayed">Loading projects…</span>
          </p>
        ) : state.status === 'failed' ? (
          <div className="explorer-side-note" role="alert">
            <p>Could not load the projects. {state.message}</p>
            <Button className="button explorer-small" onPress={() => void explorer.refresh()}>
              Try again
            </Button>
          </div>
        ) : explorer.tree.value.length === 0 ? (
          <p className="explorer-side-note">No projects{explorer.showArchived.value ? '' : ' (archived ones hidden)'}.</p>
        ) : (
          <ProjectTree explorer={explorer} currentId={route.projectId} tab={tab} />
        )}
      </div>
    </aside>
  );
}

function ProjectTree({ explorer, currentId, tab }: { readonly explorer: ExplorerModel; readonly currentId: string | null; readonly tab: ExplorerTab }) {
  useSignals();
  const renderNode = (node: ProjectTreeNode) => {
    const { project } = node;
    const current = project.id === currentId;
    const archived = isArchived(project);
    // The same count as the page header (and the Tickets tab's list): sub-projects included.
    const tickets = ticketCount(explorer.projects.value, project.id);
    return (
      <TreeItem
        key={project.id}
        id={project.id}
        textValue={project.name}
        aria-label={`${project.name}${current ? ', current project' : ''}${archived ? ', archived' : ''}, ${tickets.hint}`}
        className="project-tree-item"
        data-project-id={project.id}
        data-current={current || undefined}
        data-archived={archived || undefined}
      >
        <TreeItemContent>
          {({ hasChildItems, isExpanded, level }) => (
            <div className="project-tree-row" style={{ paddingInlineStart: `${(level - 1) * 1.1 + 0.25}rem` }}>
              {hasChildItems ? (
                <Button slot="chevron" className="tree-chevron" aria-label={isExpanded ? `Close ${project.name}` : `Open ${project.name}`}>
                  <span aria-hidden="true">{isExpanded ? '▾' : '▸'}</span>
                </Button>
              ) : (
                <span className="tree-chevron-space" aria-hidden="true" />
              )}
              <span className="project-tree-name">{project.name}</span>
              {archived ? <span className="explorer-badge explorer-archived">Archived</span> : null}
              <span className="project-tree-count" title={tickets.hint}>
                {tickets.count}
              </span>
            </div>
          )}
        </TreeItemContent>
        {node.children.map(renderNode)}
      </TreeItem>
    );
  };
  // react-aria's Tree collection cannot take an item inserted before others under preact/compat
  // (the production build): the DOM it patches ends up broken. A new shape (a project added, moved,
  // removed or reordered by a rename) therefore builds a fresh tree; opened projects live in the
  // model, and the focused project gets the focus back.
  const tree = explorer.tree.value;
  const shape = treeShape(tree);
  const holder = useRef<HTMLDivElement>(null);
  const focusedId = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = focusedId.current;
    if (id === null || holder.current === null) return;
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    holder.current.querySelector<HTMLElement>(`[data-project-id="${CSS.escape(id)}"]`)?.focus();
  }, [shape]);
  return (
    <div
      ref={holder}
      onFocus={(event) => {
        focusedId.current = (event.target as Element).closest('[data-project-id]')?.getAttribute('data-project-id') ?? null;
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null) focusedId.current = null;
      }}
    >
      <Tree
        key={shape}
        aria-label="Project tree"
        className="project-tree"
        selectionMode="none"
        expandedKeys={new Set(explorer.opened.value)}
        onExpandedChange={(keys) => explorer.setOpened([...keys].map(String))}
        onAction={(key) => explorer.go(explorer.tabPath(String(key), tab))}
      >
        {tree.map(renderNode)}
      </Tree>
    </div>
  );
}
