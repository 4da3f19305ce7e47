/**
 * /org/{orgId}/explorer and /explorer/{tab}/{projectId}: the project tree on the side and the
 * chosen project's page (header, breadcrumb, five tabs), or a landing when none is chosen.
 */
import { computed } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ExplorerModel } from '../../../../application/work/explorer-model.ts';
import type { OrgRoute } from '../../../../domain/shared/org-routes.ts';
import { useAccountArea } from '../../../account-context.tsx';
import { useWork } from '../../../work-context.tsx';
import { ExplorerLanding } from './explorer-landing.tsx';
import { LeaveDialog, ProjectDialogs, type DialogRequest } from './project-dialogs.tsx';
import { ProjectPage } from './project-page.tsx';
import { ProjectTreePanel } from './project-tree-panel.tsx';
import { useLeaveInterception } from './use-leave-interception.ts';

type ExplorerRoute = Extract<OrgRoute, { page: 'explorer' }>;

/**
 * Every explorer page: the tree beside the landing or the chosen project. `firstRun` is what an
 * empty readme shows above it (the shell's getting-started card: a new organization lands there).
 */
export function ExplorerPages({ route, firstRun = null }: { readonly route: ExplorerRoute; readonly firstRun?: ReactNode }) {
  useSignals();
  const { area, scope } = useWork();
  const account = useAccountArea();
  const explorer = useMemo<ExplorerModel>(
    () =>
      area.projects.explorer({
        scope,
        tree: account.uiState.explorer,
        pinned: computed(() => account.session.me.value?.role?.pinnedProjects ?? []),
        onPinned: (pinnedProjects) => account.session.update({ type: 'updateRole', role: { pinnedProjects } }),
      }),
    [area, scope.orgId, scope.roleId, scope.permissions.write],
  );
  const [dialog, setDialog] = useState<DialogRequest | null>(null);

  // The project on the page shows in the tree: its ancestors open (UI state, not data loading).
  useEffect(() => explorer.visit(route.projectId), [explorer, route.projectId]);
  useLeaveInterception(explorer);

  return (
    <div className="explorer">
      <ProjectTreePanel explorer={explorer} route={route} onDialog={setDialog} />
      <div className="explorer-main">
        {route.projectId === null || route.tab === null ? (
          <ExplorerLanding explorer={explorer} onDialog={setDialog} />
        ) : (
          <ProjectPage explorer={explorer} projectId={route.projectId} tab={route.tab} onDialog={setDialog} firstRun={firstRun} />
        )}
      </div>
      <ProjectDialogs explorer={explorer} request={dialog} onClose={() => setDialog(null)} />
      <LeaveDialog explorer={explorer} />
    </div>
  );
}
