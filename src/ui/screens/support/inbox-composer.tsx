/**
 * The case page's composer: Reply (to the client: text and/or one image, emailed to them) or Add
 * note (internal, never shown to the client). What was typed stays when the server refuses it.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import type { InboxCaseModel } from '../../../application/support/support-inbox-area.ts';
import { checkNote, INBOX_TEXTS, type InboxCase } from '../../../domain/support/support-inbox.ts';
import { Spinner } from '../../components/spinner.tsx';

type Mode = 'reply' | 'note';

type Attachment =
  | { readonly status: 'none' }
  | { readonly status: 'uploading'; readonly name: string; readonly abort: AbortController }
  | { readonly status: 'ready'; readonly name: string; readonly url: string };

const MAX = INBOX_TEXTS.messageMax;

export function InboxComposer({ model, issue }: { readonly model: InboxCaseModel; readonly issue: InboxCase }) {
  useSignals();
  const resolved = issue.status === 'RESOLVED';
  const [chosen, setMode] = useState<Mode>('reply');
  const mode: Mode = resolved ? 'note' : chosen;
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<Attachment>({ status: 'none' });
  const [error, setError] = useState<string | null>(null);
  const ids = { text: useId(), file: useId(), error: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const attached = useRef<HTMLButtonElement>(null);
  // A file picked from the keyboard: the Attach control goes as the image arrives, so the focus
  // moves to what replaces it (Cancel upload, then Remove image) instead of falling to the page.
  const pickedWithKeyboard = useRef(false);
  useEffect(() => {
    if (attachment.status === 'none' || !pickedWithKeyboard.current) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) attached.current?.focus();
    if (attachment.status === 'ready') pickedWithKeyboard.current = false;
  }, [attachment.status]);
  const saving = model.saving.value;
  const busy = saving.has('reply') || saving.has('note');

  const choose = async (file: File | undefined) => {
    // A file that is not an image, is too large or fails to upload: the model says so in a
    // notification, as on the client's page, and nothing is attached.
    if (!file || !model.acceptsImage(file)) {
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    const abort = new AbortController();
    setAttachment({ status: 'uploading', name: file.name, abort });
    const result = await model.uploadImage(file, abort.signal);
    if (abort.signal.aborted) return;
    if (result.ok) setAttachment({ status: 'ready', name: file.name, url: result.url });
    else setAttachment({ status: 'none' });
  };

  const removeImage = () => {
    if (attachment.status === 'uploading') attachment.abort.abort();
    setAttachment({ status: 'none' });
    if (fileInput.current) fileInput.current.value = '';
  };

  /** A refusal is said under the box, and the box takes the focus so the person can fix it. */
  const refuse = (message: string) => {
    setError(message);
    box.current?.focus();
  };

  const submit = async () => {
    if (busy) return;
    const message = text.trim();
    if (message.length > MAX) return refuse(`The message can be at most ${MAX} characters`);
    let result;
    if (mode === 'note') {
      if (message === '') return refuse(INBOX_TEXTS.noteEmpty);
      const checked = checkNote(text);
      if (!checked.ok) return refuse(checked.message);
      result = await model.note(checked.value);
    } else {
      const imageUrl = attachment.status === 'ready' ? attachment.url : undefined;
      if (message === '' && !imageUrl) return refuse(INBOX_TEXTS.replyEmpty);
      result = await model.reply({ ...(message !== '' ? { message } : {}), ...(imageUrl ? { imageUrl } : {}) });
    }
    if (result.ok) {
      setText('');
      setError(null);
      if (mode === 'reply') removeImage();
      // Sent: the (now empty) box is ready for the next message, where the person was writing.
      box.current?.focus();
    } else setError(result.message);
  };

  const label = mode === 'reply' ? 'Write a reply to the client' : 'Write an internal note';
  return (
    <form
      className="inbox-composer"
      data-mode={mode}
      aria-label="Write on this case"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="inbox-modes">
        <legend className="visually-hidden">What to write</legend>
        <label data-selected={mode === 'reply' || undefined} data-disabled={resolved || undefined}>
          <input type="radio" name="inbox-mode" value="reply" checked={mode === 'reply'} disabled={resolved} onChange={() => setMode('reply')} />
          Reply
        </label>
        <label data-selected={mode === 'note' || undefined}>
          <input type="radio" name="inbox-mode" value="note" checked={mode === 'note'} onChange={() => setMode('note')} />
          Add note
        </label>
      </fieldset>
      {resolved ? <p className="field-hint">{INBOX_TEXTS.resolvedNoReply}</p> : null}
      {mode === 'note' ? <p className="inbox-note-hint">{INBOX_TEXTS.noteLabel}</p> : null}
      <label className="visually-hidden" htmlFor={ids.text}>
        {label}
      </label>
      <textarea
        ref={box}
        id={ids.text}
        className="form-textarea inbox-textarea"
        rows={4}
        placeholder={mode === 'reply' ? 'Write to the client; they are emailed a link to read it' : 'Only members of the organization see notes'}
        value={text}
        aria-invalid={error !== null || undefined}
        aria-describedby={error ? ids.error : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          // Ctrl+Enter (Cmd+Enter) sends, as it sends a comment on a ticket (issue 25).
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      {error ? (
        <p id={ids.error} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="inbox-counter muted" aria-live="polite">
        {text.length > MAX - 200 ? `${MAX - text.length} characters left` : ''}
      </p>
      {mode === 'reply' ? (
        <div className="inbox-attachment">
          {attachment.status === 'none' ? (
            <>
              <input
                ref={fileInput}
                id={ids.file}
                className="visually-hidden"
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                onChange={(event) => void choose(event.target.files?.[0])}
                onKeyDown={(event) => {
                  // Enter opens the file picker, as Space does (issue 25).
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    pickedWithKeyboard.current = true;
                    event.currentTarget.click();
                  }
                }}
              />
              <label htmlFor={ids.file} className="button button-small inbox-attach">
                Attach image
              </label>
              <span className="field-hint">PNG, JPG, GIF up to 10MB</span>
            </>
          ) : (
            <div className="inbox-attached">
              {attachment.status === 'ready' ? <img src={attachment.url} alt={`Attached: ${attachment.name}`} /> : <Spinner />}
              <span>{attachment.status === 'uploading' ? `Uploading ${attachment.name}…` : attachment.name}</span>
              <button ref={attached} type="button" className="button button-quiet button-small" onClick={removeImage}>
                {attachment.status === 'uploading' ? 'Cancel upload' : 'Remove image'}
              </button>
            </div>
          )}
        </div>
      ) : null}
      <div className="inbox-composer-actions">
        {/* Pending, not disabled, while it sends: a disabled button would drop the focus to the page. */}
        <Button type="submit" className="button button-primary" isPending={busy} isDisabled={attachment.status === 'uploading'}>
          {busy ? <Spinner /> : null}
          {mode === 'reply' ? 'Send reply' : 'Add note'}
        </Button>
      </div>
    </form>
  );
}
