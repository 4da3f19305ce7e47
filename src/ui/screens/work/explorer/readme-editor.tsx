/**
 * The readme's editor form (loaded when a readme is edited): the shared Markdown editor with image
 * uploads, what it restored from the device, Save and Cancel (Ctrl+Enter saves, Escape leaves an
 * unchanged draft).
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { KeyboardEvent } from 'react';
import { Button } from 'react-aria-components/Button';
import { README_MAX, type ReadmeModel, type RestoredDraft } from '../../../../application/work/project-readme-model.ts';
import { useApp } from '../../../app-context.tsx';
import { MarkdownEditor } from '../../../components/markdown-editor.tsx';
import { Spinner } from '../../../components/spinner.tsx';

/** What the editor says of a draft it found on this device. */
function RestoredNotice({ restored, onDiscard }: { readonly restored: RestoredDraft; readonly onDiscard: () => void }) {
  const when = new Date(restored.savedAt).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className="readme-restored" role="status">
      {restored.readmeChanged ? `Restored your unsaved draft from ${when}. The readme was saved since: check it before saving over it.` : `Restored your unsaved draft from ${when}.`}
      <Button className="button explorer-small" onPress={onDiscard}>
        Discard draft
      </Button>
    </p>
  );
}

/** The form of a readme being edited (`busy` while it saves). */
export function ReadmeEditor({ model, draft, busy }: { readonly model: ReadmeModel; readonly draft: string; readonly busy: boolean }) {
  useSignals();
  const { documentImages } = useApp();
  const problem = model.problem.value;
  const restored = model.restored.value;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void model.save();
    }
    if (event.key === 'Escape' && !model.dirty.value) model.cancel();
  };
  return (
    <form
      className="readme readme-editor"
      aria-label="Edit readme"
      onSubmit={(event) => {
        event.preventDefault();
        void model.save();
      }}
    >
      {restored ? <RestoredNotice restored={restored} onDiscard={model.discardDraft} /> : null}
      <MarkdownEditor
        label="Readme (Markdown)"
        value={draft}
        onChange={model.change}
        isDisabled={busy}
        errorMessage={problem}
        autoFocus
        onKeyDown={onKeyDown}
        uploadImage={documentImages ? (file) => documentImages().then((images) => images.upload(file)) : undefined}
        description={`Markdown; #123 links a ticket. Ctrl+Enter saves; until then the draft is kept on this device. ${draft.length.toLocaleString('en')} / ${README_MAX.toLocaleString('en')}`}
      />
      <div className="readme-actions">
        <Button className="button" onPress={model.cancel} isDisabled={busy}>
          Cancel
        </Button>
        <Button type="submit" className="button button-primary" isPending={busy} isDisabled={problem !== null}>
          {busy ? <Spinner /> : null}
          Save readme
        </Button>
        {model.dirty.value ? <span className="muted">Unsaved changes</span> : null}
      </div>
    </form>
  );
}
