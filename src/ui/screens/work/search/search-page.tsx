/**
 * /org/{orgId}/search and /search/{projectId}: free text and the §3 search filter, the results by
 * cursor and their CSV export. The filter lives in the URL: every change writes it (typing
 * replaces the entry, other changes add one, so Back undoes a filter), and the URL read again
 * (reload, a shared link, Back) gives the same search.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { SearchField } from 'react-aria-components/SearchField';
import { useLocation, useSearch } from 'wouter';
import type { SearchModel } from '../../../../application/work/search-model.ts';
import type { PickListsModel } from '../../../../application/work/ticket-pick-lists-model.ts';
import { orgPath, type OrgRoute } from '../../../../domain/shared/org-routes.ts';
import { parseSearchFilter, searchFilterQueryString } from '../../../../domain/work/search-url.ts';
import { useAccountArea } from '../../../account-context.tsx';
import { saveTextFile } from '../../../components/save-text-file.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useWork } from '../../../work-context.tsx';
import { SearchFilters } from './search-filters.tsx';
import { SearchResults } from './search-results.tsx';

type SearchRoute = Extract<OrgRoute, { page: 'search' }>;

export function SearchPage({ route }: { readonly route: SearchRoute }) {
  useSignals();
  usePageTitle('Search');
  const { area, scope } = useWork();
  const { uiState } = useAccountArea();
  const [, navigate] = useLocation();
  const search = useSearch();
  const query = search === '' ? '' : `?${search}`;
  const model = useMemo<SearchModel>(
    () => area.search(uiState, { projectId: route.projectId, initial: parseSearchFilter(query) }),
    // The URL is read once here; later changes go through the effects below.
    [area, uiState, route.projectId],
  );
  useEffect(() => () => model.dispose(), [model]);
  const picks = area.tickets.pickLists;

  const path = orgPath(scope.orgId, route.projectId === null ? 'search' : `search/${encodeURIComponent(route.projectId)}`);
  const filter = model.filter.value;
  const wanted = searchFilterQueryString(filter);
  const written = useRef(query);
  useEffect(() => {
    // The URL changed under the page (Back, a link): the search follows it.
    if (query !== written.current) {
      written.current = query;
      model.applyUrl(parseSearchFilter(query));
    }
  }, [model, query]);
  useEffect(() => {
    // The filter changed on the page: the URL follows it.
    if (wanted === written.current) return;
    // Typing, the page opening and a URL read again replace the entry; a control adds one, so Back undoes it.
    const replace = model.changedBy.value !== 'control';
    written.current = wanted;
    navigate(`${path}${wanted}`, { replace });
  }, [wanted]);

  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const count = model.activeCount.value;

  return (
    <main className="org-page search-page">
      <header className="search-header">
        <h1>Search</h1>
        <div className="search-header-actions">
          <button type="button" className="button search-filters-toggle" aria-expanded={filtersOpen} aria-controls={panelId} onClick={() => setFiltersOpen(!filtersOpen)}>
            Filters{count > 0 ? ` (${count})` : ''}
          </button>
          <ExportButton model={model} />
        </div>
      </header>
      <TextField model={model} />
      <ExportStatus model={model} />
      <div className="search-layout">
        <aside id={panelId} className="search-filters" aria-label="Search filters" data-open={filtersOpen || undefined}>
          <SearchFilters model={model} picks={picks} projectChoice={<ProjectChoice picks={picks} projectId={route.projectId} orgId={scope.orgId} query={wanted} />} />
        </aside>
        <section className="search-results" aria-label="Results">
          <SearchResults model={model} />
        </section>
      </div>
    </main>
  );
}

/** The free text; the field shows what the filter holds (the URL after Back) and sends each key. */
function TextField({ model }: { readonly model: SearchModel }) {
  useSignals();
  const text = model.filter.value.search;
  return (
    <SearchField className="form-field search-text" value={text} onChange={model.setText}>
      <Label className="form-label">Search tickets</Label>
      <Input className="form-input" placeholder="Title, description or #123" />
    </SearchField>
  );
}

/** The project searched in: the whole organization or one project (with its sub-projects, unless told not to). */
function ProjectChoice({ picks, projectId, orgId, query }: { readonly picks: PickListsModel; readonly projectId: string | null; readonly orgId: string; readonly query: string }) {
  useSignals();
  const [, navigate] = useLocation();
  const id = useId();
  const tree = picks.projectTree.value;
  const known = projectId === null || tree.some(({ project }) => project.id === projectId);
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={id}>
        Project
      </label>
      <select
        id={id}
        className="form-select"
        value={projectId ?? ''}
        onChange={(event) => navigate(`${orgPath(orgId, event.target.value === '' ? 'search' : `search/${encodeURIComponent(event.target.value)}`)}${query}`)}
      >
        <option value="">Whole organization</option>
        {known ? null : <option value={projectId}>This project</option>}
        {tree.map(({ project, depth }) => (
          <option key={project.id} value={project.id}>
            {`${'\u00a0\u00a0\u00a0'.repeat(depth)}${project.name}`}
          </option>
        ))}
      </select>
    </div>
  );
}

function ExportButton({ model }: { readonly model: SearchModel }) {
  useSignals();
  const state = model.exporting.value;
  const running = state.status === 'running';
  const noResults = model.results.value.status !== 'loaded' || model.results.value.connection.totalCount === 0;
  // Pending, not disabled, while it runs: the focus stays on the button (a disabled one drops it to the page).
  return (
    <Button
      className="button button-primary"
      isDisabled={noResults && !running}
      isPending={running}
      onPress={async () => {
        if (running) return;
        const file = await model.exportCsv();
        if (file) saveTextFile(file.fileName, file.text);
      }}
    >
      {running ? <Spinner /> : null}
      Export CSV
    </Button>
  );
}

/** What the export is doing: its progress, that it is done, or why it failed. */
function ExportStatus({ model }: { readonly model: SearchModel }) {
  useSignals();
  const state = model.exporting.value;
  switch (state.status) {
    case 'idle':
      return null;
    case 'running':
      return (
        <p className="search-export-status" role="status">
          Exporting… {state.total === null ? 'starting' : `${state.loaded} of ${state.total} tickets`}
        </p>
      );
    case 'done':
      return (
        <p className="search-export-status" role="status">
          Exported {state.count === 1 ? '1 ticket' : `${state.count} tickets`} to {state.fileName}.
        </p>
      );
    case 'failed':
      return (
        <p className="inline-error search-export-status" role="alert">
          <strong>Could not export the tickets.</strong> {state.message} Your search and its results are still here: try Export CSV again.
        </p>
      );
    default: {
      const _never: never = state;
      return _never;
    }
  }
}
