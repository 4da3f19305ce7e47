/**
 * The chosen project: its breadcrumb, name and menu (new sub-project, rename, move, archive or
 * restore, pin), the five tabs as links whose address is the route, and the tab's content.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { ExplorerModel } from '../../../../application/work/explorer-model.ts';
import { orgPath, type ExplorerTab } from '../../../../domain/shared/org-routes.ts';
import { isArchived, ticketCount, type ProjectRecord } from '../../../../domain/work/project-tree.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { NewTicketButton } from '../tickets/new-ticket-dialog.tsx';
import { TicketFilters } from '../tickets/ticket-filters.tsx';
import { TicketList } from '../tickets/ticket-list.tsx';
import { parseTicketListQuery, ticketListQueryString } from '../../../../domain/work/ticket-list-url.ts';
import type { DialogRequest } from './project-dialogs.tsx';
import { ReadmeTab } from './readme-tab.tsx';
import { SearchTab } from './search-tab.tsx';

/** The analytics' charts load when their tab opens (the explorer page keeps its budget). */
const AnalyticsTab = lazy(() => import('./analytics-tab.tsx').then((m) => ({ default: m.AnalyticsTab })));
/** The dependency graph's code (layout, drawing, list) loads when its tab opens. */
const DependenciesTab = lazy(() => import('./dependencies-tab.tsx').then((m) => ({ default: m.DependenciesTab })));

/** The tabs in order, with their labels. */
export const EXPLORER_TABS: readonly { readonly tab: ExplorerTab; readonly label: string }[] = [
  { tab: 'view', label: 'Tickets' },
  { tab: 'editor', label: 'Readme' },
  { tab: 'analytics', label: 'Analytics' },
  { tab: 'dependencies', label: 'Dependencies' },
  { tab: 'search', label: 'Search' },
];

const labelOf = (tab: ExplorerTab) => EXPLORER_TABS.find((entry) => entry.tab === tab)!.label;

/** A project page: which project, which tab. */
export interface ProjectPageProps {
  readonly explorer: ExplorerModel;
  readonly projectId: string;
  readonly tab: ExplorerTab;
  readonly onDialog: (request: DialogRequest) => void;
  /** What an empty readme shows above it (getting started, where a new organization lands). */
  readonly firstRun?: ReactNode;
}

/** The chosen project, or why it cannot show. */
export function ProjectPage({ explorer, projectId, tab, onDialog, firstRun = null }: ProjectPageProps) {
  useSignals();
  const state = explorer.state.value;
  const project = explorer.find(projectId);
  usePageTitle(project ? `${project.name}: ${labelOf(tab)}` : state.status === 'loaded' ? 'Project not found' : 'Explorer');

  if (state.status === 'loading') {
    return (
      <main className="project-page" aria-busy="true">
        <div className="skeleton skeleton-title" />
        <div className="skeleton skeleton-line" />
      </main>
    );
  }
  if (state.status === 'failed') {
    return (
      <main className="project-page">
        <div className="explorer-error" role="alert">
          <h1>Could not load the projects</h1>
          <p>{state.message}</p>
          <Button className="button" onPress={() => void explorer.refresh()}>
            Try again
          </Button>
        </div>
      </main>
    );
  }
  if (!project) {
    return (
      <main className="project-page">
        <div className="explorer-error">
          <h1>Project not found</h1>
          <p>There is no project at this address in this organization.</p>
          <Link className="button" href={orgPath(explorer.scope.orgId, 'explorer')}>
            Back to the explorer
          </Link>
        </div>
      </main>
    );
  }

  return (
    <main className="project-page">
      <ProjectHeader explorer={explorer} project={project} tab={tab} onDialog={onDialog} />
      <section className="project-tab" aria-label={labelOf(tab)}>
        <TabContent explorer={explorer} project={project} tab={tab} firstRun={firstRun} />
      </section>
    </main>
  );
}

function TabContent({ explorer, project, tab, firstRun }: { readonly explorer: ExplorerModel; readonly project: ProjectRecord; readonly tab: ExplorerTab; readonly firstRun: ReactNode }) {
  switch (tab) {
    case 'view':
      return (
        <>
          {explorer.scope.permissions.write && !isArchived(project) ? (
            <div className="project-tab-header">
              <NewTicketButton projectId={project.id} />
            </div>
          ) : null}
          <ProjectTickets key={project.id} orgId={explorer.scope.orgId} projectId={project.id} />
        </>
      );
    case 'editor':
      return <ReadmeTab key={project.id} explorer={explorer} projectId={project.id} firstRun={firstRun} />;
    case 'analytics':
      return (
        <Suspense fallback={<div className="skeleton skeleton-block" aria-busy="true" />}>
          <AnalyticsTab key={project.id} projectId={project.id} />
        </Suspense>
      );
    case 'dependencies':
      return (
        <Suspense fallback={<div className="skeleton skeleton-block" aria-busy="true" />}>
          <DependenciesTab key={project.id} explorer={explorer} projectId={project.id} />
        </Suspense>
      );
    case 'search':
      return <SearchTab key={project.id} projectId={project.id} />;
    default: {
      const _never: never = tab;
      return _never;
    }
  }
}

