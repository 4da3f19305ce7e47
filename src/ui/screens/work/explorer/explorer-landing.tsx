/** /explorer with no project chosen: a prompt to choose one, or an empty state with 'New project'. */
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from 'react-aria-components/Button';
import type { ExplorerModel } from '../../../../application/work/explorer-model.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import type { DialogRequest } from './project-dialogs.tsx';

/** The explorer before a project is chosen. */
export function ExplorerLanding({ explorer, onDialog }: { readonly explorer: ExplorerModel; readonly onDialog: (request: DialogRequest) => void }) {
  useSignals();
  usePageTitle('Explorer');
  const state = explorer.state.value;
  const canWrite = explorer.scope.permissions.write;
  return (
    <main className="explorer-landing">
      <h1>Explorer</h1>
      {state.status === 'loading' ? (
        <p className="muted" aria-busy="true">
          <span className="delayed">Loading projects…</span>
        </p>
      ) : state.status === 'failed' ? (
        <div className="explorer-error" role="alert">
          <p>Could not load the projects. {state.message}</p>
          <Button className="button" onPress={() => void explorer.refresh()}>
            Try again
          </Button>
        </div>
      ) : explorer.hasActiveProjects.value ? (
        <p className="muted">Choose a project in the tree to see its tickets, readme, analytics and dependencies.</p>
      ) : (
        <EmptyState title="No projects yet" subtitle={canWrite ? 'Projects are folders for tickets. Start with one.' : 'Nobody has created a project here yet.'}>
          {canWrite ? (
            <Button className="button button-primary" onPress={() => onDialog({ kind: 'create', parentId: null })}>
              New project
            </Button>
          ) : null}
        </EmptyState>
      )}
    </main>
  );
}
