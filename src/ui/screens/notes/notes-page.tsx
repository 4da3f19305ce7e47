/**
 * /note: the person's own notes, a board of cards in the colours they chose for the six note
 * colours. New note opens a card in edit mode; a card's text opens it for editing; each card has a
 * move handle (drag it, or from the keyboard: arrow keys, Home and End, or Enter for the moves),
 * its colour and Delete (with Undo on its toast). The page loads the notes area (its model,
 * gateway and SDK: a chunk of their own) the first time it opens.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState, type ComponentType, type LazyExoticComponent, type PointerEvent, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { NEW_NOTE, type NotesArea, type NotesBoardModel } from '../../../application/notes/notes-area.ts';
import { DEFAULT_NOTE_COLOR, dropIndex, type NoteMove } from '../../../domain/notes/note.ts';
import { useApp, type AppServices } from '../../app-context.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useWork } from '../../work-context.tsx';
import { NoteCard, NoteEditor, type DropMark, type NoteColors } from './note-card.tsx';

type Props = { readonly noteColors: NoteColors };
const loaded = new WeakMap<AppServices, LazyExoticComponent<ComponentType<Props>>>();

const TITLE = 'Notes';

export function NotesPage({ noteColors }: Props) {
  usePageTitle(TITLE);
  const app = useApp();
  let Page = loaded.get(app);
  if (!Page) {
    const area = app.notesArea?.() ?? Promise.reject(new Error('This page has no notes'));
    Page = lazy(() =>
      area.then(
        (notes) => ({ default: (props: Props) => <NotesBoard area={notes} {...props} /> }),
        () => ({ default: LoadFailed }),
      ),
    );
    loaded.set(app, Page);
  }
  return (
    <Suspense fallback={<Shell>{waiting}</Shell>}>
      <Page noteColors={noteColors} />
    </Suspense>
  );
}

const waiting = (
  <div aria-busy="true">
    <p className="muted">
      <span className="delayed">Loading your notes…</span>
    </p>
    <div className="skeleton skeleton-block" />
  </div>
);

function Shell({ children, action }: { readonly children: ReactNode; readonly action?: ReactNode }) {
  return (
    <main className="org-page notes-page">
      <div className="notes-head">
        <div>
          <h1>{TITLE}</h1>
          <p className="muted">Your own notes: nobody else sees them.</p>
        </div>
        {action}
      </div>
      {children}
    </main>
  );
}

function LoadFailed() {
  return (
    <Shell>
      <div className="notes-error" role="alert">
        <p>Your notes could not load. Check your connection and try again.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    </Shell>
  );
}

/** Where a dragged note is, and where it would land. */
type Drag = { readonly id: string; readonly over: { readonly id: string; readonly mark: Exclude<DropMark, null> } | null } | null;