function ProjectHeader({ explorer, project, tab, onDialog }: Omit<ProjectPageProps, 'projectId'> & { readonly project: ProjectRecord }) {
  useSignals();
  const path = explorer.pathOf(project.id);
  const archived = isArchived(project);
  const canWrite = explorer.scope.permissions.write;
  const pinned = explorer.isPinned(project.id);
  const pending = explorer.pending.value?.projectId === project.id;
  const tickets = ticketCount(explorer.projects.value, project.id);
  // Pinning disables the Actions button while the server answers, which drops the focus to <body>:
  // once it is done, the button gets it back (unless the person has moved on meanwhile).
  const actionsButton = useRef<HTMLButtonElement>(null);
  const refocusActions = useRef(false);
  useEffect(() => {
    if (pending || !refocusActions.current) return;
    refocusActions.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body || active === actionsButton.current) actionsButton.current?.focus();
  }, [pending]);
  return (
    <header className="project-header">
      <nav aria-label="Breadcrumb" className="project-breadcrumb">
        <ol>
          <li>
            <Link href={orgPath(explorer.scope.orgId, 'explorer')}>Explorer</Link>
          </li>
          {path.slice(0, -1).map((ancestor) => (
            <li key={ancestor.id}>
              <Link href={explorer.tabPath(ancestor.id, tab)}>{ancestor.name}</Link>
            </li>
          ))}
          <li>
            <span aria-current="page">{project.name}</span>
          </li>
        </ol>
      </nav>
      <div className="project-title-row">
        <h1 className="project-title">
          {pinned ? (
            <span className="pin-mark" title="Pinned">
              ★<span className="visually-hidden">Pinned: </span>
            </span>
          ) : null}{' '}
          {project.name}
        </h1>
        {archived ? <span className="explorer-badge explorer-archived">Archived</span> : null}
        <span className="muted project-counts">{tickets.hint}</span>
        <MenuTrigger>
          <Button ref={actionsButton} className="button explorer-small project-menu-button" aria-label={`Actions for ${project.name}`} isDisabled={pending}>
            Actions <span aria-hidden="true">▾</span>
          </Button>
          <Popover className="menu-popover" placement="bottom end">
            <Menu
              className="menu"
              onAction={(key) => {
                switch (key) {
                  case 'sub':
                    return onDialog({ kind: 'create', parentId: project.id });
                  case 'rename':
                    return onDialog({ kind: 'rename', projectId: project.id });
                  case 'move':
                    return onDialog({ kind: 'move', projectId: project.id });
                  case 'archive':
                    return onDialog({ kind: 'archive', projectId: project.id, archived: !archived });
                  case 'pin':
                    refocusActions.current = true;
                    return void explorer.togglePin(project.id);
                  default:
                    return undefined;
                }
              }}
            >
              {canWrite && !archived ? (
                <MenuItem id="sub" className="menu-item">
                  New sub-project…
                </MenuItem>
              ) : null}
              {canWrite ? (
                <MenuItem id="rename" className="menu-item">
                  Rename…
                </MenuItem>
              ) : null}
              {canWrite && !archived ? (
                <MenuItem id="move" className="menu-item">
                  Move…
                </MenuItem>
              ) : null}
              {canWrite ? (
                <MenuItem id="archive" className="menu-item">
                  {archived ? 'Restore…' : 'Archive…'}
                </MenuItem>
              ) : null}
              <MenuItem id="pin" className="menu-item">
                {pinned ? 'Unpin' : 'Pin to the top'}
              </MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
      <nav aria-label="Project views" className="project-tabs">
        {EXPLORER_TABS.map((entry) => (
          <Link key={entry.tab} href={explorer.tabPath(project.id, entry.tab)} className="project-tab-link" aria-current={entry.tab === tab ? 'page' : undefined}>
            {entry.label}
          </Link>
        ))}
      </nav>
    </header>
  );
}

/** §3's explorer filter sorts by title, ascending, until the person chooses. */
const EXPLORER_SORT = { sortBy: 'title', sortDirection: 'ASC' } as const;

/** The project's tickets by display state, with the §3 explorer filter, kept in the tab's URL. */
function ProjectTickets({ orgId, projectId }: { readonly orgId: string; readonly projectId: string }) {
  const [, navigate] = useLocation();
  const path = orgPath(orgId, `explorer/view/${encodeURIComponent(projectId)}`);
  return (
    <TicketList
      listId={`explorer:${projectId}`}
      filter={{ projects: [projectId] }}
      groupByState
      emptyText="No tickets in this project yet"
      urlQuery={parseTicketListQuery(useSearch(), EXPLORER_SORT)}
      onQueryChange={(query) => navigate(`${path}${ticketListQueryString(query, EXPLORER_SORT)}`, { replace: true })}
      filters={(model) => <TicketFilters model={model} kind="explorer" />}
    />
  );
}
