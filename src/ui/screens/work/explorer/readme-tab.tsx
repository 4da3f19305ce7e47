/**
 * The editor tab: the project's readme rendered from Markdown, and for people who may write the
 * shared Markdown editor (loaded when it opens; Save, Cancel, Ctrl+Enter saves); the draft is
 * kept on the device as it is written, and leaving with unsaved changes asks first. An empty
 * readme says so with 'Write a readme', below what the shell gives for a first run (getting started).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import type { ExplorerModel } from '../../../../application/work/explorer-model.ts';
import { focusIsLost } from '../../../components/use-arrival-focus.ts';
import { useWork } from '../../../work-context.tsx';
import { MarkdownView } from '../../../components/markdown-view.tsx';

/** The editor (the form, the shared Markdown editor, its toolbar and uploads) loads when a readme is edited, not with the explorer. */
const ReadmeEditor = lazy(() => import('./readme-editor.tsx').then((m) => ({ default: m.ReadmeEditor })));

/** The project's readme: read, or edited by people who may write; `firstRun` shows above an empty one. */
export function ReadmeTab({ explorer, projectId, firstRun = null }: { readonly explorer: ExplorerModel; readonly projectId: string; readonly firstRun?: ReactNode }) {
  useSignals();
  const { area } = useWork();
  const model = useMemo(() => area.projects.readme(explorer, projectId), [area, explorer, projectId]);
  useEffect(() => {
    explorer.setLeaveGuard({ dirty: () => model.dirty.value, discard: model.cancel });
    return () => explorer.setLeaveGuard(null);
  }, [explorer, model]);

  const state = model.state.value;
  // Out of the editor (saved or cancelled), the focus left on nothing goes back to the button that opened it.
  const opener = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    const editing = state.status === 'editing' || state.status === 'saving';
    if (wasEditing.current && !editing && focusIsLost()) opener.current?.focus();
    wasEditing.current = editing;
  }, [state.status]);
  switch (state.status) {
    case 'loading':
      return (
        <div className="readme" aria-busy="true">
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-block" />
        </div>
      );
    case 'failed':
      return (
        <div className="explorer-error" role="alert">
          <p>Could not load the readme. {state.message}</p>
          <Button className="button" onPress={() => void model.retry()}>
            Try again
          </Button>
        </div>
      );
    case 'missing':
      return <p className="explorer-error">This project no longer exists.</p>;
    case 'viewing':
      if (state.project.readme.trim() === '') {
        return (
          <div className="readme">
            {firstRun}
            <div className="readme-empty">
              <p className="muted">{model.canEdit ? 'No readme yet. Write what this project is for, who works on it, and where to start.' : 'This project has no readme yet.'}</p>
              {model.canEdit ? (
                <Button ref={opener} className="button" onPress={model.edit}>
                  Write a readme
                </Button>
              ) : null}
              {model.canEdit && model.draftOnDevice.value ? <span className="muted">An unsaved draft is kept on this device</span> : null}
            </div>
          </div>
        );
      }
      return (
        <div className="readme">
          {model.canEdit ? (
            <div className="readme-toolbar">
              <Button ref={opener} className="button explorer-small" onPress={model.edit}>
                Edit readme
              </Button>
              {model.draftOnDevice.value ? <span className="muted">An unsaved draft is kept on this device</span> : null}
            </div>
          ) : null}
          <MarkdownView source={state.project.readme} className="markdown readme-body" />
        </div>
      );
    case 'editing':
    case 'saving':
      return (
        <Suspense fallback={<div className="readme skeleton skeleton-block" aria-busy="true" />}>
          <ReadmeEditor model={model} draft={state.draft} busy={state.status === 'saving'} />
        </Suspense>
      );
    default: {
      const _never: never = state;
      return _never;
    }
  }
}