function NotesBoard({ area, noteColors }: Props & { readonly area: NotesArea }) {
  useSignals();
  const { scope } = useWork();
  const model = useMemo(() => area.board(scope.orgId), [area, scope.orgId]);
  useEffect(() => void model.load(), [model]);
  const state = model.state.value;
  const notes = model.notes.value;
  const editing = model.editing.value;
  const [drag, setDrag] = useState<Drag>(null);
  // A control to focus once the board has drawn (after a move, a save, a deletion).
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (focusNext === null) return;
    const target = document.querySelector<HTMLElement>(`.notes-page ${focusNext}`);
    if (target) {
      target.focus();
      setFocusNext(null);
    }
  });

  const startNew = () => {
    model.startNew();
  };
  const newButton = (
    <Button className="button button-primary" data-note-new="" onPress={startNew} isDisabled={state.status !== 'loaded'}>
      New note
    </Button>
  );

  if (state.status === 'loading') return <Shell action={newButton}>{waiting}</Shell>;
  if (state.status === 'failed') {
    return (
      <Shell action={newButton}>
        <div className="notes-error" role="alert">
          <p>Could not load your notes. {state.message}</p>
          <button type="button" className="button" onClick={() => void model.load()}>
            Try again
          </button>
        </div>
      </Shell>
    );
  }

  const save = async (key: string, how: 'asked' | 'left') => {
    // A new note left blank is let go: nothing was written.
    if (how === 'left' && key === NEW_NOTE && (model.drafts.value.get(key)?.text.trim() ?? '') === '') {
      if (model.editing.value === key) model.cancel();
      return;
    }
    const kept = await model.save(key);
    if (!kept || how !== 'asked') return;
    setFocusNext(key === NEW_NOTE ? `[data-note-body="${model.notes.value[0]?.id}"]` : `[data-note-body="${key}"]`);
  };
  const cancel = (key: string) => {
    model.cancel();
    setFocusNext(key === NEW_NOTE ? '[data-note-new]' : `[data-note-body="${key}"]`);
  };
  const move = (id: string, how: NoteMove) => {
    void model.move(id, how);
    setFocusNext(`[data-note-handle="${id}"]`);
  };
  const remove = (id: string) => {
    const at = notes.findIndex((note) => note.id === id);
    const neighbour = notes[at + 1] ?? notes[at - 1];
    void model.remove(id);
    setFocusNext(neighbour ? `[data-note-body="${neighbour.id}"]` : '[data-note-new]');
  };

  /**
   * A drag by the handle, with the mouse or a finger: the card under the pointer shows where the
   * note would land (the left half of a card: before it; the right half: after it); letting go
   * there moves it. A press without a move is a click (the handle's menu).
   */
  const startDrag = (id: string) => (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || !event.isPrimary) return;
    const handle = event.currentTarget;
    const start = { x: event.clientX, y: event.clientY };
    let moved = false;
    let over: { readonly id: string; readonly mark: 'before' | 'after' } | null = null;
    const at = (x: number, y: number) => {
      const card = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-note-card]');
      const target = card?.dataset['noteCard'];
      if (!card || target === undefined || target === id) return null;
      const box = card.getBoundingClientRect();
      return { id: target, mark: x < box.left + box.width / 2 ? ('before' as const) : ('after' as const) };
    };
    const onMove = (e: globalThis.PointerEvent) => {
      if (e.pointerId !== event.pointerId || (!moved && Math.hypot(e.clientX - start.x, e.clientY - start.y) < 6)) return;
      if (!moved) {
        moved = true;
        window.getSelection()?.removeAllRanges();
      }
      const next = at(e.clientX, e.clientY);
      if (next?.id !== over?.id || next?.mark !== over?.mark) {
        over = next;
        setDrag({ id, over });
      }
    };
    const end = (drop: boolean) => (e: globalThis.PointerEvent) => {
      if (e.pointerId !== event.pointerId) return;
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      setDrag(null);
      if (!moved) return;
      // A click that follows a drag let go on the handle (it comes in the same task, if at all) opens no menu.
      if (drop && handle.contains(e.target as Node | null)) {
        const swallow = (click: Event) => (click.stopImmediatePropagation(), click.preventDefault());
        handle.addEventListener('click', swallow, { capture: true, once: true });
        setTimeout(() => handle.removeEventListener('click', swallow, { capture: true }), 0);
      }
      const from = model.notes.value.findIndex((note) => note.id === id);
      const target = over === null ? -1 : model.notes.value.findIndex((note) => note.id === over!.id);
      if (drop && from >= 0 && target >= 0) {
        void model.moveTo(id, dropIndex(from, target, over!.mark));
        setFocusNext(`[data-note-handle="${id}"]`);
      }
    };
    const onUp = end(true);
    const onCancel = end(false);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
  };

  const editor = (key: string) => {
    const draft = model.drafts.value.get(key) ?? { text: '', color: DEFAULT_NOTE_COLOR };
    return (
      <NoteEditor
        key={`editor-${key}`}
        noteId={key === NEW_NOTE ? null : key}
        draft={draft}
        colors={noteColors}
        saving={model.saving.value.has(key)}
        error={model.errors.value.get(key) ?? null}
        onChange={(content) => model.change(key, content)}
        onSave={(how) => void save(key, how)}
        onCancel={() => cancel(key)}
      />
    );
  };

  const announcement = model.announcement.value;
  return (
    <Shell action={newButton}>
      <div>
        <p className="notes-hint muted" id="notes-move-hint" hidden={notes.length < 2}>
          To move a note, drag its handle <span aria-hidden="true">⠿</span> or press it for the moves; on a focused handle the arrow keys, Home and End move it too.
        </p>
        <p className="visually-hidden" id="notes-edit-hint">
          Press Enter to edit
        </p>
        <div className="visually-hidden" aria-live="polite" aria-atomic="true">
          <span key={announcement.count}>{announcement.text}</span>
        </div>
        {notes.length === 0 && editing !== NEW_NOTE ? (
          <EmptyState title="No notes yet" subtitle="Notes are yours alone: jot down what you want to remember, in the colour you like.">
            <Button className="button button-primary" onPress={startNew}>
              Write a note
            </Button>
          </EmptyState>
        ) : (
          <ol className="notes-board" aria-label="Your notes" data-dragging={drag !== null || undefined}>
            {editing === NEW_NOTE ? editor(NEW_NOTE) : null}
            {notes.map((note, index) =>
              editing === note.id ? (
                editor(note.id)
              ) : (
                <NoteCard
                  key={note.id}
                  note={note}
                  index={index}
                  count={notes.length}
                  colors={noteColors}
                  moveHintId="notes-move-hint"
                  editHintId="notes-edit-hint"
                  unsaved={model.drafts.value.has(note.id)}
                  dropMark={drag?.over?.id === note.id ? drag.over.mark : null}
                  dragging={drag?.id === note.id}
                  onEdit={() => model.edit(note.id)}
                  onMove={(how) => move(note.id, how)}
                  onRecolor={(color) => void model.recolor(note.id, color)}
                  onDelete={() => remove(note.id)}
                  onDragStart={startDrag(note.id)}
                />
              ),
            )}
          </ol>
        )}
      </div>
    </Shell>
  );
}
